import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { portablePages } from "../../backup/backup";
import type { Db } from "../../db/database";
import { MEDIA_NAME } from "../media/images";
import type { MediaStore } from "../media/media.store";
import { csvLine } from "./csv";
import { type ExportedTable, ownerTables } from "./export.repo";

// GET /api/export/ (issue 18 §4, first slice): one owner's data as a ZIP, streamed as it is
// read (a 1,000,000-transaction ledger is never held in memory): <module>.json with the owner's
// rows of that module's tables, csv/<table>.csv for the tabular data, and photos/ for the
// photos their rows point at.

/** The tables people open in a spreadsheet. */
const CSV_TABLES = new Set(["money_transactions", "tasks", "fuel_entries", "water_entries", "bill_statements"]);
const PHOTO_COLUMNS = ["photo", "thumbnail"];

/** The module a table belongs to, by the prefix its migration gave it. */
export function moduleOf(table: string): string {
  if (table === "users") return "account";
  if (table === "owner_settings") return "settings";
  if (table.startsWith("task")) return "tasks";
  if (table.startsWith("bill")) return "bills";
  if (table.startsWith("notification")) return "notifications";
  return table.split("_")[0] as string;
}

/** Writes ZIP entries in order; `write` waits while the reader is behind (backpressure). */
class ZipWriter {
  readonly output = new PassThrough();
  readonly #zip = new Zip((error, chunk, final) => {
    if (error) this.output.destroy(error);
    else {
      this.output.write(chunk);
      if (final) this.output.end();
    }
  });

  entry(name: string, compress = true) {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.#zip.add(file);
    return {
      write: async (text: string | Uint8Array) => {
        file.push(typeof text === "string" ? Buffer.from(text) : text);
        if (this.output.writableNeedDrain) await new Promise((resolve) => this.output.once("drain", resolve));
      },
      end: () => file.push(new Uint8Array(0), true),
    };
  }

  end() {
    this.#zip.end();
  }
}

export function exportOwnerData(db: Db, media: MediaStore, userId: number): Readable {
  const zip = new ZipWriter();
  writeExport(db, media, userId, zip).catch((error: unknown) => zip.output.destroy(error as Error));
  return zip.output;
}

async function writeExport(db: Db, media: MediaStore, userId: number, zip: ZipWriter): Promise<void> {
  const tables = await ownerTables(db, userId);
  const photos = new Set<string>();
  const modules = [...new Set(tables.map(({ table }) => moduleOf(table.name)))];
  for (const module of modules) {
    const entry = zip.entry(`${module}.json`);
    await entry.write(`{"module":${JSON.stringify(module)},"tables":{`);
    let first = true;
    for (const exported of tables.filter(({ table }) => moduleOf(table.name) === module)) {
      await entry.write(`${first ? "" : ","}${JSON.stringify(exported.table.name)}:[`);
      first = false;
      await writeRows(db, exported, photos, (text) => entry.write(text));
      await entry.write("]");
    }
    await entry.write("}}\n");
    entry.end();
  }
  for (const exported of tables.filter(({ table }) => CSV_TABLES.has(table.name))) {
    const entry = zip.entry(`csv/${exported.table.name}.csv`);
    await entry.write(csvLine(exported.table.columns.map((column) => column.name)));
    for await (const page of portablePages(db, exported.table, exported.filter)) {
      await entry.write(page.map(csvLine).join(""));
    }
    entry.end();
  }
  for (const name of [...photos].sort()) {
    const data = await media.get(name);
    if (!data) continue; // a photo removed since its row was read
    const entry = zip.entry(`photos/${name}`, false); // WebP is compressed already
    await entry.write(data);
    entry.end();
  }
  zip.end();
}

/** A table's rows as JSON objects, comma-separated; notes the photos they point at. */
async function writeRows(
  db: Db,
  { table, filter }: ExportedTable,
  photos: Set<string>,
  write: (t: string) => Promise<void>,
) {
  const names = table.columns.map((column) => column.name);
  const photoColumns = names.flatMap((name, i) => (PHOTO_COLUMNS.includes(name) ? [i] : []));
  let first = true;
  for await (const page of portablePages(db, table, filter)) {
    let text = "";
    for (const values of page) {
      for (const i of photoColumns) {
        const name = values[i];
        if (typeof name === "string" && MEDIA_NAME.test(name)) photos.add(name);
      }
      text += `${first ? "" : ","}${JSON.stringify(Object.fromEntries(names.map((name, i) => [name, values[i]])))}`;
      first = false;
    }
    await write(text);
  }
}
