import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexBytes, transactionIndex } from "../modules/money/transaction-index";
import type { ApiClient } from "../test-support/api-client";
import { createTestContext, type TestContext } from "../test-support/test-app";
import { memoryCacheOf } from "./memory-cache";

// Issue 29: what the server keeps per owner (the ledger index, kept JSON answers) lives in one
// cache bounded by CACHE_MB. Past the budget the least recently used owner's entries go, and
// that owner's next read is built again with the same answer.

const TRANSACTIONS = "/money/api/transaction/";
const VEHICLES = "/fuel/api/vehicles/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CACHE_MB: "3" });
});
afterAll(() => ctx.close());

/** An owner with a small ledger (`count` transactions over two payees and a category) and a vehicle. */
async function ownerWithData(count: number) {
  const { user, client } = await ctx.signedIn();
  const account = (await client.post("/money/api/account/", { name: "Checking" })).body;
  const food = (await client.post("/money/api/category/", { name: "Food", is_parent: true })).body;
  for (let i = 0; i < count; i++) {
    const created = await client.post(TRANSACTIONS, {
      account_id: account.id,
      transaction_date: `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
      amount: i % 3 === 0 ? 40 + i : -(5 + i),
      category_id: i % 2 === 0 ? food.id : null,
    });
    expect(created.status).toBe(201);
  }
  expect((await client.post(VEHICLES, { name: "Civic" })).status).toBe(201);
  return { user, client };
}

/** Every answer the Money and Fuel screens read, as one comparable value. */
async function answers(client: ApiClient) {
  const read = async (url: string) => {
    const response = await client.get(url);
    expect(response.status).toBe(200);
    return response.body;
  };
  return {
    list: await read(`${TRANSACTIONS}?page_size=10`),
    summary: await read(`${TRANSACTIONS}summary/`),
    filtered: await read(`${TRANSACTIONS}summary/?amount_type=credit`),
    accounts: await read("/money/api/account/"),
    vehicles: await read(VEHICLES),
  };
}

describe("one cache bounded by CACHE_MB", () => {
  it("takes its budget from CACHE_MB", () => {
    expect(memoryCacheOf(ctx.db).stats.budgetBytes).toBe(3 * 1024 * 1024);
  });

  it("evicts the least recently used owner past the budget; that owner's answers come back the same", async () => {
    const first = await ownerWithData(40);
    const second = await ownerWithData(40);
    // Built first, so that the answers' reads leave the index the least recently used of the
    // first owner's entries (the kept fuel answer is read after it).
    const firstIndex = await transactionIndex(ctx.db, first.user.id);
    const before = await answers(first.client);

    // Room for about one owner's entries (all the cache holds now): reading the second owner's
    // pushes the first owner's out, the ledger index first (the least recently used).
    const cache = memoryCacheOf(ctx.db);
    expect(cache.stats.bytes).toBeGreaterThan(indexBytes(firstIndex));
    cache.setBudget(Math.ceil(cache.stats.bytes * 1.5));
    await answers(second.client);
    expect(cache.stats.bytes).toBeLessThanOrEqual(cache.stats.budgetBytes);

    const rebuilt = await transactionIndex(ctx.db, first.user.id);
    expect(rebuilt).not.toBe(firstIndex);
    expect(await answers(first.client)).toEqual(before);
    // And the second owner, least recently used now, was rebuilt with its own answers.
    expect((await second.client.get(`${TRANSACTIONS}summary/`)).body.record_count).toBe(40);
    cache.setBudget(ctx.config.cacheBytes);
  });

  it("a write after an eviction is seen on the next read (versions still decide)", async () => {
    const owner = await ownerWithData(5);
    expect((await owner.client.get(`${TRANSACTIONS}summary/`)).body.record_count).toBe(5);
    const cache = memoryCacheOf(ctx.db);
    cache.setBudget(0); // evicts everything
    const account = (await owner.client.get("/money/api/account/")).body[0];
    await owner.client.post(TRANSACTIONS, { account_id: account.id, transaction_date: "2026-11-20", amount: -3 });
    await owner.client.post(VEHICLES, { name: "Truck" });
    cache.setBudget(ctx.config.cacheBytes);
    expect((await owner.client.get(`${TRANSACTIONS}summary/`)).body.record_count).toBe(6);
    expect((await owner.client.get(VEHICLES)).body.map((v: { name: string }) => v.name).sort()).toEqual([
      "Civic",
      "Truck",
    ]);
  });

  it("with a budget of 0 nothing is kept and every answer is still right", async () => {
    const owner = await ownerWithData(6);
    const expected = await answers(owner.client);
    const cache = memoryCacheOf(ctx.db);
    cache.setBudget(0);
    expect(await answers(owner.client)).toEqual(expected);
    expect(cache.stats.entries).toBe(0);
    cache.setBudget(ctx.config.cacheBytes);
  });

  it("an ETag given before an eviction still answers 304 after it (same bytes rebuilt)", async () => {
    const owner = await ownerWithData(1);
    const first = await owner.client.get(VEHICLES);
    const cache = memoryCacheOf(ctx.db);
    cache.setBudget(0);
    cache.setBudget(ctx.config.cacheBytes);
    const again = await owner.client.request("GET", VEHICLES, undefined, undefined, {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });
});
