import { type MigrationDb, withId } from "../schema-helpers";

// One row per backup the app itself ran (issue 18 §3), so Settings can show the last one's time,
// size and outcome and Home can warn while the scheduled backup keeps failing. Shared by every
// instance on one PostgreSQL, like the job leases; a backup does not hold this table.
// Numbered 0016 (not 0015) so that it sorts after a 0015 another branch may add.

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable("backup_runs"))
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    // running, succeeded or failed
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("file", "varchar(500)")
    .addColumn("bytes", "bigint")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("backup_runs_started").on("backup_runs").column("started_at").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("backup_runs").execute();
}
