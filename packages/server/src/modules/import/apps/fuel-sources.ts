import type { Db } from "../../../db/database";
import { invalid } from "../../../http/errors";
import * as fuel from "../../fuel/fuel.service";
import { type FillUpFile, inUnits } from "./fill-ups";
import { readFuelly } from "./fuelly";
import { readLubeLogger } from "./lubelogger";
import type { SourceImporter, SourceInput, SourceOutcome } from "./source";
import { readSpritmonitor } from "./spritmonitor";
import { readTable, type Table } from "./table";

// Fuel sources: a file of fill-ups into one vehicle (the form's `vehicle`, else the default),
// converted to that vehicle's units.

async function targetVehicle(trx: Db, userId: number, slug: string | undefined) {
  if (slug) return (await fuel.getVehicle(trx, userId, slug)).vehicle;
  const vehicles = await fuel.listVehicles(trx, userId);
  const vehicle = (vehicles.find((v) => v.vehicle.is_default) ?? vehicles[0])?.vehicle;
  if (!vehicle) throw invalid({ vehicle: ["Add a vehicle in Fuel first: fill-ups are imported into a vehicle."] });
  return vehicle;
}

function fuelImporter(read: (table: Table) => FillUpFile & { left_out: string[] }, delimiter?: ";"): SourceImporter {
  const write = async (trx: Db, userId: number, input: SourceInput): Promise<SourceOutcome> => {
    const vehicle = await targetVehicle(trx, userId, input.fields.vehicle || undefined);
    const empty: SourceOutcome = { counts: {}, matched: [], unmatched: [], problems: [], added: [] };
    const table = readTable(input.bytes, delimiter);
    if (!table.ok) return { ...empty, problems: [table.problem] };
    const file = read(table.table);
    if (file.problems.length > 0) return { ...empty, unmatched: file.left_out, problems: file.problems };
    // LubeLogger does not say its units, so its files are read in the vehicle's own.
    const from = read === readLubeLogger ? vehicleUnits(vehicle) : file.units;
    const fills = file.drafts.map((draft) => inUnits(draft, from, vehicleUnits(vehicle)));
    const result = await fuel.addImportedFillUps(trx, userId, vehicle.id, fills);
    return {
      counts: { fill_ups: result.accepted, fill_ups_skipped: result.skipped },
      matched: [`${vehicle.name} (vehicle)`],
      unmatched: file.left_out,
      problems: result.problems,
      added: [{ table: "fuel_entries", ids: result.ids }],
    };
  };
  return { write };
}

const vehicleUnits = (vehicle: { distance_unit: string; volume_unit: string }): FillUpFile["units"] => ({
  distance: vehicle.distance_unit === "km" ? "km" : "mi",
  volume: vehicle.volume_unit === "l" ? "l" : "gal",
});

export const fuelSources = {
  fuelly: fuelImporter(readFuelly),
  spritmonitor: fuelImporter(readSpritmonitor, ";"),
  lubelogger: fuelImporter(readLubeLogger),
};
