import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle";

describe("LoginThrottle", () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it("blocks a key at the limit and frees it when the oldest failure leaves the window", () => {
    const time = clock();
    const throttle = new LoginThrottle(3, 60_000, time.now);
    throttle.recordFailure(["user:a"]);
    time.advance(10_000);
    throttle.recordFailure(["user:a"]);
    throttle.recordFailure(["user:a"]);
    expect(throttle.retryAfterMs(["user:a"])).toBe(50_000);
    time.advance(49_999);
    expect(throttle.retryAfterMs(["user:a"])).toBe(1);
    time.advance(1);
    expect(throttle.retryAfterMs(["user:a"])).toBe(0);
  });

  it("keeps keys apart and reports the longest wait of several", () => {
    const time = clock();
    const throttle = new LoginThrottle(2, 60_000, time.now);
    throttle.recordFailure(["user:a", "ip:1"]);
    time.advance(5_000);
    throttle.recordFailure(["user:b", "ip:1"]);
    expect(throttle.retryAfterMs(["user:a"])).toBe(0);
    expect(throttle.retryAfterMs(["user:c", "ip:1"])).toBe(55_000);
  });

  it("forgets a key on clear", () => {
    const throttle = new LoginThrottle(1, 60_000);
    throttle.recordFailure(["user:a"]);
    expect(throttle.retryAfterMs(["user:a"])).toBeGreaterThan(0);
    throttle.clear("user:a");
    expect(throttle.retryAfterMs(["user:a"])).toBe(0);
  });
});
