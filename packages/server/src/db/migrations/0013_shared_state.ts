import { isPostgres, type MigrationDb, withId } from "../schema-helpers";

// State that several app instances on one PostgreSQL must share (issue 17), kept in the
// database rather than in one process's memory or disk:
// - job_leases: one row per periodic pass; an instance claims a pass that is due and not leased,
//   so N instances run it once per period, and a pass whose instance died is taken over when its
//   lease runs out.
// - login_failures: failed sign-ins per throttle key (username, client IP), so the limit holds
//   whichever instance a failure reached.
// - media: photos and posters as bytes, used with PostgreSQL (SQLite keeps DATA_DIR/media).
// - money_ledger_versions: a counter per owner, bumped in the same transaction as every write to
//   their transactions, tags or category tree; an instance whose in-memory ledger index was built
//   at another version rebuilds it, so no instance keeps answering an old ledger.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "varchar(64)", (col) => col.primaryKey())
    .addColumn("holder", "varchar(64)")
    .addColumn("lease_until", "text")
    .addColumn("last_finished_at", "text")
    .execute();

  await withId(db, db.schema.createTable("login_failures"))
    .addColumn("throttle_key", "varchar(200)", (col) => col.notNull())
    .addColumn("failed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_key_time")
    .on("login_failures")
    .columns(["throttle_key", "failed_at"])
    .execute();
  await db.schema.createIndex("login_failures_time").on("login_failures").column("failed_at").execute();

  await db.schema
    .createTable("money_ledger_versions")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("name", "varchar(64)", (col) => col.primaryKey())
    .addColumn("data", isPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("media").execute();
  await db.schema.dropTable("money_ledger_versions").execute();
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("job_leases").execute();
}
