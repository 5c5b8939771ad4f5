import type { Db } from "./database";

/** The owner's slugs in `table` that `uniqueSlug` must avoid for `base` (base itself and base-N). */
export async function takenSlugs(db: Db, table: "fuel_vehicles" | "tasks", userId: number, base: string) {
  const rows = await db
    .selectFrom(table)
    .select("slug")
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}
