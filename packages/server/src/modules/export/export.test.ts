import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../test-support/api-client";
import { SEEDED_PHOTO, seedEveryTable } from "../../test-support/seed-every-table";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { issueToken } from "../auth/auth.service";
import { API_VIEWS } from "./api-views";
import { ownerTables } from "./export.repo";

// Issue 18 §4, §6: GET /api/export/ is the signed-in owner's data only, in the API's own shapes
// (<module>.json) and as rows for a re-import (rows/): no row of another owner, no password
// hash or token, with their photos and CSVs of the tabular data.

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
  const text = (name: string) => strFromU8(files[name] as Uint8Array);
  const json = (name: string) => JSON.parse(text(name));
  return { files, text, json, disposition: String(response.headers["content-disposition"]) };
}

/** Every row in rows/<table>.jsonl of an export, with its table. */
function allRows(files: Record<string, Uint8Array>) {
  return Object.entries(files)
    .filter(([name]) => name.startsWith("rows/"))
    .flatMap(([name, data]) =>
      strFromU8(data)
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => ({ table: name.slice("rows/".length, -".jsonl".length), row: JSON.parse(line) })),
    );
}

async function apiAnswer(headers: Record<string, string>, path: string) {
  const response = await ctx.app.inject({ method: "GET", url: path, headers });
  expect(response.statusCode, path).toBe(200);
  return response.json();
}

describe("GET /api/export/", () => {
  it("answers 401 without a token", async () => {
    expect((await new ApiClient(ctx.app).get("/api/export/")).status).toBe(401);
  });

  it("holds each module's data in the API's own shapes", async () => {
    // A task completed long ago: the completed view shows 30 days, the export all of them.
    await ctx.db
      .insertInto("tasks")
      .values({
        user_id: annaId,
        slug: "filed-taxes",
        name: "File taxes",
        notes: "",
        due_date: null,
        priority_id: null,
        project_id: null,
        is_completed: true,
        time_completed: "2023-04-10T12:00:00Z",
        completed_on: "2023-04-10",
        is_active: true,
        repeat_every: null,
        repeat_unit: null,
        repeat_from: null,
        created_at: "2023-04-01T12:00:00Z",
      })
      .execute();
    const { files, json } = await download(anna);
    expect(
      Object.keys(files)
        .filter((n) => /^[a-z]+\.json$/.test(n))
        .sort(),
    ).toEqual(
      ["account", "bible", "bills", "fuel", "manifest", "money", "notifications", "pack", "tasks", "tv", "water"].map(
        (m) => `${m}.json`,
      ),
    );
    // Every view that is one of the API's calls holds exactly what that call answers.
    for (const [module, views] of Object.entries(API_VIEWS)) {
      const exported = json(`${module}.json`);
      expect(Object.keys(exported), module).toEqual(views.map((view) => view.name));
      for (const view of views) {
        if ("path" in view) expect(exported[view.name], view.path).toEqual(await apiAnswer(anna, view.path));
      }
    }
    const money = json("money.json");
    expect(money.transactions).toEqual((await apiAnswer(anna, "/money/api/transaction/")).results);
    // The seeded debit and, a day later, its transfer's credit in Savings (newest first).
    expect(money.transactions).toEqual([
      expect.objectContaining({ amount: 1234567.89 }),
      expect.objectContaining({ amount: -1234567.89 }),
    ]);
    // Histories: every day's water, every completed task, every reading day.
    expect(json("water.json").entries).toEqual([
      expect.objectContaining({
        amount: 250,
        date_created: "2024-05-06",
        url: expect.stringMatching(/\/tracker\/api\/water\/tracker\/\d+\/$/),
      }),
    ]);
    expect((await apiAnswer(anna, "/task/api/task/?status=completed")).map((t: { slug: string }) => t.slug)).toEqual(
      [],
    );
    expect(json("tasks.json").completed).toEqual([
      expect.objectContaining({ slug: "filed-taxes", name: "File taxes" }),
    ]);
    expect(json("bible.json").schedule).toEqual([
      expect.objectContaining({
        planned_date: "2024-01-01",
        is_completed: true,
        chapter: expect.objectContaining({ book: "GEN" }),
      }),
    ]);
    // Calls per item: a repeating task's completions, a show's seasons, a trip's items.
    const [task] = json("tasks.json").open;
    expect(json("tasks.json").completions).toEqual({
      [task.slug]: await apiAnswer(anna, `/task/api/task/${task.slug}/completions/`),
    });
    const [show] = json("tv.json").shows;
    expect(json("tv.json").show_details).toEqual({
      [show.id]: await apiAnswer(anna, `/tv/api/show/${show.id}/details/`),
    });
    const [trip] = json("pack.json").trips;
    expect(json("pack.json").trip_items).toEqual({
      [trip.id]: await apiAnswer(anna, `/pack/api/trip/${trip.id}/items/`),
    });
  });

  it("holds the owner's rows of every table, their photos and CSVs, and nothing of another owner", async () => {
    const { files, json, text, disposition } = await download(anna);
    expect(disposition).toMatch(/^attachment; filename="homebase-export-anna-\d{4}-\d{2}-\d{2}\.zip"$/);
    const rows = allRows(files);
    // Every table the export covers has Anna's row in it (the seed gives each one).
    const exported = (await ownerTables(ctx.db, annaId)).map(({ table }) => table.name).sort();
    expect([...new Set(rows.map((r) => r.table))].sort()).toEqual(exported);
    for (const { table, row } of rows) {
      if ("user_id" in row) expect(row.user_id, table).toBe(annaId);
    }
    expect(rows.filter((r) => r.table === "users").map((r) => r.row)).toEqual([
      { id: annaId, username: "anna", created_at: "2024-05-06T07:08:09.123Z" },
    ]);
    const manifest = json("manifest.json");
    expect(manifest.format).toBe(2);
    for (const table of exported) {
      expect(manifest.rows[table], table).toBe(rows.filter((r) => r.table === table).length);
    }

    const transactions = text("csv/money_transactions.csv").trimEnd().split("\r\n");
    expect(transactions[0]).toMatch(/^id,user_id,account_id,/);
    expect(transactions).toHaveLength(3);
    expect(transactions[1]).toContain("-123456789");
    expect(transactions.join()).not.toContain("4242");
    for (const table of ["tasks", "fuel_entries", "water_entries", "bill_statements"]) {
      expect(files[`csv/${table}.csv`], table).toBeDefined();
    }
    expect(text("csv/fuel_entries.csv")).toContain('"Line one\nline ""two"" \\ ünïcødé 🚀"');
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
    for (const { table, row } of allRows(files)) {
      if ("user_id" in row) expect(row.user_id, table).toBe(benId);
    }
    expect(json("water.json").entries).toEqual([expect.objectContaining({ amount: 111, date_created: "2024-05-06" })]);
    expect(json("money.json").transactions).toEqual([expect.objectContaining({ amount: 42.42 })]);
    expect(json("tv.json")).toEqual({ shows: [], show_details: {} }); // Anna's show is not Ben's
    expect(json("account.json").user).toMatchObject({ username: "ben" });
    expect(Object.keys(files).some((name) => name.startsWith("photos/"))).toBe(false);
  });
});
