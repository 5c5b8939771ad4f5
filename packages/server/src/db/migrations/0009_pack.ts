import type { CreateTableBuilder } from "kysely";
import { type MigrationDb, withId, withOwner } from "../schema-helpers";

/** Stored photo names and sizes (items and trips), see modules/media/images.ts. */
function withPhoto<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn("photo", "varchar(60)")
    .addColumn("photo_width", "integer")
    .addColumn("photo_height", "integer")
    .addColumn("thumbnail", "varchar(60)")
    .addColumn("thumbnail_width", "integer")
    .addColumn("thumbnail_height", "integer");
}

export async function up(db: MigrationDb): Promise<void> {
  await withOwner(withId(db, db.schema.createTable("pack_categories")))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .execute();
  await withOwner(withId(db, db.schema.createTable("pack_inventories")))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .execute();

  await withPhoto(
    withOwner(withId(db, db.schema.createTable("pack_items")))
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("brand_name", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .addColumn("size", "varchar(50)", (col) => col.notNull().defaultTo(""))
      .addColumn("color", "varchar(50)", (col) => col.notNull().defaultTo(""))
      .addColumn("category_id", "integer", (col) => col.references("pack_categories.id").onDelete("set null"))
      .addColumn("inventory_id", "integer", (col) => col.references("pack_inventories.id").onDelete("set null"))
      .addColumn("is_auto_add", "boolean", (col) => col.notNull().defaultTo(false))
      // Deleted items leave the inventory but stay in past trips' lists.
      .addColumn("is_deleted", "boolean", (col) => col.notNull().defaultTo(false)),
  )
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("pack_items_user").on("pack_items").column("user_id").execute();

  await withPhoto(
    withOwner(withId(db, db.schema.createTable("pack_trips")))
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("date_start", "varchar(10)", (col) => col.notNull())
      .addColumn("date_end", "varchar(10)", (col) => col.notNull())
      .addColumn("show_packed", "boolean", (col) => col.notNull().defaultTo(false)),
  )
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await withOwner(withId(db, db.schema.createTable("pack_activities")))
    .addColumn("trip_id", "integer", (col) => col.notNull().references("pack_trips.id").onDelete("cascade"))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("pack_activities_trip").on("pack_activities").column("trip_id").execute();

  await withOwner(withId(db, db.schema.createTable("pack_trip_items")))
    .addColumn("trip_id", "integer", (col) => col.notNull().references("pack_trips.id").onDelete("cascade"))
    .addColumn("activity_id", "integer", (col) => col.notNull().references("pack_activities.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (col) => col.notNull().references("pack_items.id"))
    .addColumn("is_packed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_deleted", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("time_updated", "text", (col) => col.notNull())
    .addUniqueConstraint("pack_trip_items_activity_item", ["activity_id", "item_id"])
    .execute();
  await db.schema.createIndex("pack_trip_items_trip").on("pack_trip_items").column("trip_id").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "pack_trip_items",
    "pack_activities",
    "pack_trips",
    "pack_items",
    "pack_inventories",
    "pack_categories",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
