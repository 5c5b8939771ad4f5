import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../../db/database";
import type { ApiClient } from "../../../test-support/api-client";
import { rowCount } from "../../../test-support/row-count";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { fixture, uploader } from "../upload/upload-test-support";

// Similar-payee suggestions (GET .../similar/, GET /money/api/similarity/, PATCH a similarity)
// and payee merge (POST .../merge/), issue 4.

const ACCOUNTS = "/money/api/account/";
const PAYEES = "/money/api/payee/";
const SIMILARITY = "/money/api/similarity/";
const CONFIG = {
  transaction_date_field: "Date",
  date_format: "YYYY-MM-DD",
  description_field: "Description",
  amount_field: "Amount",
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function setUp() {
  const { user, client } = await ctx.signedIn();
  const account = (await client.post(ACCOUNTS, { name: "Checking" })).body;
  await client.patch(account.url, CONFIG);
  const upload = await uploader(ctx.app, ctx.db, user.id);
  const csv = (rows: string[]) =>
    upload({ account_id: account.id, file: `Date,Description,Amount\n${rows.join("\n")}\n` });
  return { user, client, account, upload, csv };
}

const payeeNamed = async (client: ApiClient, name: string) =>
  (await client.get(PAYEES)).body.find((p: { name: string }) => p.name === name);

describe("similar payees", () => {
  it("an upload suggests look-alike payees, on both payees' lists and the similarity list", async () => {
    const { client, account, upload, csv } = await setUp();
    // Issue 19: the fixtures' "STARBUCKS STORE 10234 SEATTLE WA" is now plain "Starbucks" (the
    // city is the place, not the payee), so the look-alike comes from one more row.
    await csv(["2024-01-02,STARBUCKS COFFEE SEATTLE WA,-6.00"]);
    await client.patch(account.url, {
      transaction_date_field: "Posting Date",
      date_format: "MM/DD/YYYY",
      type_field: "Details",
    });
    await upload({ account_id: account.id, file: fixture("us-banks/checking-signed-amount.csv") });
    await upload({ account_id: account.id, file: fixture("actual-budget/data-multi-decimal.ofx") });
    const seattle = await payeeNamed(client, "Starbucks Coffee");
    const starbucks = await payeeNamed(client, "Starbucks");

    const list = await client.get(SIMILARITY);
    expect(list.status).toBe(200);
    expect(list.body.pagination).toMatchObject({ count: 1, page: 1, num_pages: 1, previous: null, next: null });
    expect(list.body.results).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/\/money\/api\/similarity\/\d+\/$/),
        similarity: 0.741,
        payee: { id: seattle.id, name: "Starbucks Coffee", url: seattle.url },
        secondary: { id: starbucks.id, name: "Starbucks", url: starbucks.url },
        is_active: true,
      },
    ]);
    // Each payee's own list shows it as `payee` and the other as `secondary`.
    const fromStarbucks = (await client.get(`${starbucks.url}similar/`)).body;
    expect(
      fromStarbucks.map((s: { payee: { id: number }; secondary: { id: number } }) => [s.payee.id, s.secondary.id]),
    ).toEqual([[starbucks.id, seattle.id]]);
    expect((await client.get(`${seattle.url}similar/`)).body[0].secondary.id).toBe(starbucks.id);
    expect((await client.get(list.body.results[0].url)).body.id).toBe(list.body.results[0].id);
  });

  it("creating and renaming a payee re-scores it", async () => {
    const { client } = await ctx.signedIn();
    const corner = (await client.post(PAYEES, { name: "Corner Market" })).body;
    expect((await client.get(`${corner.url}similar/`)).body).toEqual([]);
    const other = (await client.post(PAYEES, { name: "Corner Markets" })).body;
    expect(
      (await client.get(`${corner.url}similar/`)).body.map((s: { secondary: { id: number } }) => s.secondary.id),
    ).toEqual([other.id]);
    await client.patch(other.url, { name: "Hardware Depot" });
    expect((await client.get(`${corner.url}similar/`)).body).toEqual([]);
    await client.patch(other.url, { name: "The Corner Market" });
    expect((await client.get(`${corner.url}similar/`)).body).toHaveLength(1);
  });

  it("a deleted pair stays deleted through re-scoring", async () => {
    const { client } = await ctx.signedIn();
    const a = (await client.post(PAYEES, { name: "Blue Bottle Coffee" })).body;
    const b = (await client.post(PAYEES, { name: "Blue Bottle Coffee Oakland" })).body;
    const [row] = (await client.get(`${a.url}similar/`)).body;
    const deleted = await client.patch(row.url, { is_active: false });
    expect(deleted.status).toBe(200);
    expect(deleted.body.is_active).toBe(false);
    expect((await client.get(`${a.url}similar/`)).body).toEqual([]);
    expect((await client.get(SIMILARITY)).body.results).toEqual([]);
    // Renames and new look-alikes re-score both payees; the deleted pair does not come back.
    await client.patch(b.url, { name: "Blue Bottle Coffee Oakland CA" });
    await client.patch(a.url, { name: "Blue Bottle Coffees" });
    const c = (await client.post(PAYEES, { name: "Blue Bottle Coffee SF" })).body;
    const pairs = (await client.get(SIMILARITY)).body.results.map(
      (s: { payee: { id: number }; secondary: { id: number } }) => [s.payee.id, s.secondary.id].sort(),
    );
    expect(pairs).toEqual(expect.arrayContaining([[a.id, c.id].sort(), [b.id, c.id].sort()]));
    expect(pairs).not.toContainEqual([a.id, b.id].sort());
    expect(await rowCount(ctx.db, "money_payee_similarities", { column: "id", value: row.id })).toBe(1);
  });

  it("pages the similarity list", async () => {
    const { user, client } = await ctx.signedIn();
    const values = Array.from({ length: 101 }, (_, i) => ({
      user_id: user.id,
      name: `Payee ${i}`,
      created_at: nowIso(),
    }));
    const ids = (await ctx.db.insertInto("money_payees").values(values).returning("id").execute()).map((r) => r.id);
    await ctx.db
      .insertInto("money_payee_similarities")
      .values(
        ids.slice(1).map((id, i) => ({
          user_id: user.id,
          payee_id: ids[0]!,
          secondary_id: id,
          similarity: 0.5 + i / 1000,
          created_at: nowIso(),
        })),
      )
      .execute();
    const first = (await client.get(SIMILARITY)).body;
    expect(first.pagination).toMatchObject({ count: 100, num_pages: 1 });
    expect(first.results[0].similarity).toBe(0.599);
    await ctx.db
      .insertInto("money_payee_similarities")
      .values({ user_id: user.id, payee_id: ids[1]!, secondary_id: ids[2]!, similarity: 0.9, created_at: nowIso() })
      .execute();
    const two = (await client.get(SIMILARITY)).body;
    expect(two.pagination).toMatchObject({ count: 101, num_pages: 2 });
    expect((await client.get(SIMILARITY, { page: "2" })).body.results).toHaveLength(1);
    expect((await client.get(SIMILARITY, { page: "3" })).status).toBe(404);
  });

  it("401 without a token, 404 for another owner's payee or similarity, 400 for a bad patch", async () => {
    const { client } = await ctx.signedIn();
    const a = (await client.post(PAYEES, { name: "Corner Market" })).body;
    await client.post(PAYEES, { name: "Corner Markets" });
    const [row] = (await client.get(`${a.url}similar/`)).body;
    expect((await ctx.anonymous.get(SIMILARITY)).status).toBe(401);
    expect((await ctx.anonymous.get(`${a.url}similar/`)).status).toBe(401);
    expect((await ctx.anonymous.patch(row.url, { is_active: false })).status).toBe(401);
    const stranger = (await ctx.signedIn()).client;
    expect((await stranger.get(`${a.url}similar/`)).status).toBe(404);
    expect((await stranger.get(row.url)).status).toBe(404);
    expect((await stranger.patch(row.url, { is_active: false })).status).toBe(404);
    expect((await stranger.get(SIMILARITY)).body.results).toEqual([]);
    for (const body of [{ is_active: true }, {}, { is_active: false, similarity: 1 }]) {
      const response = await client.patch(row.url, body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields).length).toBeGreaterThan(0);
    }
    expect((await client.get(row.url)).body.is_active).toBe(true);
  });
});

describe("merge", () => {
  it("moves transactions, aliases, bills and suggestions to the kept payee and deletes the others", async () => {
    const { user, client, account, csv } = await setUp();
    const food = (await client.post("/money/api/category/", { name: "Food", is_parent: true })).body;
    await csv([
      "2024-05-01,STARBUCKS RESERVE SEATTLE,-4.00",
      "2024-05-02,STARBUCKS STORE 07604 05/02 PURC,-5.00",
      "2024-05-03,STARBUCKS COFFEE SEATTLE WA,-6.00",
      "2024-05-04,SAFEWAY #1234,-20.00",
    ]);
    const kept = await payeeNamed(client, "Starbucks");
    const seattle = await payeeNamed(client, "Starbucks Reserve Seattle");
    const coffee = await payeeNamed(client, "Starbucks Coffee");
    const safeway = await payeeNamed(client, "Safeway");
    await client.patch(seattle.url, { default_category_id: food.id });
    const bill = await ctx.db
      .insertInto("bills")
      .values({
        user_id: user.id,
        name: "Coffee club",
        payee_id: coffee.id,
        category_id: null,
        default_bank_account_id: null,
        frequency: "M",
        frequency_count: 1,
        is_auto_pay: false,
        external_url: "",
        anchor_date: "2024-05-01",
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A suggestion between a merged payee and an outsider moves to the kept payee.
    const outsider = (await client.post(PAYEES, { name: "Starbucks Seattle Reserve" })).body;
    const before = await rowCount(ctx.db, "money_transactions", { column: "user_id", value: user.id });
    const merge = await client.post(`${kept.url}merge/`, { payee_ids: [seattle.id, coffee.id] });
    expect(merge.status).toBe(200);
    expect(merge.body).toMatchObject({ id: kept.id, name: "Starbucks", default_category: { id: food.id } });

    expect(await rowCount(ctx.db, "money_transactions", { column: "user_id", value: user.id })).toBe(before);
    expect(await rowCount(ctx.db, "money_transactions", { column: "payee_id", value: kept.id })).toBe(3);
    expect(await rowCount(ctx.db, "money_transactions", { column: "payee_id", value: safeway.id })).toBe(1);
    expect((await client.get(seattle.url)).status).toBe(404);
    expect((await client.get(coffee.url)).status).toBe(404);
    expect((await client.get(`${kept.url}transactions/`)).body.pagination.count).toBe(3);
    const filters = (await client.get("/money/api/transaction/filters/")).body;
    const payeeOptions = filters.find((f: { key: string }) => f.key === "payee").options;
    expect(payeeOptions).toContainEqual(expect.objectContaining({ option_key: String(kept.id), count: 3 }));
    expect(
      (await ctx.db.selectFrom("bills").select("payee_id").where("id", "=", bill.id).executeTakeFirstOrThrow())
        .payee_id,
    ).toBe(kept.id);
    const suggestions = (await client.get(`${kept.url}similar/`)).body;
    expect(suggestions.map((s: { secondary: { id: number } }) => s.secondary.id)).toContain(outsider.id);
    expect(
      (await client.get(SIMILARITY)).body.results.flatMap((s: { payee: { id: number }; secondary: { id: number } }) => [
        s.payee.id,
        s.secondary.id,
      ]),
    ).not.toEqual(expect.arrayContaining([seattle.id]));

    // Aliases keep resolving: the merged payees' descriptions land on the kept payee, even renamed.
    await client.patch(kept.url, { name: "Starbucks Coffee" });
    const again = await csv([
      "2024-06-01,STARBUCKS RESERVE SEATTLE,-4.00",
      "2024-06-03,STARBUCKS COFFEE SEATTLE WA,-6.00",
      "2024-06-04,STARBUCKS RESERVE   SEATTLE,-7.00",
    ]);
    expect(again.body.imported).toBe(3);
    expect(await rowCount(ctx.db, "money_transactions", { column: "payee_id", value: kept.id })).toBe(6);
    expect(await payeeNamed(client, "Starbucks Reserve Seattle")).toBeUndefined();
    const june = await ctx.db
      .selectFrom("money_transactions")
      .select("category_id")
      .where("account_id", "=", account.id)
      .where("transaction_date", ">=", "2024-06-01")
      .execute();
    expect(june.every((t) => t.category_id === food.id)).toBe(true);
  });

  it("removes the suggestion between the merged payees", async () => {
    const { client } = await ctx.signedIn();
    const a = (await client.post(PAYEES, { name: "Corner Market" })).body;
    const b = (await client.post(PAYEES, { name: "Corner Markets" })).body;
    expect((await client.get(SIMILARITY)).body.pagination.count).toBe(1);
    expect((await client.post(`${a.url}merge/`, { payee_ids: [b.id] })).status).toBe(200);
    expect((await client.get(SIMILARITY)).body.pagination.count).toBe(0);
  });

  it.each([
    [{ payee_ids: [] }, "payee_ids", "Choose at least one payee to merge."],
    [{ payee_ids: ["x"] }, "payee_ids.0", "Choose one from the list."],
    [{}, "payee_ids", "Send a list of payee ids."],
    [{ payee_ids: "self" }, "payee_ids", "A payee cannot be merged into itself."],
    [{ payee_ids: [999_999] }, "payee_ids", "Choose payees from the list."],
    [{ payee_ids: "stranger" }, "payee_ids", "Choose payees from the list."],
  ])("400 for %j, nothing changed", async (body: { payee_ids?: unknown }, field, message) => {
    const { user, client, csv } = await setUp();
    await csv(["2024-05-01,CORNER MARKET,-4.00", "2024-05-02,CORNER MARKETS,-5.00"]);
    const a = await payeeNamed(client, "Corner Market");
    const b = await payeeNamed(client, "Corner Markets");
    const strangerPayee = (await (await ctx.signedIn()).client.post(PAYEES, { name: "Corner Market" })).body;
    const payload =
      body.payee_ids === "self"
        ? { payee_ids: [b.id, a.id] }
        : body.payee_ids === "stranger"
          ? { payee_ids: [b.id, strangerPayee.id] }
          : body;
    const response = await client.post(`${a.url}merge/`, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "money_payees", { column: "user_id", value: user.id })).toBe(2);
    expect(await rowCount(ctx.db, "money_transactions", { column: "payee_id", value: b.id })).toBe(1);
  });

  it("401 without a token, 404 for another owner's payee", async () => {
    const { client } = await ctx.signedIn();
    const a = (await client.post(PAYEES, { name: "Corner Market" })).body;
    const b = (await client.post(PAYEES, { name: "Corner Markets" })).body;
    expect((await ctx.anonymous.post(`${a.url}merge/`, { payee_ids: [b.id] })).status).toBe(401);
    const stranger = (await ctx.signedIn()).client;
    expect((await stranger.post(`${a.url}merge/`, { payee_ids: [b.id] })).status).toBe(404);
    expect((await client.get(b.url)).status).toBe(200);
  });
});
