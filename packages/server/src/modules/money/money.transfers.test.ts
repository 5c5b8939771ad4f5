import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 24 §3: a debit in one of the owner's accounts and a credit of the same amount in another
// within 3 days are suggested as a transfer; confirmed (one at a time or by a rule) they are
// shown as such and left out of spending; dismissed they are not suggested again.

const TRANSFERS = "/money/api/transfer/";
const SUGGESTIONS = "/money/api/transfer/suggestions/";
const TRANSACTIONS = "/money/api/transaction/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function accounts(client: ApiClient) {
  const checking = (await client.post("/money/api/account/", { name: "Checking" })).body;
  const savings = (await client.post("/money/api/account/", { name: "Savings" })).body;
  const add = async (account: { id: number }, transaction_date: string, amount: number) =>
    (await client.post(TRANSACTIONS, { account_id: account.id, transaction_date, amount })).body as {
      id: number;
      url: string;
    };
  return { checking, savings, add };
}

type Pair = { debit: { id: number }; credit: { id: number } };
const pairs = async (client: ApiClient) =>
  ((await client.get(SUGGESTIONS)).body as Pair[]).map((pair) => [pair.debit.id, pair.credit.id]);

describe("transfer suggestions", () => {
  it("pairs a debit with the nearest credit of the same amount in another account, up to 3 days apart", async () => {
    const { client } = await ctx.signedIn();
    const { checking, savings, add } = await accounts(client);
    const debit = await add(checking, "2025-06-05", -200);
    const nearest = await add(savings, "2025-06-06", 200);
    await add(savings, "2025-06-08", 200); // also in reach, but further
    const edgeDebit = await add(checking, "2025-06-10", -33);
    const edgeCredit = await add(savings, "2025-06-13", 33); // exactly 3 days
    await add(checking, "2025-06-01", -60);
    await add(savings, "2025-06-05", 60); // 4 days: too far
    // Same amount, same account: money in and out of one account is not a transfer.
    await add(checking, "2025-06-20", -75);
    await add(checking, "2025-06-20", 75);
    // Same account and different amount either way.
    await add(checking, "2025-06-21", -10);
    await add(savings, "2025-06-21", 10.01);
    expect(await pairs(client)).toEqual([
      [edgeDebit.id, edgeCredit.id],
      [debit.id, nearest.id],
    ]);
  });

  it("confirms a pair: shown as a transfer on both rows, out of the monthly spending, no longer suggested", async () => {
    const { client } = await ctx.signedIn();
    const { checking, savings, add } = await accounts(client);
    const debit = await add(checking, "2025-06-05", -200);
    const credit = await add(savings, "2025-06-06", 200);
    await add(checking, "2025-06-07", -15);
    const monthly = async () => (await client.get(`${TRANSACTIONS}monthly/`)).body;
    expect(await monthly()).toEqual([{ month: "2025-06", income: 200, spending: 215 }]);

    const confirmed = await client.post(TRANSFERS, {
      debit_transaction_id: debit.id,
      credit_transaction_id: credit.id,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ debit: { id: debit.id }, credit: { id: credit.id } });
    expect(await pairs(client)).toEqual([]);
    expect(await monthly()).toEqual([{ month: "2025-06", income: 0, spending: 15 }]);
    const list = (await client.get(TRANSACTIONS)).body.results as { id: number; transfer: unknown }[];
    expect(Object.fromEntries(list.map((t) => [t.id, t.transfer]))).toEqual({
      [debit.id]: { id: confirmed.body.id, transaction_id: credit.id, account: { id: savings.id, name: "Savings" } },
      [credit.id]: { id: confirmed.body.id, transaction_id: debit.id, account: { id: checking.id, name: "Checking" } },
      [list.find((t) => t.id !== debit.id && t.id !== credit.id)!.id]: null,
    });
    // The transaction's own page says so too.
    expect((await client.get(debit.url)).body.transfer).toEqual({
      id: confirmed.body.id,
      transaction_id: credit.id,
      account: { id: savings.id, name: "Savings" },
    });
    // The table's summary keeps the spec's behaviour: every listed row counts.
    expect((await client.get(`${TRANSACTIONS}summary/`)).body).toEqual({ record_count: 3, total_amount: -15 });
    expect((await client.get(TRANSFERS)).body.map((t: { id: number }) => t.id)).toEqual([confirmed.body.id]);

    // Undone: spending again, and suggested again.
    expect((await client.delete(confirmed.body.url)).status).toBe(204);
    expect(await monthly()).toEqual([{ month: "2025-06", income: 200, spending: 215 }]);
    expect(await pairs(client)).toEqual([[debit.id, credit.id]]);
  });

  it("dismisses a suggestion for good", async () => {
    const { client, user } = await ctx.signedIn();
    const { checking, savings, add } = await accounts(client);
    const debit = await add(checking, "2025-06-05", -200);
    const credit = await add(savings, "2025-06-06", 200);
    const response = await client.post(`${TRANSFERS}dismiss/`, {
      debit_transaction_id: debit.id,
      credit_transaction_id: credit.id,
    });
    expect(response.status).toBe(204);
    expect(await pairs(client)).toEqual([]);
    expect(await rowCount(ctx.db, "money_transfers", { column: "user_id", value: user.id })).toBe(1);
    expect((await client.get(TRANSFERS)).body).toEqual([]);
    // Confirming it later is still possible.
    const later = await client.post(TRANSFERS, { debit_transaction_id: debit.id, credit_transaction_id: credit.id });
    expect(later.status).toBe(201);
    expect(await rowCount(ctx.db, "money_transfers", { column: "user_id", value: user.id })).toBe(1);
  });

  it("refuses a pair that is no transfer (400 with the field) and writes nothing", async () => {
    const { client, user } = await ctx.signedIn();
    const { checking, savings, add } = await accounts(client);
    const debit = await add(checking, "2025-06-05", -200);
    const sameAccount = await add(checking, "2025-06-05", 200);
    const otherAmount = await add(savings, "2025-06-05", 199.99);
    const tooLate = await add(savings, "2025-06-09", 200);
    const good = await add(savings, "2025-06-06", 200);
    const cases: [object, string, string][] = [
      [
        { debit_transaction_id: debit.id, credit_transaction_id: sameAccount.id },
        "credit_transaction_id",
        "A transfer goes between two different accounts.",
      ],
      [
        { debit_transaction_id: debit.id, credit_transaction_id: otherAmount.id },
        "credit_transaction_id",
        "The credit must be the same amount as the debit.",
      ],
      [
        { debit_transaction_id: debit.id, credit_transaction_id: tooLate.id },
        "credit_transaction_id",
        "The two must be at most 3 days apart.",
      ],
      [
        { debit_transaction_id: good.id, credit_transaction_id: debit.id },
        "debit_transaction_id",
        "Choose money going out (a debit).",
      ],
      [
        { debit_transaction_id: debit.id, credit_transaction_id: 999_999 },
        "credit_transaction_id",
        "Choose one of your transactions.",
      ],
      [{ debit_transaction_id: debit.id }, "credit_transaction_id", "Choose one from the list."],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post(TRANSFERS, body);
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toEqual([message]);
    }
    await client.post(TRANSFERS, { debit_transaction_id: debit.id, credit_transaction_id: good.id });
    // Already in a transfer.
    const again = await add(checking, "2025-06-06", -200);
    const twice = await client.post(TRANSFERS, { debit_transaction_id: again.id, credit_transaction_id: good.id });
    expect(twice.body.fields.credit_transaction_id).toEqual(["One of these is already in a transfer."]);
    expect(await rowCount(ctx.db, "money_transfers", { column: "user_id", value: user.id })).toBe(1);
  });

  it("never pairs or touches another owner's transactions (400 for their ids, 404 for their transfer)", async () => {
    const { client: owner } = await ctx.signedIn();
    const mine = await accounts(owner);
    const debit = await mine.add(mine.checking, "2025-06-05", -200);
    const credit = await mine.add(mine.savings, "2025-06-06", 200);
    const transfer = (await owner.post(TRANSFERS, { debit_transaction_id: debit.id, credit_transaction_id: credit.id }))
      .body;
    const { client: other } = await ctx.signedIn();
    const theirs = await accounts(other);
    const theirCredit = await theirs.add(theirs.savings, "2025-06-06", 200);
    expect(await pairs(other)).toEqual([]);
    const response = await other.post(TRANSFERS, {
      debit_transaction_id: debit.id,
      credit_transaction_id: theirCredit.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields.debit_transaction_id).toEqual(["Choose one of your transactions."]);
    expect((await other.delete(transfer.url)).status).toBe(404);
    expect((await owner.get(TRANSFERS)).body).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(TRANSFERS)).status).toBe(401);
    expect((await ctx.anonymous.get(SUGGESTIONS)).status).toBe(401);
    expect((await ctx.anonymous.post(TRANSFERS, { debit_transaction_id: 1, credit_transaction_id: 2 })).status).toBe(
      401,
    );
    expect((await ctx.anonymous.post(`${TRANSFERS}dismiss/`, {})).status).toBe(401);
    expect((await ctx.anonymous.delete(`${TRANSFERS}1/`)).status).toBe(401);
    expect((await ctx.anonymous.get("/money/api/transfer-rule/")).status).toBe(401);
  });
});

describe("transfer rules", () => {
  it("confirms the pairs between two accounts now and after each statement upload", async () => {
    const { client } = await ctx.signedIn();
    const { checking, savings, add } = await accounts(client);
    const debit = await add(checking, "2025-06-05", -200);
    const credit = await add(savings, "2025-06-06", 200);
    // The other way round is not this rule's.
    const back = await add(savings, "2025-06-10", -50);
    const backCredit = await add(checking, "2025-06-10", 50);
    const rule = await client.post("/money/api/transfer-rule/", {
      from_account_id: checking.id,
      to_account_id: savings.id,
    });
    expect(rule.status).toBe(201);
    expect(rule.body).toMatchObject({
      from_account: { id: checking.id, name: "Checking" },
      to_account: { id: savings.id, name: "Savings" },
      confirmed_count: 1,
    });
    expect(((await client.get(TRANSFERS)).body as Pair[]).map((p) => [p.debit.id, p.credit.id])).toEqual([
      [debit.id, credit.id],
    ]);
    expect(await pairs(client)).toEqual([[back.id, backCredit.id]]);

    // A statement brings the savings side of a new transfer: the rule pairs it.
    const out = await add(checking, "2025-07-01", -80);
    await client.patch(savings.url, {
      transaction_date_field: "Date",
      description_field: "Description",
      amount_field: "Amount",
    });
    const form = new FormData();
    form.set("account_id", String(savings.id));
    form.set("file", new Blob(["Date,Description,Amount\n07/02/2025,From checking,80.00\n"]), "savings.csv");
    expect((await client.postForm("/money/api/upload/", form)).body.imported).toBe(1);
    const confirmed = (await client.get(TRANSFERS)).body as Pair[];
    expect(confirmed.map((p) => p.debit.id)).toEqual([out.id, debit.id]);
  });

  it("refuses a rule for one account, an unknown account or a repeat (400), and deletes its own only", async () => {
    const { client, user } = await ctx.signedIn();
    const { checking, savings } = await accounts(client);
    const same = await client.post("/money/api/transfer-rule/", {
      from_account_id: checking.id,
      to_account_id: checking.id,
    });
    expect(same.body.fields.to_account_id).toEqual(["Choose a different account."]);
    const unknown = await client.post("/money/api/transfer-rule/", {
      from_account_id: 999_999,
      to_account_id: savings.id,
    });
    expect(unknown.body.fields.from_account_id).toEqual(["Choose one from the list."]);
    expect(await rowCount(ctx.db, "money_transfer_rules", { column: "user_id", value: user.id })).toBe(0);
    const rule = (
      await client.post("/money/api/transfer-rule/", { from_account_id: checking.id, to_account_id: savings.id })
    ).body;
    const repeat = await client.post("/money/api/transfer-rule/", {
      from_account_id: checking.id,
      to_account_id: savings.id,
    });
    expect(repeat.body.fields.to_account_id).toEqual(["You already have this rule."]);
    const { client: other } = await ctx.signedIn();
    expect((await other.delete(rule.url)).status).toBe(404);
    expect((await client.get("/money/api/transfer-rule/")).body).toHaveLength(1);
    expect((await client.delete(rule.url)).status).toBe(204);
    expect((await client.get("/money/api/transfer-rule/")).body).toEqual([]);
  });
});
