import { MONTH_NAMES, TRANSACTION_FILTER_KEYS, type TransactionFilterKey } from "@homebase/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// The list, summary and filters endpoints against a plain in-memory computation over a random
// ledger: faceting (options reflect every *other* filter), AND across keys, OR within a key.

const TRANSACTIONS = "/money/api/transaction/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A small deterministic PRNG so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Local = {
  id: number;
  account: number;
  payee: number;
  category: number;
  parent_category: number;
  tags: number[];
  year: number;
  month: number;
  amount_type: "credit" | "debit";
  cents: number;
  date: string;
  included: boolean;
};

async function randomLedger(client: ApiClient, seed: number) {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  const accounts = [];
  for (const name of ["Checking", "Savings", "Card"])
    accounts.push((await client.post("/money/api/account/", { name })).body);
  const food = (await client.post("/money/api/category/", { name: "Food", is_parent: true })).body;
  const home = (await client.post("/money/api/category/", { name: "Home", is_parent: true })).body;
  const categories = [
    (await client.post("/money/api/category/", { name: "Groceries", parent_category_id: food.id })).body,
    (await client.post("/money/api/category/", { name: "Dining", parent_category_id: food.id })).body,
    (await client.post("/money/api/category/", { name: "Rent", parent_category_id: home.id })).body,
    // Transfers between own accounts stay out of the total.
    (await client.post("/money/api/category/", { name: "Transfer", is_included: false })).body,
    null,
  ];
  // biome-ignore lint/suspicious/noExplicitAny: API bodies
  const payees: any[] = [null];
  for (const name of ["Market", "Cafe", "Landlord", "Bank", "Employer"])
    payees.push((await client.post("/money/api/payee/", { name })).body);
  const tags = [];
  for (const name of ["Trip", "Work", "Gift", "Tax"]) tags.push((await client.post("/money/api/tag/", { name })).body);

  const local: Local[] = [];
  for (let i = 0; i < 140; i++) {
    const account = pick(accounts);
    const payee = pick(payees);
    const category = pick(categories);
    const date = `${2022 + Math.floor(next() * 4)}-${String(1 + Math.floor(next() * 12)).padStart(2, "0")}-${String(1 + Math.floor(next() * 28)).padStart(2, "0")}`;
    const cents = (next() < 0.3 ? 1 : -1) * (1 + Math.floor(next() * 50_000));
    const t = (
      await client.post(TRANSACTIONS, {
        account_id: account.id,
        payee_id: payee?.id ?? null,
        category_id: category?.id ?? null,
        transaction_date: date,
        amount: cents / 100,
      })
    ).body;
    const tagIds = tags.filter(() => next() < 0.25).map((tag) => tag.id);
    if (tagIds.length > 0) await client.patch(`${t.url}patch-tags/`, { ids: tagIds });
    local.push({
      id: t.id,
      account: account.id,
      payee: payee?.id ?? 0,
      category: category?.id ?? 0,
      parent_category: category?.parent_category?.id ?? 0,
      tags: tagIds,
      year: Number(date.slice(0, 4)),
      month: Number(date.slice(5, 7)),
      amount_type: cents >= 0 ? "credit" : "debit",
      cents,
      date,
      included: category?.is_included ?? true,
    });
  }
  return { local, next, pick };
}

type Selection = Partial<Record<TransactionFilterKey, string[]>>;
const valuesOf = (t: Local, key: TransactionFilterKey): string[] =>
  key === "tag" ? t.tags.map(String) : [String(t[key])].filter((v) => v !== "0");
const matches = (t: Local, selection: Selection, except?: TransactionFilterKey) =>
  TRANSACTION_FILTER_KEYS.every((key) => {
    const selected = selection[key];
    if (key === except || !selected || selected.length === 0) return true;
    return valuesOf(t, key).some((value) => selected.includes(value));
  });
const query = (selection: Selection, page?: number) => {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(selection)) for (const value of values ?? []) params.append(key, value);
  if (page) params.set("page", String(page));
  return `?${params}`;
};
const newestFirst = (a: Local, b: Local) => b.date.localeCompare(a.date) || b.id - a.id;

describe("faceted filters, list and summary", () => {
  it("agree with an in-memory computation for random filter combinations", async () => {
    const { client } = await ctx.signedIn();
    const { local, next, pick } = await randomLedger(client, 20_261_122);
    for (let round = 0; round < 25; round++) {
      // Choose 0–3 keys and 1–2 values for each, from values that exist (sometimes one with no match left).
      const selection: Selection = {};
      const keys = TRANSACTION_FILTER_KEYS.filter(() => next() < 0.3).slice(0, 3);
      for (const key of keys) {
        const present = [...new Set(local.flatMap((t) => valuesOf(t, key)))];
        selection[key] = [...new Set([pick(present), ...(next() < 0.4 ? [pick(present)] : [])])];
      }
      const expected = local.filter((t) => matches(t, selection)).sort(newestFirst);

      const summary = (await client.get(`${TRANSACTIONS}summary/${query(selection)}`)).body;
      expect(summary.record_count).toBe(expected.length);
      const total = expected.filter((t) => t.included).reduce((sum, t) => sum + t.cents, 0);
      expect(Math.round(summary.total_amount * 100)).toBe(total);

      const list = await client.get(`${TRANSACTIONS}${query(selection)}`);
      expect(list.status).toBe(200);
      expect(list.body.pagination.count).toBe(expected.length);
      expect(list.body.results.map((t: { id: number }) => t.id)).toEqual(expected.slice(0, 50).map((t) => t.id));

      const filters = (await client.get(`${TRANSACTIONS}filters/${query(selection)}`)).body;
      expect(filters.map((f: { key: string }) => f.key)).toEqual([...TRANSACTION_FILTER_KEYS]);
      for (const filter of filters as {
        key: TransactionFilterKey;
        options: { option_key: string; count: number }[];
        selected: string[];
      }[]) {
        const counts = new Map<string, number>();
        for (const t of local.filter((t) => matches(t, selection, filter.key))) {
          for (const value of valuesOf(t, filter.key)) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        for (const value of selection[filter.key] ?? []) if (!counts.has(value)) counts.set(value, 0);
        const got = new Map(filter.options.map((o) => [o.option_key, o.count]));
        expect(got, `${filter.key} with ${JSON.stringify(selection)}`).toEqual(counts);
        expect(filter.selected).toEqual(selection[filter.key] ?? []);
      }
    }
  });

  it("labels options: 'child (parent)', month names, years newest first, Credit/Debit", async () => {
    const { client } = await ctx.signedIn();
    await randomLedger(client, 7);
    const filters = (await client.get(`${TRANSACTIONS}filters/`)).body as {
      key: string;
      name: string;
      options: { option_key: string; option_value: string }[];
    }[];
    const byKey = Object.fromEntries(filters.map((f) => [f.key, f]));
    expect(byKey.category?.options.map((o) => o.option_value)).toEqual([
      "Dining (Food)",
      "Groceries (Food)",
      "Rent (Home)",
      "Transfer",
    ]);
    expect(byKey.parent_category?.options.map((o) => o.option_value)).toEqual(["Food", "Home"]);
    expect(byKey.year?.options.map((o) => o.option_key)).toEqual(["2025", "2024", "2023", "2022"]);
    expect(byKey.month?.options.map((o) => o.option_value)).toEqual([...MONTH_NAMES]);
    expect(byKey.amount_type?.options).toMatchObject([
      { option_key: "credit", option_value: "Credit" },
      { option_key: "debit", option_value: "Debit" },
    ]);
    expect(filters.map((f) => f.name)).toEqual([
      "Account",
      "Payee",
      "Category",
      "Parent Category",
      "Tag",
      "Year",
      "Month",
      "Type",
    ]);
  });

  it("paginates by 50, newest first, with links that keep the filters; past the end is 404", async () => {
    const { client } = await ctx.signedIn();
    const { local } = await randomLedger(client, 99);
    const debit = local.filter((t) => t.amount_type === "debit").sort(newestFirst);
    const pages = Math.ceil(debit.length / 50);
    expect(pages).toBeGreaterThan(1);
    const last = (await client.get(`${TRANSACTIONS}${query({ amount_type: ["debit"] }, pages)}`)).body;
    expect(last.pagination).toMatchObject({ count: debit.length, page: pages, num_pages: pages, next: null });
    expect(last.pagination.previous).toBe(`http://localhost:80${TRANSACTIONS}?amount_type=debit&page=${pages - 1}`);
    expect(last.results.map((t: { id: number }) => t.id)).toEqual(debit.slice((pages - 1) * 50).map((t) => t.id));
    const beyond = await client.get(`${TRANSACTIONS}${query({ amount_type: ["debit"] }, pages + 1)}`);
    expect(beyond.status).toBe(404);
    const empty = (await client.get(`${TRANSACTIONS}${query({ year: ["1999"] })}`)).body;
    expect(empty.pagination).toMatchObject({ count: 0, num_pages: 1, page: 1 });
  });

  it("totals per month for the chart, income and spending apart", async () => {
    const { client } = await ctx.signedIn();
    const { local } = await randomLedger(client, 5);
    const months = (await client.get(`${TRANSACTIONS}monthly/${query({ year: ["2023"] })}`)).body;
    const expected = new Map<string, { income: number; spending: number }>();
    for (const t of local.filter((t) => t.year === 2023)) {
      const key = t.date.slice(0, 7);
      const entry = expected.get(key) ?? { income: 0, spending: 0 };
      if (t.cents >= 0) entry.income += t.cents;
      else entry.spending -= t.cents;
      expected.set(key, entry);
    }
    expect(months.map((m: { month: string }) => m.month)).toEqual([...expected.keys()].sort());
    for (const m of months) {
      expect(Math.round(m.income * 100)).toBe(expected.get(m.month)?.income);
      expect(Math.round(m.spending * 100)).toBe(expected.get(m.month)?.spending);
    }
  });

  it.each([
    ["account=abc", "account", "Choose one from the list."],
    ["payee=999999", "payee", "Choose one from the list."],
    ["year=24", "year", "Use a year like 2024."],
    ["month=13", "month", "Use a month number from 1 to 12."],
    ["amount_type=refund", "amount_type", "Choose credit or debit."],
    ["page=0", "page", "Use a page number."],
  ])("?%s answers 400 with a field error", async (search, field, message) => {
    const { client } = await ctx.signedIn();
    for (const path of ["", "summary/", "filters/"]) {
      const response = await client.get(`${TRANSACTIONS}${path}?${search}`);
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toEqual([message]);
    }
  });

  it("refuses another owner's ids as filter values", async () => {
    const other = await ctx.signedIn();
    const account = (await other.client.post("/money/api/account/", { name: "Theirs" })).body;
    const { client } = await ctx.signedIn();
    const response = await client.get(`${TRANSACTIONS}?account=${account.id}`);
    expect([response.status, response.body.fields]).toEqual([400, { account: ["Choose one from the list."] }]);
  });

  it("a change shows up in the list, summary and filters at once", async () => {
    const { client } = await ctx.signedIn();
    const account = (await client.post("/money/api/account/", { name: "Cash" })).body;
    const excluded = (await client.post("/money/api/category/", { name: "Transfer", is_included: false })).body;
    const t = (await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-05-01", amount: -20 }))
      .body;
    expect((await client.get(`${TRANSACTIONS}summary/`)).body).toEqual({ record_count: 1, total_amount: -20 });
    await client.patch(t.url, { category_id: excluded.id });
    expect((await client.get(`${TRANSACTIONS}summary/`)).body).toEqual({ record_count: 1, total_amount: 0 });
    await client.patch(excluded.url, { is_included: true });
    expect((await client.get(`${TRANSACTIONS}summary/`)).body).toEqual({ record_count: 1, total_amount: -20 });
    await client.delete(t.url);
    expect((await client.get(`${TRANSACTIONS}summary/`)).body).toEqual({ record_count: 0, total_amount: 0 });
    const filters = (await client.get(`${TRANSACTIONS}filters/`)).body;
    expect(filters.every((f: { options: unknown[] }) => f.options.length === 0)).toBe(true);
  });
});
