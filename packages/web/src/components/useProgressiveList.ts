import { startTransition, useEffect, useState } from "react";

/** Items a long list shows in its first paint: more than a phone's screen holds. */
export const FIRST_PAINT_ITEMS = 12;

/**
 * The items a list renders: when it first shows, only the first `first`; then, after the browser
 * had a turn (to paint, or to answer a tap), all of them in one transition, which React renders
 * in short slices it interrupts for input. A long list (300 tasks, 25 bill cards with their
 * fields) otherwise renders and lays out in one task that held a mid-range phone's main thread
 * for over a second (Lighthouse's total blocking time). One step, not several: each step moves
 * whatever is below the list while a person may already be reaching for it.
 * Once whole, later changes (a ticked task, one more bill) render at once.
 */
export function useProgressiveList<T>(items: readonly T[], first = FIRST_PAINT_ITEMS): readonly T[] {
  // Decided when the first items arrive: a page may call this before its data has loaded.
  const decide = (length: number) => (length === 0 ? null : length <= first);
  const [decided, setWhole] = useState(() => decide(items.length));
  const whole = decided ?? decide(items.length);
  if (decided === null && whole !== null) setWhole(whole);
  useEffect(() => {
    if (whole !== false) return;
    const timer = setTimeout(() => startTransition(() => setWhole(true)), 0);
    return () => clearTimeout(timer);
  }, [whole]);
  return whole === false ? items.slice(0, first) : items;
}
