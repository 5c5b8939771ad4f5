import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath } from "./api-paths";
import { notFound } from "./errors";

/**
 * A request for a file the build did not write (a service worker or manifest of another build,
 * an icon): answered 404, never with index.html, which a browser would take for the worker's
 * script or the manifest and fail on. Client-side routes have no file extension.
 */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|webmanifest|png|svg|ico|txt|woff2?)$/i;

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
      index: "index.html",
      // `npm run build` writes .br and .gz copies of the text files: the smallest accepted is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        if (filePath.endsWith(".webmanifest")) reply.header("content-type", "application/manifest+json; charset=utf-8");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (isApiPath(urlPath) || !["GET", "HEAD"].includes(request.method)) throw notFound("Page");
    if (STATIC_FILE.test(urlPath)) throw notFound("File");
    if (!built) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
