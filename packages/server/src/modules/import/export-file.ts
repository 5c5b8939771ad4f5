import { Inflate, strFromU8, unzipSync } from "fflate";
import { invalid } from "../../http/errors";
import { ROWS_FOLDER } from "../export/export.service";

// Reading an export ZIP (GET /api/export/) for the import. Format 2 keeps each table's rows in
// rows/<table>.jsonl: they are inflated and parsed a line at a time while the import writes
// them, so a 1,000,000-transaction ledger is never held as rows in memory. Format 1 (the first
// release) kept them in <module>.json as {"module", "tables": {"<table>": [rows]}}: small files,
// read whole. The <module>.json files of format 2 (the API's shapes, the largest part) and the
// CSVs are for people: never inflated here.

export type Row = Record<string, unknown>;

export type ExportFile = {
  /** The tables the file holds rows of. */
  tables: Set<string>;
  /** A table's rows in file order; a line that is not a JSON object is refused with its number. */
  rows: (table: string) => AsyncIterable<Row>;
  photos: Map<string, Uint8Array>;
};

const ROWS_FILE = /^rows\/([a-z0-9_]+)\.jsonl$/;
const MODULE_FILE = /^[a-z]+\.json$/;
/** Compressed bytes handed to the inflater at a time: bounds the text held between awaits. */
const CHUNK = 64 * 1024;

export function readExportFile(zip: Buffer): ExportFile {
  const data = new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength);
  const names: string[] = [];
  let photoFiles: Record<string, Uint8Array>;
  try {
    // Names only (the filter declines every file, so nothing is inflated), then the photos.
    unzipSync(data, { filter: (file) => names.push(file.name) < 0 });
    photoFiles = unzipSync(data, { filter: ({ name }) => name.startsWith("photos/") });
  } catch (error) {
    throw invalid({ file: [`This file is not a ZIP archive (${(error as Error).message}).`] });
  }
  const photos = new Map(Object.entries(photoFiles).map(([name, bytes]) => [name.slice("photos/".length), bytes]));
  if (names.some((name) => name.startsWith(ROWS_FOLDER))) {
    const entries = zipEntries(data);
    const files = new Map(names.flatMap((name) => (ROWS_FILE.test(name) ? [[ROWS_FILE.exec(name)?.[1], name]] : [])));
    return {
      tables: new Set(files.keys() as Iterable<string>),
      rows: (table) => {
        const name = files.get(table) as string;
        return jsonLines(name, entries.get(name));
      },
      photos,
    };
  }
  const tables = firstFormatTables(data, names);
  if (tables.size === 0)
    throw invalid({ file: ["This ZIP holds no Homebase data (no rows/ folder or <module>.json)."] });
  return { tables: new Set(tables.keys()), rows: (table) => fromList(tables.get(table) ?? []), photos };
}

function firstFormatTables(data: Uint8Array, names: string[]): Map<string, Row[]> {
  const tables = new Map<string, Row[]>();
  const files = unzipSync(data, { filter: ({ name }) => MODULE_FILE.test(name) && names.includes(name) });
  for (const [name, content] of Object.entries(files)) {
    let parsed: { tables?: Record<string, unknown> };
    try {
      parsed = JSON.parse(strFromU8(content));
    } catch (error) {
      throw invalid({ file: [`${name} is not valid JSON (${(error as Error).message}).`] });
    }
    for (const [table, rows] of Object.entries(parsed.tables ?? {})) {
      if (!Array.isArray(rows)) throw invalid({ file: [`${name}: ${table} is not a list of rows.`] });
      tables.set(table, rows as Row[]);
    }
  }
  return tables;
}

async function* fromList(rows: Row[]): AsyncGenerator<Row> {
  yield* rows;
}

type Entry = { data: Uint8Array; stored: boolean };

/**
 * Where each file's data lies in the ZIP, from its central directory: fflate's streaming Unzip
 * finds a file by scanning every byte before it, once per table (most of an import's time).
 * Only what fflate's Zip and common archivers write: no ZIP64 (an export is far below 4 GB).
 */
function zipEntries(zip: Uint8Array): Map<string, Entry> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw invalid({ file: ["This file is not a ZIP archive (no central directory)."] });
  const count = view.getUint16(end + 10, true);
  const entries = new Map<string, Entry>();
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw invalid({ file: ["The ZIP's central directory is damaged."] });
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = strFromU8(zip.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.set(name, { data: zip.subarray(start, start + size), stored: method === 0 });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** One file's JSON Lines, inflated CHUNK compressed bytes at a time and parsed a line at a time. */
async function* jsonLines(name: string, entry: Entry | undefined): AsyncGenerator<Row> {
  if (!entry) throw invalid({ file: [`${name} is not where the ZIP's directory says.`] });
  const decoder = new TextDecoder();
  let ready: string[] = [];
  let partial = "";
  const take = (chunk: Uint8Array, final: boolean) => {
    const lines = (partial + decoder.decode(chunk, { stream: !final })).split("\n");
    partial = final ? "" : (lines.pop() as string);
    for (const line of lines) ready.push(line);
  };
  const inflater = new Inflate(take);
  const { data } = entry;
  let number = 0;
  for (let at = 0; at === 0 || at < data.length; at += CHUNK) {
    const chunk = data.subarray(at, at + CHUNK);
    const final = at + CHUNK >= data.length;
    try {
      if (entry.stored) take(chunk, final);
      else inflater.push(chunk, final);
    } catch (error) {
      throw invalid({ file: [`${name} cannot be read (${(error as Error).message}).`] });
    }
    const lines = ready;
    ready = [];
    for (const line of lines) {
      number++;
      if (line.trim() !== "") yield parseLine(name, number, line);
    }
  }
}

function parseLine(name: string, number: number, line: string): Row {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch (error) {
    throw invalid({ file: [`${name} line ${number} is not valid JSON (${(error as Error).message}).`] });
  }
  if (typeof row !== "object" || row === null || Array.isArray(row)) {
    throw invalid({ file: [`${name} line ${number} is not a row (a JSON object).`] });
  }
  return row as Row;
}
