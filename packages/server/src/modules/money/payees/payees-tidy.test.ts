import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../../test-support/api-client";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { owner } from "../rules/rules-test-support";

// Issue 19: payees named by the cleaner before it kept apostrophes and dropped processor codes.
// A new import of the same merchant lands on them; "Tidy payee names" renames and merges them.

const PAYEES = "/money/api/payee/";
const TIDY = "/money/api/payee/tidy/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const names = async (client: ApiClient) =>
  ((await client.get(PAYEES)).body as { name: string }[]).map((payee) => payee.name).sort();

/** An owner whose payees an older cleaner named, and a person named "Amazon". */
async function setUp() {
  const setup = await owner(ctx);
  const made: Record<string, { id: number }> = {};
  for (const name of ["Trader Joe S", "Amazon Mktpl*2k4ab1cd2", "Amazon Mktpl*9zz8yy7xx", "Amazon Prime"]) {
    made[name] = (await setup.client.post(PAYEES, { name })).body;
  }
  return { ...setup, made };
}

describe("payees named by the old cleaner", () => {
  it("a new import of the same merchant resolves to the existing payee, not a second one", async () => {
    const { client, csv, made } = await setUp();
    await csv([
      "2024-05-01,TRADER JOE'S #552 MONROVIA CA,-20.00",
      "2024-05-02,AMAZON MKTPL*7QQ1AB2CD,-5.00",
      "2024-05-03,SAFEWAY #1234,-40.00",
    ]);
    expect(await names(client)).toEqual([
      "Amazon Mktpl*2k4ab1cd2",
      "Amazon Mktpl*9zz8yy7xx",
      "Amazon Prime",
      "Safeway",
      "Trader Joe S",
    ]);
    const list = (await client.get("/money/api/transaction/")).body.results as { payee: { id: number } }[];
    expect(list.map((t) => t.payee.id)).toEqual(
      expect.arrayContaining([made["Trader Joe S"]!.id, made["Amazon Mktpl*2k4ab1cd2"]!.id]),
    );
  });

  it("lists what the cleaner would rename, merging where two meet; tidying renames, merges, and imports follow", async () => {
    const { client, csv, made } = await setUp();
    await csv(["2024-05-01,TRADER JOE'S #552 MONROVIA CA,-20.00", "2024-05-02,AMAZON MKTPL*2K4AB1CD2,-5.00"]);
    const plan = (await client.get(TIDY)).body;
    expect(plan).toEqual([
      {
        name: "Amazon Mktpl",
        payees: [
          { id: made["Amazon Mktpl*2k4ab1cd2"]!.id, name: "Amazon Mktpl*2k4ab1cd2", transaction_count: 1 },
          { id: made["Amazon Mktpl*9zz8yy7xx"]!.id, name: "Amazon Mktpl*9zz8yy7xx", transaction_count: 0 },
        ],
      },
      { name: "Trader Joe's", payees: [{ id: made["Trader Joe S"]!.id, name: "Trader Joe S", transaction_count: 1 }] },
    ]);
    const ids = plan.flatMap((group: { payees: { id: number }[] }) => group.payees.map((p) => p.id));
    const response = await client.post(TIDY, { payee_ids: ids });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ renamed: 2, merged: 1 });
    expect(await names(client)).toEqual(["Amazon Mktpl", "Amazon Prime", "Trader Joe's"]);
    expect((await client.get(TIDY)).body).toEqual([]);
    // The merged name is an alias: its statement line still finds the kept payee.
    await csv(["2024-06-02,AMAZON MKTPL*9ZZ8YY7XX,-7.00", "2024-06-03,TRADER JOE'S #12,-3.00"]);
    expect(await names(client)).toEqual(["Amazon Mktpl", "Amazon Prime", "Trader Joe's"]);
    const kept = made["Amazon Mktpl*2k4ab1cd2"]!.id;
    expect((await client.get("/money/api/transaction/summary/", { payee: String(kept) })).body.record_count).toBe(2);
  });

  it("401 without a token", async () => {
    expect((await ctx.anonymous.get(TIDY)).status).toBe(401);
    expect((await ctx.anonymous.post(TIDY, { payee_ids: [1] })).status).toBe(401);
  });

  it("404 for another owner's payee, and nothing is renamed", async () => {
    const { client, made } = await setUp();
    const other = await setUp();
    const response = await client.post(TIDY, {
      payee_ids: [made["Trader Joe S"]!.id, other.made["Trader Joe S"]!.id],
    });
    expect(response.status).toBe(404);
    expect(await names(client)).toContain("Trader Joe S");
    expect(await names(other.client)).toContain("Trader Joe S");
  });

  it.each([
    [{ payee_ids: [] }, "Choose at least one payee."],
    [{ payee_ids: "all" }, "Send a list of payee ids."],
    [{ payee_ids: ["prime"] }, "Some of these payees' names are tidy already: reload the list."],
  ])("400 for %j, nothing written", async (body, message) => {
    const { client, made } = await setUp();
    const before = await names(client);
    const ids = body.payee_ids === "all" ? "all" : (body.payee_ids as string[]).map(() => made["Amazon Prime"]!.id);
    const response = await client.post(TIDY, { payee_ids: ids });
    expect(response.status).toBe(400);
    expect(response.body.fields.payee_ids).toEqual([message]);
    expect(await names(client)).toEqual(before);
  });
});
