import type { ImportProblem } from "@homebase/contracts";
import type { Db } from "../../../db/database";

// What one source (Fuelly, Spritmonitor…) does with a file inside the import's transaction.

export type SourceInput = {
  bytes: Buffer;
  /** The form's other fields: a fuel source's `vehicle` slug. */
  fields: Record<string, string>;
};

export type SourceOutcome = {
  counts: Record<string, number>;
  matched: string[];
  unmatched: string[];
  problems: ImportProblem[];
  /** The rows written, per table, in the order written: Undo deletes them in reverse. */
  added: { table: string; ids: number[] }[];
};

export type SourceImporter = (trx: Db, userId: number, input: SourceInput) => Promise<SourceOutcome>;
