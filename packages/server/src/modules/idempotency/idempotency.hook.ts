import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { nowIso } from "../../db/database";
import { HttpError, invalid } from "../../http/errors";
import * as repo from "./idempotency.repo";

declare module "fastify" {
  interface FastifyRequest {
    /** The idempotency_keys row this request claimed; its answer is stored when it is sent. */
    idempotencyClaim: number | null;
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** A claim older than this with no answer belongs to a request that died with its process. */
export const ABANDONED_AFTER_MS = 60_000;

const reusedKey = () =>
  new HttpError(
    422,
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different request. Send a new key with a new request.",
  );
const stillRunning = () =>
  new HttpError(
    409,
    "idempotency_in_progress",
    "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  );

/** What makes two requests "the same": method, path with query, and the parsed body. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest("hex");
}

/** Answers a repeat with what the first request answered; throws when the key cannot be used. */
async function replay(reply: FastifyReply, stored: repo.StoredAnswer, hash: string) {
  if (stored.request_hash !== hash) throw reusedKey();
  if (stored.status_code === null) throw stillRunning();
  reply.code(stored.status_code).header("idempotent-replayed", "true");
  if (!stored.response_body) return reply.send();
  return reply.type("application/json; charset=utf-8").send(stored.response_body);
}

/**
 * Issue 22: a write sent with an `Idempotency-Key` header runs once per owner and key. A repeat
 * (the phone's offline queue resending after a lost answer) gets the first answer and writes
 * nothing; the same key with another request gets 422; a repeat while the first still runs gets
 * 409. Only successful answers are kept: a refusal or a failure wrote nothing, so its key is
 * freed and a corrected retry may use it. Runs after validation, so bad input is a plain 400.
 */
export function honourIdempotencyKeys(app: FastifyInstance): void {
  app.decorateRequest("idempotencyClaim", null);

  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITE_METHODS.has(request.method) || !request.owner) return;
    if (typeof key !== "string" || !KEY_PATTERN.test(key)) {
      throw invalid({ "Idempotency-Key": ["Use 1 to 200 letters, digits, '-', '_', '.' or ':'."] });
    }
    const { db } = request.server;
    const userId = request.owner.id;
    const hash = requestHash(request.method, request.url, request.body);
    const claim = () =>
      repo.claimKey(db, { user_id: userId, idempotency_key: key, request_hash: hash, created_at: nowIso() });

    let claimed = await claim();
    if (claimed === undefined) {
      const stored = await repo.findKey(db, userId, key);
      const abandonedBefore = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
      if (
        stored &&
        stored.status_code === null &&
        stored.request_hash === hash &&
        stored.created_at < abandonedBefore
      ) {
        await repo.releaseAbandoned(db, stored.id, abandonedBefore);
        claimed = await claim();
      } else if (stored) {
        return replay(reply, stored, hash);
      } else {
        claimed = await claim(); // the first request failed and freed the key between our two reads
      }
      if (claimed === undefined) throw stillRunning();
    }
    request.idempotencyClaim = claimed;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (claimed === null) return payload;
    request.idempotencyClaim = null;
    const { db } = request.server;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    const body = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
    try {
      if (succeeded && (body !== null || payload === undefined || payload === null)) {
        await repo.storeAnswer(db, claimed, reply.statusCode, body ?? "");
      } else {
        await repo.releaseKey(db, claimed);
      }
    } catch (error) {
      // The write itself is done; the owner must still get its answer. A retry then waits for
      // the claim to count as abandoned.
      request.log.error({ err: error }, "could not record the answer for an Idempotency-Key");
    }
    return payload;
  });
}
