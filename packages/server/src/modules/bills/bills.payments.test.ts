import type { BillPayment, BillStatement, PaymentOffer } from "@homebase/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 19 item 4: bills paid from the statement.

const BASE = "/bills/api/v2";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Setup = { client: ApiClient; userId: number; account: { id: number; url: string }; payee: { id: number } };

async function owner(): Promise<Setup> {
  const { client, user } = await ctx.signedIn();
  const payee = (await client.post(`${BASE}/payee/`, { name: "City Power" })).body;
  const account = (await client.post("/money/api/account/", { name: "Checking" })).body;
  const detail = (await client.get(`/money/api/account/${account.id}/`)).body;
  await client.patch(detail.url, {
    transaction_date_field: "Date",
    description_field: "Description",
    amount_field: "Amount",
  });
  return { client, userId: user.id, account: detail, payee };
}

async function addBill(setup: Setup, fields: Record<string, unknown> = {}) {
  const response = await setup.client.post(`${BASE}/bill/`, {
    name: "Electricity",
    pay_to_id: setup.payee.id,
    default_bank_account_id: setup.account.id,
    is_auto_pay: false,
    due_date: "2026-11-30",
    due_amount: 100,
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; url: string };
}

/** Uploads a CSV statement of [date mm/dd/yyyy, description, amount] rows into the account. */
async function upload(setup: Setup, rows: [string, string, string][], accountId = setup.account.id) {
  const form = new FormData();
  form.set("account_id", String(accountId));
  const csv = ["Date,Description,Amount", ...rows.map((row) => row.join(","))].join("\n");
  form.set("file", new Blob([`${csv}\n`]), "statement.csv");
  const response = await setup.client.postForm("/money/api/upload/", form);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { imported: number };
}

const statementsOf = async (client: ApiClient, bill: { url: string }) =>
  ((await client.get(bill.url)).body.statements as BillStatement[]).sort((a, b) =>
    a.due_date.localeCompare(b.due_date),
  );
const offers = async (client: ApiClient) => (await client.get(`${BASE}/offer/`)).body as PaymentOffer[];
const transactionIds = async (client: ApiClient) =>
  ((await client.get("/money/api/transaction/")).body.results as { id: number; transaction_date: string }[]).map(
    (t) => t.id,
  );

describe("a statement import pays bills", () => {
  it("pays the statement, links the transaction both ways and brings the next statement; re-importing pays nothing twice", async () => {
    const setup = await owner();
    const bill = await addBill(setup);
    await upload(setup, [
      ["11/28/2026", "CITY POWER PAYMENT 0193", "-104.20"],
      ["11/28/2026", "Corner Grocery", "-12.00"],
    ]);
    const [paid, next] = await statementsOf(setup.client, bill);
    const [transactionId] = (
      await setup.client.get(`/money/api/transaction/?payee=${setup.payee.id}`)
    ).body.results.map((t: { id: number }) => t.id);
    expect(paid).toMatchObject({
      due_date: "2026-11-30",
      payment_status: { id: "P" },
      date_paid: "2026-11-28",
      amount_paid: 104.2,
      bank_account: { id: setup.account.id, name: "Checking" },
      transaction: {
        id: transactionId,
        transaction_date: "2026-11-28",
        amount: -104.2,
        payee: "City Power",
        account: "Checking",
      },
    });
    expect(next).toMatchObject({ due_date: "2026-12-30", payment_status: { id: "F" }, transaction: null });
    // The other way: the transaction's bill.
    const payments = await setup.client.get(`${BASE}/payment/?transaction_id=${transactionId}`);
    expect(payments.body as BillPayment[]).toEqual([
      {
        transaction_id: transactionId,
        statement_id: paid!.id,
        due_date: "2026-11-30",
        bill: { id: bill.id, name: "Electricity" },
      },
    ]);

    // The same statement again, with one row more: nothing is paid twice.
    const again = await upload(setup, [
      ["11/28/2026", "CITY POWER PAYMENT 0193", "-104.20"],
      ["11/28/2026", "Corner Grocery", "-12.00"],
      ["11/29/2026", "Corner Grocery", "-3.00"],
    ]);
    expect(again.imported).toBe(1);
    const after = await statementsOf(setup.client, bill);
    expect(after.map((s) => [s.due_date, s.payment_status.id])).toEqual([
      ["2026-11-30", "P"],
      ["2026-12-30", "F"],
    ]);
    expect(await offers(setup.client)).toEqual([]);
  });

  it("matches the payee through its aliases", async () => {
    const setup = await owner();
    await upload(setup, [["10/02/2026", "CPWR ONLINE", "-5.00"]]);
    const other = (await setup.client.get("/money/api/payee/")).body.find(
      (p: { name: string }) => p.name !== "City Power",
    );
    const merged = await setup.client.post(`/money/api/payee/${setup.payee.id}/merge/`, { payee_ids: [other.id] });
    expect(merged.status, JSON.stringify(merged.body)).toBeLessThan(300);
    const bill = await addBill(setup);
    await upload(setup, [["11/29/2026", "CPWR ONLINE", "-99.00"]]);
    expect((await statementsOf(setup.client, bill))[0]).toMatchObject({ payment_status: { id: "P" }, amount_paid: 99 });
  });

  it("pays within 10 % of the due amount only, and any amount when the bill has none", async () => {
    for (const [amount, due, pays] of [
      ["-110.00", 100, true],
      ["-90.00", 100, true],
      ["-110.01", 100, false],
      ["-89.99", 100, false],
      ["-1234.56", 0, true],
    ] as const) {
      const setup = await owner();
      const bill = await addBill(setup, { due_amount: due });
      await upload(setup, [["11/30/2026", "City Power", amount]]);
      const [first] = await statementsOf(setup.client, bill);
      expect([amount, first!.payment_status.id, first!.transaction !== null]).toEqual([amount, pays ? "P" : "F", pays]);
    }
  });

  it("pays from 10 days before to 5 days after the due date", async () => {
    for (const [date, pays] of [
      ["11/20/2026", true],
      ["12/05/2026", true],
      ["11/19/2026", false],
      ["12/06/2026", false],
    ] as const) {
      const setup = await owner();
      const bill = await addBill(setup);
      await upload(setup, [[date, "City Power", "-100.00"]]);
      expect([date, (await statementsOf(setup.client, bill))[0]!.payment_status.id]).toEqual([date, pays ? "P" : "F"]);
    }
  });

  it("never pays with money coming in, nor another owner's bill", async () => {
    const setup = await owner();
    const theirs = await owner();
    const theirBill = await addBill(theirs);
    const mine = await addBill(setup);
    await upload(setup, [["11/30/2026", "City Power", "100.00"]]);
    expect((await statementsOf(setup.client, mine))[0]!.payment_status.id).toBe("F");
    await upload(setup, [["11/29/2026", "City Power", "-100.00"]]);
    expect((await statementsOf(setup.client, mine))[0]!.payment_status.id).toBe("P");
    expect((await statementsOf(theirs.client, theirBill)).map((s) => s.payment_status.id)).toEqual(["F"]);
    expect(await offers(theirs.client)).toEqual([]);
  });
});

describe("ambiguous matches are offered", () => {
  it("two candidate transactions: offered, not applied; accepting one pays with it", async () => {
    const setup = await owner();
    const bill = await addBill(setup);
    await upload(setup, [
      ["11/27/2026", "City Power", "-100.00"],
      ["11/29/2026", "City Power", "-101.00"],
    ]);
    expect((await statementsOf(setup.client, bill)).map((s) => s.payment_status.id)).toEqual(["F"]);
    const offered = await offers(setup.client);
    expect(offered.map((o) => [o.bill.name, o.statement.due_date, o.transaction.amount])).toEqual([
      ["Electricity", "2026-11-30", -100],
      ["Electricity", "2026-11-30", -101],
    ]);
    // Another owner can neither accept nor dismiss it.
    const stranger = (await ctx.signedIn()).client;
    expect((await stranger.post(offered[1]!.accept_url, {})).status).toBe(404);
    expect((await stranger.delete(offered[1]!.url)).status).toBe(404);

    const accepted = await setup.client.post(offered[1]!.accept_url, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      payment_status: { id: "P" },
      amount_paid: 101,
      transaction: { id: offered[1]!.transaction.id },
    });
    expect(await offers(setup.client)).toEqual([]);
    expect((await statementsOf(setup.client, bill)).map((s) => s.payment_status.id)).toEqual(["P", "F"]);
    // Settled: accepting again is a conflict or gone.
    expect((await setup.client.post(offered[0]!.accept_url, {})).status).toBe(404);
  });

  it("two candidate bills: offered; a dismissed offer is not offered again", async () => {
    const setup = await owner();
    const power = await addBill(setup);
    const other = await addBill(setup, { name: "Streetlights" });
    await upload(setup, [["11/30/2026", "City Power", "-100.00"]]);
    const offered = await offers(setup.client);
    expect(offered.map((o) => o.bill.name).sort()).toEqual(["Electricity", "Streetlights"]);
    for (const bill of [power, other]) {
      expect((await statementsOf(setup.client, bill))[0]!.payment_status.id).toBe("F");
    }
    const dismissed = await setup.client.delete(offered.find((o) => o.bill.name === "Streetlights")!.url);
    expect(dismissed.status).toBe(204);
    // Still two candidates for the pass (the dismissed pair stays the owner's decision): nothing applied.
    await upload(setup, [["12/01/2026", "Corner Grocery", "-3.00"]]);
    expect((await offers(setup.client)).map((o) => o.bill.name)).toEqual(["Electricity"]);
    expect((await statementsOf(setup.client, power))[0]!.payment_status.id).toBe("F");
  });

  it("answers 401 without a token, 400 for bad ids, 404 for an unknown offer", async () => {
    const { client } = await ctx.signedIn();
    expect((await ctx.anonymous.get(`${BASE}/offer/`)).status).toBe(401);
    expect((await ctx.anonymous.post(`${BASE}/offer/1/accept/`, {})).status).toBe(401);
    expect((await ctx.anonymous.delete(`${BASE}/offer/1/`)).status).toBe(401);
    expect((await ctx.anonymous.get(`${BASE}/payment/?transaction_id=1`)).status).toBe(401);
    const bad = await client.get(`${BASE}/payment/?transaction_id=abc`);
    expect([bad.status, bad.body.fields]).toEqual([400, { transaction_id: ["Use transaction ids (whole numbers)."] }]);
    expect((await client.post(`${BASE}/offer/999999/accept/`, {})).status).toBe(404);
  });
});

describe("paid by hand from an account", () => {
  it("links the transaction when it arrives, without paying again", async () => {
    const setup = await owner();
    const bill = await addBill(setup);
    const [first] = await statementsOf(setup.client, bill);
    const marked = await setup.client.patch(first!.url, {
      payment_status_id: "P",
      date_paid: "2026-11-26",
      bank_account_id: setup.account.id,
    });
    expect(marked.body).toMatchObject({ payment_status: { id: "P" }, transaction: null });
    await upload(setup, [["11/27/2026", "City Power", "-98.00"]]);
    const statements = await statementsOf(setup.client, bill);
    expect(statements.map((s) => [s.due_date, s.payment_status.id, s.date_paid])).toEqual([
      ["2026-11-30", "P", "2026-11-26"],
      ["2026-12-30", "F", null],
    ]);
    expect(statements[0]).toMatchObject({ amount_paid: 98, transaction: { amount: -98 } });
    expect(await rowCount(ctx.db, "bill_statements", { column: "user_id", value: setup.userId })).toBe(2);
  });

  it("links a transaction already in the ledger when the owner marks the statement paid from its account", async () => {
    const setup = await owner();
    const bill = await addBill(setup);
    const added = await setup.client.post("/money/api/transaction/", {
      account_id: setup.account.id,
      payee_id: setup.payee.id,
      transaction_date: "2026-11-25",
      amount: -100,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [first] = await statementsOf(setup.client, bill);
    expect(first!.payment_status.id).toBe("F");
    const marked = await setup.client.patch(first!.url, { payment_status_id: "P", bank_account_id: setup.account.id });
    expect(marked.body).toMatchObject({
      payment_status: { id: "P" },
      transaction: { id: added.body.id },
      amount_paid: 100,
    });
    expect((await statementsOf(setup.client, bill)).map((s) => s.payment_status.id)).toEqual(["P", "F"]);
  });

  it("reopening forgets the transaction that paid the statement", async () => {
    const setup = await owner();
    const bill = await addBill(setup);
    await upload(setup, [["11/29/2026", "City Power", "-100.00"]]);
    const [paid, next] = await statementsOf(setup.client, bill);
    expect(paid!.payment_status.id).toBe("P");
    const reopened = await setup.client.patch(paid!.url, { payment_status_id: "F" });
    expect(reopened.body).toMatchObject({ payment_status: { id: "F" }, transaction: null, amount_paid: null });
    expect((await statementsOf(setup.client, bill)).map((s) => s.id)).toEqual([paid!.id]);
    expect(next).toBeDefined();
    // Marked paid again: the transaction the owner took back is not linked again.
    await setup.client.patch(paid!.url, { payment_status_id: "P", bank_account_id: setup.account.id });
    expect((await statementsOf(setup.client, bill))[0]).toMatchObject({
      payment_status: { id: "P" },
      transaction: null,
    });
    expect(await transactionIds(setup.client)).toHaveLength(1);
  });
});
