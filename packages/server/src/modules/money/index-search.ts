import { type IndexText, matchingCodes, searchable } from "./index-text";
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
export const searchText = (query: string) => searchable(query).trim();

const PAYEE = COLUMN_KEYS.indexOf("payee");
const AMOUNT = /^[-+]?\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
/** Equal to no amount of a row, either sign (amounts are 32-bit). */
const NO_CENTS = 2 ** 32;

/** Cents for an amount as people type one ("12.50", "-12.5", "$1,234"), or null. */
export function searchedCents(query: string): number | null {
  const compact = query.trim().replace(/\s+/g, "");
  if (!AMOUNT.test(compact)) return null;
  const cents = Math.round(Number(compact.replace(/[-+$,]/g, "")) * 100);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/**
 * Rows matching the terms, into `mask`: the text is tested once per distinct string, then passes
 * over the rows read each row's description code, and payee code and cents (integers only) when
 * the query names a payee or an amount: a text-only query reads no more than it needs.
 */
function markRows(index: TransactionIndex, text: IndexText, terms: SearchTerms, mask: Uint8Array) {
  const { amounts, size } = index;
  const { descriptions } = text;
  const matched = terms.text === "" ? null : matchingCodes(text.table, terms.text);
  if (matched !== null) {
    // The first pass into a fresh mask: a store per row, no branch (faster when hits are scattered).
    for (let row = 0; row < size; row++) mask[row] = matched[descriptions[row]!]!;
    const { noteRows, noteCodes } = text;
    for (let n = 0; n < noteRows.length; n++) if (matched[noteCodes[n]!] === 1) mask[noteRows[n]!] = 1;
  }
  const { payeeCodes } = terms;
  const cents = terms.cents ?? NO_CENTS;
  if (!payeeCodes.includes(1) && cents === NO_CENTS) return;
  const payees = index.columns[PAYEE]!.codes;
  for (let row = 0; row < size; row++) {
    const amount = amounts[row]!;
    if (payeeCodes[payees[row]!] === 1 || amount === cents || amount === -cents) mask[row] = 1;
  }
}

/** The search's row mask (1 = matches), from the index's recent searches when it was just asked. */
export function searchRows(index: TransactionIndex, text: IndexText, terms: SearchTerms): Uint8Array {
  const key = `${terms.text}\u0000${[...terms.payeeCodes.keys()].filter((code) => terms.payeeCodes[code] === 1).join(",")}`;
  const kept = index.searches.get(key);
  if (kept) return kept;
  const mask = new Uint8Array(index.size);
  markRows(index, text, terms, mask);
  if (index.searches.size >= SEARCHES_KEPT) index.searches.delete(index.searches.keys().next().value as string);
  index.searches.set(key, mask);
  return mask;
}
