export type PageItem = number | "start-ellipsis" | "end-ellipsis";

/** Spec §2: the pagination control shows 8 items at most (page numbers and ellipses together). */
export const VISIBLE_PAGES = 8;

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The numbered items of a pagination control showing `visible` items in all: the first and
 * last pages always, a window around the current one, and an ellipsis for each gap (the rule of
 * the original app's pagination, which MUI's symmetric siblings/boundaries cannot give for 8).
 */
export function pageItems(page: number, count: number, visible = VISIBLE_PAGES): PageItem[] {
  if (count <= visible) return range(1, count);
  const even = visible % 2 === 0 ? 1 : 0;
  const left = Math.floor(visible / 2);
  const right = count - left + 1 + even;
  if (page > left && page < right) {
    const start = page - left + 2;
    const end = page + left - 2 - even;
    return [
      1,
      start - 1 === 2 ? 2 : "start-ellipsis",
      ...range(start, end),
      end + 1 === count - 1 ? end + 1 : "end-ellipsis",
      count,
    ];
  }
  if (page === left) return [...range(1, page + left - 1 - even), "end-ellipsis", count];
  if (page === right) return [1, "start-ellipsis", ...range(page - left + 1, count)];
  return [...range(1, left), "end-ellipsis", ...range(right, count)];
}
