import { type MigrationDb, withId, withOwner } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  await withOwner(withId(db, db.schema.createTable("fuel_vehicles")))
    .addColumn("slug", "varchar(120)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("is_default", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("distance_unit", "varchar(4)", (col) => col.notNull().defaultTo("mi"))
    .addColumn("volume_unit", "varchar(4)", (col) => col.notNull().defaultTo("gal"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("fuel_vehicles_user_slug", ["user_id", "slug"])
    .execute();

  // Fixed precision as integers: odometer in tenths, gallons and price in thousandths, money in cents.
  await withOwner(withId(db, db.schema.createTable("fuel_entries")))
    .addColumn("vehicle_id", "integer", (col) => col.notNull().references("fuel_vehicles.id").onDelete("cascade"))
    .addColumn("date", "varchar(10)", (col) => col.notNull())
    .addColumn("mileage_tenths", "bigint", (col) => col.notNull())
    .addColumn("gallons_milli", "integer", (col) => col.notNull())
    .addColumn("price_milli", "integer", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("is_full", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("is_missed_previous", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("location", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("fuel_entries_vehicle_date").on("fuel_entries").columns(["vehicle_id", "date"]).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("fuel_entries").execute();
  await db.schema.dropTable("fuel_vehicles").execute();
}
