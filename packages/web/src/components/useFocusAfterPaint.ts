import { type RefObject, useEffect } from "react";

/**
 * Focuses `target` once the page has been painted, unless something else has the focus by then:
 * a page's first field, in place of React's autoFocus. Focusing inside the commit that first puts
 * a page on screen made the browser work out every style and the layout of the page right there,
 * in that one task (about 90 ms of login's cold load at Lighthouse's 4x slowdown, issue 28). After
 * the first frame they are worked out already; the timer runs once that frame has been drawn.
 */
export function useFocusAfterPaint(target: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) target.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [target, enabled]);
}
