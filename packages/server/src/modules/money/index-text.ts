// The ledger index's searched text (issue 24): each distinct description or note once, lower-cased,
// in one string; a row holds a code into it, as rows hold payee codes. A search tests the query
// once per distinct string, not once per row, and bank ledgers repeat descriptions a lot (the
// supermarket every week, the same salary line every month). Card descriptors carrying reference
// numbers are all distinct; then the table holds about what one string per row did before.

/** Distinct strings: string k is text[starts[k] .. starts[k + 1] - 1), then the separator. */
export interface TextTable {
  text: string;
  starts: Uint32Array;
  count: number;
}

/** An index's searched text: the table, and which of its strings each row's description and notes are. */
export interface IndexText {
  table: TextTable;
  /** Row r's description is the table's string descriptions[r]. */
  descriptions: Uint8Array | Uint16Array | Uint32Array;
  /** Rows with notes, ascending, and their notes' codes in the table (most rows have none). */
  noteRows: Int32Array;
  noteCodes: Uint32Array;
}

/** Follows every string in the table; a query never holds it (see searchable). */
const SEPARATOR = "\n";

/** A field or a query as searched: lower case, the separators as spaces. */
export const searchable = (value: string) => value.toLowerCase().replaceAll(SEPARATOR, " ").replaceAll("\u0001", " ");

/**
 * Strings the build deduplicates at most at once: past this many distinct ones the lookup starts
 * afresh, so a ledger of unique descriptions never holds a million-entry map (tens of MB for the
 * build's duration). A string seen again after a fresh start gets a second code: harmless.
 */
const DEDUP_LIMIT = 1 << 16;

/** Collects the distinct strings of a build, a page at a time (one page of new strings held at once). */
export class TextTableBuilder {
  #codeOf = new Map<string, number>();
  #pages: string[] = [];
  #page: string[] = [];
  #starts = new Uint32Array(1024);
  #count = 0;
  #length = 0;

  /** The code of `raw` (as stored: any case), adding it when new. */
  codeOf(raw: string): number {
    let code = this.#codeOf.get(raw);
    if (code !== undefined) return code;
    if (this.#codeOf.size >= DEDUP_LIMIT) this.#codeOf.clear();
    code = this.#count++;
    this.#codeOf.set(raw, code);
    const text = searchable(raw);
    this.#page.push(text);
    if (this.#count === this.#starts.length) {
      const starts = new Uint32Array(this.#starts.length * 2);
      starts.set(this.#starts);
      this.#starts = starts;
    }
    this.#length += text.length + SEPARATOR.length;
    this.#starts[this.#count] = this.#length;
    return code;
  }

  /** Joins the strings added since the last call: the row strings of a page can then be collected. */
  endPage(): void {
    if (this.#page.length === 0) return;
    this.#pages.push(this.#page.join(SEPARATOR) + SEPARATOR);
    this.#page = [];
  }

  finish(): TextTable {
    this.endPage();
    this.#codeOf.clear();
    return { text: this.#pages.join(""), starts: this.#starts.slice(0, this.#count + 1), count: this.#count };
  }
}

/**
 * Adds one string to a built table (an edit), answering its code. Strings no row uses any more
 * stay until the next build: edits are few between builds, and finding them would cost a pass.
 */
export function addText(table: TextTable, raw: string): number {
  const text = `${searchable(raw)}${SEPARATOR}`;
  const starts = new Uint32Array(table.count + 2);
  starts.set(table.starts);
  starts[table.count + 1] = starts[table.count]! + text.length;
  table.text += text;
  table.starts = starts;
  return table.count++;
}

/**
 * The string holding position `at`, searching forward from `code` (hits come in order): a gallop
 * then a binary search, so dense hits cost a step each and sparse ones a logarithm.
 */
function codeAt(starts: Uint32Array, count: number, code: number, at: number): number {
  if (starts[code + 1]! > at) return code;
  let step = 1;
  let low = code + 1;
  while (low + step < count && starts[low + step]! <= at) {
    low += step;
    step *= 2;
  }
  let high = Math.min(count - 1, low + step);
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Which strings contain `query` (searchable, not empty): 1 per matching code. One native indexOf
 * per matching string and none per other string; null when none matches.
 */
export function matchingCodes(table: TextTable, query: string): Uint8Array | null {
  const { text, starts, count } = table;
  let matched: Uint8Array | null = null;
  let code = 0;
  for (let at = text.indexOf(query); at >= 0; ) {
    code = codeAt(starts, count, code, at);
    matched ??= new Uint8Array(count);
    matched[code] = 1;
    // One hit is enough for a string: carry on from the next one.
    at = code + 1 < count ? text.indexOf(query, starts[code + 1]!) : -1;
  }
  return matched;
}

/** Bytes the table holds: V8 keeps text with only Latin-1 characters at one byte a character, any other at two. */
export const textTableBytes = (table: TextTable) =>
  table.text.length * (/[\u0100-\uffff]/.test(table.text) ? 2 : 1) + table.starts.byteLength;
