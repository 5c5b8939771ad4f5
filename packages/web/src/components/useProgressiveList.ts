import { startTransition, useEffect, useState } from "react";

/** Items a long list shows in its first paint: more than a phone's screen holds. */
export const FIRST_PAINT_ITEMS = 12;

/**
 * The items a list renders: when it first shows, only the first `first`; right after, all of
 * them in a transition, which React renders in short slices it interrupts for input. A long
 * list (300 tasks, 25 bill cards with their fields) otherwise renders in one task that held a
 * mid-range phone's main thread for over a second (Lighthouse's total blocking time). Later
 * changes (a ticked task) render at once, as before.
 */
export function useProgressiveList<T>(items: readonly T[], first = FIRST_PAINT_ITEMS): readonly T[] {
  const [whole, setWhole] = useState(items.length <= first);
  useEffect(() => {
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole ? items : items.slice(0, first);
}
