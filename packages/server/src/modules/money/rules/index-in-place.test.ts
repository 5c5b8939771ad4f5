import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../../test-support/api-client";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { forgetTransactionIndex, transactionIndex } from "../transaction-index";
import { BULK, owner, payeeNamed, RULES } from "./rules-test-support";

// Issue 19: a bulk edit or a rule applied changes this instance's ledger index in place (no
// rebuild), and every answer read from it then equals the answer of an index built afresh.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ROWS = [
  "2024-04-28,BLUE BOTTLE COFFEE #12,-6.25",
  "2024-05-01,BLUE BOTTLE COFFEE #14,-5.75",
  "2024-05-02,STARBUCKS COFFEE SEATTLE WA,-4.00",
  "2024-05-03,SAFEWAY #1234,-40.00",
  "2024-05-03,PAYROLL ACME,2500.00",
  "2024-06-11,SAFEWAY #1234,-12.30",
];

type Query = Record<string, string>;

/** What the transactions screen reads, for several filter combinations and a search. */
async function answers(client: ApiClient, queries: Query[]) {
  const read = async (query: Query) => ({
    list: (await client.get("/money/api/transaction/", query)).body,
    summary: (await client.get("/money/api/transaction/summary/", query)).body,
    filters: (await client.get("/money/api/transaction/filters/", query)).body,
    monthly: (await client.get("/money/api/transaction/monthly/", query)).body,
  });
  const all = [];
  for (const query of queries) all.push(await read(query));
  return all;
}

async function setUp() {
  const setup = await owner(ctx);
  await setup.csv(ROWS);
  const { client } = setup;
  // Made before the index is built, and (a category, a tag) after.
  const groceries = (
    await client.post("/money/api/category/", { name: "Groceries", parent_category_id: setup.food.id })
  ).body;
  const queries = (): Query[] => [
    {},
    { category: String(groceries.id) },
    { parent_category: String(setup.food.id) },
    { tag: String(setup.tag.id) },
    { search: "coffee" },
    { year: "2024", month: "5" },
  ];
  /** Reads (building the index and its unfiltered answer), edits, then compares with a rebuilt index. */
  const edited = async (edit: () => Promise<void>) => {
    await answers(client, queries());
    const index = await transactionIndex(ctx.db, setup.user.id);
    await edit();
    const kept = await answers(client, queries());
    expect(await transactionIndex(ctx.db, setup.user.id)).toBe(index); // edited in place, not rebuilt
    forgetTransactionIndex(ctx.db, setup.user.id);
    const rebuilt = await answers(client, queries());
    expect(kept).toEqual(rebuilt);
    return rebuilt;
  };
  return { ...setup, groceries, edited };
}

describe("ledger index after bulk edits and rules", () => {
  it("bulk edits by ids and by filters: category, Uncategorized, payee, tags replaced, added and removed", async () => {
    const { client, food, groceries, tag, edited } = await setUp();
    const ids = (await client.get("/money/api/transaction/")).body.results.map((t: { id: number }) => t.id);
    const lunch = (await client.post("/money/api/tag/", { name: "lunch" })).body;
    const safeway = await payeeNamed(client, "Safeway");
    let later = 0; // a category made after the index is built, in the second edit
    const edits = [
      () => ({ ids: ids.slice(0, 3), set: { category_id: groceries.id, tag_ids: [tag.id] } }),
      () => ({ filters: { search: "coffee" }, set: { category_id: later, add_tag_ids: [lunch.id] } }),
      () => ({ ids: ids.slice(1, 4), set: { remove_tag_ids: [tag.id], payee_id: safeway.id } }),
      () => ({ filters: { category: [String(later)] }, set: { category_id: null, add_tag_ids: [tag.id] } }),
      () => ({ ids: [ids[5]], set: { category_id: food.id, tag_ids: [] } }),
    ];
    let last: Awaited<ReturnType<typeof edited>> = [];
    for (const [n, edit] of edits.entries()) {
      last = await edited(async () => {
        if (n === 1) later = (await client.post("/money/api/category/", { name: "Treats", is_parent: true })).body.id;
        expect((await client.patch(BULK, edit())).status).toBe(200);
      });
    }
    expect(last[0]!.summary.record_count).toBe(ROWS.length);
    expect(last[2]!.summary.record_count).toBeGreaterThan(0); // under Food: the sixth row
    expect(last[3]!.summary.record_count).toBeGreaterThan(0); // tagged
  });

  it("a rule applied to existing transactions, its category made after the index was built", async () => {
    const { client, tag, edited } = await setUp();
    const safeway = await payeeNamed(client, "Safeway");
    const [all, , , tagged] = await edited(async () => {
      // A category made after the index was built (no ledger write): the index learns its parent.
      const later = (await client.post("/money/api/category/", { name: "Coffee", is_parent: true })).body;
      const rule = (
        await client.post(RULES, {
          description_contains: "coffee",
          set_payee_id: safeway.id,
          set_category_id: later.id,
          set_tag_ids: [tag.id],
        })
      ).body;
      expect((await client.post(`${rule.url}apply/`, {})).body).toEqual({ count: 3 });
    });
    expect(tagged!.summary).toEqual({ record_count: 3, total_amount: -16 });
    expect(JSON.stringify(all!.filters)).toContain("Coffee");
  });

  it("one transaction moved to a category made after the index was built counts under its parent", async () => {
    const { client, edited } = await setUp();
    const [first] = (await client.get("/money/api/transaction/")).body.results;
    const [all] = await edited(async () => {
      const later = (await client.post("/money/api/category/", { name: "Bakery", is_parent: true })).body;
      expect((await client.patch(first.url, { category_id: later.id })).status).toBe(200);
    });
    expect(JSON.stringify(all!.filters)).toContain("Bakery");
  });
});
