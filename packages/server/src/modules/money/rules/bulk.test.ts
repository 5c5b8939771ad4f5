import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowCount } from "../../../test-support/row-count";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { BULK, ledger, owner, payeeNamed } from "./rules-test-support";

// Issue 19: PATCH /money/api/transaction/bulk/ by ids and by filters.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ROWS = [
  "2024-05-01,BLUE BOTTLE COFFEE #12,-6.25",
  "2024-05-02,STARBUCKS COFFEE SEATTLE WA,-4.00",
  "2024-05-03,SAFEWAY #1234,-40.00",
];

async function withLedger() {
  const setup = await owner(ctx);
  await setup.csv(ROWS);
  const list = (await setup.client.get("/money/api/transaction/")).body.results as { id: number; amount: number }[];
  const idOf = (amount: number) => list.find((t) => t.amount === amount)!.id;
  return { ...setup, ids: { blue: idOf(-6.25), starbucks: idOf(-4), safeway: idOf(-40) } };
}

describe("PATCH /money/api/transaction/bulk/", () => {
  it("by ids: sets the category and tags, and the list's filters see it at once", async () => {
    const { client, ids, food, tag } = await withLedger();
    // Read first, so the ledger index is built before the edit.
    expect((await client.get("/money/api/transaction/summary/", { category: String(food.id) })).body.record_count).toBe(
      0,
    );
    const response = await client.patch(BULK, {
      ids: [ids.blue, ids.starbucks],
      set: { category_id: food.id, tag_ids: [tag.id] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ updated: 2 });
    expect(await ledger(client)).toMatchObject([
      { category: "Food", tags: ["coffee"] },
      { category: "Food", tags: ["coffee"] },
      { category: null, tags: [] },
    ]);
    expect((await client.get("/money/api/transaction/summary/", { category: String(food.id) })).body).toEqual({
      record_count: 2,
      total_amount: -10.25,
    });
    expect((await client.get("/money/api/transaction/summary/", { tag: String(tag.id) })).body.record_count).toBe(2);
    // Tags replace: an empty list clears them; a null category uncategorises.
    await client.patch(BULK, { ids: [ids.blue], set: { tag_ids: [], category_id: null } });
    expect((await ledger(client))[0]).toMatchObject({ category: null, tags: [] });
  });

  it("by filters: every transaction the filters match, on any page", async () => {
    const { client, ids, travel, account } = await withLedger();
    const safeway = await payeeNamed(client, "Safeway");
    const response = await client.patch(BULK, {
      filters: { account: [String(account.id)], search: "coffee" },
      set: { payee_id: safeway.id, category_id: travel.id },
    });
    expect(response.body).toEqual({ updated: 2 });
    expect((await ledger(client)).map((t) => [t.payee, t.category])).toEqual([
      ["Safeway", "Travel"],
      ["Safeway", "Travel"],
      ["Safeway", null],
    ]);
    expect((await client.get("/money/api/transaction/summary/", { payee: String(safeway.id) })).body.record_count).toBe(
      3,
    );
    expect(ids.safeway).toBeGreaterThan(0);
  });

  it("sets Uncategorized, and adds or removes tags keeping each transaction's others", async () => {
    const { client, ids, food } = await withLedger();
    const lunch = (await client.post("/money/api/tag/", { name: "lunch" })).body;
    const work = (await client.post("/money/api/tag/", { name: "work" })).body;
    await client.patch(BULK, { ids: [ids.blue, ids.starbucks, ids.safeway], set: { category_id: food.id } });
    await client.patch(BULK, { ids: [ids.blue], set: { tag_ids: [lunch.id] } });
    await client.patch(BULK, { ids: [ids.starbucks], set: { tag_ids: [work.id] } });

    const added = await client.patch(BULK, {
      ids: [ids.blue, ids.starbucks],
      set: { add_tag_ids: [work.id], category_id: null },
    });
    expect(added.body).toEqual({ updated: 2 });
    expect((await ledger(client)).map((t) => [t.category, [...t.tags].sort()])).toEqual([
      [null, ["lunch", "work"]],
      [null, ["work"]],
      ["Food", []],
    ]);
    const removed = await client.patch(BULK, {
      filters: { search: "coffee" },
      set: { remove_tag_ids: [work.id], add_tag_ids: [lunch.id] },
    });
    expect(removed.body).toEqual({ updated: 2 });
    expect((await ledger(client)).map((t) => t.tags)).toEqual([["lunch"], ["lunch"], []]);
    expect((await client.get("/money/api/transaction/summary/", { tag: String(work.id) })).body.record_count).toBe(0);
    expect((await client.get("/money/api/transaction/summary/", { tag: String(lunch.id) })).body.record_count).toBe(2);
  });

  it("401 without a token", async () => {
    const { ids, food } = await withLedger();
    expect((await ctx.anonymous.patch(BULK, { ids: [ids.blue], set: { category_id: food.id } })).status).toBe(401);
  });

  it("404 when any id is another owner's, and nothing is written", async () => {
    const { client, ids, food } = await withLedger();
    const other = await withLedger();
    const response = await client.patch(BULK, { ids: [ids.blue, other.ids.blue], set: { category_id: food.id } });
    expect(response.status).toBe(404);
    expect((await ledger(client)).map((t) => t.category)).toEqual([null, null, null]);
    expect((await ledger(other.client)).map((t) => t.category)).toEqual([null, null, null]);
    // Another owner's filters name nothing of theirs: their account is refused as a filter.
    const byFilter = await client.patch(BULK, {
      filters: { account: [String(other.account.id)] },
      set: { category_id: food.id },
    });
    expect(byFilter.status).toBe(400);
    expect(byFilter.body.fields.account).toEqual(["Choose one from the list."]);
  });

  it.each([
    [{ set: { category_id: "food" } }, "ids", "Send either ids or filters."],
    [{ ids: "both", filters: {}, set: { category_id: "food" } }, "ids", "Send either ids or filters."],
    [{ ids: [], set: { category_id: "food" } }, "ids", "Choose at least one transaction."],
    [{ ids: "mine", set: {} }, "set", "Choose what to set: a payee, a category or tags."],
    [{ ids: "mine", set: { category_id: 999_999 } }, "set.category_id", "Choose one from the list."],
    [{ ids: "mine", set: { payee_id: "stranger" } }, "set.payee_id", "Choose one from the list."],
    [{ ids: "mine", set: { tag_ids: ["stranger"] } }, "set.tag_ids", "Choose tags from the list."],
    [{ ids: "mine", set: { add_tag_ids: ["stranger"] } }, "set.add_tag_ids", "Choose tags from the list."],
    [{ ids: "mine", set: { remove_tag_ids: ["stranger"] } }, "set.remove_tag_ids", "Choose tags from the list."],
    [{ ids: "mine", set: { add_tag_ids: "x" } }, "set.add_tag_ids", "Send a list of tag ids."],
    [
      { ids: "mine", set: { tag_ids: [], add_tag_ids: ["mytag"] } },
      "set.tag_ids",
      "Replace the tags, or add and remove some: not both.",
    ],
    [
      { ids: "mine", set: { add_tag_ids: ["mytag"], remove_tag_ids: ["mytag"] } },
      "set.remove_tag_ids",
      "A tag cannot be added and removed at once.",
    ],
    [{ filters: { month: ["13"] }, set: { category_id: "food" } }, "month", "Use a month number from 1 to 12."],
  ])("400 for %j, nothing written", async (body: Record<string, unknown>, field, message) => {
    const { user, client, ids, food, tag } = await withLedger();
    const other = await owner(ctx);
    await other.csv(["2024-05-01,OTHER SHOP,-1.00"]);
    const strangerPayee = await payeeNamed(other.client, "Other Shop");
    const swap = (value: unknown): unknown =>
      value === "food"
        ? food.id
        : value === "stranger"
          ? strangerPayee.id
          : value === "mine" || value === "both"
            ? [ids.blue]
            : Array.isArray(value)
              ? value.map((v) => (v === "stranger" ? other.tag.id : v === "mytag" ? tag.id : v))
              : value && typeof value === "object"
                ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]))
                : value;
    const response = await client.patch(BULK, swap(body));
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect((await ledger(client)).every((t) => t.category === null && t.tags.length === 0)).toBe(true);
    expect(await rowCount(ctx.db, "money_transactions", { column: "user_id", value: user.id })).toBe(3);
  });
});
