import path from "node:path";
import type { ImportProblem } from "@homebase/contracts";
import type { ImportedGear } from "../../pack/pack.import";
import { cellOf, columnsOf, readTable } from "./table";

// LighterPack's "Export to CSV" of one list: Item Name, Category, desc, qty, weight, unit, url,
// price, worn, consumable. Homebase's items have no weights, quantities or prices: the preview
// says so once rather than line by line.

export type LighterPackFile = { listName: string; gear: ImportedGear[]; left_out: string[]; problems: ImportProblem[] };

const ALIASES = {
  name: ["itemname", "name", "item"],
  category: ["category"],
  description: ["desc", "description"],
  qty: ["qty", "quantity"],
};
const NAME_MAX = 200;

export function readLighterPack(bytes: Uint8Array, fileName: string): LighterPackFile {
  const listName =
    path.posix
      .basename(fileName || "LighterPack list")
      .replace(/\.csv$/i, "")
      .trim() || "LighterPack list";
  const out: LighterPackFile = { listName, gear: [], left_out: [], problems: [] };
  const table = readTable(bytes);
  if (!table.ok) return { ...out, problems: [table.problem] };
  const columns = columnsOf(table.table.header, ALIASES);
  if (columns.name === undefined)
    return {
      ...out,
      problems: [{ line: 1, message: "No Item Name column in the header: is this LighterPack's CSV?" }],
    };
  let extras = false;
  for (const record of table.table.records) {
    const cell = cellOf(columns, record);
    const name = cell("name");
    if (!name) out.problems.push({ line: record.line, message: "The item has no name." });
    else if (name.length > NAME_MAX)
      out.problems.push({ line: record.line, message: `The item's name is longer than ${NAME_MAX} characters.` });
    else {
      out.gear.push({ line: record.line, name, category: cell("category"), description: cell("description") });
      if (record.cells.length > 3) extras = true;
    }
  }
  if (extras)
    out.left_out.push("Weights, quantities, prices and worn/consumable marks: Homebase's items do not keep them.");
  if (out.gear.length === 0 && out.problems.length === 0)
    out.problems.push({ line: null, message: "The list has no items." });
  return out;
}
