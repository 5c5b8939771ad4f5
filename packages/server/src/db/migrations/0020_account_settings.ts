import { sql } from "kysely";
import type { MigrationDb } from "../schema-helpers";

// Issue 25, settings and first run: the sessions list (when each token was last used and by
// which browser), modules an owner hides, and whether they dismissed the getting-started list.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("auth_tokens").addColumn("last_used_at", "text").execute();
  await db.schema.alterTable("auth_tokens").addColumn("user_agent", "varchar(512)").execute();
  // A token issued before this migration was last seen, as far as we know, when it was made.
  await sql`update auth_tokens set last_used_at = created_at`.execute(db);

  // A JSON array of module keys, e.g. ["wordle","connections"]; "[]" hides nothing.
  await db.schema
    .alterTable("owner_settings")
    .addColumn("hidden_modules", "varchar(500)", (col) => col.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("owner_settings")
    .addColumn("is_getting_started_dismissed", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("owner_settings").dropColumn("is_getting_started_dismissed").execute();
  await db.schema.alterTable("owner_settings").dropColumn("hidden_modules").execute();
  await db.schema.alterTable("auth_tokens").dropColumn("user_agent").execute();
  await db.schema.alterTable("auth_tokens").dropColumn("last_used_at").execute();
}
