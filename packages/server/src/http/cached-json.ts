import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type DataScope, dataVersion } from "../db/data-versions";

// Large list answers (a vehicle's five years of fill-ups: 160 KB of JSON) cost milliseconds to
// build, check and encode, and under ten clients those milliseconds queue. This keeps each
// answer's encoded bytes per owner and URL, tagged with the owner's data version of the scope it
// reads: a write in any instance bumps the version in the database, so one primary-key lookup
// tells whether the kept bytes still hold. The bytes carry an ETag, so a browser that already
// has them gets 304 and no body.

type Entry = { version: number; body: Buffer; etag: string };
type Cache = { entries: Map<string, Entry>; bytes: number };

/** Bytes of answers kept per database; the least recently used go first beyond it. */
const BUDGET_BYTES = 16 * 1024 * 1024;
const caches = new WeakMap<object, Cache>();

function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  return cache;
}

function keep(cache: Cache, key: string, entry: Entry) {
  const previous = cache.entries.get(key);
  if (previous) {
    if (previous.version > entry.version) return; // a newer answer was kept meanwhile
    cache.bytes -= previous.body.length;
    cache.entries.delete(key);
  }
  if (entry.body.length > BUDGET_BYTES / 4) return;
  cache.entries.set(key, entry);
  cache.bytes += entry.body.length;
  for (const [oldest, old] of cache.entries) {
    if (cache.bytes <= BUDGET_BYTES) break;
    cache.entries.delete(oldest);
    cache.bytes -= old.body.length;
  }
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag) === true;

/**
 * Answers a GET with `build()`'s result encoded by `schema` (as the route's response schema
 * would), from the kept bytes while the owner's `scope` is unchanged. Every write to the data
 * `build` reads must bump `scope` (db/data-versions.ts).
 */
export async function sendCachedJson<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: DataScope,
  schema: S,
  build: () => Promise<z.output<S>>,
): Promise<FastifyReply> {
  const { db } = request.server;
  const version = await dataVersion(db, request.owner.id, scope);
  const cache = cacheOf(db);
  // Answers hold absolute URLs, so the origin is part of the key.
  const key = `${request.owner.id} ${scope} ${request.protocol}://${request.host}${request.url}`;
  let entry = cache.entries.get(key);
  if (entry?.version === version) {
    cache.entries.delete(key); // most recently used last
    cache.entries.set(key, entry);
  } else {
    const body = Buffer.from(JSON.stringify(schema.encode(await build())));
    entry = { version, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    keep(cache, key, entry);
  }
  reply.header("etag", entry.etag).header("cache-control", "private, no-cache");
  if (matches(request.headers["if-none-match"], entry.etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(entry.body);
}
