import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { FuelEntriesTable, FuelVehiclesTable } from "../../db/types";

export type VehicleRow = Awaited<ReturnType<typeof findVehicle>> & {};
export type EntryRow = Awaited<ReturnType<typeof entriesOfVehicle>>[number];

export function listVehicles(db: Db, userId: number) {
  return db
    .selectFrom("fuel_vehicles")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function findVehicle(db: Db, userId: number, slug: string) {
  return db
    .selectFrom("fuel_vehicles")
    .selectAll()
    .where("user_id", "=", userId)
    .where("slug", "=", slug)
    .executeTakeFirst();
}

export function insertVehicle(db: Db, values: Insertable<FuelVehiclesTable>) {
  return db.insertInto("fuel_vehicles").values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateVehicle(db: Db, id: number, values: Updateable<FuelVehiclesTable>) {
  await db.updateTable("fuel_vehicles").set(values).where("id", "=", id).execute();
}

/** Makes one vehicle the owner's only default. */
export async function setDefaultVehicle(db: Db, userId: number, id: number) {
  await db
    .updateTable("fuel_vehicles")
    .set({ is_default: false })
    .where("user_id", "=", userId)
    .where("id", "!=", id)
    .execute();
  await db.updateTable("fuel_vehicles").set({ is_default: true }).where("id", "=", id).execute();
}

export async function deleteVehicle(db: Db, id: number) {
  await db.deleteFrom("fuel_vehicles").where("id", "=", id).execute();
}

export function entriesOfVehicle(db: Db, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("fuel_entries").selectAll().where("vehicle_id", "in", vehicleIds).execute();
}

export async function insertEntries(db: Db, values: Insertable<FuelEntriesTable>[]) {
  if (values.length === 0) return [];
  return db.insertInto("fuel_entries").values(values).returning("id").execute();
}

export async function updateEntry(db: Db, id: number, values: Updateable<FuelEntriesTable>) {
  await db.updateTable("fuel_entries").set(values).where("id", "=", id).execute();
}

export async function deleteEntry(db: Db, id: number) {
  await db.deleteFrom("fuel_entries").where("id", "=", id).execute();
}

/** Whether the owner has a vehicle (Home's getting-started list). */
export async function hasVehicle(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("fuel_vehicles")
    .select("id")
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
