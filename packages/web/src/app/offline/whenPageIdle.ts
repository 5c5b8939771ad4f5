import { runFromShallowStack } from "../../api/shallowStack";

/**
 * Runs `work` once the page has loaded and the browser is idle, so what the app does in the
 * background (registering the service worker, reading the offline queue) never competes with
 * the first page's own code and requests on a phone (issue 28).
 */
export function whenPageIdle(work: () => void): void {
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(() => work()) : setTimeout(work, 0));
  // Called from inside React's effects once the page has loaded (shallowStack.ts).
  if (document.readyState === "complete") runFromShallowStack(whenIdle);
  else window.addEventListener("load", whenIdle, { once: true });
}
