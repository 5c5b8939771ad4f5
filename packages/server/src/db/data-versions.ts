import type { Db } from "./database";

// Per-owner, per-scope write counters (migration 0014). A module bumps its scope in the same
// transaction as each of its writes; whatever an instance derives from that data and keeps in
// memory is tagged with the version it was built at and rebuilt when the row says otherwise.

/** The data scopes that keep a version; a module adds its own. */
export const DATA_SCOPES = ["money", "fuel", "tasks"] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** The owner's version of `scope` (0 before its first write). */
export async function dataVersion(db: Db, userId: number, scope: DataScope): Promise<number> {
  const row = await db
    .selectFrom("data_versions")
    .select("version")
    .where("user_id", "=", userId)
    .where("scope", "=", scope)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Counts one write to `scope`; answers the new version. Call it inside the write's transaction. */
export async function bumpDataVersion(db: Db, userId: number, scope: DataScope): Promise<number> {
  const row = await db
    .insertInto("data_versions")
    .values({ user_id: userId, scope, version: 1 })
    .onConflict((oc) =>
      oc.columns(["user_id", "scope"]).doUpdateSet((eb) => ({ version: eb("data_versions.version", "+", 1) })),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  return row.version;
}
