import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";

export function findSettings(db: Db, userId: number) {
  return db.selectFrom("owner_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function upsertSettings(
  db: Db,
  userId: number,
  changes: {
    time_zone?: string | null;
    theme?: string;
    water_unit?: string;
    has_task_defaults?: boolean;
    bible_url_template?: string;
    /** JSON array of module keys. */
    hidden_modules?: string;
    is_getting_started_dismissed?: boolean;
  },
) {
  const updated_at = nowIso();
  await db
    .insertInto("owner_settings")
    .values({ user_id: userId, time_zone: null, theme: "light", ...changes, updated_at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at }))
    .execute();
}
