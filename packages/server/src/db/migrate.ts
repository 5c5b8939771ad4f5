import { Migrator } from "kysely/migration";
import type { Db } from "./database";
import { migrations } from "./migrations/index";

/** Brings the schema up to date; throws (and changes nothing further) if a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
