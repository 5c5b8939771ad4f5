import { createHash, randomBytes } from "node:crypto";

/** A new bearer token: 32 random bytes. Only its SHA-256 hash is ever stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("hex");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Reads `Bearer <t>` or `Token <t>` (the original API's scheme). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = header?.match(/^(?:Bearer|Token)\s+(\S+)\s*$/i);
  return match?.[1];
}
