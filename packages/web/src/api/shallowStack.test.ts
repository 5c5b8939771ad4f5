import { QueryClient, timeoutManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchFromShallowStack, setShallowTimeout, shallowTimeoutProvider } from "./shallowStack";

/** Lets the microtasks queued so far run. */
const microtasks = () => Promise.resolve();

const originalSetTimeout = globalThis.setTimeout;

/** Spies on the global timer calls, keeping the stack each was called from. */
function spyOnTimers() {
  const stacks: string[] = [];
  const set = vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void, delay?: number) => {
    stacks.push(new Error().stack ?? "");
    return originalSetTimeout(callback, delay);
  }) as typeof setTimeout);
  const clear = vi.spyOn(globalThis, "clearTimeout");
  return { set, clear, stacks };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("setShallowTimeout", () => {
  it("sets the browser's timer from a microtask, outside the caller's stack", async () => {
    const timers = spyOnTimers();
    function deepCaller() {
      return setShallowTimeout(() => {}, 1000);
    }
    const timeout = deepCaller();
    expect(timers.set).not.toHaveBeenCalled();
    await microtasks();
    expect(timers.set).toHaveBeenCalledTimes(1);
    expect(timers.set.mock.calls[0]?.[1]).toBe(1000);
    expect(timers.stacks[0]).not.toContain("deepCaller");
    timeout.clear();
  });

  it("runs the callback once its delay has passed", async () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    setShallowTimeout(callback, 500);
    await microtasks();
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("never sets a timer for a timeout cleared in the same task", async () => {
    const timers = spyOnTimers();
    setShallowTimeout(() => {}, 1000).clear();
    await microtasks();
    expect(timers.set).not.toHaveBeenCalled();
    expect(timers.clear).not.toHaveBeenCalled();
  });

  it("clears the browser's timer from a microtask once it was set", async () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const timeout = setShallowTimeout(callback, 500);
    await microtasks();
    const clear = vi.spyOn(globalThis, "clearTimeout");
    timeout.clear();
    expect(clear).not.toHaveBeenCalled();
    await microtasks();
    expect(clear).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe("shallowTimeoutProvider", () => {
  it("keeps TanStack Query's timers working: an unused query is removed after its cache time", async () => {
    vi.useFakeTimers();
    timeoutManager.setTimeoutProvider(shallowTimeoutProvider);
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
    await client.prefetchQuery({ queryKey: ["answer"], queryFn: () => 42 });
    expect(client.getQueryData(["answer"])).toBe(42);
    await vi.advanceTimersByTimeAsync(999);
    expect(client.getQueryData(["answer"])).toBe(42);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(["answer"])).toBeUndefined();
  });

  it("gives Query an id that turns into a number", () => {
    const timeout = shallowTimeoutProvider.setTimeout(() => {}, 10);
    expect(typeof Number(timeout)).toBe("number");
    expect(Number.isNaN(Number(timeout))).toBe(false);
    shallowTimeoutProvider.clearTimeout(timeout);
  });
});

describe("fetchFromShallowStack", () => {
  it("calls fetch from a microtask, outside the caller's stack", async () => {
    let stack = "";
    const fetch = vi.fn(async () => {
      stack = new Error().stack ?? "";
      return new Response("{}");
    });
    vi.stubGlobal("fetch", fetch);
    function deepCaller() {
      return fetchFromShallowStack("/tasks/", { method: "GET" });
    }
    const response = deepCaller();
    expect(fetch).not.toHaveBeenCalled();
    await response;
    expect(fetch).toHaveBeenCalledWith("/tasks/", { method: "GET" });
    expect(stack).not.toContain("deepCaller");
    vi.unstubAllGlobals();
  });
});
