import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../test-support/api-client";
import { SEEDED_PHOTO, seedEveryTable } from "../../test-support/seed-every-table";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { issueToken } from "../auth/auth.service";
import { ownerTables } from "./export.repo";

// Issue 18 §4, §6: GET /api/export/ is the signed-in owner's data only: no row of another
// owner, no password hash or token, with their photos and CSVs of the tabular data.

let ctx: TestContext;
let dataDir: string;
let anna: Record<string, string>;
let ben: Record<string, string>;
let annaId: number;
let benId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-export-"));
  ctx = await createTestContext({ DATA_DIR: dataDir });
  ({ userId: annaId } = await seedEveryTable(ctx.db, dataDir));
  benId = (await ctx.db.selectFrom("users").select("id").where("username", "=", "ben").executeTakeFirstOrThrow()).id;
  // Ben's own rows in tables Anna also uses.
  await ctx.db
    .insertInto("water_entries")
    .values({ user_id: benId, amount_ml: 111, entry_date: "2024-05-06", created_at: "2024-05-06T00:00:00Z" })
    .execute();
  const account = await ctx.db
    .insertInto("money_accounts")
    .values({ user_id: benId, name: "Ben's bank", created_at: "2024-05-06T00:00:00Z" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto("money_transactions")
    .values({
      user_id: benId,
      account_id: account.id,
      payee_id: null,
      category_id: null,
      transaction_date: "2024-05-06",
      posted_date: null,
      amount: 4242,
      original_data: null,
      original_data_hash: null,
      created_at: "2024-05-06T00:00:00Z",
    })
    .execute();
  anna = { authorization: `Bearer ${await issueToken(ctx.db, annaId)}` };
  ben = { authorization: `Bearer ${await issueToken(ctx.db, benId)}` };
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function download(headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: "GET", url: "/api/export/", headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/zip");
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
  return { files, json, disposition: String(response.headers["content-disposition"]) };
}

/** Every row in every module file of an export, with its table. */
function allRows(files: Record<string, Uint8Array>) {
  return Object.entries(files)
    .filter(([name]) => name.endsWith(".json"))
    .flatMap(([, data]) =>
      Object.entries(JSON.parse(strFromU8(data)).tables as Record<string, Record<string, unknown>[]>).flatMap(
        ([table, rows]) => rows.map((row) => ({ table, row })),
      ),
    );
}

describe("GET /api/export/", () => {
  it("answers 401 without a token", async () => {
    expect((await new ApiClient(ctx.app).get("/api/export/")).status).toBe(401);
  });

  it("holds the owner's rows of every module, their photos and CSVs, and nothing of another owner", async () => {
    const { files, json, disposition } = await download(anna);
    expect(disposition).toMatch(/^attachment; filename="homebase-export-anna-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(
      Object.keys(files)
        .filter((n) => n.endsWith(".json"))
        .sort(),
    ).toEqual(
      ["account", "bible", "bills", "fuel", "money", "notifications", "pack", "settings", "tasks", "tv", "water"].map(
        (m) => `${m}.json`,
      ),
    );
    const rows = allRows(files);
    // Every table the export covers has Anna's row in it (the seed gives each one).
    const exported = (await ownerTables(ctx.db, annaId)).map(({ table }) => table.name).sort();
    expect([...new Set(rows.map((r) => r.table))].sort()).toEqual(exported);
    for (const { table, row } of rows) {
      if ("user_id" in row) expect(row.user_id, table).toBe(annaId);
    }
    expect(json("account.json").tables.users).toEqual([
      { id: annaId, username: "anna", created_at: "2024-05-06T07:08:09.123Z" },
    ]);
    expect(json("money.json").tables.money_categories.find((c: { is_parent: boolean }) => c.is_parent)).toMatchObject({
      is_included: false,
    });

    const transactions = strFromU8(files["csv/money_transactions.csv"] as Uint8Array)
      .trimEnd()
      .split("\r\n");
    expect(transactions[0]).toMatch(/^id,user_id,account_id,/);
    expect(transactions).toHaveLength(2);
    expect(transactions[1]).toContain("-123456789");
    expect(transactions.join()).not.toContain("4242");
    for (const table of ["tasks", "fuel_entries", "water_entries", "bill_statements"]) {
      expect(files[`csv/${table}.csv`], table).toBeDefined();
    }
    expect(strFromU8(files["csv/fuel_entries.csv"] as Uint8Array)).toContain('"Line one\nline ""two"" \\ ünïcødé 🚀"');
    expect(Buffer.from(files[`photos/${SEEDED_PHOTO}`] as Uint8Array)).toEqual(
      Buffer.from([0, 1, 2, 250, 255, 10, 13]),
    );
    const everything = Object.values(files)
      .map((data) => Buffer.from(data).toString("latin1"))
      .join("\n");
    expect(everything).not.toContain("$argon2id$");
    expect(everything).not.toContain("a".repeat(64)); // the token hash
  });

  it("gives another owner only theirs", async () => {
    const { files, json } = await download(ben);
    const rows = allRows(files);
    for (const { table, row } of rows) {
      if ("user_id" in row) expect(row.user_id, table).toBe(benId);
    }
    expect(json("water.json").tables.water_entries).toEqual([
      expect.objectContaining({ user_id: benId, amount_ml: 111 }),
    ]);
    expect(json("tv.json").tables.tv_shows).toEqual([]); // Anna's show is not Ben's
    expect(Object.keys(files).some((name) => name.startsWith("photos/"))).toBe(false);
  });
});
