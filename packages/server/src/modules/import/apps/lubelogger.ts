import { type FillUpSpec, isYes, readFillUps } from "./fill-up-table";
import { usNumber, usOrIsoDate } from "./fill-ups";
import type { Table } from "./table";

// LubeLogger's fuel records export: Date, Odometer, FuelConsumed, Cost, FuelEconomy,
// IsFillToFull, MissedFuelUp, Notes, Tags, plus one extrafield_<Name> column per custom field.
// Cost is what the fill-up cost in total. LubeLogger does not write its units into the file:
// the volume is read in the vehicle's own units (see the import screen's note).

const spec: FillUpSpec = {
  aliases: {
    date: ["date"],
    mileage: ["odometer"],
    gallons: ["fuelconsumed", "gallons", "litres", "liters"],
    total_paid: ["cost", "totalcost"],
    full: ["isfilltofull", "filltofull"],
    missed: ["missedfuelup"],
    notes: ["notes"],
    location: ["tags"],
  },
  readDate: usOrIsoDate,
  dateFormats: "m/d/yyyy or yyyy-mm-dd",
  readNumber: usNumber,
  units: () => ({ distance: "mi", volume: "gal" }),
  flags: (cell) => ({
    is_full: cell("full") === "" ? true : isYes(cell("full")),
    missed_previous: isYes(cell("missed")),
  }),
};

export const readLubeLogger = (table: Table) => readFillUps(table, spec);
