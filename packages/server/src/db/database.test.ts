import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./database";

// The SQLite connection reads result rows as arrays and builds the objects itself (faster than
// better-sqlite3's native objects); these pin that the rows come out exactly as before.
describe("SQLite result rows", () => {
  const db = createDatabase({ dialect: "sqlite", file: ":memory:" });
  afterAll(() => db.destroy());

  it("are plain objects keyed by column name or alias, with SQLite's values", async () => {
    const { rows } = await sql<
      Record<string, unknown>
    >`select 1 as one, 'two' as two, null as empty, 2.5 as half`.execute(db);
    expect(rows).toEqual([{ one: 1, two: "two", empty: null, half: 2.5 }]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it("keep the last value of a repeated column name, as better-sqlite3 does", async () => {
    const { rows } = await sql`select 1 as id, 2 as id`.execute(db);
    expect(rows).toEqual([{ id: 2 }]);
  });

  it("come back the same from a cached statement, and writes report their changes", async () => {
    await sql`create table things (id integer primary key, name text, is_done boolean)`.execute(db);
    const inserted = await sql`insert into things (name, is_done) values (${"a"}, ${1}), (${"b"}, ${0})`.execute(db);
    expect(inserted.numAffectedRows).toBe(2n);
    for (let i = 0; i < 2; i++) {
      const rows = await db
        .selectFrom("things" as never)
        .selectAll()
        .orderBy("id" as never)
        .execute();
      // The boolean plugin still turns is_* columns into booleans.
      expect(rows).toEqual([
        { id: 1, name: "a", is_done: true },
        { id: 2, name: "b", is_done: false },
      ]);
    }
  });
});
