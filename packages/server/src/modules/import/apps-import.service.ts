import type { AppImportResult, ImportSource } from "@homebase/contracts";
import { IMPORT_SOURCES } from "@homebase/contracts";
import { isForeignKeyViolation } from "../../db/constraint-errors";
import { bumpDataVersion, type DataScope } from "../../db/data-versions";
import { type Db, nowIso } from "../../db/database";
import { conflict, invalid, orNotFound } from "../../http/errors";
import { fuelSources } from "./apps/fuel-sources";
import { packSources } from "./apps/pack-sources";
import type { SourceImporter, SourceInput, SourceOutcome } from "./apps/source";
import { tasksSources } from "./apps/tasks-sources";
import { tvSources } from "./apps/tv-sources";
import * as repo from "./apps-import.repo";

// POST /api/import/<source>/ (issue 23). One transaction per run: the source writes its rows,
// and a dry run, or a file with any problem, rolls all of it back. A real run that added
// something is recorded with its counts and the ids it added, so Undo removes exactly those.

const IMPORTERS: Record<ImportSource, SourceImporter> = {
  ...fuelSources,
  ...tvSources,
  ...tasksSources,
  ...packSources,
};

/** Scopes whose cached answers must be rebuilt after a module's rows change. */
const SCOPES: Partial<Record<string, DataScope>> = { fuel: "fuel", tasks: "tasks" };

class RollBack extends Error {
  constructor(readonly outcome: SourceOutcome) {
    super("rolled back");
  }
}

const problemText = (outcome: SourceOutcome) =>
  outcome.problems.map((p) => (p.line === null ? p.message : `Line ${p.line}: ${p.message}`));

export async function runImport(
  db: Db,
  userId: number,
  source: ImportSource,
  input: SourceInput & { fileName: string },
): Promise<Omit<AppImportResult, "url">> {
  let id: number | null = null;
  let outcome: SourceOutcome;
  const importer = IMPORTERS[source];
  const prepared = await importer.prepare?.(db, userId, input);
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const result = await importer.write(trx, userId, input, prepared);
      if (input.dryRun || result.problems.length > 0) throw new RollBack(result);
      const added = result.added.filter((part) => part.ids.length > 0);
      if (added.length === 0) return result;
      const record = await repo.insertImport(trx, {
        user_id: userId,
        source,
        file_name: input.fileName.slice(0, 255),
        counts: JSON.stringify(result.counts),
        created_at: nowIso(),
      });
      id = record.id;
      for (const part of added) await repo.insertJournal(trx, userId, record.id, part.table, part.ids);
      return result;
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    outcome = error.outcome;
    if (!input.dryRun) {
      // Atomic: nothing was written; the message names each line that stopped it.
      const lines = problemText(outcome);
      throw invalid({ file: lines }, `Nothing was imported. ${lines.slice(0, 3).join(" ")}`);
    }
  }
  const { counts, matched, unmatched, problems } = outcome;
  return { id, source, dry_run: input.dryRun, counts, matched, unmatched, problems };
}

export function listImports(db: Db, userId: number) {
  return repo.listImports(db, userId);
}

/** Removes exactly the rows the import added (those the owner has since deleted are simply gone) and its record. */
export async function undoImport(db: Db, userId: number, id: number) {
  const record = orNotFound(await repo.findImport(db, userId, id), "Import");
  try {
    await removeImportedRows(db, userId, record);
  } catch (error) {
    // E.g. an imported pack item since put on another trip by hand: the database keeps it.
    if (!isForeignKeyViolation(error)) throw error;
    throw conflict(
      "Part of what this import added is now used elsewhere (such as an item put on another trip); remove that use first, then undo. Nothing was removed.",
    );
  }
}

async function removeImportedRows(db: Db, userId: number, record: { id: number; source: string }) {
  await db.transaction().execute(async (trx) => {
    const journal = await repo.journalOf(trx, record.id);
    // Newest first: rows that point at rows of the same import go before what they point at.
    const runs: { table: string; ids: number[] }[] = [];
    for (const row of journal) {
      const last = runs.at(-1);
      if (last?.table === row.table_name) last.ids.push(row.row_id);
      else runs.push({ table: row.table_name, ids: [row.row_id] });
    }
    for (const run of runs) await repo.deleteOwnedRows(trx, run.table, userId, run.ids);
    await repo.deleteImport(trx, record.id);
    const scope = SCOPES[IMPORT_SOURCES[record.source as ImportSource]?.module ?? ""];
    if (scope) await bumpDataVersion(trx, userId, scope);
  });
}

/**
 * The fuel module's older JSON route (POST …/vehicles/<slug>/import/ with {csv}) as a Fuelly
 * import into that vehicle, answering errors in its old shape: the first line's message on `csv`.
 */
export async function importCsvIntoVehicle(db: Db, userId: number, slug: string, csv: string) {
  try {
    return await runImport(db, userId, "fuelly", {
      bytes: Buffer.from(csv, "utf8"),
      fields: { vehicle: slug },
      fileName: "fill-ups.csv",
      dryRun: false,
    });
  } catch (error) {
    const first = (error as { fields?: { file?: string[] } }).fields?.file?.[0];
    if (first) throw invalid({ csv: [first] }, first);
    throw error;
  }
}
