import { COLUMN_KEYS, SEARCHES_KEPT, type TransactionIndex } from "./transaction-index";

// Text search over the in-memory ledger (issue 24): a transaction matches when its description,
// its notes or its payee's name contains the query (any letter case), or when the query is an
// amount ("12.50", "$1,234.56") equal to the transaction's amount either way. The answer is a
// row mask that the facet scan applies before everything else, so list, summary and filters
// agree, and the last few masks are kept: the page asks all three with the same search.

export type SearchTerms = {
  /** Lower-cased text to find, without the index's field separators. */
  text: string;
  /** Codes of the payee column whose payee name contains the text (1 = matches). */
  payeeCodes: Uint8Array;
  /** Absolute cents the query names as an amount, or null when it is not one. */
  cents: number | null;
};

/** The query as the index's text holds fields: lower case, separators as spaces, trimmed. */
export const searchText = (query: string) => query.toLowerCase().replaceAll("\n", " ").replaceAll("\u0001", " ").trim();

const PAYEE = COLUMN_KEYS.indexOf("payee");
const AMOUNT = /^[-+]?\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** Cents for an amount as people type one ("12.50", "-12.5", "$1,234"), or null. */
export function searchedCents(query: string): number | null {
  const compact = query.trim().replace(/\s+/g, "");
  if (!AMOUNT.test(compact)) return null;
  const cents = Math.round(Number(compact.replace(/[-+$,]/g, "")) * 100);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/**
 * The row whose text holds position `at`, searching forward from `row` (hits come in order):
 * a gallop then a binary search, so dense hits cost a step each and sparse ones a logarithm.
 */
function rowAt(starts: Uint32Array, size: number, row: number, at: number): number {
  if (starts[row + 1]! > at) return row;
  let step = 1;
  let low = row + 1;
  while (low + step < size && starts[low + step]! <= at) {
    low += step;
    step *= 2;
  }
  let high = Math.min(size - 1, low + step);
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Rows whose description or notes contain `text`: one indexOf per matching row, none per other row. */
function markText(index: TransactionIndex, text: string, mask: Uint8Array) {
  const { text: haystack, textStart, size } = index;
  let row = 0;
  for (let at = haystack.indexOf(text); at >= 0 && row < size; ) {
    row = rowAt(textStart, size, row, at);
    mask[row] = 1;
    // One hit is enough for a row: carry on from the next row's text.
    at = row + 1 < size ? haystack.indexOf(text, textStart[row + 1]!) : -1;
  }
}

/** The search's row mask (1 = matches), from the index's recent searches when it was just asked. */
export function searchRows(index: TransactionIndex, terms: SearchTerms): Uint8Array {
  const key = `${terms.text}\u0000${[...terms.payeeCodes.keys()].filter((code) => terms.payeeCodes[code] === 1).join(",")}`;
  const kept = index.searches.get(key);
  if (kept) return kept;
  const mask = new Uint8Array(index.size);
  if (terms.text !== "") markText(index, terms.text, mask);
  const payees = index.columns[PAYEE]!.codes;
  const { payeeCodes, cents } = terms;
  const amounts = index.amounts;
  const anyPayee = payeeCodes.includes(1);
  if (anyPayee || cents !== null) {
    for (let row = 0; row < index.size; row++) {
      if (anyPayee && payeeCodes[payees[row]!] === 1) mask[row] = 1;
      else if (cents !== null && (amounts[row] === cents || amounts[row] === -cents)) mask[row] = 1;
    }
  }
  if (index.searches.size >= SEARCHES_KEPT) index.searches.delete(index.searches.keys().next().value as string);
  index.searches.set(key, mask);
  return mask;
}
