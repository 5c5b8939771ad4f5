import { type MigrationDb, withId, withOwner } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  // Show and episode data from TVmaze, one copy whoever tracks it.
  await withId(db, db.schema.createTable("tv_shows"))
    .addColumn("tvmaze_id", "integer", (col) => col.notNull().unique())
    .addColumn("name", "varchar(300)", (col) => col.notNull())
    .addColumn("overview", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("network", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("premiered", "varchar(10)")
    .addColumn("image_url", "varchar(500)")
    .addColumn("poster", "varchar(60)")
    .addColumn("poster_thumb", "varchar(60)")
    // TVmaze's `updated` (epoch seconds): the refresh pass re-fetches a show only when it moved.
    .addColumn("tvmaze_updated", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("fetched_at", "text", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("tv_episodes"))
    .addColumn("tv_show_id", "integer", (col) => col.notNull().references("tv_shows.id").onDelete("cascade"))
    .addColumn("tvmaze_id", "integer", (col) => col.notNull().unique())
    .addColumn("season", "integer", (col) => col.notNull())
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("name", "varchar(300)", (col) => col.notNull())
    .addColumn("airstamp", "varchar(40)")
    .addColumn("runtime", "integer")
    .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("tv_episodes_show")
    .on("tv_episodes")
    .columns(["tv_show_id", "season", "number"])
    .execute();

  await withOwner(withId(db, db.schema.createTable("tv_tracked_shows")))
    .addColumn("tv_show_id", "integer", (col) => col.notNull().references("tv_shows.id").onDelete("cascade"))
    .addColumn("is_hidden", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("hidden_at", "text")
    .addColumn("reset_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("tv_tracked_shows_user_show", ["user_id", "tv_show_id"])
    .execute();

  await withOwner(withId(db, db.schema.createTable("tv_watches")))
    .addColumn("episode_id", "integer", (col) => col.notNull().references("tv_episodes.id").onDelete("cascade"))
    .addColumn("watched_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("tv_watches_user_episode").on("tv_watches").columns(["user_id", "episode_id"]).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ["tv_watches", "tv_tracked_shows", "tv_episodes", "tv_shows"]) {
    await db.schema.dropTable(table).execute();
  }
}
