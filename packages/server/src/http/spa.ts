import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath } from "./api-paths";
import { notFound } from "./errors";

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for every non-API path so client-side routes survive a reload.
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
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (isApiPath(urlPath) || !["GET", "HEAD"].includes(request.method)) throw notFound("Page");
    if (!built) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
