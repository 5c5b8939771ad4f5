import { isPostgres, type MigrationDb, withId, withOwner } from "../schema-helpers";

// Imports that run apart from the request (issue 23): a TV Time export names hundreds of shows,
// each looked up at TVmaze's pace. The file is kept with the job until it finishes, so an import
// whose instance stopped is taken up again by the next pass of any instance (its lease ran out).

export async function up(db: MigrationDb): Promise<void> {
  await withOwner(withId(db, db.schema.createTable("import_jobs")))
    .addColumn("source", "varchar(30)", (col) => col.notNull())
    .addColumn("file_name", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("dry_run", "boolean", (col) => col.notNull())
    /** JSON object of the form's other fields. */
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("today", "text", (col) => col.notNull())
    /** The uploaded file; emptied when the job finishes. */
    .addColumn("file", isPostgres(db) ? "bytea" : "blob")
    .addColumn("done", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("total", "integer", (col) => col.notNull().defaultTo(0))
    /** The HTTP status the import answered; null while it runs. */
    .addColumn("status", "integer")
    /** JSON: the import's result (without its url) or the error body. */
    .addColumn("answer", "text")
    /** The instance working on it, until lease_until. */
    .addColumn("holder", "varchar(64)")
    .addColumn("lease_until", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("import_jobs_user").on("import_jobs").column("user_id").execute();
  await db.schema
    .createIndex("import_jobs_status_lease")
    .on("import_jobs")
    .columns(["status", "lease_until"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("import_jobs").execute();
}
