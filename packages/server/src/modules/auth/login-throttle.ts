import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "@homebase/contracts";
import type { Db } from "../../db/database";
import * as repo from "./auth.repo";

/**
 * Counts failed logins per key (a username, a client IP) in a sliding window. The failures are
 * kept in the database (login_failures), so the limit holds when several instances share it and
 * across restarts; rows older than the window are deleted as new failures come in.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limit = LOGIN_FAILURE_LIMIT,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
    private readonly now = () => Date.now(),
  ) {}

  /** Milliseconds until the first of `keys` may try again; 0 when none is blocked. */
  async retryAfterMs(keys: string[]): Promise<number> {
    const now = this.now();
    const since = new Date(now - this.windowMs).toISOString();
    let wait = 0;
    for (const key of keys) {
      // The newest `limit` failures: a key is blocked until the oldest of them leaves the window.
      const newest = await repo.newestLoginFailures(this.db, key, since, this.limit);
      if (newest.length >= this.limit) {
        const oldest = Date.parse(newest[this.limit - 1] as string);
        wait = Math.max(wait, oldest + this.windowMs - now);
      }
    }
    return wait;
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.now();
    await repo.insertLoginFailures(this.db, keys, new Date(now).toISOString());
    await repo.deleteLoginFailuresBefore(this.db, new Date(now - this.windowMs).toISOString());
  }

  clear(key: string): Promise<void> {
    return repo.deleteLoginFailures(this.db, key);
  }
}
