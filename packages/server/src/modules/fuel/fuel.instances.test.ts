import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoInstances } from "../../test-support/two-instances";

// Issue 17 §7: the vehicle list and a vehicle are answered from kept bytes while the owner's fuel
// data is unchanged. Every fuel write, through either instance, bumps the owner's fuel version,
// so neither instance answers what it kept from before; a browser's If-None-Match gets 304.

const VEHICLES = "/fuel/api/vehicles/";
let two: Awaited<ReturnType<typeof createTwoInstances>>;
beforeAll(async () => {
  two = await createTwoInstances();
});
afterAll(() => two.close());

describe("fuel answers across two instances", () => {
  it("every kind of write through A changes what B answers, which B had already answered", async () => {
    const { a, b } = await two.owner();
    const civic = (await a.post(VEHICLES, { name: "Civic" })).body;
    const added = (
      await a.post(civic.entries_url, { date: "2026-01-01", mileage: 1000, gallons: 10, price_per_gallon: 3 })
    ).body;
    const writes: [string, () => Promise<{ status: number }>][] = [
      ["create a vehicle", () => a.post(VEHICLES, { name: "Truck" })],
      ["rename a vehicle", () => a.patch(civic.url, { name: "Civic Si" })],
      ["make another the default", () => a.patch(`${VEHICLES}truck/`, { is_default: true })],
      [
        "add a fill-up",
        () => a.post(civic.entries_url, { date: "2026-01-08", mileage: 1300, gallons: 9, price_per_gallon: 3.1 }),
      ],
      ["edit a fill-up", () => a.patch(added.url, { gallons: 11 })],
      ["delete a fill-up", () => a.delete(added.url)],
      [
        "import fill-ups",
        () => a.post(`${civic.url}import/`, { csv: "Date,Odometer,Gallons,Price\n2026-02-01,1600,8,3.2" }),
      ],
      ["delete a vehicle", () => a.delete(`${VEHICLES}truck/`)],
    ];
    for (const [what, write] of writes) {
      const before = (await b.get(VEHICLES)).body;
      const vehicleBefore = (await b.get(civic.url)).body;
      expect((await write()).status, what).toBeLessThan(300);
      const after = (await b.get(VEHICLES)).body;
      expect(after, what).not.toEqual(before);
      expect(after, what).toEqual((await a.get(VEHICLES)).body);
      if (what !== "create a vehicle" && what !== "delete a vehicle" && what !== "make another the default") {
        expect((await b.get(civic.url)).body, what).not.toEqual(vehicleBefore);
      }
    }
  });

  it("answers 304 to the ETag it gave while nothing changed, and the new list once something did", async () => {
    const { a, b } = await two.owner();
    const civic = (await a.post(VEHICLES, { name: "Civic" })).body;
    const first = await a.get(VEHICLES);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    // Both instances encode the same answer the same way, so either honours the tag.
    for (const client of [a, b]) {
      const again = await client.request("GET", VEHICLES, undefined, undefined, { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe("");
    }
    await b.post(civic.entries_url, { date: "2026-03-01", mileage: 500, gallons: 5, price_per_gallon: 3 });
    const changed = await a.request("GET", VEHICLES, undefined, undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body[0].entries).toHaveLength(1);
  });

  it("keeps each owner's answers apart", async () => {
    const one = await two.owner();
    const other = await two.owner();
    await one.a.post(VEHICLES, { name: "Civic" });
    expect((await one.a.get(VEHICLES)).body).toHaveLength(1);
    expect((await other.a.get(VEHICLES)).body).toEqual([]);
    expect((await other.a.get(`${VEHICLES}civic/`)).status).toBe(404);
  });
});
