import { ZONE_SPANS_PAST_DAYS, zoneOffsetSpans } from "@homebase/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_TIME_ZONE, type TestContext } from "../../test-support/test-app";

const PATH = "/auth/users/me/settings/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const storedRows = async (userId: number) =>
  ctx.db.selectFrom("owner_settings").selectAll().where("user_id", "=", userId).execute();

describe("owner settings", () => {
  it("defaults to the server's time zone and the light theme", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.get(PATH);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      time_zone: TEST_TIME_ZONE,
      // Worked out from today's UTC midnight: the same spans all day (contracts' zone-clock.ts).
      time_zone_offsets: zoneOffsetSpans(
        TEST_TIME_ZONE,
        new Date(Date.parse(response.body.time_zone_offsets[0].from) + ZONE_SPANS_PAST_DAYS * 86_400_000),
      ),
      theme: "light",
      water_unit: "oz",
      bible_url_template: "https://www.biblegateway.com/passage/?search={passage}&version=ESV",
      hidden_modules: [],
      is_getting_started_dismissed: false,
      url: `http://localhost:80${PATH}`,
    });
  });

  it("saves a partial change and keeps the other fields", async () => {
    const { user, client } = await ctx.signedIn();
    const first = await client.patch(PATH, { theme: "dark" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ theme: "dark", time_zone: TEST_TIME_ZONE });

    const second = await client.patch(PATH, { time_zone: "Asia/Tokyo" });
    expect(second.body).toMatchObject({ theme: "dark", time_zone: "Asia/Tokyo" });
    // The browser reads the new zone's clock from its spans (contracts' zone-clock.ts).
    expect(second.body.time_zone_offsets).toEqual([{ from: expect.any(String), until: null, minutes: 540 }]);
    expect((await client.get(PATH)).body).toMatchObject({ theme: "dark", time_zone: "Asia/Tokyo" });
    expect(await storedRows(user.id)).toHaveLength(1);
  });

  it("keeps each owner's settings apart", async () => {
    const a = await ctx.signedIn();
    const b = await ctx.signedIn();
    await a.client.patch(PATH, { theme: "system", time_zone: "Europe/Paris" });
    expect((await b.client.get(PATH)).body).toMatchObject({ theme: "light", time_zone: TEST_TIME_ZONE });
  });

  it("hides modules in menu order, each once, and shows them again", async () => {
    const { user, client } = await ctx.signedIn();
    const hidden = await client.patch(PATH, { hidden_modules: ["wordle", "bills", "wordle"] });
    expect(hidden.status).toBe(200);
    expect(hidden.body.hidden_modules).toEqual(["bills", "wordle"]);
    expect((await client.get(PATH)).body.hidden_modules).toEqual(["bills", "wordle"]);
    expect((await storedRows(user.id))[0]?.hidden_modules).toBe('["bills","wordle"]');

    expect((await client.patch(PATH, { hidden_modules: [] })).body.hidden_modules).toEqual([]);
  });

  it("drops a stored module key that the app no longer knows", async () => {
    const { user, client } = await ctx.signedIn();
    await client.patch(PATH, { hidden_modules: ["tv"] });
    await ctx.db
      .updateTable("owner_settings")
      .set({ hidden_modules: '["tv","crosswords"]' })
      .where("user_id", "=", user.id)
      .execute();
    expect((await client.get(PATH)).body.hidden_modules).toEqual(["tv"]);
  });

  it("remembers that the getting-started list was dismissed", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.patch(PATH, { is_getting_started_dismissed: true });
    expect(response.body.is_getting_started_dismissed).toBe(true);
    expect((await client.get(PATH)).body.is_getting_started_dismissed).toBe(true);
  });

  it.each([
    [{ hidden_modules: ["wordle", "crosswords", 7] }, "hidden_modules", "Unknown module: crosswords, 7."],
    [{ hidden_modules: "wordle" }, "hidden_modules", "Enter a list of module keys."],
    [{ is_getting_started_dismissed: "yes" }, "is_getting_started_dismissed", "Use true or false."],
    [{ time_zone: "Mars/Olympus_Mons" }, "time_zone", "Unknown time zone."],
    [{ time_zone: "" }, "time_zone", "This field may not be blank."],
    [{ theme: "purple" }, "theme", "Choose light, dark or system."],
  ])("rejects %j with a field error and writes nothing", async (payload, field, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.patch(PATH, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
    expect(await storedRows(user.id)).toHaveLength(0);
  });

  it("rejects unknown fields", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.patch(PATH, { theme: "dark", colour: "red" });
    expect(response.status).toBe(400);
    expect(response.body.fields.non_field_errors[0]).toMatch(/colour/);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(PATH)).status).toBe(401);
    expect((await ctx.anonymous.patch(PATH, { theme: "dark" })).status).toBe(401);
  });

  it("every later request computes today in the owner's time zone", async () => {
    const { client } = await ctx.signedIn();
    // UTC+14 and UTC-11: 25 hours apart, so their dates always differ.
    for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      await client.patch(PATH, { time_zone: timeZone });
      const days = (await client.get("/tracker/api/water/summary/")).body as { date_created: string }[];
      const expected = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
      const dates = days.map((day) => day.date_created).sort();
      expect(dates.at(-1)).toBe(expected);
    }
  });
});
