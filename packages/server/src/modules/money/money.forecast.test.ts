import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 24 §5: the 90-day cash-flow forecast on a fixture ledger. Today is 2025-06-15; the
// forecast runs to 2025-09-13.

const FORECAST = "/money/api/reports/forecast/";
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
  await client.patch(checking.url, { opening_balance: 500, opening_date: "2025-01-01" });
  await client.patch(savings.url, { opening_balance: 1000, opening_date: "2025-01-01" });
  const payee = async (name: string) => post("/money/api/payee/", { name });
  const [employer, landlord, cafe, gym, power] = await Promise.all(
    ["Employer", "Landlord", "Cafe", "Gym", "City Power"].map(payee),
  );
  const add = (who: { id: number }, date: string, amount: number) =>
    post("/money/api/transaction/", { account_id: checking.id, payee_id: who.id, transaction_date: date, amount });
  // Monthly salary on the 25th and rent on the 1st: repeating.
  for (const date of ["2025-03-25", "2025-04-25", "2025-05-25"]) await add(employer, date, 3000);
  for (const date of ["2025-03-01", "2025-04-01", "2025-05-01", "2025-06-01"]) await add(landlord, date, -1000);
  // Twice is not a pattern; a skipped month breaks the interval.
  await add(cafe, "2025-05-02", -4.5);
  await add(cafe, "2025-05-20", -4.5);
  for (const date of ["2025-03-10", "2025-04-10", "2025-06-10"]) await add(gym, date, -30);
  // The power company repeats too, but it is a bill: forecast from its unpaid statement only.
  for (const [date, amount] of [
    ["2025-03-20", -140],
    ["2025-04-20", -150],
    ["2025-05-20", -145],
  ] as const)
    await add(power, date, amount);
  const bill = await post("/bills/api/v2/bill/", {
    name: "Power bill",
    pay_to_id: power.id,
    default_bank_account_id: checking.id,
    is_auto_pay: false,
    due_date: "2025-06-20",
    due_amount: 150,
  });
  expect(bill.id).toBeGreaterThan(0);
  return { checking, savings };
}

const events = [
  { date: "2025-06-20", amount: -150, description: "Power bill", source: "bill" },
  { date: "2025-06-25", amount: 3000, description: "Employer", source: "repeating" },
  { date: "2025-07-01", amount: -1000, description: "Landlord", source: "repeating" },
  { date: "2025-07-25", amount: 3000, description: "Employer", source: "repeating" },
  { date: "2025-08-01", amount: -1000, description: "Landlord", source: "repeating" },
  { date: "2025-08-25", amount: 3000, description: "Employer", source: "repeating" },
  { date: "2025-09-01", amount: -1000, description: "Landlord", source: "repeating" },
];

describe("cash-flow forecast", () => {
  it("projects one account: bills and repeating income and spending, with the lowest point", async () => {
    freezeDateAt("2025-06-15T17:00:00Z");
    const { client } = await ctx.signedIn();
    const { checking } = await fixtureLedger(client);
    const response = await client.get(FORECAST, { account: String(checking.id) });
    expect(response.status).toBe(200);
    const body = response.body;
    // 500 + 3 × 3000 − 4 × 1000 − 2 × 4.50 − 3 × 30 − (140 + 150 + 145)
    expect(body.balance_today).toBe(4966);
    expect(body.account).toEqual({ id: checking.id, name: "Checking" });
    expect(body.events).toEqual(events.map((event) => ({ ...event, account: { id: checking.id, name: "Checking" } })));
    expect(body.points).toHaveLength(91);
    expect(body.points[0]).toEqual({ date: "2025-06-15", balance: 4966 });
    expect(body.points.find((p: { date: string }) => p.date === "2025-06-20").balance).toBe(4816);
    expect(body.points.at(-1)).toEqual({ date: "2025-09-13", balance: 10816 });
    expect(body.lowest).toEqual({ date: "2025-06-20", balance: 4816 });
  });

  it("adds every account up for the total", async () => {
    freezeDateAt("2025-06-15T17:00:00Z");
    const { client } = await ctx.signedIn();
    await fixtureLedger(client);
    const body = (await client.get(FORECAST)).body;
    expect(body.account).toBeNull();
    expect(body.balance_today).toBe(5966);
    expect(body.events).toHaveLength(events.length);
    expect(body.lowest).toEqual({ date: "2025-06-20", balance: 5816 });
    expect(body.points.at(-1).balance).toBe(11816);
  });

  it("leaves out transactions dated after today from today's balance", async () => {
    freezeDateAt("2025-06-15T17:00:00Z");
    const { client } = await ctx.signedIn();
    const checking = (await client.post("/money/api/account/", { name: "Checking" })).body;
    await client.post("/money/api/transaction/", {
      account_id: checking.id,
      transaction_date: "2025-06-15",
      amount: 10,
    });
    await client.post("/money/api/transaction/", {
      account_id: checking.id,
      transaction_date: "2025-06-16",
      amount: 99,
    });
    const body = (await client.get(FORECAST, { account: String(checking.id) })).body;
    expect(body.balance_today).toBe(10);
    expect(body.events).toEqual([]);
    expect(body.lowest).toEqual({ date: "2025-06-15", balance: 10 });
  });

  it("answers 401 without a token and 400 for an account that is not the owner's", async () => {
    expect((await ctx.anonymous.get(FORECAST)).status).toBe(401);
    const { client: owner } = await ctx.signedIn();
    const theirs = (await owner.post("/money/api/account/", { name: "Checking" })).body;
    const { client } = await ctx.signedIn();
    for (const account of [String(theirs.id), "0", "abc"]) {
      const response = await client.get(FORECAST, { account });
      expect(response.status).toBe(400);
      expect(response.body.fields.account).toEqual(["Choose one from the list."]);
    }
  });
});
