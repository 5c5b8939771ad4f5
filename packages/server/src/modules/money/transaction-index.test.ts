import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { buildIndex } from "./transaction-index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("ledger index build", () => {
  it("reads in pages: any page size gives the same index, newest first, with each row's tags", async () => {
    const owner = await ctx.signedIn();
    const other = await ctx.signedIn();
    const setUp = async (client: typeof owner.client) => ({
      account: (await client.post("/money/api/account/", { name: "Checking" })).body,
      tags: [
        (await client.post("/money/api/tag/", { name: "Trip" })).body,
        (await client.post("/money/api/tag/", { name: "Gift" })).body,
      ],
    });
    const mine = await setUp(owner.client);
    const theirs = await setUp(other.client);
    // The two owners' ids interleave, so a page of ids holds rows of both.
    const made: { id: number; date: string; amount: number; tags: number[] }[] = [];
    for (let i = 0; i < 14; i++) {
      // The last three share the first one's date: pages must not split or skip a day's rows.
      const date = i >= 11 ? "2025-01-10" : `2025-0${1 + (i % 3)}-${String(10 + ((i * 7) % 17)).padStart(2, "0")}`;
      const amount = i % 4 === 0 ? 100 + i : -(i + 0.5);
      const created = (
        await owner.client.post("/money/api/transaction/", {
          account_id: mine.account.id,
          transaction_date: date,
          amount,
        })
      ).body;
      const tags = i % 3 === 0 ? [mine.tags[0].id, mine.tags[1].id] : i % 3 === 1 ? [mine.tags[1].id] : [];
      await owner.client.patch(`${created.url}patch-tags/`, { ids: tags });
      made.push({ id: created.id, date, amount, tags });
      const foreign = (
        await other.client.post("/money/api/transaction/", {
          account_id: theirs.account.id,
          transaction_date: date,
          amount: -1,
        })
      ).body;
      await other.client.patch(`${foreign.url}patch-tags/`, { ids: [theirs.tags[0].id] });
    }

    const whole = await buildIndex(ctx.db, owner.user.id);
    const expected = [...made].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(Array.from(whole.ids)).toEqual(expected.map((t) => t.id));
    expect(Array.from(whole.amounts)).toEqual(expected.map((t) => Math.round(t.amount * 100)));
    const tagsOfRow = (r: number) => Array.from(whole.tags.subarray(whole.tagStart[r], whole.tagStart[r + 1])).sort();
    expect(expected.map((_, r) => tagsOfRow(r))).toEqual(expected.map((t) => [...t.tags].sort()));

    for (const chunk of [1, 2, 3, 5, 14]) {
      expect(await buildIndex(ctx.db, owner.user.id, chunk)).toEqual(whole);
    }
  });
});
