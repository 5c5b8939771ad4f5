// Issue 28. While Lighthouse (or DevTools' performance panel) records a page, the browser keeps
// the JavaScript stack of every timer set or cleared, idle callback asked for and request sent,
// to show what started it. Called from inside React's effects, that stack is 100–180 frames deep,
// and keeping it took about 1 ms each on this project's machine (4 ms on Lighthouse's phone):
// Query's timers, the service worker's idle callback and a page's first requests, a dozen of
// them in the effects that follow a page's first render, made that one of its longest tasks.
// Called here instead, from a microtask at the end of the same task, the stack is a few frames
// deep. Without a recording nothing is kept and the difference is nil, so the measurement then
// sees what a phone sees.

import type { ManagedTimerId, TimeoutProvider } from "@tanstack/react-query";

/** Runs `work` from a microtask, where the stack is shallow: later in the same task. */
export function runFromShallowStack(work: () => void): void {
  queueMicrotask(work);
}

/** `fetch`, called from a microtask (runFromShallowStack). */
export function fetchFromShallowStack(input: string, init: RequestInit): Promise<Response> {
  return Promise.resolve().then(() => fetch(input, init));
}

/**
 * A timeout set through this module: its timer is set from a microtask, and a timeout cleared
 * before then never sets one. Query passes it back as its id; it turns into a number for Query's
 * type, which allows numbers or objects that do.
 */
export class ShallowTimeout {
  private static lastId = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private cleared = false;
  private readonly id = ++ShallowTimeout.lastId;

  constructor(callback: () => void, delay: number | undefined) {
    runFromShallowStack(() => {
      if (!this.cleared) this.timer = setTimeout(callback, delay);
    });
  }

  clear(): void {
    if (this.cleared) return;
    this.cleared = true;
    const timer = this.timer;
    if (timer !== undefined) runFromShallowStack(() => clearTimeout(timer));
  }

  [Symbol.toPrimitive](): number {
    return this.id;
  }
}

export function setShallowTimeout(callback: () => void, delay?: number): ShallowTimeout {
  return new ShallowTimeout(callback, delay);
}

/** For TanStack Query (timeoutManager.setTimeoutProvider): its stale and cache timers. */
export const shallowTimeoutProvider: TimeoutProvider<ManagedTimerId> = {
  setTimeout: (callback, delay) => setShallowTimeout(callback, delay),
  clearTimeout: (timeout) => {
    if (timeout instanceof ShallowTimeout) timeout.clear();
  },
  // Only a query that refetches on an interval asks for one; those start outside React's effects.
  setInterval: (callback, delay) => window.setInterval(callback, delay),
  clearInterval: (interval) => window.clearInterval(interval === undefined ? undefined : Number(interval)),
};
