import { sql } from "kysely";
import type { Db } from "../../db/database";

/** A real round trip, so a broken database answers 500 instead of a false "ok". */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
