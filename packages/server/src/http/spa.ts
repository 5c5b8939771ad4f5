import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isApiPath } from "./api-paths";
import { notFound } from "./errors";

/**
 * A request for a file the build did not write (a service worker or manifest of another build,
 * an icon): answered 404, never with index.html, which a browser would take for the worker's
 * script or the manifest and fail on. Client-side routes have no file extension.
 */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|webmanifest|png|svg|ico|txt|woff2?)$/i;

/** Written by the web build (packages/web/routePreloadPlugin.ts): the chunks each main screen imports first. */
const ROUTE_PRELOADS_FILE = "route-preloads.json";

type IndexPages = { stamp: number; html: string; preloads: Record<string, string[]> };

/**
 * index.html for one address: with `<link rel="modulepreload">` for the chunks of the screen
 * there (issue 28), so a phone downloads them alongside the app's entry rather than after it
 * has run. Re-read when the build changes, so a rebuild is served without a restart.
 */
function indexPages(distDir: string) {
  let cached: IndexPages | undefined;
  return (urlPath: string): string => {
    const indexFile = path.join(distDir, "index.html");
    const stamp = fs.statSync(indexFile).mtimeMs;
    if (cached?.stamp !== stamp) {
      const preloadsFile = path.join(distDir, ROUTE_PRELOADS_FILE);
      cached = {
        stamp,
        html: fs.readFileSync(indexFile, "utf8"),
        preloads: fs.existsSync(preloadsFile) ? JSON.parse(fs.readFileSync(preloadsFile, "utf8")) : {},
      };
    }
    const address = urlPath.endsWith("/") ? urlPath : `${urlPath}/`;
    const chunks = cached.preloads[address] ?? [];
    if (chunks.length === 0) return cached.html;
    const links = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`).join("");
    return cached.html.replace("</head>", `${links}</head>`);
  };
}

/**
 * The Content-Security-Policy sources that allow index.html's inline scripts (the app shell's
 * theme and sign-in check, packages/web/index.html) by their hash, read from the build at
 * start: `'sha256-…'`. A rebuild that changes such a script needs a restart to be allowed;
 * until then the shell paints in light mode without the menu button, and the app is unaffected.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, "index.html");
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, "utf8");
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash("sha256")
        .update(source ?? "")
        .digest("base64")}'`,
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for every non-API path so client-side routes survive a reload. Everything outside
 * assets/ (index.html, the service worker sw.js and its workbox chunk, the manifest) is
 * revalidated on every load, so a new version is found at once (issue 22).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Looked up per request (not listed at start), so a rebuild is served without a restart.
      wildcard: true,
      // index.html goes out from the not-found handler below, with the address's preloads.
      index: false,
      // `npm run build` writes .br and .gz copies of the text files: the smallest accepted is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        if (filePath.endsWith(".webmanifest")) reply.header("content-type", "application/manifest+json; charset=utf-8");
      },
    });
  }

  const indexPage = indexPages(distDir);
  const sendIndex = (reply: FastifyReply, urlPath: string) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexPage(urlPath));
  // The root is a directory to the static plugin: its page is sent here like every other address's.
  if (built) app.get("/", { schema: { hide: true } }, async (_request, reply) => sendIndex(reply, "/"));
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (isApiPath(urlPath) || !["GET", "HEAD"].includes(request.method)) throw notFound("Page");
    if (STATIC_FILE.test(urlPath)) throw notFound("File");
    if (!built) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    return sendIndex(reply, urlPath);
  });
}
