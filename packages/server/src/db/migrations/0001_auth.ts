import { type MigrationDb, withId } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable("users"))
    .addColumn("username", "varchar(150)", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("auth_tokens"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("auth_tokens_user_id").on("auth_tokens").column("user_id").execute();

  await db.schema
    .createTable("owner_settings")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("time_zone", "varchar(64)")
    .addColumn("theme", "varchar(16)", (col) => col.notNull().defaultTo("light"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("owner_settings").execute();
  await db.schema.dropTable("auth_tokens").execute();
  await db.schema.dropTable("users").execute();
}
