import { type MigrationDb, withId, withOwner } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("owner_settings")
    .addColumn("water_unit", "varchar(8)", (col) => col.notNull().defaultTo("oz"))
    .execute();

  // The one current target per owner; the unique owner makes a concurrent create-if-empty safe.
  await withOwner(withId(db, db.schema.createTable("water_daily_targets")))
    .addColumn("target_ml", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("water_daily_targets_user", ["user_id"])
    .execute();

  // Every change of target with the owner-local date it took effect, so history stays true.
  await withOwner(withId(db, db.schema.createTable("water_target_changes")))
    .addColumn("effective_date", "varchar(10)", (col) => col.notNull())
    .addColumn("target_ml", "integer", (col) => col.notNull())
    .addUniqueConstraint("water_target_changes_user_date", ["user_id", "effective_date"])
    .execute();

  await withOwner(withId(db, db.schema.createTable("water_entries")))
    .addColumn("amount_ml", "integer", (col) => col.notNull())
    // The owner-local date when it was drunk: days are grouped by it.
    .addColumn("entry_date", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("water_entries_user_date")
    .on("water_entries")
    .columns(["user_id", "entry_date"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("water_entries").execute();
  await db.schema.dropTable("water_target_changes").execute();
  await db.schema.dropTable("water_daily_targets").execute();
  await db.schema.alterTable("owner_settings").dropColumn("water_unit").execute();
}
