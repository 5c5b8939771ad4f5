import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import type { TestContext } from "../../test-support/test-app";
import { startTvTest } from "../tv/tv-test-support";

const PATH = "/auth/users/me/getting-started/";
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  // The TV step needs a show tracked through the TVmaze stand-in.
  ({ ctx, close } = await startTvTest());
});
afterAll(() => close());

const doneKeys = async (client: ApiClient) => {
  const response = await client.get(PATH);
  expect(response.status).toBe(200);
  return (response.body.steps as { key: string; is_done: boolean }[]).filter((s) => s.is_done).map((s) => s.key);
};

describe("GET /auth/users/me/getting-started/", () => {
  it("lists every step as not done for a new owner", async () => {
    const { client } = await ctx.signedIn();
    expect((await client.get(PATH)).body).toEqual({
      steps: [
        { key: "water", is_done: false },
        { key: "bills", is_done: false },
        { key: "tv", is_done: false },
        { key: "bible", is_done: false },
        { key: "fuel", is_done: false },
      ],
    });
  });

  it("marks each step done from the owner's real data", async () => {
    const { client } = await ctx.signedIn();

    // The water page creates a 0 ml target on a first visit: that is not "set" yet.
    const target = (await client.post("/tracker/api/water/daily-target/", { target_ml: 0 })).body;
    expect(await doneKeys(client)).toEqual([]);
    await client.patch(target.url, { target_ml: 2000 });
    expect(await doneKeys(client)).toEqual(["water"]);

    const bill = await client.post("/bills/api/v2/bill/", { name: "Rent", due_date: "2026-12-01", due_amount: 1200 });
    expect(bill.status).toBe(201);
    expect(await doneKeys(client)).toEqual(["water", "bills"]);

    expect((await client.post("/tv/api/show/", { tvmaze_id: 101 })).status).toBe(201);
    expect(await doneKeys(client)).toEqual(["water", "bills", "tv"]);

    expect((await client.post("/bible/api/plan/", { kind: "year", start_date: "2026-01-01" })).status).toBe(201);
    expect(await doneKeys(client)).toEqual(["water", "bills", "tv", "bible"]);

    expect((await client.post("/fuel/api/vehicles/", { name: "Honda Civic" })).status).toBe(201);
    expect(await doneKeys(client)).toEqual(["water", "bills", "tv", "bible", "fuel"]);
  });

  it("counts only the owner's own data", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    await owner.client.post("/fuel/api/vehicles/", { name: "Owner's car" });
    expect(await doneKeys(owner.client)).toEqual(["fuel"]);
    expect(await doneKeys(stranger.client)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(PATH)).status).toBe(401);
  });
});
