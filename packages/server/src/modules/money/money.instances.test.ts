import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { createTwoInstances } from "../../test-support/two-instances";
import { uploader } from "./upload/upload-test-support";

// Issue 17 §2: two instances on one database answer one ledger. Each keeps its own in-memory
// index; a write through either bumps the owner's ledger version, and the other rebuilds on its
// next read instead of answering what it had.

const TRANSACTIONS = "/money/api/transaction/";
let two: Awaited<ReturnType<typeof createTwoInstances>>;
beforeAll(async () => {
  two = await createTwoInstances();
});
afterAll(() => two.close());

const count = async (client: ApiClient, query = "") =>
  (await client.get(`${TRANSACTIONS}summary/${query}`)).body.record_count as number;

describe("one ledger across two instances", () => {
  it("a statement imported through A is listed by B, which had already answered the empty ledger", async () => {
    const { user, a, b } = await two.owner();
    const account = (await a.post("/money/api/account/", { name: "Checking" })).body;
    await a.patch(account.url, {
      transaction_date_field: "Date",
      description_field: "Description",
      amount_field: "Amount",
      date_format: "YYYY-MM-DD",
    });
    expect(await count(b)).toBe(0);
    expect((await b.get(TRANSACTIONS)).body.pagination.count).toBe(0);

    const upload = await uploader(two.a.app, two.db, user.id);
    const imported = await upload({
      account_id: account.id,
      file: "Date,Description,Amount\n2026-11-02,CORNER MARKET,-12.50\n2026-11-03,PAYCHECK,1500.00\n",
    });
    expect(imported.body).toMatchObject({ imported: 2 });
    expect(await count(b)).toBe(2);
    expect((await b.get(TRANSACTIONS)).body.pagination.count).toBe(2);
  });

  it("edits, tags, deletions and a category's new parent made through one are seen by the other", async () => {
    const { a, b } = await two.owner();
    const account = (await a.post("/money/api/account/", { name: "Checking" })).body;
    const food = (await a.post("/money/api/category/", { name: "Food", is_parent: true })).body;
    const home = (await a.post("/money/api/category/", { name: "Home", is_parent: true })).body;
    const groceries = (await a.post("/money/api/category/", { name: "Groceries", parent_category_id: food.id })).body;
    const spent = (
      await a.post(TRANSACTIONS, {
        account_id: account.id,
        transaction_date: "2026-11-02",
        amount: -20,
        category_id: groceries.id,
      })
    ).body;
    const other = (await a.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2026-11-03", amount: -5 }))
      .body;
    // Both instances have built their index now.
    expect(await count(a)).toBe(2);
    expect(await count(b, `?parent_category=${food.id}`)).toBe(1);

    // A category set through A is in B's filters at once.
    await a.patch(groceries.url, { parent_category_id: home.id });
    expect(await count(b, `?parent_category=${food.id}`)).toBe(0);
    expect(await count(b, `?parent_category=${home.id}`)).toBe(1);

    // An amount edited through B is in A's summary.
    await b.patch(spent.url, { amount: -35 });
    expect((await a.get(`${TRANSACTIONS}summary/`)).body.total_amount).toBe(-40);

    // A tag set through A filters on B; a deletion through B is gone from A.
    const tag = (await a.post("/money/api/tag/", { name: "Trip" })).body;
    await a.patch(`${other.url}patch-tags/`, { ids: [tag.id] });
    expect(await count(b, `?tag=${tag.id}`)).toBe(1);
    await b.delete(other.url);
    expect(await count(a)).toBe(1);
    expect(await count(a, `?tag=${tag.id}`)).toBe(0);
  });
});

describe("an edit applied to the writing instance's index in place", () => {
  it("answers as a rebuilt index does, without rebuilding", async () => {
    const { user, a, b } = await two.owner();
    const accounts = [
      (await a.post("/money/api/account/", { name: "Checking" })).body,
      (await a.post("/money/api/account/", { name: "Savings" })).body,
    ];
    const food = (await a.post("/money/api/category/", { name: "Food", is_parent: true })).body;
    const categories = [
      (await a.post("/money/api/category/", { name: "Groceries", parent_category_id: food.id })).body,
      (await a.post("/money/api/category/", { name: "Dining", parent_category_id: food.id })).body,
      (await a.post("/money/api/category/", { name: "Rent" })).body,
    ];
    const payees = [
      (await a.post("/money/api/payee/", { name: "Corner Market" })).body,
      (await a.post("/money/api/payee/", { name: "Landlord" })).body,
    ];
    const tags = [
      (await a.post("/money/api/tag/", { name: "Trip" })).body,
      (await a.post("/money/api/tag/", { name: "Gift" })).body,
    ];
    const made = [];
    for (let i = 0; i < 24; i++) {
      made.push(
        (
          await a.post(TRANSACTIONS, {
            account_id: accounts[i % 2].id,
            payee_id: i % 3 === 0 ? null : payees[i % 2].id,
            category_id: i % 4 === 0 ? null : categories[i % 3].id,
            transaction_date: `2026-${String(1 + (i % 11)).padStart(2, "0")}-${String(1 + (i % 27)).padStart(2, "0")}`,
            amount: i % 5 === 0 ? 100 + i : -(10 + i),
          })
        ).body,
      );
    }
    // A pair for a transfer confirmed, then undone (issue 24), also applied in place.
    const pair = [
      (await a.post(TRANSACTIONS, { account_id: accounts[0].id, transaction_date: "2026-06-10", amount: -77 })).body,
      (await a.post(TRANSACTIONS, { account_id: accounts[1].id, transaction_date: "2026-06-11", amount: 77 })).body,
    ];
    const questions = [
      "",
      `?account=${accounts[0].id}`,
      `?parent_category=${food.id}`,
      `?payee=${payees[1].id}&amount_type=debit`,
      `?tag=${tags[0].id}`,
      `?category=${categories[2].id}&month=3`,
      // Issue 24: the searched notes follow an in-place edit too.
      "?search=only",
      `?search=a%20note&account=${accounts[0].id}`,
    ];
    const answers = async (client: ApiClient) =>
      Promise.all(
        questions.flatMap((query) => [
          client.get(`${TRANSACTIONS}summary/${query}`).then((r) => r.body),
          client.get(`${TRANSACTIONS}filters/${query}`).then((r) => r.body),
          client.get(`${TRANSACTIONS}${query}`).then((r) => r.body.results.map((t: { id: number }) => t.id)),
          client.get(`${TRANSACTIONS}monthly/${query}`).then((r) => r.body),
        ]),
      );
    await answers(a); // builds A's index
    const { transactionIndex } = await import("./transaction-index");
    const built = await transactionIndex(two.a.db, user.id);

    const edits: [string, unknown][] = [
      [made[0].url, { amount: -55.5 }],
      [made[1].url, { category_id: categories[2].id }],
      [made[2].url, { payee_id: payees[0].id, account_id: accounts[1].id }],
      [made[3].url, { category_id: null, amount: 12 }],
      [`${made[4].url}patch-tags/`, { ids: [tags[0].id, tags[1].id] }],
      [`${made[5].url}patch-tags/`, { ids: [tags[0].id] }],
      [`${made[4].url}patch-tags/`, { ids: [] }],
      [made[6].url, { notes: "only a note" }],
    ];
    for (const [url, body] of edits) {
      expect((await a.patch(url, body)).status).toBe(200);
      expect(await answers(a)).toEqual(await answers(b));
    }
    const transfer = await a.post("/money/api/transfer/", {
      debit_transaction_id: pair[0].id,
      credit_transaction_id: pair[1].id,
    });
    expect(transfer.status).toBe(201);
    expect(await answers(a)).toEqual(await answers(b));
    expect((await a.delete(transfer.body.url)).status).toBe(204);
    expect(await answers(a)).toEqual(await answers(b));
    expect(await transactionIndex(two.a.db, user.id)).toBe(built);

    // A new date moves the row: that edit rebuilds instead, and still agrees.
    await a.patch(made[7].url, { transaction_date: "2027-01-01" });
    expect(await answers(a)).toEqual(await answers(b));
    expect(await transactionIndex(two.a.db, user.id)).not.toBe(built);
  });

  it("accounts and categories written through one are in the other's answers at once", async () => {
    const { a, b } = await two.owner();
    const account = (await a.post("/money/api/account/", { name: "Checking" })).body;
    const food = (await a.post("/money/api/category/", { name: "Food" })).body;
    await a.post(TRANSACTIONS, {
      account_id: account.id,
      transaction_date: "2026-11-02",
      amount: -20,
      category_id: food.id,
    });
    await a.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2026-11-03", amount: -5 });
    // B's index (which keeps the owner's accounts and categories) is built now.
    const row = async () => (await b.get(`${TRANSACTIONS}?category=${food.id}`)).body.results[0];
    expect(await row()).toMatchObject({ account: { name: "Checking" }, category: { name: "Food" } });
    expect((await b.get(`${TRANSACTIONS}summary/`)).body.total_amount).toBe(-25);

    // Each write through A, checked on B before the next one (which would rebuild B's index anyway).
    const names = async (list: string) =>
      (await b.get(`/money/api/${list}/`)).body.map((view: { name: string }) => view.name);
    await a.patch(account.url, { name: "Everyday", opening_balance: 100 });
    expect(await row()).toMatchObject({ account: { name: "Everyday" }, category: { name: "Food" } });
    expect((await b.get("/money/api/account/")).body).toMatchObject([{ name: "Everyday", balance: 75 }]);

    await a.patch(food.url, { name: "Groceries", is_included: false });
    expect(await row()).toMatchObject({ account: { name: "Everyday" }, category: { name: "Groceries" } });
    expect((await b.get("/money/api/category/")).body).toMatchObject([{ name: "Groceries", is_included: false }]);
    expect((await b.get(`${TRANSACTIONS}summary/`)).body.total_amount).toBe(-5);

    const savings = (await a.post("/money/api/account/", { name: "Savings" })).body;
    expect(await names("account")).toEqual(["Everyday", "Savings"]);
    const gifts = (await a.post("/money/api/category/", { name: "Gifts" })).body;
    expect(await names("category")).toEqual(["Gifts", "Groceries"]);
    expect((await a.delete(savings.url)).status).toBe(204);
    expect(await names("account")).toEqual(["Everyday"]);
    expect((await a.delete(gifts.url)).status).toBe(204);
    expect(await names("category")).toEqual(["Groceries"]);
  });
});
