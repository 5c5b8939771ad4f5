import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 24 §4: the reports against totals summed by hand from a small fixture ledger. "Today" is
// 2025-06-15 (the reports end at the owner's current month).

const REPORTS = "/money/api/reports/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(restoreClock);

async function fixtureLedger(client: ApiClient) {
  const post = async (url: string, body: object) => (await client.post(url, body)).body;
  const checking = await post("/money/api/account/", { name: "Checking" });
  const savings = await post("/money/api/account/", { name: "Savings" });
  await client.patch(savings.url, { opening_balance: 500, opening_date: "2025-01-01" });
  const food = await post("/money/api/category/", { name: "Food", is_parent: true });
  const groceries = await post("/money/api/category/", { name: "Groceries", parent_category_id: food.id });
  const dining = await post("/money/api/category/", { name: "Dining", parent_category_id: food.id });
  const rent = await post("/money/api/category/", { name: "Rent" });
  const internal = await post("/money/api/category/", { name: "Internal", is_included: false });
  const market = await post("/money/api/payee/", { name: "Market" });
  const cafe = await post("/money/api/payee/", { name: "Cafe" });
  const landlord = await post("/money/api/payee/", { name: "Landlord" });
  const employer = await post("/money/api/payee/", { name: "Employer" });
  const add = (
    account: { id: number },
    date: string,
    amount: number,
    category?: { id: number },
    payee?: { id: number },
  ) =>
    post("/money/api/transaction/", {
      account_id: account.id,
      transaction_date: date,
      amount,
      category_id: category?.id ?? null,
      payee_id: payee?.id ?? null,
    });
  await add(checking, "2024-06-20", -99, groceries, market); // 13 months back: outside a 12-month report
  await add(checking, "2025-04-30", -7, groceries, market);
  await add(checking, "2025-05-01", -1000, rent, landlord);
  await add(checking, "2025-05-03", -30, groceries, market);
  await add(checking, "2025-05-15", -100, internal); // Include in Summary off: left out
  await add(checking, "2025-05-31", 3000, undefined, employer);
  await add(checking, "2025-06-02", -50.25, groceries, market);
  await add(checking, "2025-06-10", -20, dining, cafe);
  await add(checking, "2025-06-30", -5);
  // A transfer to savings, confirmed: neither spending nor income.
  const debit = await add(checking, "2025-06-05", -200);
  const credit = await add(savings, "2025-06-06", 200);
  const paired = await client.post("/money/api/transfer/", {
    debit_transaction_id: debit.id,
    credit_transaction_id: credit.id,
  });
  expect(paired.status).toBe(201);
  return { food, rent, market, cafe, landlord };
}

describe("reports", () => {
  it("spending by category per month: children under their parent, biggest first", async () => {
    freezeDateAt("2025-06-15T12:00:00Z");
    const { client } = await ctx.signedIn();
    const { food, rent } = await fixtureLedger(client);
    const response = await client.get(`${REPORTS}spending-by-category/`, { months: "2" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      months: ["2025-05", "2025-06"],
      categories: [
        { category: { id: rent.id, name: "Rent", is_parent: false }, totals: [1000, 0], total: 1000 },
        { category: { id: food.id, name: "Food", is_parent: true }, totals: [30, 70.25], total: 100.25 },
        { category: null, totals: [0, 5], total: 5 },
      ],
    });
    // Twelve months by default: April's groceries count, last June's do not.
    const year = (await client.get(`${REPORTS}spending-by-category/`)).body;
    expect(year.months).toHaveLength(12);
    expect(year.months[0]).toBe("2024-07");
    expect(year.categories.find((c: { category: { id: number } | null }) => c.category?.id === food.id).total).toBe(
      107.25,
    );
  });

  it("income against spending per month", async () => {
    freezeDateAt("2025-06-15T12:00:00Z");
    const { client } = await ctx.signedIn();
    await fixtureLedger(client);
    expect((await client.get(`${REPORTS}income-spending/`, { months: "3" })).body).toEqual([
      { month: "2025-04", income: 0, spending: 7, net: -7 },
      { month: "2025-05", income: 3000, spending: 1030, net: 1970 },
      { month: "2025-06", income: 0, spending: 75.25, net: -75.25 },
    ]);
  });

  it("net worth: every account's balance at each month's end", async () => {
    freezeDateAt("2025-06-15T12:00:00Z");
    const { client } = await ctx.signedIn();
    await fixtureLedger(client);
    expect((await client.get(`${REPORTS}net-worth/`, { months: "3" })).body).toEqual([
      { month: "2025-04", balance: 394 },
      { month: "2025-05", balance: 2264 },
      { month: "2025-06", balance: 2188.75 },
    ]);
  });

  it("top payees by spending", async () => {
    freezeDateAt("2025-06-15T12:00:00Z");
    const { client } = await ctx.signedIn();
    const { market, cafe, landlord } = await fixtureLedger(client);
    expect((await client.get(`${REPORTS}top-payees/`, { months: "2" })).body).toEqual([
      { payee: { id: landlord.id, name: "Landlord" }, spending: 1000, count: 1 },
      { payee: { id: market.id, name: "Market" }, spending: 80.25, count: 2 },
      { payee: { id: cafe.id, name: "Cafe" }, spending: 20, count: 1 },
      { payee: null, spending: 5, count: 1 },
    ]);
  });

  it("answers empty months for an owner with no transactions, and only the owner's own", async () => {
    freezeDateAt("2025-06-15T12:00:00Z");
    const { client: owner } = await ctx.signedIn();
    await fixtureLedger(owner);
    const { client } = await ctx.signedIn();
    expect((await client.get(`${REPORTS}spending-by-category/`, { months: "1" })).body).toEqual({
      months: ["2025-06"],
      categories: [],
    });
    expect((await client.get(`${REPORTS}net-worth/`, { months: "1" })).body).toEqual([
      { month: "2025-06", balance: 0 },
    ]);
    expect((await client.get(`${REPORTS}top-payees/`)).body).toEqual([]);
  });

  it.each(["spending-by-category", "income-spending", "net-worth", "top-payees"])(
    "%s answers 401 without a token and 400 for a bad number of months",
    async (report) => {
      expect((await ctx.anonymous.get(`${REPORTS}${report}/`)).status).toBe(401);
      const { client } = await ctx.signedIn();
      for (const months of ["0", "121", "1.5", "many"]) {
        const response = await client.get(`${REPORTS}${report}/`, { months });
        expect(response.status).toBe(400);
        expect(response.body.fields.months).toEqual(["Use a number of months from 1 to 120."]);
      }
    },
  );
});
