import { strFromU8, Unzip, UnzipInflate, unzipSync } from "fflate";
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
    const files = new Map(names.flatMap((name) => (ROWS_FILE.test(name) ? [[ROWS_FILE.exec(name)?.[1], name]] : [])));
    return {
      tables: new Set(files.keys() as Iterable<string>),
      rows: (table) => jsonLines(data, files.get(table) as string),
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

/** One file's JSON Lines, inflated CHUNK by CHUNK of the ZIP and parsed a line at a time. */
async function* jsonLines(zip: Uint8Array, name: string): AsyncGenerator<Row> {
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  const decoder = new TextDecoder();
  let ready: string[] = [];
  let partial = "";
  let ended = false;
  const failed: { error?: Error } = {};
  unzip.onfile = (file) => {
    if (file.name !== name) return; // never started: skipped, not inflated
    file.ondata = (error, chunk, final) => {
      if (error) failed.error = error;
      const lines = (partial + decoder.decode(chunk, { stream: !final })).split("\n");
      partial = final ? "" : (lines.pop() as string);
      for (const line of lines) ready.push(line);
      ended ||= final;
    };
    file.start();
  };
  let number = 0;
  for (let at = 0; at < zip.length && !ended; at += CHUNK) {
    try {
      unzip.push(zip.subarray(at, at + CHUNK), at + CHUNK >= zip.length);
    } catch (error) {
      failed.error = error as Error;
    }
    if (failed.error) throw invalid({ file: [`${name} cannot be read (${failed.error.message}).`] });
    const lines = ready;
    ready = [];
    for (const line of lines) {
      number++;
      if (line.trim() !== "") yield parseLine(name, number, line);
    }
  }
  if (!ended) throw invalid({ file: [`${name} is cut short: the ZIP ends inside it.`] });
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
