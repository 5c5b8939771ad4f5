import { getRememberedUsername } from "../../api/token";
import { readStored, writeStored } from "../../app/storage";

// Home reserves each widget's height before its code and data arrive, so nothing below moves
// under the reader's thumb while the page loads (issue 28). A module's own reservation is for the
// most its widget shows (six bills, eight tasks), which left half of a phone's Today card empty
// with four tasks. So the most height each widget needed the last time the owner had Home open
// in this browser, at the same window width, is reserved instead. "The most": its loading state
// counts too (a skeleton taller than "All caught up" would otherwise make the card grow, then
// shrink). With the same data the page loads without a shift and without the empty space; with
// more, the card grows, as it did past the module's reservation.

const KEY = "home-widget-heights";

type Stored = { owner: string | null; width: number; heights: Record<string, number> };

function parseStored(value: unknown): Stored | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { owner, width, heights } = value as Partial<Stored>;
  if (typeof owner !== "string" || typeof width !== "number" || typeof heights !== "object" || heights === null)
    return undefined;
  const valid = Object.entries(heights).filter(([, height]) => typeof height === "number" && height > 0);
  return { owner, width, heights: Object.fromEntries(valid) };
}

/**
 * The heights kept for this window width and the signed-in owner, by widget key (none when they
 * were kept at another width or for another owner of this browser).
 */
export function rememberedWidgetHeights(width = window.innerWidth): Record<string, number> {
  const stored = readStored(KEY, parseStored, undefined);
  const owner = getRememberedUsername();
  return owner !== null && stored?.owner === owner && stored.width === width ? stored.heights : {};
}

/** Keeps these heights for this window width; widgets not among them keep theirs. */
export function rememberWidgetHeights(heights: Record<string, number>, width = window.innerWidth): void {
  const owner = getRememberedUsername();
  if (owner === null || Object.keys(heights).length === 0) return;
  writeStored(KEY, { owner, width, heights: { ...rememberedWidgetHeights(width), ...heights } });
}

/**
 * Follows the most height each widget in `grid` (cells marked `data-widget`) needs while Home is
 * open: the sum of its card's children, which the cell's reservation does not stretch. Sizes come
 * from a ResizeObserver, after layout, so following them forces no layout of its own. `needed()`
 * answers them so far (whole pixels); `stop()` ends the following.
 */
export function followWidgetHeights(grid: HTMLElement) {
  const needed: Record<string, number> = {};
  if (typeof ResizeObserver === "undefined") return { needed: () => needed, stop: () => {} };
  const sizes = new Map<Element, number>();
  const cells = () => grid.querySelectorAll<HTMLElement>("[data-widget]");
  const resize = new ResizeObserver((entries) => {
    for (const entry of entries) sizes.set(entry.target, entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    for (const cell of cells()) {
      const key = cell.dataset.widget;
      const card = cell.firstElementChild;
      if (!key || !card) continue;
      let sum = 0;
      for (const child of card.children) sum += sizes.get(child) ?? 0;
      if (sum > (needed[key] ?? 0)) needed[key] = Math.ceil(sum);
    }
  });
  // A widget's card replaces its skeleton, and its content replaces the card's loading state.
  const observeCards = () => {
    resize.disconnect();
    for (const cell of cells()) for (const child of cell.firstElementChild?.children ?? []) resize.observe(child);
  };
  const changes = new MutationObserver(observeCards);
  changes.observe(grid, { childList: true, subtree: true });
  observeCards();
  return {
    needed: () => needed,
    stop: () => {
      changes.disconnect();
      resize.disconnect();
    },
  };
}
