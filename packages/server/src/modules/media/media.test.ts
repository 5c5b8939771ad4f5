import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTwoInstances } from "../../test-support/two-instances";
import { DatabaseMediaStore, DiskMediaStore, mediaDir, moveDiskMediaIntoDatabase } from "./media.store";

// Issue 17 §3: with PostgreSQL, photos and posters live in the database, so a photo uploaded
// through one instance is served by every other; SQLite keeps them under DATA_DIR/media.

const postgres = process.env.TEST_DIALECT === "postgres";
let two: Awaited<ReturnType<typeof createTwoInstances>>;
beforeAll(async () => {
  two = await createTwoInstances();
});
afterAll(() => two.close());

const jpeg = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe("shared media", () => {
  it(`stores in ${postgres ? "the database" : "DATA_DIR/media"}; ${postgres ? "every instance serves" : "the instance serves"} it with the same headers`, async () => {
    const { a: viaA, b: viaB } = await two.owner();
    const item = (await viaA.post("/pack/api/item/", { name: "Tent" })).body;
    const form = new FormData();
    form.append("file", new Blob([await jpeg()]), "tent.jpg");
    const stored = await viaA.postForm(`${item.url}photo/`, form);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const photoPath = new URL(stored.body.photo).pathname;
    const name = photoPath.replace("/media/", "");

    const servers = postgres ? [two.a.app, two.b.app] : [two.a.app];
    for (const app of servers) {
      const served = await app.inject({ method: "GET", url: photoPath });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "private, max-age=31536000, immutable",
        "content-length": String(served.rawPayload.length),
      });
      expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    }
    if (postgres) {
      expect(two.a.app.media).toBeInstanceOf(DatabaseMediaStore);
      expect(fs.existsSync(mediaDir(two.a.dataDir))).toBe(false);
    } else {
      expect(two.a.app.media).toBeInstanceOf(DiskMediaStore);
      expect(fs.readdirSync(mediaDir(two.a.dataDir))).toContain(name);
    }

    // Deleting the photo through B removes it for both.
    if (postgres) {
      await viaB.delete(`${item.url}photo/`);
      for (const app of [two.a.app, two.b.app]) {
        expect((await app.inject({ method: "GET", url: photoPath })).statusCode).toBe(404);
      }
    }
  });

  it("moves files an earlier version kept under DATA_DIR/media into the database on start, once", async () => {
    const dir = mediaDir(two.b.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const names = ["0123456789abcdef0123456789abcdef.webp", "0123456789abcdef0123456789abcdef-thumb.webp"];
    for (const name of names) fs.writeFileSync(path.join(dir, name), Buffer.from(`bytes of ${name}`));
    const log = { info: vi.fn() } as unknown as Parameters<typeof moveDiskMediaIntoDatabase>[2];

    const moved = await moveDiskMediaIntoDatabase(two.b.app.media, two.b.dataDir, log);
    if (!postgres) {
      // SQLite keeps its files where they are.
      expect(moved).toBe(0);
      expect(fs.readdirSync(dir).sort()).toEqual([...names].sort());
      return;
    }
    expect(moved).toBe(2);
    expect(fs.existsSync(dir)).toBe(false);
    for (const name of names) {
      const served = await two.a.app.inject({ method: "GET", url: `/media/${name}` });
      expect([served.statusCode, served.body]).toEqual([200, `bytes of ${name}`]);
    }
    expect(await moveDiskMediaIntoDatabase(two.b.app.media, two.b.dataDir, log)).toBe(0);
  });
});
