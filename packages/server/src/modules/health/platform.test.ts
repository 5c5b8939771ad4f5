import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { issueToken } from "../auth/auth.service";

// Cross-cutting behaviour of the server: health, errors, headers, OpenAPI and the SPA fallback.
let ctx: TestContext;
let webDist: string;
/** An inline script in index.html (the app shell's theme check), and its SHA-256 worked out by openssl. */
const INLINE_SCRIPT = 'document.documentElement.classList.add("dark")';
const INLINE_SCRIPT_SOURCE = "'sha256-+jXBBVrxtk8tcWi34/+64B/q/AmYPxbCP60MxuNQyBo='";
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-web-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(
    path.join(webDist, "index.html"),
    `<!doctype html><head><title>Homebase</title><script type="module" src="/assets/app-1234.js"></script></head>` +
      `<body><div id="root"><div class="shell"><div class="shell-bar">Homebase</div><!--shell-page--></div></div>` +
      `<script>${INLINE_SCRIPT}</script></body>`,
  );
  fs.writeFileSync(
    path.join(webDist, "route-preloads.json"),
    JSON.stringify({ "/bills/": ["/assets/BillsHome-1.js", "/assets/Card-2.js"], "/": ["/assets/HomePage-3.js"] }),
  );
  fs.writeFileSync(
    path.join(webDist, "route-headings.json"),
    JSON.stringify({
      "/bills/": { heading: "Recurring Bills" },
      "/money/": { heading: "Transactions", tabsRow: true },
      "/odd/": { heading: 'Fish & <Chips> "to go"' },
    }),
  );
  fs.writeFileSync(path.join(webDist, "assets", "app-1234.js"), "console.log(1)");
  fs.writeFileSync(path.join(webDist, "sw.js"), "self.addEventListener('fetch', () => {})");
  fs.writeFileSync(path.join(webDist, "manifest.webmanifest"), '{"name":"Homebase"}');
  ctx = await createTestContext({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("platform", () => {
  it("reports health after a database round trip, without a token", async () => {
    const response = await ctx.anonymous.get("/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok", database: "sqlite" });
  });

  it("serves index.html for app routes so deep links survive a reload", async () => {
    for (const page of ["/", "/login/", "/money/account/3/?page=2", "/no/such/page"]) {
      const response = await ctx.anonymous.get(page);
      expect(response.status, page).toBe(200);
      expect(response.body).toContain("<title>Homebase</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("names the chunks of the screen at the address as modulepreload links (issue 28)", async () => {
    const links = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    for (const page of ["/bills/", "/bills", "/bills/?status=due"]) {
      const response = await ctx.anonymous.get(page);
      expect(response.headers["content-type"], page).toMatch(/^text\/html/);
      expect(links(response.body), page).toEqual(["/assets/BillsHome-1.js", "/assets/Card-2.js"]);
      // Inside <head>, before the app's own tags run.
      expect(response.body.indexOf("modulepreload"), page).toBeLessThan(response.body.indexOf("</head>"));
    }
    expect(links((await ctx.anonymous.get("/")).body)).toEqual(["/assets/HomePage-3.js"]);
    for (const page of ["/bills/bill/4/", "/money/", "/index.html"]) {
      expect(links((await ctx.anonymous.get(page)).body), page).toEqual([]);
    }
  });

  it("writes a main screen's heading into the app shell, only where the query cannot change it (issue 28)", async () => {
    const shellPage = (body: string) =>
      body.match(/<!--shell-page-->|(?:<div class="shell-tabs"><\/div>)?<div class="shell-page">.*?<\/div>/)?.[0];
    for (const page of ["/bills/", "/bills"]) {
      expect(shellPage((await ctx.anonymous.get(page)).body), page).toBe(
        '<div class="shell-page"><h1 class="shell-heading">Recurring Bills</h1></div>',
      );
    }
    expect(shellPage((await ctx.anonymous.get("/odd/")).body)).toBe(
      '<div class="shell-page"><h1 class="shell-heading">Fish &#38; &#60;Chips&#62; &#34;to go&#34;</h1></div>',
    );
    // Below the tabs row its page has.
    expect(shellPage((await ctx.anonymous.get("/money/")).body)).toBe(
      '<div class="shell-tabs"></div><div class="shell-page"><h1 class="shell-heading">Transactions</h1></div>',
    );
    // The query may pick another heading (?inactive=1); a screen without one keeps the mark only.
    for (const page of ["/bills/?inactive=1", "/money/?page=2", "/bills/bill/4/"]) {
      expect(shellPage((await ctx.anonymous.get(page)).body), page).toBe("<!--shell-page-->");
    }
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await ctx.anonymous.get("/assets/app-1234.js");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("serves the service worker and the manifest revalidated on every load, with their types (issue 22)", async () => {
    const worker = await ctx.anonymous.get("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await ctx.anonymous.get("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing file with 404, never index.html (a browser would take the page for a worker or a manifest)", async () => {
    for (const file of ["/workbox-0000.js", "/old-manifest.webmanifest", "/pwa-64x64.png"]) {
      const response = await ctx.anonymous.get(file);
      expect(response.status, file).toBe(404);
      expect(String(response.body)).not.toContain("<title>Homebase</title>");
    }
  });

  it("answers unknown API paths with a JSON 404, never the app page", async () => {
    for (const apiPath of ["/money/api/nothing/", "/auth/nothing/", "/bills/api/v2/nothing/"]) {
      const response = await ctx.anonymous.get(apiPath);
      expect(response.status, apiPath).toBe(404);
      expect(response.body).toEqual({ detail: "Page not found.", code: "not_found" });
    }
  });

  it("answers malformed JSON with a 400 in the error shape", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/auth/token/login/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(["code", "detail"]);
  });

  it("sends security headers with a same-origin CSP", async () => {
    const response = await ctx.anonymous.get("/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    // The app's own files, and index.html's inline script by its hash: nothing else inline.
    expect(csp).toContain(`script-src 'self' ${INLINE_SCRIPT_SOURCE};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // Self-hosted on plain http at home: no HSTS.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    // The same on API answers, refusals and unknown addresses.
    for (const url of ["/money/api/account/", "/no/such/address/"]) {
      const answer = await ctx.anonymous.get(url);
      expect(answer.headers["content-security-policy"], url).toBe(csp);
      expect(answer.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("compresses answers of 1 KB or more for a client that accepts it, and only those (issue 28)", async () => {
    const { client, user } = await ctx.signedIn();
    for (let i = 0; i < 30; i++) await client.post("/task/api/task/", { name: `Task number ${i} for the week` });
    const token = `Bearer ${await issueToken(ctx.db, user.id)}`;
    const tasks = (encoding?: string) =>
      ctx.app.inject({
        method: "GET",
        url: "/task/api/task/",
        headers: { authorization: token, ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
    const plain = await tasks();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const compressed = await tasks(accepted);
      expect(compressed.statusCode, accepted).toBe(200);
      expect(compressed.headers["content-encoding"], accepted).toBe(encoding);
      expect(compressed.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(compressed.rawPayload).toString()), accepted).toEqual(plain.json());
    }
    // A small answer goes out as it is: compressing it would save nothing worth the CPU.
    const me = await ctx.app.inject({
      method: "GET",
      url: "/auth/users/me/",
      headers: { authorization: token, "accept-encoding": "br" },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers["content-encoding"]).toBeUndefined();
    expect(me.json().username).toBe(user.username);
  });

  it("sends a built file's own compressed copy, not a second compression of it", async () => {
    const source = "console.log('a built chunk');".repeat(100);
    const brotli = zlib.brotliCompressSync(Buffer.from(source));
    fs.writeFileSync(path.join(webDist, "assets", "chunk-5678.js"), source);
    fs.writeFileSync(path.join(webDist, "assets", "chunk-5678.js.br"), brotli);
    const response = await ctx.app.inject({
      method: "GET",
      url: "/assets/chunk-5678.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.rawPayload.equals(brotli)).toBe(true);
  });

  it("documents every route in OpenAPI", async () => {
    const response = await ctx.anonymous.get("/api/docs/json");
    expect(response.status).toBe(200);
    const paths = Object.keys(response.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/auth/token/login/",
        "/auth/users/me/",
        "/auth/token/logout/",
        "/auth/users/me/settings/",
      ]),
    );
    expect(response.body.paths["/auth/token/login/"].post.requestBody).toBeDefined();
  });
});
