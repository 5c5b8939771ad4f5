import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "@homebase/contracts";

/**
 * Counts failed logins per key (a username, a client IP) in a sliding window. In memory on
 * purpose: one process serves one owner, and a restart forgetting failures is acceptable.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly limit = LOGIN_FAILURE_LIMIT,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
    private readonly now = () => Date.now(),
  ) {}

  /** Milliseconds until the first of `keys` may try again; 0 when none is blocked. */
  retryAfterMs(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const recent = this.#recent(key);
      if (recent.length >= this.limit) {
        const oldest = recent[recent.length - this.limit] as number;
        wait = Math.max(wait, oldest + this.windowMs - this.now());
      }
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }

  #recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    return recent;
  }
}
