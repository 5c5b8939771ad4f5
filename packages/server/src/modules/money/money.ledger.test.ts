import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const ACCOUNTS = "/money/api/account/";
const CATEGORIES = "/money/api/category/";
const PAYEES = "/money/api/payee/";
const TAGS = "/money/api/tag/";
const TRANSACTIONS = "/money/api/transaction/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function ledger(client: ApiClient) {
  const account = (await client.post(ACCOUNTS, { name: "Checking" })).body;
  const food = (await client.post(CATEGORIES, { name: "Food", is_parent: true })).body;
  const groceries = (await client.post(CATEGORIES, { name: "Groceries", parent_category_id: food.id })).body;
  const payee = (await client.post(PAYEES, { name: "Corner Market", default_category_id: groceries.id })).body;
  return { account, food, groceries, payee };
}

describe("accounts", () => {
  it("creates, lists, renames, saves upload settings and deletes an unused account", async () => {
    const { client } = await ctx.signedIn();
    const created = await client.post(ACCOUNTS, { name: "Checking" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Checking",
      is_active: true,
      date_format: "MM/DD/YYYY",
      amount_field: "",
    });
    const patched = await client.patch(created.body.url, {
      name: "Everyday",
      amount_field: "Amount",
      date_format: "YYYY-MM-DD",
    });
    expect(patched.body).toMatchObject({ name: "Everyday", amount_field: "Amount", date_format: "YYYY-MM-DD" });
    expect((await client.get(ACCOUNTS)).body.map((a: { name: string }) => a.name)).toEqual(["Everyday"]);
    expect((await client.delete(created.body.url)).status).toBe(204);
    expect((await client.get(created.body.url)).status).toBe(404);
  });

  it("refuses to delete an account with transactions (409) and keeps everything", async () => {
    const { client } = await ctx.signedIn();
    const { account } = await ledger(client);
    await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-01-02", amount: -5 });
    const response = await client.delete(account.url);
    expect(response.status).toBe(409);
    expect(response.body.detail).toMatch(/1 transaction;/);
    expect((await client.get(account.url)).body.transaction_count).toBe(1);
  });

  it.each([
    [{ name: "" }, "name", "This field may not be blank."],
    [{ name: "checking" }, "name", "You already have an account with this name."],
    [{}, "name", "This field is required."],
  ])("POST %j answers 400 and writes nothing", async (body, field, message) => {
    const { user, client } = await ctx.signedIn();
    await client.post(ACCOUNTS, { name: "Checking" });
    const response = await client.post(ACCOUNTS, body);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "money_accounts", { column: "user_id", value: user.id })).toBe(1);
  });

  it("PATCH with a bad field answers 400 and changes nothing", async () => {
    const { client } = await ctx.signedIn();
    const account = (await client.post(ACCOUNTS, { name: "Checking" })).body;
    const response = await client.patch(account.url, { name: "Savings", amount_field: "x".repeat(101) });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ amount_field: ["Use at most 100 characters."] });
    expect((await client.get(account.url)).body.name).toBe("Checking");
  });
});

describe("categories", () => {
  it("builds a parent/child tree, lists parents with their children, and edits a child", async () => {
    const { client } = await ctx.signedIn();
    const { food, groceries } = await ledger(client);
    const home = (await client.post(CATEGORIES, { name: "Home", is_parent: true, is_included: true })).body;
    const list = (await client.get(CATEGORIES)).body;
    expect(list.map((c: { name: string }) => c.name)).toEqual(["Food", "Groceries", "Home"]);
    expect(list[0]).toMatchObject({ is_parent: true, children: [{ id: groceries.id, name: "Groceries" }] });
    expect(list[1]).toMatchObject({ parent_category: { id: food.id, name: "Food" }, is_included: true });
    const patched = await client.patch(groceries.url, {
      name: "Supermarket",
      is_included: false,
      parent_category_id: home.id,
    });
    expect(patched.body).toMatchObject({ name: "Supermarket", is_included: false, parent_category: { name: "Home" } });
  });

  it.each([
    [
      { name: "Cars", is_parent: true, parent_category_id: "parent" },
      "parent_category_id",
      "A parent category cannot have a parent.",
    ],
    [{ name: "Fuel", parent_category_id: "child" }, "parent_category_id", "Choose one from the list."],
    [{ name: "Fuel", parent_category_id: "foreign" }, "parent_category_id", "Choose one from the list."],
    [{ name: "groceries", parent_category_id: "parent" }, "name", "A category with this name already exists here."],
    [{ name: " ", parent_category_id: "parent" }, "name", "This field may not be blank."],
    [{ name: "Fuel", is_included: "yes" }, "is_included", "Choose yes or no."],
  ])("POST %j answers 400 and writes nothing", async (body, field, message) => {
    const { user, client } = await ctx.signedIn();
    const { food, groceries } = await ledger(client);
    const other = await ctx.signedIn();
    const foreign = (await other.client.post(CATEGORIES, { name: "Theirs", is_parent: true })).body;
    const ids: Record<string, number> = { parent: food.id, child: groceries.id, foreign: foreign.id };
    const payload = { ...body } as Record<string, unknown>;
    if (typeof payload.parent_category_id === "string") payload.parent_category_id = ids[payload.parent_category_id];
    const response = await client.post(CATEGORIES, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "money_categories", { column: "user_id", value: user.id })).toBe(2);
  });

  it("refuses to delete a parent with children or a category in use (409); deletes an unused one", async () => {
    const { client } = await ctx.signedIn();
    const { account, food, groceries, payee } = await ledger(client);
    expect((await client.delete(food.url)).status).toBe(409);
    await client.post(TRANSACTIONS, {
      account_id: account.id,
      payee_id: payee.id,
      transaction_date: "2025-01-02",
      amount: -5,
    });
    const inUse = await client.delete(groceries.url);
    expect(inUse.status).toBe(409);
    expect(inUse.body.detail).toBe("1 transaction uses this category; recategorise them first.");
    const spare = (await client.post(CATEGORIES, { name: "Spare", parent_category_id: food.id })).body;
    await client.patch(payee.url, { default_category_id: spare.id });
    expect((await client.delete(spare.url)).status).toBe(204);
    expect((await client.get(payee.url)).body.default_category).toBeNull();
  });
});

describe("payees and tags", () => {
  it("creating an existing payee or tag name (any case) answers the existing one", async () => {
    const { client } = await ctx.signedIn();
    const { payee } = await ledger(client);
    const again = await client.post(PAYEES, { name: "corner market" });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(payee.id);
    const tag = await client.post(TAGS, { name: "Trip" });
    expect(tag.status).toBe(201);
    const tagAgain = await client.post(TAGS, { name: "TRIP" });
    expect([tagAgain.status, tagAgain.body.id]).toEqual([200, tag.body.id]);
    expect((await client.get(TAGS)).body).toHaveLength(1);
  });

  it("edits a payee's name and default category, refusing another payee's name", async () => {
    const { client } = await ctx.signedIn();
    const { payee, food } = await ledger(client);
    await client.post(PAYEES, { name: "Gas Station" });
    expect((await client.patch(payee.url, { name: "Market", default_category_id: food.id })).body).toMatchObject({
      name: "Market",
      default_category: { id: food.id, name: "Food", parent_category: null },
    });
    const clash = await client.patch(payee.url, { name: "gas station" });
    expect(clash.status).toBe(400);
    expect(clash.body.fields.name).toEqual(["Another payee has this name; merge them instead."]);
    const badCategory = await client.patch(payee.url, { default_category_id: 999_999 });
    expect(badCategory.body.fields.default_category_id).toEqual(["Choose one from the list."]);
    expect((await client.get(payee.url)).body.name).toBe("Market");
  });

  it("lists a payee's transactions newest first", async () => {
    const { client } = await ctx.signedIn();
    const { account, payee } = await ledger(client);
    for (const date of ["2025-01-02", "2025-03-04", "2024-12-31"]) {
      await client.post(TRANSACTIONS, {
        account_id: account.id,
        payee_id: payee.id,
        transaction_date: date,
        amount: -5,
      });
    }
    await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-02-02", amount: 9 });
    const page = (await client.get(`${payee.url}transactions/`)).body;
    expect(page.pagination).toMatchObject({ count: 3, num_pages: 1, page: 1 });
    expect(page.results.map((t: { transaction_date: string }) => t.transaction_date)).toEqual([
      "2025-03-04",
      "2025-01-02",
      "2024-12-31",
    ]);
  });

  it("deleting a tag removes it from its transactions", async () => {
    const { client } = await ctx.signedIn();
    const { account } = await ledger(client);
    const tag = (await client.post(TAGS, { name: "Trip" })).body;
    const transaction = (
      await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-01-02", amount: -5 })
    ).body;
    await client.patch(`${transaction.url}patch-tags/`, { ids: [tag.id] });
    expect((await client.delete(tag.url)).status).toBe(204);
    expect((await client.get(transaction.url)).body.tags).toEqual([]);
  });
});

describe("transactions", () => {
  it("creates a cash transaction with the payee's default category and derived amounts", async () => {
    const { client } = await ctx.signedIn();
    const { account, groceries, payee } = await ledger(client);
    const response = await client.post(TRANSACTIONS, {
      account_id: account.id,
      payee_id: payee.id,
      transaction_date: "2025-02-14",
      amount: -42.5,
      notes: "Cash",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      account: { id: account.id, name: "Checking" },
      payee: { id: payee.id, name: "Corner Market" },
      category: { id: groceries.id, name: "Groceries", parent_category: { name: "Food" } },
      transaction_year: 2025,
      transaction_month: 2,
      amount_type: "debit",
      amount: -42.5,
      debit_amount: 42.5,
      credit_amount: 0,
      absolute_amount: 42.5,
      notes: "Cash",
      tags: [],
      original_data: null,
    });
    const income = (
      await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-02-15", amount: 1000.1 })
    ).body;
    expect(income).toMatchObject({
      amount_type: "credit",
      credit_amount: 1000.1,
      debit_amount: 0,
      category: null,
      payee: null,
    });
  });

  it("edits each field, sets tags (creating none implicitly), and deletes", async () => {
    const { client } = await ctx.signedIn();
    const { account, food, payee } = await ledger(client);
    const savings = (await client.post(ACCOUNTS, { name: "Savings" })).body;
    const t = (await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-02-14", amount: -5 }))
      .body;
    const patched = await client.patch(t.url, {
      account_id: savings.id,
      payee_id: payee.id,
      category_id: food.id,
      transaction_date: "2024-12-01",
      amount: 12.34,
      notes: "fixed",
    });
    expect(patched.body).toMatchObject({
      account: { name: "Savings" },
      payee: { name: "Corner Market" },
      category: { name: "Food", parent_category: null },
      transaction_date: "2024-12-01",
      amount: 12.34,
      amount_type: "credit",
      notes: "fixed",
    });
    const trip = (await client.post(TAGS, { name: "Trip" })).body;
    const work = (await client.post(TAGS, { name: "Work" })).body;
    const tagged = await client.patch(`${t.url}patch-tags/`, { ids: [work.id, trip.id, trip.id] });
    expect(tagged.body.tags.map((tag: { name: string }) => tag.name)).toEqual(["Trip", "Work"]);
    expect((await client.patch(`${t.url}patch-tags/`, { ids: [work.id] })).body.tags).toEqual([
      { id: work.id, name: "Work" },
    ]);
    expect((await client.patch(t.url, { payee_id: null, category_id: null })).body).toMatchObject({
      payee: null,
      category: null,
    });
    expect((await client.delete(t.url)).status).toBe(204);
    expect((await client.get(t.url)).status).toBe(404);
  });

  it.each([
    [{ amount: 0 }, "amount", "Enter an amount other than 0."],
    [{ amount: 1.234 }, "amount", "Use at most 2 decimal places."],
    [{ transaction_date: "2025-13-01" }, "transaction_date", "Use a date as yyyy-mm-dd."],
    [{ account_id: "foreign" }, "account_id", "Choose one from the list."],
    [{ payee_id: 999_999 }, "payee_id", "Choose one from the list."],
    [{ category_id: "foreign" }, "category_id", "Choose one from the list."],
  ])("POST %j answers 400 and writes nothing", async (override, field, message) => {
    const { user, client } = await ctx.signedIn();
    const { account } = await ledger(client);
    const other = await ctx.signedIn();
    const foreignAccount = (await other.client.post(ACCOUNTS, { name: "Theirs" })).body;
    const foreignCategory = (await other.client.post(CATEGORIES, { name: "Theirs" })).body;
    const body: Record<string, unknown> = {
      account_id: account.id,
      transaction_date: "2025-01-02",
      amount: -5,
      ...override,
    };
    if (body.account_id === "foreign") body.account_id = foreignAccount.id;
    if (body.category_id === "foreign") body.category_id = foreignCategory.id;
    const response = await client.post(TRANSACTIONS, body);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "money_transactions", { column: "user_id", value: user.id })).toBe(0);
  });

  it("a bad PATCH or tag list answers 400 and changes nothing", async () => {
    const { client } = await ctx.signedIn();
    const { account } = await ledger(client);
    const t = (await client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-02-14", amount: -5 }))
      .body;
    const other = await ctx.signedIn();
    const foreignTag = (await other.client.post(TAGS, { name: "Theirs" })).body;
    const patch = await client.patch(t.url, { notes: "changed", amount: "lots" });
    expect([patch.status, patch.body.fields]).toEqual([400, { amount: ["Enter an amount."] }]);
    const tags = await client.patch(`${t.url}patch-tags/`, { ids: [foreignTag.id] });
    expect([tags.status, tags.body.fields]).toEqual([400, { ids: ["Choose tags from the list."] }]);
    expect((await client.get(t.url)).body).toMatchObject({ notes: "", amount: -5, tags: [] });
    expect(await rowCount(ctx.db, "money_transaction_tags")).toBe(0);
  });
});

describe("owner scoping", () => {
  it("answers 404 for another owner's account, category, payee, tag and transaction", async () => {
    const owner = await ctx.signedIn();
    const { account, groceries, payee } = await ledger(owner.client);
    const tag = (await owner.client.post(TAGS, { name: "Trip" })).body;
    const t = (
      await owner.client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2025-02-14", amount: -5 })
    ).body;
    const { client } = await ctx.signedIn();
    for (const url of [account.url, groceries.url, payee.url, t.url, `${payee.url}transactions/`]) {
      expect((await client.get(url)).status, url).toBe(404);
    }
    expect((await client.patch(account.url, { name: "Mine" })).status).toBe(404);
    expect((await client.patch(groceries.url, { name: "Mine" })).status).toBe(404);
    expect((await client.patch(payee.url, { name: "Mine" })).status).toBe(404);
    expect((await client.patch(t.url, { notes: "x" })).status).toBe(404);
    expect((await client.patch(`${t.url}patch-tags/`, { ids: [] })).status).toBe(404);
    for (const url of [account.url, groceries.url, t.url, tag.url])
      expect((await client.delete(url)).status, url).toBe(404);
    expect((await owner.client.get(t.url)).body.notes).toBe("");
  });

  it("answers 401 without a token on every money endpoint", async () => {
    for (const [method, url] of [
      ["GET", ACCOUNTS],
      ["POST", ACCOUNTS],
      ["PATCH", `${ACCOUNTS}1/`],
      ["DELETE", `${ACCOUNTS}1/`],
      ["GET", CATEGORIES],
      ["POST", CATEGORIES],
      ["PATCH", `${CATEGORIES}1/`],
      ["DELETE", `${CATEGORIES}1/`],
      ["GET", PAYEES],
      ["POST", PAYEES],
      ["GET", `${PAYEES}1/`],
      ["PATCH", `${PAYEES}1/`],
      ["GET", `${PAYEES}1/transactions/`],
      ["GET", TAGS],
      ["POST", TAGS],
      ["DELETE", `${TAGS}1/`],
      ["GET", TRANSACTIONS],
      ["POST", TRANSACTIONS],
      ["GET", `${TRANSACTIONS}summary/`],
      ["GET", `${TRANSACTIONS}filters/`],
      ["GET", `${TRANSACTIONS}monthly/`],
      ["GET", `${TRANSACTIONS}1/`],
      ["PATCH", `${TRANSACTIONS}1/`],
      ["PATCH", `${TRANSACTIONS}1/patch-tags/`],
      ["DELETE", `${TRANSACTIONS}1/`],
    ] as const) {
      expect(
        (await ctx.anonymous.request(method, url, method === "GET" || method === "DELETE" ? undefined : {})).status,
        `${method} ${url}`,
      ).toBe(401);
    }
  });
});
