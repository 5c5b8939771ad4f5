import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 24 §1: GET /money/api/transaction/?search=… over description, payee, notes and amount,
// combined with the facets, flowing through the list, summary and filters endpoints alike.

const TRANSACTIONS = "/money/api/transaction/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A small ledger: descriptions come from a statement upload, notes and payees from the API. */
async function ledger(client: ApiClient) {
  const checking = (await client.post("/money/api/account/", { name: "Checking" })).body;
  const card = (await client.post("/money/api/account/", { name: "Card" })).body;
  const cafe = (await client.post("/money/api/payee/", { name: "Blue Bottle Coffee" })).body;
  const market = (await client.post("/money/api/payee/", { name: "Corner Market" })).body;
  const csv = [
    "Date,Description,Amount",
    "01/05/2025,STARBUCKS STORE 1234,-4.75",
    "01/06/2025,Shell Oil 5551,-40.00",
    "01/07/2025,PAYROLL ACME CORP,2500.00",
    "02/03/2025,Café Crème Paris,-12.50",
  ].join("\n");
  await client.patch(checking.url, {
    transaction_date_field: "Date",
    description_field: "Description",
    amount_field: "Amount",
    date_format: "MM/DD/YYYY",
  });
  const form = new FormData();
  form.set("account_id", String(checking.id));
  form.set("file", new Blob([csv]), "statement.csv");
  expect((await client.postForm("/money/api/upload/", form)).body.imported).toBe(4);
  const add = async (body: object) => (await client.post(TRANSACTIONS, body)).body;
  const latte = await add({ account_id: card.id, payee_id: cafe.id, transaction_date: "2025-02-10", amount: -12.5 });
  const refund = await add({
    account_id: card.id,
    transaction_date: "2025-02-11",
    amount: 12.5,
    notes: "coffee refund",
  });
  const groceries = await add({
    account_id: checking.id,
    payee_id: market.id,
    transaction_date: "2025-03-01",
    amount: -80.2,
    notes: "Weekly shop",
  });
  return { checking, card, cafe, market, latte, refund, groceries };
}

const ids = (response: { body: { results: { id: number }[] } }) => response.body.results.map((t) => t.id);
const descriptions = (response: { body: { results: { original_description: string }[] } }) =>
  response.body.results.map((t) => t.original_description);

describe("transaction search", () => {
  it("finds text in descriptions (any letter case, accents kept), payee names and notes", async () => {
    const { client } = await ctx.signedIn();
    const { latte, refund, groceries } = await ledger(client);
    expect(descriptions(await client.get(TRANSACTIONS, { search: "starbucks" }))).toEqual(["STARBUCKS STORE 1234"]);
    expect(descriptions(await client.get(TRANSACTIONS, { search: "CAFÉ crème" }))).toEqual(["Café Crème Paris"]);
    // "coffee": the payee's name on one, the notes on another.
    expect(ids(await client.get(TRANSACTIONS, { search: "coffee" }))).toEqual([refund.id, latte.id]);
    expect(ids(await client.get(TRANSACTIONS, { search: "  weekly SHOP " }))).toEqual([groceries.id]);
    expect((await client.get(TRANSACTIONS, { search: "nothing like this" })).body.results).toEqual([]);
  });

  it("matches an amount exactly, either sign, however it is written", async () => {
    const { client } = await ctx.signedIn();
    const { latte, refund } = await ledger(client);
    const expected = [refund.id, latte.id];
    for (const search of ["12.50", "12.5", "$12.50", "-12.50"]) {
      const found = await client.get(TRANSACTIONS, { search });
      expect(found.body.results.map((t: { id: number }) => t.id).filter((id: number) => expected.includes(id))).toEqual(
        expected,
      );
      // Plus the uploaded "Café Crème Paris" at -12.50; never 1250 or 2500.00.
      expect(descriptions(found).filter((d) => d !== "")).toEqual(["Café Crème Paris"]);
    }
    expect(descriptions(await client.get(TRANSACTIONS, { search: "2,500" }))).toEqual(["PAYROLL ACME CORP"]);
  });

  it("combines with the facets in the list, the summary and the filters", async () => {
    const { client } = await ctx.signedIn();
    const { card, latte } = await ledger(client);
    const query = { search: "12.50", account: String(card.id), amount_type: "debit" };
    expect(ids(await client.get(TRANSACTIONS, query))).toEqual([latte.id]);
    expect((await client.get(`${TRANSACTIONS}summary/`, query)).body).toEqual({ record_count: 1, total_amount: -12.5 });
    const filters = (await client.get(`${TRANSACTIONS}filters/`, { search: "12.50" })).body as {
      key: string;
      options: { option_key: string; count: number }[];
    }[];
    // The facets count only what the search found: two at Card, one at Checking.
    const accounts = filters.find((filter) => filter.key === "account")!.options;
    expect(accounts.map((option) => option.count).sort()).toEqual([1, 2]);
    const types = filters.find((filter) => filter.key === "amount_type")!.options;
    expect(Object.fromEntries(types.map((option) => [option.option_key, option.count]))).toEqual({
      credit: 1,
      debit: 2,
    });
  });

  it("finds a note written after the ledger was read (the index follows the edit)", async () => {
    const { client } = await ctx.signedIn();
    const { groceries } = await ledger(client);
    expect((await client.get(TRANSACTIONS, { search: "birthday" })).body.results).toEqual([]);
    await client.patch(groceries.url, { notes: "Birthday cake" });
    expect(ids(await client.get(TRANSACTIONS, { search: "birthday" }))).toEqual([groceries.id]);
  });

  it("finds every row of a description many rows share, and a note many rows share", async () => {
    const { client } = await ctx.signedIn();
    const account = (await client.post("/money/api/account/", { name: "Checking" })).body;
    await client.patch(account.url, {
      transaction_date_field: "Date",
      description_field: "Description",
      amount_field: "Amount",
      date_format: "MM/DD/YYYY",
    });
    // The index keeps each distinct description once; rows point at it.
    const lines = Array.from({ length: 30 }, (_, i) => {
      const description = i % 3 === 0 ? "NETFLIX.COM" : i % 3 === 1 ? `CHECKCARD REF ${1000 + i}` : "NETFLIX.COM";
      return `01/${String(1 + (i % 28)).padStart(2, "0")}/2025,${description},-${10 + i}.99`;
    });
    const form = new FormData();
    form.set("account_id", String(account.id));
    form.set("file", new Blob([["Date,Description,Amount", ...lines].join("\n")]), "statement.csv");
    expect((await client.postForm("/money/api/upload/", form)).body.imported).toBe(30);
    expect((await client.get(`${TRANSACTIONS}summary/`, { search: "netflix" })).body.record_count).toBe(20);
    expect((await client.get(`${TRANSACTIONS}summary/`, { search: "ref 10" })).body.record_count).toBe(10);

    const rows = (await client.get(TRANSACTIONS, { search: "netflix" })).body.results as { url: string }[];
    for (const row of rows.slice(0, 4)) await client.patch(row.url, { notes: "Shared plan" });
    expect((await client.get(`${TRANSACTIONS}summary/`, { search: "shared plan" })).body.record_count).toBe(4);
    // Rewriting one of them leaves the others' (same string) alone.
    await client.patch(rows[0]!.url, { notes: "Family plan" });
    expect((await client.get(`${TRANSACTIONS}summary/`, { search: "shared plan" })).body.record_count).toBe(3);
    expect((await client.get(`${TRANSACTIONS}summary/`, { search: "family" })).body.record_count).toBe(1);
  });

  it("forgets a note once it is cleared, and finds one added to a row without notes", async () => {
    const { client } = await ctx.signedIn();
    const { latte, groceries } = await ledger(client);
    await client.patch(groceries.url, { notes: "" });
    expect((await client.get(TRANSACTIONS, { search: "weekly" })).body.results).toEqual([]);
    await client.patch(latte.url, { notes: "Oat milk" });
    expect(ids(await client.get(TRANSACTIONS, { search: "oat milk" }))).toEqual([latte.id]);
    // The same answers from an index built afresh (deleting a tag is a ledger write: a rebuild).
    const tag = (await client.post("/money/api/tag/", { name: "Unused" })).body;
    expect((await client.delete(tag.url)).status).toBe(204);
    expect(ids(await client.get(TRANSACTIONS, { search: "oat milk" }))).toEqual([latte.id]);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(TRANSACTIONS, { search: "coffee" })).status).toBe(401);
  });

  it("does not find another owner's transactions", async () => {
    const { client: owner } = await ctx.signedIn();
    await ledger(owner);
    const { client: other } = await ctx.signedIn();
    expect((await other.get(TRANSACTIONS, { search: "coffee" })).body.results).toEqual([]);
    expect((await other.get(`${TRANSACTIONS}summary/`, { search: "coffee" })).body.record_count).toBe(0);
  });

  it("refuses a search over 200 characters (400, with the field)", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.get(TRANSACTIONS, { search: "x".repeat(201) });
    expect(response.status).toBe(400);
    expect(response.body.fields.search).toEqual(["Use at most 200 characters."]);
  });
});
