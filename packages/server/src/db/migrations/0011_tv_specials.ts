import type { MigrationDb } from "../schema-helpers";

// TV specials on request (issue 7: "including specials only if the user asks").
//
// tv_tracked_shows.show_specials: the owner's choice, per tracked show. When any owner tracking a
// show has it on, storing the show makes one extra TVmaze call and stores its specials too.
//
// tv_episodes.is_special: specials live with the regular episodes (one copy whoever tracks the
// show) but never count toward progress, so every progress query filters on it. TVmaze gives a
// special no number, yet tv_episodes.number is NOT NULL, and SQLite cannot drop NOT NULL without
// rebuilding the table (tv_watches references it): a special is stored with number 0 and
// is_special true, and the API answers `number: null` for it, never that 0.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("tv_tracked_shows")
    .addColumn("show_specials", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable("tv_episodes")
    .addColumn("is_special", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  // Regular episodes are kept; specials go (they cannot stay as "episode 0" of a season).
  await db.deleteFrom("tv_episodes").where("is_special", "=", true).execute();
  await db.schema.alterTable("tv_episodes").dropColumn("is_special").execute();
  await db.schema.alterTable("tv_tracked_shows").dropColumn("show_specials").execute();
}
