import type { Db } from "../../db/database";
import { type IndexText, TextTableBuilder } from "./index-text";
import * as repo from "./money.repo";
import { type Codes, indexGrew, resized, reverse, rowsOf, type TransactionIndex, withCode } from "./transaction-index";

// Issue 29: an index is built without its searched text (descriptions and notes), which is read
// here on the owner's first search, in the index's own row order, and kept with it. A 10,000-row
// ledger reads it in milliseconds; a ledger this large starts reading right after its build,
// before anyone searches, so that the first search does not wait seconds.
export const TEXT_READ_AHEAD_ROWS = 100_000;

/** Rows read per query, as the build reads them. */
const TEXT_CHUNK = 5_000;
/** Reads that overlapped an in-place edit are read again, this many times, then kept as read. */
const ATTEMPTS = 3;

/** How a read goes: rows per query, and (for tests) what happens after each page is read. */
type ReadOptions = { chunk?: number; pageRead?: () => Promise<void> };

/** The index's searched text, read now when it has none yet (one read at a time per index). */
export function indexText(
  db: Db,
  userId: number,
  index: TransactionIndex,
  options: ReadOptions = {},
): Promise<IndexText> {
  if (index.text) return Promise.resolve(index.text);
  index.textLoading ??= (async () => {
    try {
      let text: IndexText;
      let attempt = 0;
      for (;;) {
        const edits = index.edits;
        text = await readText(db, userId, index, options);
        if (index.edits === edits || ++attempt >= ATTEMPTS) break;
      }
      index.text = text;
      indexGrew(db, userId, index);
      return text;
    } finally {
      index.textLoading = undefined;
    }
  })();
  return index.textLoading;
}

/**
 * Reads every row's description and notes oldest first (as the build did) into one text table.
 * Row k of the load is row size - 1 - k of the index while both saw the same rows; when a write
 * came between (the index is about to be rebuilt anyway) rows are placed by id instead, and a
 * row the index does not hold is left out.
 */
async function readText(
  db: Db,
  userId: number,
  index: TransactionIndex,
  { chunk = TEXT_CHUNK, pageRead }: ReadOptions,
): Promise<IndexText> {
  const { size } = index;
  const table = new TextTableBuilder();
  let descriptions: Codes = new Uint8Array(size);
  let noteRows = new Int32Array(256);
  let noteCodes = new Uint32Array(256);
  let noteCount = 0;
  const emptyCode = table.codeOf("");
  if (emptyCode !== 0) throw new Error("the empty string is the table's first");
  let loaded = 0;
  let [lastDate, lastId] = ["", 0];
  for (;;) {
    const page = await repo.indexedTextPage(db, userId, lastDate, lastId, chunk);
    const inOrder = page.every((row, k) => index.ids[size - 1 - (loaded + k)] === row.id);
    const rows = inOrder
      ? page.map((_, k) => size - 1 - (loaded + k))
      : rowsOf(
          index,
          page.map((row) => row.id),
        );
    page.forEach((transaction, k) => {
      const row = rows[k]!;
      if (row < 0) return;
      descriptions = withCode(descriptions, row, table.codeOf(transaction.original_description));
      if (transaction.notes === "") return;
      if (noteCount === noteRows.length) {
        noteRows = resized(noteRows, noteCount * 2);
        noteCodes = resized(noteCodes, noteCount * 2);
      }
      noteRows[noteCount] = row;
      noteCodes[noteCount++] = table.codeOf(transaction.notes);
    });
    table.endPage();
    await pageRead?.();
    loaded += page.length;
    const last = page[page.length - 1];
    if (!last || page.length < chunk) break;
    [lastDate, lastId] = [last.transaction_date, last.id];
  }
  return { table: table.finish(), descriptions, ...notesInRowOrder(noteRows, noteCodes, noteCount) };
}

/** The note pairs sorted by row (the load meets rows newest last, so mostly a reversal). */
function notesInRowOrder(rows: Int32Array, codes: Uint32Array, count: number) {
  const noteRows = resized(rows, count);
  const noteCodes = resized(codes, count);
  reverse(noteRows, count);
  reverse(noteCodes, count);
  if (noteRows.every((row, n) => n === 0 || noteRows[n - 1]! < row)) return { noteRows, noteCodes };
  const order = Array.from(noteRows.keys()).sort((a, b) => noteRows[a]! - noteRows[b]!);
  return {
    noteRows: Int32Array.from(order, (n) => noteRows[n]!),
    noteCodes: Uint32Array.from(order, (n) => noteCodes[n]!),
  };
}
