import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../test-support/api-client";
import { createUser } from "../../test-support/factories";
import { SEEDED_PHOTO, seedEveryTable } from "../../test-support/seed-every-table";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { issueToken } from "../auth/auth.service";
import { moduleOf } from "../export/export.service";

// Issue 18 §5: an owner's export imported into an empty account: new ids with every reference
// following, photos stored again, all or nothing, and a dry run that previews without writing.

let ctx: TestContext;
let dataDir: string;
let exported: Buffer;

async function signedIn(id: number) {
  return new ApiClient(ctx.app, { authorization: `Bearer ${await issueToken(ctx.db, id)}` });
}

async function exportOf(userId: number): Promise<Buffer> {
  const auth = { authorization: `Bearer ${await issueToken(ctx.db, userId)}` };
  const response = await ctx.app.inject({ method: "GET", url: "/api/export/", headers: auth });
  return response.rawPayload;
}

function upload(client: ApiClient, zip: Buffer | Uint8Array, dryRun = false) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(zip)]), "export.zip");
  return client.postForm(`/api/import/homebase/${dryRun ? "?dry_run=true" : ""}`, form);
}

const newAccount = async () => {
  const user = await createUser(ctx.db);
  return { id: user.id, client: await signedIn(user.id) };
};

const ownedRows = async (userId: number) =>
  (await ctx.db.selectFrom("money_transactions").select("id").where("user_id", "=", userId).execute()).length +
  (await ctx.db.selectFrom("pack_items").select("id").where("user_id", "=", userId).execute()).length;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-import-"));
  ctx = await createTestContext({ DATA_DIR: dataDir });
  const { userId } = await seedEveryTable(ctx.db, dataDir);
  exported = await exportOf(userId);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/import/homebase/", () => {
  it("answers 401 without a token and 400 for a file that is not a ZIP", async () => {
    expect((await upload(new ApiClient(ctx.app), exported)).status).toBe(401);
    const { client, id } = await newAccount();
    const response = await upload(client, Buffer.from("not a zip"));
    expect(response.status).toBe(400);
    expect(response.body.fields.file[0]).toMatch(/^This file is not a ZIP archive/);
    expect(await ownedRows(id)).toBe(0);
  });

  it("previews with dry_run=true, counting rows per module and writing nothing", async () => {
    const { client, id } = await newAccount();
    const response = await upload(client, exported, true);
    expect(response.status).toBe(200);
    expect(response.body.dry_run).toBe(true);
    expect(response.body.problems).toEqual([]);
    expect(response.body.counts.money).toMatchObject({ money_transactions: 2, money_categories: 2, money_accounts: 2 });
    expect(response.body.counts.pack).toMatchObject({ pack_items: 1, pack_trips: 1 });
    expect(await ownedRows(id)).toBe(0);
  });

  it("imports into an empty account with new ids, references followed and the photo stored anew", async () => {
    const { client, id } = await newAccount();
    const response = await upload(client, exported);
    expect(response.status).toBe(201);
    expect(response.body.problems).toEqual([]);

    const categories = await ctx.db
      .selectFrom("money_categories")
      .select(["id", "name", "parent_category_id", "is_parent", "is_included"])
      .where("user_id", "=", id)
      .orderBy("id")
      .execute();
    const food = categories.find((c) => c.name === "Food");
    expect(categories.find((c) => c.name === "Groceries")?.parent_category_id).toBe(food?.id);
    expect(food).toMatchObject({ is_parent: true, is_included: false });
    const transaction = await ctx.db
      .selectFrom("money_transactions")
      .selectAll()
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    const account = await ctx.db
      .selectFrom("money_accounts")
      .select("id")
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(transaction).toMatchObject({ account_id: account.id, amount: -123456789 });
    const tags = await ctx.db
      .selectFrom("money_transaction_tags")
      .selectAll()
      .where("transaction_id", "=", transaction.id)
      .execute();
    expect(tags).toHaveLength(1);

    // Checklist step ids kept as text in a completion follow the steps' new ids.
    const step = await ctx.db
      .selectFrom("task_checklist_items")
      .select("id")
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    const completion = await ctx.db
      .selectFrom("task_completions")
      .select("checklist_done")
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(completion.checklist_done).toBe(String(step.id));

    const item = await ctx.db.selectFrom("pack_items").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow();
    expect(item.photo).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(item.photo).not.toBe(SEEDED_PHOTO);
    expect(await ctx.app.media.get(item.photo as string)).toEqual(Buffer.from([0, 1, 2, 250, 255, 10, 13]));
    expect(await ctx.app.media.get(SEEDED_PHOTO)).toBeDefined(); // the first owner's stays theirs
    // The TV catalogue is shared: the show is the same row, now tracked by both owners.
    expect(await ctx.db.selectFrom("tv_shows").select("id").execute()).toHaveLength(1);
    expect(await ctx.db.selectFrom("tv_tracked_shows").select("id").execute()).toHaveLength(2);

    // The export of the new account holds as many rows of every table as the first.
    const manifest = (zip: Buffer) =>
      JSON.parse(strFromU8(unzipSync(new Uint8Array(zip))["manifest.json"] as Uint8Array));
    expect(manifest(await exportOf(id)).rows).toEqual(manifest(exported).rows);
    // Every scope whose answers are kept (http/cached-json.ts) counts the restore as a write.
    const scopes = await ctx.db.selectFrom("data_versions").select("scope").where("user_id", "=", id).execute();
    expect(scopes.map((row) => row.scope).sort()).toEqual(["fuel", "money", "tasks"]);
  });

  it("imports a ledger larger than one INSERT, every transaction with its own new id and its account", async () => {
    const source = await newAccount();
    const account = await ctx.db
      .insertInto("money_accounts")
      .values({ user_id: source.id, name: "Big bank", created_at: "2024-01-01T00:00:00Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const amounts = Array.from({ length: 2_500 }, (_, i) => i * 7 - 5_000);
    await ctx.db
      .insertInto("money_transactions")
      .values(
        amounts.map((amount, i) => ({
          user_id: source.id,
          account_id: account.id,
          payee_id: null,
          category_id: null,
          transaction_date: `2024-01-${String((i % 28) + 1).padStart(2, "0")}`,
          posted_date: null,
          amount,
          original_data: null,
          original_data_hash: null,
          created_at: "2024-01-01T00:00:00Z",
        })),
      )
      .execute();
    const { client, id } = await newAccount();
    expect((await upload(client, await exportOf(source.id))).status).toBe(201);
    const imported = await ctx.db
      .selectFrom("money_transactions")
      .select(["id", "account_id", "amount"])
      .where("user_id", "=", id)
      .execute();
    const [newAccountRow] = await ctx.db.selectFrom("money_accounts").select("id").where("user_id", "=", id).execute();
    expect(imported.map((row) => row.amount).sort((a, b) => a - b)).toEqual(amounts);
    expect(new Set(imported.map((row) => row.account_id))).toEqual(new Set([newAccountRow?.id]));
    expect(new Set(imported.map((row) => row.id)).size).toBe(amounts.length);
    // The next transaction the app adds gets an id of its own (PostgreSQL's sequence moved on).
    const added = await client.post("/money/api/transaction/", {
      account_id: newAccountRow?.id,
      transaction_date: "2024-02-01",
      amount: 1,
    });
    expect(added.body).toMatchObject({ amount: 1 });
  });

  it("refuses an account that already has data, changing nothing; the dry run says why", async () => {
    const { client, id } = await newAccount();
    await upload(client, exported);
    const before = await ownedRows(id);
    const refused = await upload(client, exported);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^Your account already holds data \(.*\); import only into an empty account\./);
    expect(await ownedRows(id)).toBe(before);
    const preview = await upload(client, exported, true);
    expect(preview.body.problems[0]).toMatch(/^Your account already holds data/);
    // It still lists everything the file holds, as into an empty account (a trial insert would
    // collide with the account's own rows, such as a vehicle's slug, and stop there).
    const empty = await newAccount();
    const clean = await upload(empty.client, exported, true);
    expect(preview.body.counts).toEqual(clean.body.counts);
    expect(preview.body.problems).toHaveLength(1);
    expect(await ownedRows(id)).toBe(before);
  });

  it("writes nothing when a row refers to something the file does not hold", async () => {
    const files = unzipSync(new Uint8Array(exported));
    const lines = strFromU8(files["rows/money_transactions.jsonl"] as Uint8Array)
      .trimEnd()
      .split("\n");
    const transaction = JSON.parse(lines[0] as string);
    transaction.account_id = 999_999;
    lines[0] = JSON.stringify(transaction);
    const broken = zipSync({ ...files, "rows/money_transactions.jsonl": strToU8(`${lines.join("\n")}\n`) });
    const { client, id } = await newAccount();
    const response = await upload(client, Buffer.from(broken));
    expect(response.status).toBe(400);
    // The refused transaction's tag is reported too: everything wrong is listed at once.
    expect(response.body.fields.file[0]).toMatch(/^money_transactions \d+: account_id 999999 is not in the file\.$/);
    expect(response.body.fields.file[1]).toMatch(/^money_transaction_tags: transaction_id \d+ is not in the file\.$/);
    expect(await ownedRows(id)).toBe(0);
    expect(await ctx.db.selectFrom("money_accounts").select("id").where("user_id", "=", id).execute()).toEqual([]);
  });

  it("names the line of a rows file that is not JSON, writing nothing", async () => {
    const files = unzipSync(new Uint8Array(exported));
    const [entry] = strFromU8(files["rows/water_entries.jsonl"] as Uint8Array).split("\n");
    const broken = zipSync({ ...files, "rows/water_entries.jsonl": strToU8(`${entry}\n{"id": 2,\n`) });
    const { client, id } = await newAccount();
    const response = await upload(client, Buffer.from(broken));
    expect(response.status).toBe(400);
    expect(response.body.fields.file[0]).toMatch(/^rows\/water_entries\.jsonl line 2 is not valid JSON/);
    expect(await ownedRows(id)).toBe(0);
  });

  it("still imports an export of the first format (<module>.json holding the rows)", async () => {
    const files = unzipSync(new Uint8Array(exported));
    const modules = new Map<string, Record<string, unknown[]>>();
    const older: Record<string, Uint8Array> = {};
    for (const [name, data] of Object.entries(files)) {
      const table = /^rows\/(\w+)\.jsonl$/.exec(name)?.[1];
      if (name.startsWith("photos/")) older[name] = data;
      if (!table) continue;
      const tables = modules.get(moduleOf(table)) ?? {};
      tables[table] = strFromU8(data)
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line));
      modules.set(moduleOf(table), tables);
    }
    for (const [module, tables] of modules) older[`${module}.json`] = strToU8(JSON.stringify({ module, tables }));
    const { client, id } = await newAccount();
    const response = await upload(client, Buffer.from(zipSync(older)));
    expect(response.status).toBe(201);
    const manifest = (zip: Buffer) =>
      JSON.parse(strFromU8(unzipSync(new Uint8Array(zip))["manifest.json"] as Uint8Array));
    expect(manifest(await exportOf(id)).rows).toEqual(manifest(exported).rows);
  });
});
