import { startTransition, useEffect, useState } from "react";
import { setShallowTimeout } from "../api/shallowStack";

/** Items a long list shows in its first paint: more than a phone's screen holds. */
export const FIRST_PAINT_ITEMS = 12;

/**
 * The items a list renders: when it first shows, only the first `first`; then, after the browser
 * had a turn (to paint, or to answer a tap), the rest in a transition, which React renders in
 * short slices it interrupts for input. A long list (300 tasks, 25 bill cards with their fields)
 * otherwise renders and lays out in one task that held a mid-range phone's main thread for over a
 * second (Lighthouse's total blocking time).
 * By default the rest comes in one step: each step moves whatever is below the list while a
 * person may already be reaching for it. A list with nothing under it on screen (the bill cards:
 * the page's footer starts below the fold) passes `step`, and grows by that many items a turn:
 * React's slices cover rendering, but adding the items to the page and laying them out is one
 * task per step (21 bill cards at once: 90 ms on a fast machine).
 * Once whole, later changes (a ticked task, one more bill) render at once.
 */
export function useProgressiveList<T>(items: readonly T[], first = FIRST_PAINT_ITEMS, step = Infinity): readonly T[] {
  // How many items show: decided when the first items arrive (a page may call this before its
  // data has loaded); Infinity once the list is whole.
  const start = (length: number) => (length === 0 ? null : length <= first ? Infinity : first);
  const [decided, setLimit] = useState(() => start(items.length));
  const limit = decided ?? start(items.length);
  if (decided === null && limit !== null) setLimit(limit);
  const length = items.length;
  useEffect(() => {
    if (limit === null || limit === Infinity) return;
    const next = limit + step >= length ? Infinity : limit + step;
    // Set and cleared inside React's effects (shallowStack.ts).
    const timer = setShallowTimeout(() => startTransition(() => setLimit(next)), 0);
    return () => timer.clear();
  }, [limit, step, length]);
  return limit === null || limit === Infinity ? items : items.slice(0, limit);
}
