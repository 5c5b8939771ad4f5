import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 24: the transactions table opened from a report leaves transfers out exactly as the
// report does: transfers=exclude on the list, its summary, filters and monthly totals.

const TRANSACTIONS = "/money/api/transaction/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function ledgerWithTransfer() {
  const { client } = await ctx.signedIn();
  const checking = (await client.post("/money/api/account/", { name: "Checking" })).body;
  const savings = (await client.post("/money/api/account/", { name: "Savings" })).body;
  const add = async (account: { id: number }, transaction_date: string, amount: number, notes = "") =>
    (await client.post(TRANSACTIONS, { account_id: account.id, transaction_date, amount, notes })).body as {
      id: number;
    };
  const debit = await add(checking, "2025-06-05", -200, "to savings");
  const credit = await add(savings, "2025-06-06", 200, "from checking");
  const groceries = await add(checking, "2025-06-07", -15, "groceries");
  const pay = await add(checking, "2025-06-20", 1000, "pay");
  const confirmed = await client.post("/money/api/transfer/", {
    debit_transaction_id: debit.id,
    credit_transaction_id: credit.id,
  });
  expect(confirmed.status).toBe(201);
  return { client, checking, savings, debit, credit, groceries, pay };
}

const ids = (body: { results: { id: number }[] }) => body.results.map((t) => t.id).sort((a, b) => a - b);

describe("transfers=exclude", () => {
  it("leaves confirmed transfers out of the list, summary, filters and monthly totals", async () => {
    const { client, checking, savings, debit, credit, groceries, pay } = await ledgerWithTransfer();
    expect(ids((await client.get(TRANSACTIONS)).body)).toEqual([debit.id, credit.id, groceries.id, pay.id]);
    expect(ids((await client.get(`${TRANSACTIONS}?transfers=exclude`)).body)).toEqual([groceries.id, pay.id]);
    expect(ids((await client.get(`${TRANSACTIONS}?transfers=include`)).body)).toHaveLength(4);

    // A report's spending bar: June's debits, transfers left out, as the monthly report counts them.
    const bar = "year=2025&month=6&amount_type=debit&transfers=exclude";
    expect(ids((await client.get(`${TRANSACTIONS}?${bar}`)).body)).toEqual([groceries.id]);
    expect((await client.get(`${TRANSACTIONS}summary/?${bar}`)).body).toEqual({ record_count: 1, total_amount: -15 });
    expect((await client.get(`${TRANSACTIONS}monthly/?transfers=exclude`)).body).toEqual([
      { month: "2025-06", income: 1000, spending: 15 },
    ]);
    // The filter panel counts what the list holds: Savings has nothing left but the transfer.
    const filters = (await client.get(`${TRANSACTIONS}filters/?transfers=exclude`)).body as {
      key: string;
      options: { option_key: string; count: number }[];
    }[];
    const accountCounts = filters.find((f) => f.key === "account")!.options;
    expect(Object.fromEntries(accountCounts.map((o) => [o.option_key, o.count]))).toMatchObject({
      [String(checking.id)]: 2,
    });
    expect(accountCounts.find((o) => o.option_key === String(savings.id))?.count ?? 0).toBe(0);

    // With a search as well: both narrow.
    const searched = await client.get(`${TRANSACTIONS}?search=savings&transfers=exclude`);
    expect(ids(searched.body)).toEqual([]);
    expect(ids((await client.get(`${TRANSACTIONS}?search=groceries&transfers=exclude`)).body)).toEqual([groceries.id]);
  });

  it("changes nothing without a confirmed transfer", async () => {
    const { client } = await ctx.signedIn();
    const account = (await client.post("/money/api/account/", { name: "Cash" })).body;
    await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-06-05", amount: -5 });
    expect((await client.get(`${TRANSACTIONS}summary/?transfers=exclude`)).body).toEqual({
      record_count: 1,
      total_amount: -5,
    });
  });

  it("answers 400 with the field for another value, and 401 without a token", async () => {
    const { client } = await ctx.signedIn();
    for (const path of ["", "summary/", "filters/", "monthly/"]) {
      const response = await client.get(`${TRANSACTIONS}${path}?transfers=hide`);
      expect([path, response.status, response.body.fields]).toEqual([
        path,
        400,
        { transfers: ["Use transfers=exclude or transfers=include."] },
      ]);
    }
    expect((await ctx.anonymous.get(`${TRANSACTIONS}?transfers=exclude`)).status).toBe(401);
  });
});
