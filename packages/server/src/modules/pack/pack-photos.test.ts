import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Photos are checked by content, re-encoded with a thumbnail within 100 × 140 (spec §9), stored
// under random names (DATA_DIR/media with SQLite, the media table with PostgreSQL) and served
// from /media/.

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-pack-photos-"));
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
const form = (bytes: Uint8Array, filename = "photo.jpg") => {
  const data = new FormData();
  data.append("file", new Blob([bytes]), filename);
  return data;
};
const mediaFiles = () => ctx.app.media.names();

describe("photos", () => {
  it("stores an item photo with a thumbnail that fits 100 × 140, served from /media/", async () => {
    const { client } = await ctx.signedIn();
    const item = (await client.post("/pack/api/item/", { name: "Tent" })).body;
    const response = await client.postForm(`${item.url}photo/`, form(await photo(2000, 1500)));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      photo_width: 1600,
      photo_height: 1200,
      thumbnail_width: 100,
      thumbnail_height: 75,
    });
    expect(response.body.photo).toMatch(/^http:\/\/localhost:80\/media\/[a-f0-9]{32}\.webp$/);
    const served = await ctx.app.inject({ method: "GET", url: new URL(response.body.thumbnail).pathname });
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/webp"]);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 100, 75]);

    // Replacing removes the old files; deleting the photo removes the new ones.
    const before = await mediaFiles();
    const replaced = (await client.postForm(`${item.url}photo/`, form(await photo(300, 600)))).body;
    expect(replaced).toMatchObject({ photo_width: 300, photo_height: 600, thumbnail_width: 70, thumbnail_height: 140 });
    expect((await mediaFiles()).filter((name) => before.includes(name))).toEqual([]);
    expect((await client.delete(`${item.url}photo/`)).body).toMatchObject({ photo: null, thumbnail: null });
    expect(await mediaFiles()).toEqual([]);
  });

  it("rejects a text file renamed .jpg (400, nothing stored)", async () => {
    const { client } = await ctx.signedIn();
    const item = (await client.post("/pack/api/item/", { name: "Hat" })).body;
    const response = await client.postForm(`${item.url}photo/`, form(new TextEncoder().encode("not really a photo")));
    expect([response.status, response.body.fields]).toEqual([
      400,
      { file: ["This file is not a photo: use a JPEG, PNG, WebP or HEIC image."] },
    ]);
    expect((await client.get(item.url)).body.photo).toBeNull();
    expect(await mediaFiles()).toEqual([]);
  });

  it("reads an iPhone HEIC photo; refuses a broken one, files over 10 MB (413) and a body that is not multipart", async () => {
    const { client } = await ctx.signedIn();
    const trip = (
      await client.post("/pack/api/trip/", { name: "Trip", date_start: "2026-12-01", date_end: "2026-12-02" })
    ).body;
    // 64 × 48, encoded with libheif's heif-enc (HEVC), as an iPhone saves photos.
    const heic = fs.readFileSync(path.join(import.meta.dirname, "fixtures/photo-64x48.heic"));
    const stored = await client.postForm(`${trip.url}photo/`, form(heic, "IMG_0001.HEIC"));
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body).toMatchObject({ photo_width: 64, photo_height: 48, thumbnail_width: 64, thumbnail_height: 48 });
    const broken = Buffer.concat([heic.subarray(0, 32), Buffer.alloc(64)]);
    const refused = await client.postForm(`${trip.url}photo/`, form(broken, "IMG_0002.HEIC"));
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      { file: ["This file is not a photo: use a JPEG, PNG, WebP or HEIC image."] },
    ]);
    const big = await client.postForm(`${trip.url}photo/`, form(new Uint8Array(10 * 1024 * 1024 + 1)));
    expect([big.status, big.body.detail]).toEqual([413, "The file is larger than 10 MB. Use a smaller photo."]);
    expect((await client.post(`${trip.url}photo/`, { file: "x" })).status).toBe(400);
    expect((await client.get(trip.url)).body.photo).toBe(stored.body.photo);
  });

  it("answers 404 for unknown or malformed media names and another owner's item", async () => {
    const owner = await ctx.signedIn();
    const item = (await owner.client.post("/pack/api/item/", { name: "Boots" })).body;
    const { client } = await ctx.signedIn();
    expect((await client.postForm(`${item.url}photo/`, form(await photo(10, 10)))).status).toBe(404);
    expect((await ctx.anonymous.get(`/media/${"a".repeat(32)}.webp`)).status).toBe(404);
    expect((await ctx.anonymous.get("/media/..%2Fhomebase.sqlite")).status).toBe(404);
  });
});
