import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "../db/database";
import { portablePages } from "./backup";
import { backedUpTables } from "./schema";

// Shared by the backup tests: every backed-up table's rows as plain objects, for comparing two
// databases of either dialect (booleans and bytes already in their portable form).

export type Snapshot = Record<string, Record<string, unknown>[]>;

export async function snapshot(db: Db): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const table of await backedUpTables(db)) {
    const rows: Record<string, unknown>[] = [];
    for await (const page of portablePages(db, table)) {
      for (const values of page) rows.push(Object.fromEntries(table.columns.map((c, i) => [c.name, values[i]])));
    }
    result[table.name] = rows;
  }
  return result;
}

export const dialects = () => (process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite");

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
