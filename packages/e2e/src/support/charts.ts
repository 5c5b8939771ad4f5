import type { Locator } from "playwright-core";

/**
 * Waits until the chart in `container` has drawn `mark` (e.g. "svg circle"). Charts load only
 * once their place nears the screen (web's LazyChart, issue 28), so it is scrolled into view
 * first, as a person scrolls down to read it.
 */
export async function chartDrawn(container: Locator, mark = "svg"): Promise<Locator> {
  await container.scrollIntoViewIfNeeded();
  const drawn = container.locator(mark).first();
  await drawn.waitFor();
  return drawn;
}
