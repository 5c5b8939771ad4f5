import type { ImportProblem } from "@homebase/contracts";
import type { Db } from "../../../db/database";
import type { MediaStore } from "../../media/media.store";
import type { TvmazeClient } from "../../tv/tvmaze.client";

// What one source (Fuelly, Spritmonitor…) does with a file inside the import's transaction.

export type SourceInput = {
  bytes: Buffer;
  dryRun: boolean;
  /** What sources that ask other services need (TV: TVmaze, and the media store for posters). */
  deps?: { tvmaze: TvmazeClient; media: MediaStore };
  /** The uploaded file's name (a Todoist project's CSV is named after the project). */
  fileName?: string;
  /** The owner's today, for dates a file writes relative to it ("every monday"). */
  today?: string;
  /** The form's other fields: a fuel source's `vehicle` slug. */
  fields: Record<string, string>;
  /** Told of each step of slow preparation (a background import records it); may throw to stop. */
  progress?: (done: number, total: number) => Promise<void>;
};

export type SourceOutcome = {
  counts: Record<string, number>;
  matched: string[];
  unmatched: string[];
  problems: ImportProblem[];
  /** The rows written, per table, in the order written: Undo deletes them in reverse. */
  added: { table: string; ids: number[] }[];
};

/**
 * `prepare` runs before the transaction, for slow work whose results are kept whatever happens
 * (TVmaze lookups, the shared TV catalogue); `write` runs inside it and writes the owner's rows.
 */
export interface SourceImporter<P = unknown> {
  prepare?(db: Db, userId: number, input: SourceInput): Promise<P>;
  write(trx: Db, userId: number, input: SourceInput, prepared: P): Promise<SourceOutcome>;
}

/** What a source answers before it writes: the file's problems and what it leaves out. */
export const startOutcome = (file: { left_out: string[]; problems: ImportProblem[] }): SourceOutcome => ({
  counts: {},
  matched: [],
  unmatched: [...file.left_out],
  problems: file.problems,
  added: [],
});

/** The owner's today as the route gave it (UTC's when called without one). */
export const todayOf = (input: SourceInput) => input.today ?? new Date().toISOString().slice(0, 10);
