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
/** Written by the web build too: the h1 of the main screens whose heading is their title, and whether tabs sit above it. */
const ROUTE_HEADINGS_FILE = "route-headings.json";
/** Where index.html's app shell takes a page's heading (packages/web/index.html). */
const SHELL_PAGE_MARK = "<!--shell-page-->";

type IndexPages = {
  stamp: number;
  html: string;
  preloads: Record<string, string[]>;
  shellPages: Record<string, { heading: string; tabsRow?: boolean }>;
};

const readJson = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * index.html for one address (issue 28):
 * - with `<link rel="modulepreload">` for the chunks of the screen there, so a phone downloads
 *   them alongside the app's entry rather than after it has run;
 * - on a main screen whose heading is its title, with that heading (and the tabs row above it,
 *   if any) in the app shell, so it shows with the app bar before any of the app's code. Not
 *   with a query: it may change the heading (the inactive bills).
 * Re-read when the build changes, so a rebuild is served without a restart.
 */
function indexPages(distDir: string) {
  let cached: IndexPages | undefined;
  return (url: string): string => {
    const indexFile = path.join(distDir, "index.html");
    const stamp = fs.statSync(indexFile).mtimeMs;
    if (cached?.stamp !== stamp) {
      cached = {
        stamp,
        html: fs.readFileSync(indexFile, "utf8"),
        preloads: readJson(path.join(distDir, ROUTE_PRELOADS_FILE)),
        shellPages: readJson(path.join(distDir, ROUTE_HEADINGS_FILE)),
      };
    }
    const [urlPath = "/", query] = url.split("?");
    const address = urlPath.endsWith("/") ? urlPath : `${urlPath}/`;
    let html = cached.html;
    const shellPage = query === undefined ? cached.shellPages[address] : undefined;
    if (shellPage) {
      const tabs = shellPage.tabsRow ? '<div class="shell-tabs"></div>' : "";
      const page = `<div class="shell-page"><h1 class="shell-heading">${escapeHtml(shellPage.heading)}</h1></div>`;
      html = html.replace(SHELL_PAGE_MARK, tabs + page);
    }
    const chunks = cached.preloads[address] ?? [];
    if (chunks.length === 0) return html;
    const links = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`).join("");
    return html.replace("</head>", `${links}</head>`);
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
  const sendIndex = (reply: FastifyReply, url: string) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexPage(url));
  // The root is a directory to the static plugin: its page is sent here like every other address's.
  if (built) app.get("/", { schema: { hide: true } }, async (_request, reply) => sendIndex(reply, "/"));
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (isApiPath(urlPath) || !["GET", "HEAD"].includes(request.method)) throw notFound("Page");
    if (STATIC_FILE.test(urlPath)) throw notFound("File");
    if (!built) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    return sendIndex(reply, request.url);
  });
}
