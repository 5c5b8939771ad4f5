import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowCount } from "../../../test-support/row-count";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { ledger, owner, payeeNamed, RULES } from "./rules-test-support";

// Issue 19: /money/api/rule/ CRUD, rules on import, and a rule's preview and apply.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("rules CRUD", () => {
  it("creates, lists in order, reads, moves, updates and deletes rules", async () => {
    const { client, food, travel, tag, csv } = await owner(ctx);
    await csv(["2024-05-01,UBER *TRIP HELP.UBER.COM,-12.00"]);
    const uber = await payeeNamed(client, "Uber Trip Help.uber.com");
    const first = await client.post(RULES, { description_contains: " Coffee ", set_category_id: food.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/\/money\/api\/rule\/\d+\/$/),
      position: 1,
      payee: null,
      description_contains: "Coffee",
      set_payee: null,
      set_category: { id: food.id, name: "Food", parent_category: null },
      set_tags: [],
    });
    const second = (
      await client.post(RULES, { payee_id: uber.id, set_category_id: travel.id, set_tag_ids: [tag.id, tag.id] })
    ).body;
    expect(second).toMatchObject({
      position: 2,
      payee: { id: uber.id, name: uber.name },
      set_tags: [{ id: tag.id, name: "coffee" }],
    });
    expect((await client.get(second.url)).body).toEqual(second);

    const moved = await client.patch(second.url, { position: 1 });
    expect(moved.status).toBe(200);
    expect((await client.get(RULES)).body.map((r: { id: number; position: number }) => [r.id, r.position])).toEqual([
      [second.id, 1],
      [first.body.id, 2],
    ]);
    const edited = await client.patch(first.body.url, { description_contains: "tea", set_tag_ids: [tag.id] });
    expect(edited.body).toMatchObject({ description_contains: "tea", set_tags: [{ id: tag.id }], position: 2 });

    expect((await client.delete(second.url)).status).toBe(204);
    expect((await client.get(second.url)).status).toBe(404);
    expect((await client.get(RULES)).body.map((r: { id: number; position: number }) => [r.id, r.position])).toEqual([
      [first.body.id, 1],
    ]);
  });

  it("401 without a token", async () => {
    const { client, food } = await owner(ctx);
    const rule = (await client.post(RULES, { description_contains: "x", set_category_id: food.id })).body;
    expect((await ctx.anonymous.get(RULES)).status).toBe(401);
    expect((await ctx.anonymous.post(RULES, { description_contains: "x" })).status).toBe(401);
    expect((await ctx.anonymous.get(rule.url)).status).toBe(401);
    expect((await ctx.anonymous.patch(rule.url, { description_contains: "y" })).status).toBe(401);
    expect((await ctx.anonymous.delete(rule.url)).status).toBe(401);
    expect((await ctx.anonymous.get(`${rule.url}preview/`)).status).toBe(401);
    expect((await ctx.anonymous.post(`${rule.url}apply/`)).status).toBe(401);
  });

  it("404 for another owner's rule, which stays as it was", async () => {
    const { client, food } = await owner(ctx);
    const rule = (await client.post(RULES, { description_contains: "x", set_category_id: food.id })).body;
    const stranger = (await ctx.signedIn()).client;
    expect((await stranger.get(rule.url)).status).toBe(404);
    expect((await stranger.patch(rule.url, { description_contains: "y" })).status).toBe(404);
    expect((await stranger.delete(rule.url)).status).toBe(404);
    expect((await stranger.get(`${rule.url}preview/`)).status).toBe(404);
    expect((await stranger.post(`${rule.url}apply/`)).status).toBe(404);
    expect((await stranger.get(RULES)).body).toEqual([]);
    expect((await client.get(rule.url)).body).toEqual(rule);
  });

  it.each([
    [{ set_category_id: "food" }, "description_contains", "Choose a payee or enter text the description contains."],
    [{ description_contains: "x" }, "set_category_id", "Choose a payee, a category or tags to set."],
    [{ description_contains: "x", set_category_id: 999_999 }, "set_category_id", "Choose one from the list."],
    [{ payee_id: "stranger", set_category_id: "food" }, "payee_id", "Choose one from the list."],
    [{ description_contains: "x", set_tag_ids: ["stranger"] }, "set_tag_ids", "Choose tags from the list."],
    [
      { description_contains: "x".repeat(201), set_category_id: "food" },
      "description_contains",
      "Use at most 200 characters.",
    ],
  ])("400 for %j, nothing written", async (body: Record<string, unknown>, field, message) => {
    const { user, client, food } = await owner(ctx);
    const other = await owner(ctx);
    await other.csv(["2024-05-01,OTHER SHOP,-1.00"]);
    const strangerPayee = await payeeNamed(other.client, "Other Shop");
    const resolve = (value: unknown) =>
      value === "food"
        ? food.id
        : value === "stranger"
          ? strangerPayee.id
          : Array.isArray(value)
            ? value.map((v) => (v === "stranger" ? other.tag.id : v))
            : value;
    const payload = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, resolve(value)]));
    const response = await client.post(RULES, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "money_rules", { column: "user_id", value: user.id })).toBe(0);
    // A PATCH that would leave the rule without an action changes nothing either.
    const rule = (await client.post(RULES, { description_contains: "x", set_category_id: food.id })).body;
    const patched = await client.patch(rule.url, { set_category_id: null });
    expect(patched.status).toBe(400);
    expect((await client.get(rule.url)).body).toEqual(rule);
  });
});

describe("rules on import", () => {
  it("runs every rule in order over the new rows, earlier rules feeding later ones", async () => {
    const { client, csv, food, travel, tag } = await owner(ctx);
    await csv(["2024-04-01,AMAZON MKTPL*2K4AB1CD2,-10.00"]);
    const amazon = await payeeNamed(client, "Amazon Mktpl");
    // Rule 1: a description names the payee; rule 2: that payee is always Travel; rule 3: tags coffee.
    await client.post(RULES, { description_contains: "amzn", set_payee_id: amazon.id });
    await client.post(RULES, { payee_id: amazon.id, set_category_id: travel.id });
    await client.post(RULES, { description_contains: "coffee", set_category_id: food.id, set_tag_ids: [tag.id] });
    const response = await csv([
      "2024-05-01,AMZN Mktp US*9ZZ8YY7XX,-20.00",
      "2024-05-02,BLUE BOTTLE COFFEE #12,-6.25",
      "2024-05-03,100%_OFF SALE,-1.00",
      "2024-05-04,SHELL OIL 57444 AUSTIN TX,-30.00",
    ]);
    expect(response.body).toMatchObject({ imported: 4, duplicates: 0 });
    expect(await ledger(client)).toEqual([
      // The row imported before the rules existed is left alone.
      { description: "AMAZON MKTPL*2K4AB1CD2", payee: "Amazon Mktpl", category: null, tags: [] },
      { description: "AMZN Mktp US*9ZZ8YY7XX", payee: "Amazon Mktpl", category: "Travel", tags: [] },
      { description: "BLUE BOTTLE COFFEE #12", payee: "Blue Bottle Coffee", category: "Food", tags: ["coffee"] },
      { description: "100%_OFF SALE", payee: "% Off Sale", category: null, tags: [] },
      { description: "SHELL OIL 57444 AUSTIN TX", payee: "Shell Oil", category: null, tags: [] },
    ]);
    // The ledger index sees the rules' categories.
    const travelRows = await client.get("/money/api/transaction/summary/", { category: String(travel.id) });
    expect(travelRows.body).toEqual({ record_count: 1, total_amount: -20 });
  });
});

describe("preview and apply a rule to existing transactions", () => {
  it("counts what would change, changes it, then counts nothing", async () => {
    const { client, csv, food, tag } = await owner(ctx);
    await csv([
      "2024-05-01,BLUE BOTTLE COFFEE #12,-6.25",
      "2024-05-02,STARBUCKS COFFEE SEATTLE WA,-4.00",
      "2024-05-03,SAFEWAY #1234,-40.00",
    ]);
    const summary = () => client.get("/money/api/transaction/summary/", { category: String(food.id) });
    expect((await summary()).body.record_count).toBe(0);
    const rule = (await client.post(RULES, { description_contains: "COFFEE", set_category_id: food.id })).body;
    const preview = await client.get(`${rule.url}preview/`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ count: 2 });
    expect((await summary()).body.record_count).toBe(0);
    expect((await client.post(`${rule.url}apply/`)).body).toEqual({ count: 2 });
    expect((await summary()).body).toEqual({ record_count: 2, total_amount: -10.25 });
    expect((await client.get(`${rule.url}preview/`)).body).toEqual({ count: 0 });
    // Adding a tag to the same rule makes both count again; applying adds it once.
    await client.patch(rule.url, { set_tag_ids: [tag.id] });
    expect((await client.get(`${rule.url}preview/`)).body).toEqual({ count: 2 });
    expect((await client.post(`${rule.url}apply/`)).body).toEqual({ count: 2 });
    expect((await ledger(client)).map((t) => t.tags)).toEqual([["coffee"], ["coffee"], []]);
    // "%" and "_" are text to find, not wildcards.
    for (const text of ["%", "_"]) {
      const wild = (await client.post(RULES, { description_contains: text, set_category_id: food.id })).body;
      expect((await client.get(`${wild.url}preview/`)).body).toEqual({ count: 0 });
    }
  });

  it("a payee rule changes only that payee's transactions, not another owner's", async () => {
    const { client, csv, travel } = await owner(ctx);
    const other = await owner(ctx);
    await other.csv(["2024-05-01,SHELL OIL 1 AUSTIN TX,-10.00"]);
    await csv(["2024-05-01,SHELL OIL 57444 AUSTIN TX,-30.00", "2024-05-02,SAFEWAY #1234,-40.00"]);
    const shell = await payeeNamed(client, "Shell Oil");
    const rule = (await client.post(RULES, { payee_id: shell.id, set_category_id: travel.id })).body;
    expect((await client.post(`${rule.url}apply/`)).body).toEqual({ count: 1 });
    expect((await ledger(client)).map((t) => t.category)).toEqual(["Travel", null]);
    expect((await ledger(other.client)).map((t) => t.category)).toEqual([null]);
  });
});
