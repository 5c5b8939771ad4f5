import { useInsertionEffect } from "react";

/**
 * Stands in for @emotion/use-insertion-effect-with-fallbacks (vite.config.ts aliases it here).
 * Emotion inserts each new style rule of a styled component or an `sx` prop from an insertion
 * effect, and React runs those in its commit, which it cannot split: on a page's first render
 * that commit compiled and inserted every rule of the page in one task (a third of a 130–160 ms
 * task at full speed, four times that on Lighthouse's phone; issue 28). Inserted while rendering,
 * as Emotion itself does where React has no insertion effects, the rules are compiled in the
 * render's short slices. Emotion skips a rule it has inserted already, so a render React
 * discards only leaves rules that a later render would insert anyway.
 */
export function useInsertionEffectAlwaysWithSyncFallback(insert: () => void): void {
  insert();
}

/** Global styles keep their effect: they remove their rules again when they unmount. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
