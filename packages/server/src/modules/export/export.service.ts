import { PassThrough, type Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { portablePages } from "../../backup/backup";
import type { Db } from "../../db/database";
import { MEDIA_NAME } from "../media/images";
import type { MediaStore } from "../media/media.store";
import { API_VIEWS, type ApiView, apiGet } from "./api-views";
import { csvLine } from "./csv";
import { type ExportedTable, ownerTables } from "./export.repo";

// GET /api/export/ (issue 18 §4): one owner's data as a ZIP, streamed as it is read (a
// 1,000,000-transaction ledger is never held in memory):
// - <module>.json: the module's data in the API's own shapes (api-views.ts), to read;
// - rows/<table>.jsonl: the owner's rows of every table, one JSON object per line, which
//   POST /api/import/homebase/ reads back (the API shapes leave out what only the tables keep);
// - csv/<table>.csv for the tabular data, photos/ for the photos the rows point at, and
//   manifest.json (format, time, row counts).

export const ROWS_FOLDER = "rows/";
export const MANIFEST_NAME = "manifest.json";
/** 1: <module>.json held the rows (the first release); 2: API shapes, rows in rows/. */
export const EXPORT_FORMAT = 2;
export type ExportManifest = { format: number; exported_at: string; rows: Record<string, number> };

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
    // Level 1: a quarter larger than level 6, and deflating (in JavaScript, on the request's
    // thread) was half of a large export's time.
    const file = compress ? new ZipDeflate(name, { level: 1 }) : new ZipPassThrough(name);
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

export function exportOwnerData(db: Db, media: MediaStore, request: FastifyRequest): Readable {
  const zip = new ZipWriter();
  writeExport(db, media, request, zip).catch((error: unknown) => zip.output.destroy(error as Error));
  return zip.output;
}

async function writeExport(db: Db, media: MediaStore, request: FastifyRequest, zip: ZipWriter): Promise<void> {
  for (const [module, views] of Object.entries(API_VIEWS)) {
    const entry = zip.entry(`${module}.json`);
    await writeApiViews(request, views, (text) => entry.write(text));
    entry.end();
  }
  const tables = await ownerTables(db, request.owner.id);
  const photos = new Set<string>();
  const counts: Record<string, number> = {};
  for (const exported of tables) {
    const entry = zip.entry(`${ROWS_FOLDER}${exported.table.name}.jsonl`);
    counts[exported.table.name] = await writeRows(db, exported, photos, (text) => entry.write(text));
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
  const manifest = zip.entry(MANIFEST_NAME);
  const described: ExportManifest = { format: EXPORT_FORMAT, exported_at: new Date().toISOString(), rows: counts };
  await manifest.write(`${JSON.stringify(described, null, 2)}\n`);
  manifest.end();
  zip.end();
}

/** A module's views as one JSON object, {"<view>": <the API's answer>, ...}, streamed. */
async function writeApiViews(request: FastifyRequest, views: ApiView[], write: (t: string) => Promise<void>) {
  const answers = new Map<string, Record<string, unknown>[]>();
  for (const [i, view] of views.entries()) {
    await write(`${i === 0 ? "{" : ","}${JSON.stringify(view.name)}:`);
    if ("path" in view) {
      const body = await apiGet(request, view.path);
      answers.set(view.name, JSON.parse(body));
      await write(body);
    } else if ("history" in view) {
      const items = await view.history(request);
      answers.set(view.name, items as Record<string, unknown>[]);
      await write(JSON.stringify(items));
    } else if ("pages" in view) {
      await write("[");
      let first = true;
      for await (const items of view.pages(request)) {
        if (items.length === 0) continue;
        await write(`${first ? "" : ","}${items.map((item) => JSON.stringify(item)).join(",")}`);
        first = false;
      }
      await write("]");
    } else {
      const entries: string[] = [];
      for (const item of view.each.of.flatMap((name) => answers.get(name) ?? [])) {
        const path = view.each.path(item);
        if (path) entries.push(`${JSON.stringify(view.each.key(item))}:${await apiGet(request, path)}`);
      }
      await write(`{${entries.join(",")}}`);
    }
  }
  await write(views.length === 0 ? "{}\n" : "}\n");
}

/** A table's rows as JSON Lines, one object per row; notes the photos they point at; answers the count. */
async function writeRows(
  db: Db,
  { table, filter }: ExportedTable,
  photos: Set<string>,
  write: (t: string) => Promise<void>,
): Promise<number> {
  const names = table.columns.map((column) => column.name);
  const photoColumns = names.flatMap((name, i) => (PHOTO_COLUMNS.includes(name) ? [i] : []));
  let count = 0;
  for await (const page of portablePages(db, table, filter)) {
    let text = "";
    for (const values of page) {
      for (const i of photoColumns) {
        const name = values[i];
        if (typeof name === "string" && MEDIA_NAME.test(name)) photos.add(name);
      }
      text += `${JSON.stringify(Object.fromEntries(names.map((name, i) => [name, values[i]])))}\n`;
    }
    count += page.length;
    await write(text);
  }
  return count;
}
