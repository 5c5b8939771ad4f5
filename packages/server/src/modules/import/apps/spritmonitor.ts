import { type FillUpSpec, readFillUps } from "./fill-up-table";
import { dottedDate, plainNumber } from "./fill-ups";
import type { Table } from "./table";

// Spritmonitor.de's fuelings export, as described in LubeLogger's importer issue
// (hargata/lubelog#2): ";"-separated; Date DD.MM.YYYY; Odometer, Trip, Quantity and Total price
// without thousands separators (a decimal comma or point); Type 0 invalid, 1 full, 2 partial,
// 3 first fill-up. Distances are km and quantities litres.

const TYPES: Record<string, { is_full: boolean; missed_previous: boolean } | string> = {
  "0": "marked as an invalid fueling in Spritmonitor, left out.",
  "1": { is_full: true, missed_previous: false },
  "2": { is_full: false, missed_previous: false },
  // A first fill-up starts the history: no distance before it counts toward consumption.
  "3": { is_full: true, missed_previous: true },
};

const spec: FillUpSpec = {
  aliases: {
    date: ["date", "datum"],
    mileage: ["odometer", "kilometerstand"],
    gallons: ["quantity", "menge"],
    total_paid: ["totalprice", "gesamtpreis"],
    type: ["type", "tankung"],
    notes: ["note", "notiz", "bemerkung"],
    location: ["location", "company", "ort", "tankstelle"],
  },
  readDate: dottedDate,
  dateFormats: "dd.mm.yyyy",
  readNumber: plainNumber,
  units: () => ({ distance: "km", volume: "l" }),
  flags: (cell) =>
    TYPES[cell("type") || "1"] ?? `fueling type "${cell("type")}" is not one Spritmonitor writes, left out.`,
};

export const readSpritmonitor = (table: Table) => readFillUps(table, spec);
