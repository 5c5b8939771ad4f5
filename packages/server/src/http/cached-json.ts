import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { memoryCacheOf } from "../cache/memory-cache";
import { type DataScope, dataVersion } from "../db/data-versions";

// Large list answers (a vehicle's five years of fill-ups: 160 KB of JSON) cost milliseconds to
// build, check and encode, and under ten clients those milliseconds queue. This keeps each
// answer's encoded bytes per owner and URL, tagged with the owner's data version of the scope it
// reads: a write in any instance bumps the version in the database, so one primary-key lookup
// tells whether the kept bytes still hold. The bytes carry an ETag, so a browser that already
// has them gets 304 and no body. They are kept in the server's one bounded cache (CACHE_MB).

type Entry = { version: number; body: Buffer; etag: string };

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag) === true;

/**
 * Answers a GET with `build()`'s result encoded by `schema` (as the route's response schema
 * would), from the kept bytes while the owner's `scope` is unchanged. Every write to the data
 * `build` reads must bump `scope` (db/data-versions.ts). `variant` names whatever else the
 * answer depends on (Tasks: the owner's today, which decides the tasks completed today).
 */
export async function sendCachedJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: DataScope,
  schema: S,
  build: () => Promise<z.output<S>>,
  variant = "",
): Promise<FastifyReply> {
  const { db } = request.server;
  const version = await dataVersion(db, request.owner.id, scope);
  const cache = memoryCacheOf(db);
  // Answers hold absolute URLs, so the origin is part of the key.
  const key = `${request.owner.id} ${scope} ${variant} ${request.protocol}://${request.host}${request.url}`;
  let entry = cache.get<Entry>(key);
  if (entry?.version !== version) {
    const body = Buffer.from(JSON.stringify(schema.encode(await build())));
    const built = { version, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    // A slower build of an older version may finish last: the newer answer stays.
    const kept = cache.get<Entry>(key);
    if (!kept || kept.version <= version) cache.set(key, built, body.length);
    entry = built;
  }
  reply.header("etag", entry.etag).header("cache-control", "private, no-cache");
  if (matches(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(entry.body);
}
