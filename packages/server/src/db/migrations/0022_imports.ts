import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Imports from other apps (issue 23). Each import is recorded with its counts, and every row it
// added is journalled, so that Undo removes exactly those rows and nothing the owner had before.

export async function up(db: MigrationDb): Promise<void> {
  await withOwner(withId(db, db.schema.createTable("data_imports")))
    .addColumn("source", "varchar(30)", (col) => col.notNull())
    .addColumn("file_name", "varchar(255)", (col) => col.notNull().defaultTo(""))
    /** JSON object of what was added, e.g. {"fill_ups": 12}. */
    .addColumn("counts", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("data_imports_user").on("data_imports").column("user_id").execute();

  await withOwner(withId(db, db.schema.createTable("data_import_rows")))
    .addColumn("import_id", "integer", (col) => col.notNull().references("data_imports.id").onDelete("cascade"))
    .addColumn("table_name", "varchar(60)", (col) => col.notNull())
    .addColumn("row_id", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("data_import_rows_import").on("data_import_rows").column("import_id").execute();

  // TVmaze's answers to "which show is TheTVDB's (or IMDb's) id X", kept as each arrives: an
  // import of thousands of episodes that stops half-way (a restart) resumes without asking again.
  await withId(db, db.schema.createTable("tv_external_ids"))
    .addColumn("site", "varchar(10)", (col) => col.notNull())
    .addColumn("external_id", "varchar(20)", (col) => col.notNull())
    /** Null: TVmaze does not know the show. */
    .addColumn("tvmaze_id", "integer")
    .addColumn("checked_at", "text", (col) => col.notNull())
    .addUniqueConstraint("tv_external_ids_site_id", ["site", "external_id"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("tv_external_ids").execute();
  await db.schema.dropTable("data_import_rows").execute();
  await db.schema.dropTable("data_imports").execute();
}
