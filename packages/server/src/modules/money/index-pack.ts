import type { IntArray, TransactionIndex } from "./transaction-index";

/**
 * Ledgers up to this many rows have their index's arrays laid end to end in one buffer. Each
 * typed array of 8 KB or more is its own mapping of whole 4 KB pages (scripts/server-memory.mjs),
 * so a 10,000-row index of fourteen arrays lost about 8 % of its memory to the rounding of its
 * last pages, which the cache's budget did not see. Beyond this size the loss is under 1 %, and
 * the copy would briefly double a large index's memory.
 */
export const PACK_MAX_ROWS = 50_000;

const aligned = (bytes: number) => (bytes + 7) & ~7;

/** One buffer with room for `arrays`, and a function copying each of them into it. */
function arenaFor(arrays: IntArray[]): <T extends IntArray>(array: T) => T {
  const buffer = new ArrayBuffer(arrays.reduce((total, array) => total + aligned(array.byteLength), 0));
  let offset = 0;
  return <T extends IntArray>(array: T) => {
    const Type = array.constructor as new (buffer: ArrayBuffer, offset: number, length: number) => T;
    const copy = new Type(buffer, offset, array.length);
    copy.set(array as never);
    offset += aligned(array.byteLength);
    return copy;
  };
}

/** Lays a just-built index's arrays in one buffer (edits later replace some with arrays of their own). */
export function packIndex(index: TransactionIndex): void {
  const { columns, transfers } = index;
  const copy = arenaFor([
    index.ids,
    index.amounts,
    index.tagStart,
    index.tags,
    index.days,
    index.dateStart,
    ...(transfers ? [transfers] : []),
    ...columns.map((column) => column.codes),
  ]);
  index.ids = copy(index.ids);
  index.amounts = copy(index.amounts);
  index.tagStart = copy(index.tagStart);
  index.tags = copy(index.tags);
  index.days = copy(index.days);
  index.dateStart = copy(index.dateStart);
  if (transfers) index.transfers = copy(transfers);
  for (const column of columns) column.codes = copy(column.codes);
}
