import { useCallback, useEffect, useState } from "react";

// Issue 19: choosing transactions in the table: a checkbox per row, shift-click for a range,
// the header box for the page, and "all matching the filters" beyond the page.

export interface TransactionSelection {
  ids: ReadonlySet<number>;
  /** The last row clicked without shift: a shift-click selects from here. */
  anchor: number | null;
  /** Every transaction the filters match, on every page. */
  allMatching: boolean;
}

export const EMPTY_SELECTION: TransactionSelection = { ids: new Set(), anchor: null, allMatching: false };

/** A click on row `id`'s box; with shift, the rows from the anchor to it take the anchor's new state. */
export function clickRow(
  selection: TransactionSelection,
  pageIds: readonly number[],
  id: number,
  shift: boolean,
): TransactionSelection {
  const ids = new Set(selection.ids);
  const from = selection.anchor === null ? -1 : pageIds.indexOf(selection.anchor);
  const to = pageIds.indexOf(id);
  if (shift && from >= 0 && to >= 0) {
    const select = ids.has(selection.anchor as number);
    for (const rowId of pageIds.slice(Math.min(from, to), Math.max(from, to) + 1)) {
      if (select) ids.add(rowId);
      else ids.delete(rowId);
    }
    return { ids, anchor: id, allMatching: false };
  }
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id, allMatching: false };
}

/** The header box: selects the whole page, or clears it when the page is all selected. */
export function clickPage(selection: TransactionSelection, pageIds: readonly number[]): TransactionSelection {
  const all = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  return { ids: all ? new Set() : new Set(pageIds), anchor: null, allMatching: false };
}

/** The selection on one page; cleared whenever `resetKey` (the filters and page) changes. */
export function useTransactionSelection(pageIds: readonly number[], resetKey: string) {
  const [selection, setSelection] = useState<TransactionSelection>(EMPTY_SELECTION);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what resets the selection
  useEffect(() => setSelection(EMPTY_SELECTION), [resetKey]);
  return {
    selection,
    onRow: useCallback(
      (id: number, shift: boolean) => setSelection((current) => clickRow(current, pageIds, id, shift)),
      [pageIds],
    ),
    onPage: useCallback(() => setSelection((current) => clickPage(current, pageIds)), [pageIds]),
    selectAllMatching: useCallback(
      () => setSelection({ ids: new Set(pageIds), anchor: null, allMatching: true }),
      [pageIds],
    ),
    clear: useCallback(() => setSelection(EMPTY_SELECTION), []),
  };
}

/** Escape leaves selection mode (a menu or list open inside stops the key before it gets here). */
export function useEscape(active: boolean, onEscape: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onEscape();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, onEscape]);
}
