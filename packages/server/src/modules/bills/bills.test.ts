import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, TEST_TIME_ZONE, type TestContext } from "../../test-support/test-app";
import { autoPayEveryone } from "./bills.service";

const BASE = "/bills/api/v2";
const BILLS = `${BASE}/bill/`;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners in America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

async function createBill(client: ApiClient, body: Record<string, unknown> = {}) {
  const payee = (await client.post(`${BASE}/payee/`, { name: "City Power" })).body;
  const account = (await client.post(`${BASE}/account/`, { name: "Checking" })).body;
  const response = await client.post(BILLS, {
    name: "Electricity",
    pay_to_id: payee.id,
    default_bank_account_id: account.id,
    is_auto_pay: false,
    due_date: "2026-11-30",
    due_amount: 84.1,
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { bill: response.body, payee, account };
}

describe("lookups", () => {
  it("lists statuses and frequencies", async () => {
    const { client } = await ctx.signedIn();
    expect((await client.get(`${BASE}/status/`)).body).toEqual([
      { id: "F", name: "Unpaid" },
      { id: "P", name: "Paid" },
      { id: "S", name: "Skipped" },
    ]);
    expect(
      (await client.get(`${BASE}/frequency/`)).body.map((f: { id: string; ordering: number }) => [f.id, f.ordering]),
    ).toEqual([
      ["D", 1],
      ["W", 5],
      ["M", 10],
      ["Y", 20],
    ]);
  });

  it("payees, categories and accounts are the Money module's rows, reused by name", async () => {
    const { client } = await ctx.signedIn();
    const created = await client.post(`${BASE}/payee/`, { name: "City Power" });
    expect(created.status).toBe(201);
    const again = await client.post(`${BASE}/payee/`, { name: "city power" });
    expect([again.status, again.body]).toEqual([200, { id: created.body.id, name: "City Power" }]);
    expect((await client.get(`/money/api/payee/${created.body.id}/`)).body.name).toBe("City Power");
    const category = (await client.post(`${BASE}/category/`, { name: "Utilities" })).body;
    expect((await client.get("/money/api/category/")).body.map((c: { id: number }) => c.id)).toContain(category.id);
    const account = (await client.post(`${BASE}/account/`, { name: "Checking" })).body;
    expect((await client.get(`${BASE}/account/`)).body).toEqual([account]);
    expect((await client.get(`${BASE}/category/`)).body).toEqual([category]);
  });

  it("a blank name answers 400 and writes nothing", async () => {
    const { user, client } = await ctx.signedIn();
    for (const kind of ["payee", "category", "account"]) {
      const response = await client.post(`${BASE}/${kind}/`, { name: "  " });
      expect([response.status, response.body.fields]).toEqual([400, { name: ["This field may not be blank."] }]);
    }
    expect(await rowCount(ctx.db, "money_payees", { column: "user_id", value: user.id })).toBe(0);
  });
});

describe("bills", () => {
  it("creates a bill with the spec defaults and its first unpaid statement", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    const { bill, payee, account } = await createBill(client, { is_auto_pay: undefined });
    expect(bill).toMatchObject({
      name: "Electricity",
      is_auto_pay: true,
      frequency: { id: "M", name: "Monthly", ordering: 10 },
      frequency_count: 1,
      pay_to: { id: payee.id, name: "City Power" },
      default_bank_account: { id: account.id, name: "Checking" },
      is_active: true,
      is_past_due: false,
      has_next_due_statement: true,
      has_last_paid_statement: false,
      payment_status: "F",
      next_due_statement: { due_date: "2026-11-30", due_amount: 84.1, payment_status: { id: "F" }, comments: "" },
    });
    expect(bill.statements).toHaveLength(1);
    expect((await client.get(BILLS)).body.map((b: { name: string }) => b.name)).toEqual(["Electricity"]);
  });

  it.each([
    [{ name: "" }, "name", "This field may not be blank."],
    [{ frequency_id: "Q" }, "frequency_id", "Choose a frequency from the list."],
    [{ frequency_count: 0 }, "frequency_count", "Use at least 1."],
    [{ external_url: "example.com" }, "external_url", "Use a web address starting with http:// or https://."],
    [{ due_date: "next week" }, "due_date", "Use a date as yyyy-mm-dd."],
    [{ due_amount: -1 }, "due_amount", "Use an amount of 0 or more."],
    [{ pay_to_id: 999_999 }, "pay_to_id", "Choose one from the list."],
  ])("POST %j answers 400 and writes nothing", async (override, field, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(BILLS, { name: "Rent", due_date: "2026-12-01", due_amount: 1200, ...override });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "bills", { column: "user_id", value: user.id })).toBe(0);
    expect(await rowCount(ctx.db, "bill_statements", { column: "user_id", value: user.id })).toBe(0);
  });

  it("paying (even early) brings the next statement due a period later with the same amount", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    const { bill, account } = await createBill(client, { due_date: "2027-01-31" });
    const paid = await client.patch(bill.next_due_statement.url, { payment_status_id: "P" });
    expect(paid.body).toMatchObject({
      payment_status: { id: "P" },
      date_paid: "2026-11-22",
      bank_account: { id: account.id },
    });
    const after = (await client.get(bill.url)).body;
    expect(after).toMatchObject({
      has_last_paid_statement: true,
      next_due_statement: { due_date: "2027-02-28", due_amount: 84.1, payment_status: { id: "F" } },
      last_paid_statement: { due_date: "2027-01-31" },
    });
    // Anchored on Jan 31: Feb 28, then back to Mar 31 (no drift to the 28th).
    await client.patch(after.next_due_statement.url, { due_amount: 90, payment_status_id: "P" });
    const third = (await client.get(bill.url)).body;
    expect(third.next_due_statement).toMatchObject({ due_date: "2027-03-31", due_amount: 90 });
    expect(third.statements.map((s: { due_date: string }) => s.due_date)).toEqual([
      "2027-03-31",
      "2027-02-28",
      "2027-01-31",
    ]);
  });

  it("skips only an unpaid statement (409 otherwise, nothing changed)", async () => {
    const { client } = await ctx.signedIn();
    const { bill } = await createBill(client, { frequency_id: "W", frequency_count: 2, due_date: "2026-12-01" });
    const skipped = await client.patch(bill.next_due_statement.url, { payment_status_id: "S" });
    expect(skipped.body.payment_status).toEqual({ id: "S", name: "Skipped" });
    const next = (await client.get(bill.url)).body.next_due_statement;
    expect(next.due_date).toBe("2026-12-15");
    await client.patch(next.url, { payment_status_id: "P" });
    const refused = await client.patch(next.url, { payment_status_id: "S", comments: "oops" });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("Only an unpaid statement can be skipped.");
    const statement = (await client.get(bill.url)).body.statements.find((s: { id: number }) => s.id === next.id);
    expect(statement).toMatchObject({ payment_status: { id: "P" }, comments: "" });
  });

  it("auto-pay leaves statements due before it was set up due, and pays later ones on their due date", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    // Issue 25: a first due date in the past is shown as due, never silently paid.
    const { bill } = await createBill(client, { is_auto_pay: true, due_date: "2026-09-15" });
    expect(bill).toMatchObject({ is_past_due: true, next_due_statement: { due_date: "2026-09-15" } });
    expect(bill.statements).toHaveLength(1);
    // The owner pays it; the next ones were due before auto-pay was set up too.
    await client.patch(bill.next_due_statement.url, { payment_status_id: "P" });
    expect((await client.get(bill.url)).body.next_due_statement.due_date).toBe("2026-10-15");

    const later = (await createBill(client, { is_auto_pay: true, due_date: "2026-11-30" })).bill;
    freezeDateAt("2026-12-16T18:00:00Z");
    const paid = (await client.get(later.url)).body;
    expect(paid.next_due_statement.due_date).toBe("2026-12-30");
    expect(paid.last_paid_statement).toMatchObject({
      due_date: "2026-11-30",
      date_paid: "2026-11-30",
      auto_paid: true,
    });
  });

  it("turning auto-pay on later pays only what falls due from then on", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    const { bill } = await createBill(client, { is_auto_pay: false, due_date: "2026-11-30" });
    freezeDateAt("2026-12-05T18:00:00Z");
    const on = (await client.patch(bill.url, { is_auto_pay: true })).body;
    expect(on).toMatchObject({ is_past_due: true, next_due_statement: { due_date: "2026-11-30" } });
    await client.patch(on.next_due_statement.url, { payment_status_id: "P" });
    freezeDateAt("2027-01-02T18:00:00Z");
    const after = (await client.get(bill.url)).body;
    expect(after.next_due_statement.due_date).toBe("2027-01-30");
    expect(after.statements.map((s: { auto_paid: boolean }) => s.auto_paid)).toEqual([false, true, false]);
  });

  it("Undo of mark paid reopens the statement, takes back the next one, and auto-pay leaves it alone", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    const { bill } = await createBill(client, { is_auto_pay: true, due_date: "2026-11-30" });
    freezeDateAt("2026-12-02T18:00:00Z");
    const paid = (await client.get(bill.url)).body.last_paid_statement;
    expect(paid).toMatchObject({ due_date: "2026-11-30", auto_paid: true });
    const reopened = await client.patch(paid.url, { payment_status_id: "F" });
    expect(reopened.body).toMatchObject({ payment_status: { id: "F" }, date_paid: null, auto_paid: false });
    const after = (await client.get(bill.url)).body;
    expect(after.statements.map((s: { due_date: string }) => s.due_date)).toEqual(["2026-11-30"]);
    expect(after).toMatchObject({ is_past_due: true, next_due_statement: { due_date: "2026-11-30" } });
  });

  it("the daily pass pays every owner's due statements, reading owners a page at a time", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const owners: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { user, client } = await ctx.signedIn();
      await createBill(client, { is_auto_pay: true, due_date: "2026-11-30" });
      owners.push(user.id);
    }
    freezeDateAt("2026-12-02T18:00:00Z");
    // Pages of 2 over at least 5 owners (others from earlier tests too): every one is reached.
    await autoPayEveryone(ctx.db, TEST_TIME_ZONE, 2);
    const paid = await ctx.db
      .selectFrom("bill_statements")
      .select(["user_id", "due_date"])
      .where("user_id", "in", owners)
      .where("payment_status", "=", "P")
      .orderBy("user_id")
      .execute();
    expect(paid).toEqual(owners.map((user_id) => ({ user_id, due_date: "2026-11-30" })));
  });

  it("a manual bill past its due date is past due", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    const { bill } = await createBill(client, { due_date: "2026-11-20" });
    expect(bill).toMatchObject({ is_past_due: true, payment_status: "F" });
  });

  it("edits fields, deactivates (kept, listed apart) and reactivates; delete removes statements", async () => {
    const { user, client } = await ctx.signedIn();
    const { bill } = await createBill(client);
    const category = (await client.post(`${BASE}/category/`, { name: "Utilities" })).body;
    const patched = await client.patch(bill.url, {
      name: "Power",
      bill_category_id: category.id,
      frequency_id: "Y",
      frequency_count: 1,
      external_url: "https://power.example.com/pay",
      default_bank_account_id: null,
    });
    expect(patched.body).toMatchObject({
      name: "Power",
      bill_category: { id: category.id, name: "Utilities" },
      frequency: { id: "Y" },
      external_url: "https://power.example.com/pay",
      default_bank_account: null,
    });
    await client.patch(bill.url, { is_active: false });
    expect((await client.get(BILLS)).body).toEqual([]);
    expect((await client.get(`${BILLS}?is_active=false`)).body.map((b: { name: string }) => b.name)).toEqual(["Power"]);
    expect((await client.patch(bill.url, { is_active: true })).body.is_active).toBe(true);
    expect((await client.delete(bill.url)).status).toBe(204);
    expect(await rowCount(ctx.db, "bill_statements", { column: "user_id", value: user.id })).toBe(0);
  });

  it("edits a statement's date, amount, account and comments; refuses another owner's account", async () => {
    const { client } = await ctx.signedIn();
    const { bill } = await createBill(client);
    const savings = (await client.post(`${BASE}/account/`, { name: "Savings" })).body;
    const url = bill.next_due_statement.url;
    const edited = await client.patch(url, {
      due_date: "2026-12-02",
      due_amount: 99.99,
      bank_account_id: savings.id,
      comments: "estimate",
    });
    expect(edited.body).toMatchObject({
      due_date: "2026-12-02",
      due_amount: 99.99,
      bank_account: { name: "Savings" },
      comments: "estimate",
    });
    const other = await ctx.signedIn();
    const theirs = (await other.client.post(`${BASE}/account/`, { name: "Theirs" })).body;
    const refused = await client.patch(url, { comments: "changed", bank_account_id: theirs.id });
    expect([refused.status, refused.body.fields]).toEqual([400, { bank_account_id: ["Choose one from the list."] }]);
    const bad = await client.patch(url, { due_amount: 1.234 });
    expect(bad.body.fields).toEqual({ due_amount: ["Use at most 2 decimal places."] });
    expect((await client.get(bill.url)).body.next_due_statement).toMatchObject({
      comments: "estimate",
      due_amount: 99.99,
    });
  });

  it("answers 404 for another owner's bill and statement", async () => {
    const owner = await ctx.signedIn();
    const { bill } = await createBill(owner.client);
    const { client } = await ctx.signedIn();
    expect((await client.get(bill.url)).status).toBe(404);
    expect((await client.patch(bill.url, { name: "Mine" })).status).toBe(404);
    expect((await client.delete(bill.url)).status).toBe(404);
    expect((await client.patch(bill.next_due_statement.url, { comments: "x" })).status).toBe(404);
    expect((await owner.client.get(bill.url)).body.name).toBe("Electricity");
  });

  it("answers 401 without a token", async () => {
    for (const [method, url] of [
      ["GET", `${BASE}/status/`],
      ["GET", `${BASE}/frequency/`],
      ["GET", `${BASE}/payee/`],
      ["POST", `${BASE}/payee/`],
      ["GET", `${BASE}/category/`],
      ["POST", `${BASE}/category/`],
      ["GET", `${BASE}/account/`],
      ["POST", `${BASE}/account/`],
      ["GET", BILLS],
      ["POST", BILLS],
      ["GET", `${BILLS}1/`],
      ["PATCH", `${BILLS}1/`],
      ["DELETE", `${BILLS}1/`],
      ["PATCH", `${BASE}/statement/1/`],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await ctx.anonymous.request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });
});
