import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 24 §2: opening balance and date on an account, its read-only balance, the running
// balance in the list filtered to one account, the monthly balance history, and the check of an
// OFX statement's stated balance after an upload.

const ACCOUNTS = "/money/api/account/";
const TRANSACTIONS = "/money/api/transaction/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(restoreClock);

async function account(client: ApiClient, name = "Checking") {
  return (await client.post(ACCOUNTS, { name })).body;
}
const add = async (client: ApiClient, accountId: number, transaction_date: string, amount: number) =>
  (await client.post(TRANSACTIONS, { account_id: accountId, transaction_date, amount })).body;

describe("opening balance and balance", () => {
  it("counts transactions on or after the opening date, not the day before", async () => {
    const { client } = await ctx.signedIn();
    const checking = await account(client);
    expect(checking).toMatchObject({ opening_balance: 0, opening_date: null, balance: 0 });
    await add(client, checking.id, "2024-12-31", -1000); // before the opening date
    await add(client, checking.id, "2025-01-01", -20.25); // on it
    await add(client, checking.id, "2025-03-15", 100.1);
    // No opening date: every transaction counts.
    expect((await client.get(checking.url)).body.balance).toBe(-920.15);
    const patched = await client.patch(checking.url, { opening_balance: 1234.56, opening_date: "2025-01-01" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ opening_balance: 1234.56, opening_date: "2025-01-01", balance: 1314.41 });
    // A day later the transaction on 2025-01-01 no longer counts.
    expect((await client.patch(checking.url, { opening_date: "2025-01-02" })).body.balance).toBe(1334.66);
    // Back to "every transaction": the opening balance stays.
    expect((await client.patch(checking.url, { opening_date: null })).body.balance).toBe(314.41);
  });

  it("lists every account with its own balance (transactions in another account do not count)", async () => {
    const { client } = await ctx.signedIn();
    const checking = await account(client, "Checking");
    const savings = await account(client, "Savings");
    await client.patch(savings.url, { opening_balance: 500, opening_date: "2025-01-01" });
    await add(client, checking.id, "2025-02-01", -40);
    await add(client, savings.id, "2025-02-01", 60);
    const list = (await client.get(ACCOUNTS)).body as { name: string; balance: number }[];
    expect(list.map((a) => [a.name, a.balance])).toEqual([
      ["Checking", -40],
      ["Savings", 560],
    ]);
  });

  it.each([
    [{ opening_date: "2025-13-01" }, "opening_date", "Use a date as yyyy-mm-dd."],
    [{ opening_date: "" }, "opening_date", "Use a date as yyyy-mm-dd."],
    [{ opening_balance: "100" }, "opening_balance", "Enter an amount."],
    [{ opening_balance: 1.005 }, "opening_balance", "Use at most 2 decimal places."],
    [{ opening_balance: 10_000_000 }, "opening_balance", "Use an amount under 10,000,000."],
    // The balance is computed, never written.
    [{ balance: 5 }, "balance", null],
  ])("refuses %j (400 with the field) and changes nothing", async (body, field, message) => {
    const { client } = await ctx.signedIn();
    const checking = await account(client);
    await client.patch(checking.url, { opening_balance: 10, opening_date: "2025-01-01" });
    const response = await client.patch(checking.url, { name: "Renamed", ...body });
    expect(response.status).toBe(400);
    if (message) expect(response.body.fields[field]).toEqual([message]);
    else expect(JSON.stringify(response.body.fields)).toMatch(/balance/);
    expect((await client.get(checking.url)).body).toMatchObject({
      name: "Checking",
      opening_balance: 10,
      opening_date: "2025-01-01",
      balance: 10,
    });
  });

  it("answers 404 for another owner's account and 401 without a token", async () => {
    const { client: owner } = await ctx.signedIn();
    const checking = await account(owner);
    const { client: other } = await ctx.signedIn();
    expect((await other.patch(checking.url, { opening_balance: 1 })).status).toBe(404);
    expect((await other.get(`${checking.url}balance-history/`)).status).toBe(404);
    expect((await owner.get(checking.url)).body.opening_balance).toBe(0);
    expect((await ctx.anonymous.patch(checking.url, { opening_balance: 1 })).status).toBe(401);
    expect((await ctx.anonymous.get(`${checking.url}balance-history/`)).status).toBe(401);
  });
});

describe("running balance", () => {
  it("shows the account's balance after each row when the list holds exactly one account", async () => {
    const { client } = await ctx.signedIn();
    const checking = await account(client, "Checking");
    const card = await account(client, "Card");
    await client.patch(checking.url, { opening_balance: 100, opening_date: "2025-01-02" });
    const before = await add(client, checking.id, "2025-01-01", -50);
    const first = await add(client, checking.id, "2025-01-02", -10);
    const sameDay = await add(client, checking.id, "2025-01-02", 25.5);
    await add(client, card.id, "2025-01-03", -999);
    const last = await add(client, checking.id, "2025-01-04", -0.5);
    const page = await client.get(TRANSACTIONS, { account: String(checking.id) });
    expect(
      page.body.results.map((t: { id: number; running_balance: number | null }) => [t.id, t.running_balance]),
    ).toEqual([
      [last.id, 115],
      [sameDay.id, 115.5], // same day: the later id is the later transaction
      [first.id, 90],
      [before.id, null], // before the opening date
    ]);
    // Another filter narrows the rows, not the balance.
    const debits = await client.get(TRANSACTIONS, { account: String(checking.id), amount_type: "debit" });
    expect(debits.body.results.map((t: { running_balance: number | null }) => t.running_balance)).toEqual([
      115,
      90,
      null,
    ]);
    // Two accounts, or none: no running balance.
    const both = await client.get(TRANSACTIONS, { account: [String(checking.id), String(card.id)] });
    expect(both.body.results[0]).not.toHaveProperty("running_balance");
  });
});

describe("balance history", () => {
  it("answers the balance at each month's end from the opening month to this month", async () => {
    freezeDateAt("2025-04-10T12:00:00Z");
    const { client } = await ctx.signedIn();
    const checking = await account(client);
    await client.patch(checking.url, { opening_balance: 1000, opening_date: "2025-01-15" });
    await add(client, checking.id, "2025-01-10", -500); // before opening: never counts
    await add(client, checking.id, "2025-01-20", -100);
    await add(client, checking.id, "2025-03-01", 250);
    await add(client, checking.id, "2025-03-31", -0.01);
    const history = await client.get(`${checking.url}balance-history/`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      { month: "2025-01", balance: 900 },
      { month: "2025-02", balance: 900 },
      { month: "2025-03", balance: 1149.99 },
      { month: "2025-04", balance: 1149.99 },
    ]);
  });

  it("starts at the oldest transaction's month when there is no opening date", async () => {
    freezeDateAt("2025-02-10T12:00:00Z");
    const { client } = await ctx.signedIn();
    const checking = await account(client);
    await add(client, checking.id, "2024-12-05", 40);
    expect((await client.get(`${checking.url}balance-history/`)).body).toEqual([
      { month: "2024-12", balance: 40 },
      { month: "2025-01", balance: 40 },
      { month: "2025-02", balance: 40 },
    ]);
  });
});

/** An OFX statement with these transactions and a stated (ledger) balance. */
function ofx(rows: [date: string, amount: string, fitid: string][], balance: string, asOf: string) {
  const transactions = rows
    .map(
      ([date, amount, fitid]) =>
        `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}<NAME>Shop ${fitid}</STMTTRN>`,
    )
    .join("\n");
  return `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>\n${transactions}\n</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>${asOf}</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

async function uploadOfx(client: ApiClient, accountId: number, text: string) {
  const form = new FormData();
  form.set("account_id", String(accountId));
  form.set("file", new Blob([text]), "statement.ofx");
  return client.postForm("/money/api/upload/", form);
}

describe("stated balance check after an OFX upload", () => {
  const statement = ofx(
    [
      ["20250105", "-30.00", "a"],
      ["20250115", "-20.00", "b"],
    ],
    "950.00",
    "20250131120000",
  );

  it("agrees when the opening balance and the statement add up", async () => {
    const { client } = await ctx.signedIn();
    const checking = await account(client);
    await client.patch(checking.url, { opening_balance: 1000, opening_date: "2025-01-01" });
    const response = await uploadOfx(client, checking.id, statement);
    expect(response.body.balance_check).toEqual({
      as_of: "2025-01-31",
      bank_balance: 950,
      our_balance: 950,
      difference: 0,
      since: null,
      message: "The bank says $950.00 on 2025-01-31, and so do we.",
    });
  });

  it("says how much is off and since when (a hand-entered extra transaction on the 10th)", async () => {
    const { client } = await ctx.signedIn();
    const checking = await account(client);
    await client.patch(checking.url, { opening_balance: 1000, opening_date: "2025-01-01" });
    await add(client, checking.id, "2025-01-10", -12.5);
    const response = await uploadOfx(client, checking.id, statement);
    // Both said 970.00 at the end of the 5th; they part after it.
    expect(response.body.balance_check).toEqual({
      as_of: "2025-01-31",
      bank_balance: 950,
      our_balance: 937.5,
      difference: 12.5,
      since: "2025-01-06",
      message: "The bank says $950.00 on 2025-01-31, we have $937.50: $12.50 missing since 2025-01-06.",
    });
  });

  it("is absent for a statement that states no balance (CSV)", async () => {
    const { client } = await ctx.signedIn();
    const checking = await account(client);
    await client.patch(checking.url, {
      amount_field: "Amount",
      transaction_date_field: "Date",
      description_field: "Description",
    });
    const form = new FormData();
    form.set("account_id", String(checking.id));
    form.set("file", new Blob(["Date,Description,Amount\n01/05/2025,Shop,-3.00\n"]), "statement.csv");
    const response = await client.postForm("/money/api/upload/", form);
    expect(response.body).toEqual({ imported: 1, duplicates: 0, skipped: 0, errors: [] });
  });
});
