import {
  type MoneyAccount,
  type MoneyCategory,
  type MoneyCategoryRef,
  type MoneyForecast,
  type MoneyPayee,
  type MoneyPayeeSimilarity,
  type MoneyTag,
  type MoneyTransaction,
  type MoneyTransactionFilter,
  type MoneyTransactionMonth,
  type MoneyTransactionPage,
  type MoneyTransactionSummary,
  TRANSACTION_FILTER_NAMES,
  type TransactionFilterKey,
} from "@homebase/contracts";
import { vi } from "vitest";
import { ok, type Routes, signedInApi } from "../../test/fakeApi";
import {
  ACCOUNTS_PATH,
  CATEGORIES_PATH,
  PAYEES_PATH,
  SIMILARITY_PATH,
  type SimilarityPage,
  TAGS_PATH,
  TRANSACTIONS_PATH,
} from "./api";

// Test support only (imported by *.test.tsx): Money objects as the API answers them, and a fake
// API that answers them as set up. It applies no Money rule (no filtering, facets, totals,
// paging, merging or duplicate checks); tests say what the server answers.

const ORIGIN = "http://localhost";

/**
 * Statement uploads use XMLHttpRequest (for progress); this stand-in sends them through the
 * fake fetch, so `routes` and `requests` cover them too. The body stays a FormData. Progress
 * is reported as 50% then 100% before the answer arrives.
 */
class XhrThroughFetch {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = "";
  private method = "GET";
  private url = "";
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    void (async () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

export const account = (id: number, name: string, fields: Partial<MoneyAccount> = {}): MoneyAccount => ({
  id,
  url: `${ORIGIN}${ACCOUNTS_PATH}${id}/`,
  name,
  logo: null,
  logo_width: null,
  logo_height: null,
  is_active: true,
  transaction_date_field: "",
  posted_date_field: "",
  date_format: "",
  description_field: "",
  debit_field: "",
  credit_field: "",
  amount_field: "",
  type_field: "",
  account_number_field: "",
  is_positive_credit: true,
  encoding: "",
  transaction_count: 0,
  opening_balance: 0,
  opening_date: null,
  balance: 0,
  ...fields,
});

/** A child category included in the summary; a parent one when `fields` say is_parent. */
export const category = (id: number, name: string, fields: Partial<MoneyCategory> = {}): MoneyCategory => ({
  id,
  url: `${ORIGIN}${CATEGORIES_PATH}${id}/`,
  name,
  is_parent: false,
  is_included: true,
  children: [],
  parent_category: null,
  default_icon: null,
  transaction_count: 0,
  ...fields,
});

/** How a transaction or payee names its category. */
export const categoryRef = ({ id, name, parent_category }: MoneyCategory): MoneyCategoryRef => ({
  id,
  name,
  parent_category,
});

export const payee = (id: number, name: string, fields: Partial<MoneyPayee> = {}): MoneyPayee => ({
  id,
  url: `${ORIGIN}${PAYEES_PATH}${id}/`,
  name,
  logo: null,
  logo_width: null,
  logo_height: null,
  is_active: true,
  default_category: null,
  ...fields,
});

export const tag = (id: number, name: string): MoneyTag => ({ id, url: `${ORIGIN}${TAGS_PATH}${id}/`, name });

/** The `{id, name}` a transaction names its account, payee or tags with. */
export const named = ({ id, name }: { id: number; name: string }) => ({ id, name });

type Amounts = Pick<MoneyTransaction, "amount" | "amount_type" | "debit_amount" | "credit_amount" | "absolute_amount">;

/** The amount fields of money going out (a debit of `value`). */
export const debit = (value: number): Amounts => ({
  amount: -value,
  amount_type: "debit",
  debit_amount: value,
  credit_amount: 0,
  absolute_amount: value,
});
/** The amount fields of money coming in (a credit of `value`). */
export const credit = (value: number): Amounts => ({
  amount: value,
  amount_type: "credit",
  debit_amount: 0,
  credit_amount: value,
  absolute_amount: value,
});

/** A transaction on `date` (yyyy-mm-dd), without payee, category, notes or tags. */
export const transaction = (
  id: number,
  on: MoneyAccount,
  date: string,
  amounts: Amounts,
  fields: Partial<MoneyTransaction> = {},
): MoneyTransaction => ({
  url: `${ORIGIN}${TRANSACTIONS_PATH}${id}/`,
  id,
  account: named(on),
  payee: null,
  category: null,
  transaction_date: date,
  transaction_year: Number(date.slice(0, 4)),
  transaction_month: Number(date.slice(5, 7)),
  posted_date: null,
  ...amounts,
  notes: "",
  original_description: "",
  original_data: null,
  original_data_hash: null,
  tags: [],
  ...fields,
});

/** One page of results as the server answers it (by default the only page). */
export function resultPage<T>(results: T[], pagination: Partial<SimilarityPage["pagination"]> = {}) {
  return {
    pagination: { count: results.length, page: 1, previous: null, next: null, num_pages: 1, ...pagination },
    results,
  };
}

/** One filter of the faceted filters: its options as [value, label, count], and what is selected. */
export const facet = (
  key: TransactionFilterKey,
  options: [string, string, number][],
  selected: string[] = [],
): MoneyTransactionFilter => ({
  key,
  name: TRANSACTION_FILTER_NAMES[key],
  options: options.map(([option_key, option_value, count]) => ({ option_key, option_value, count })),
  selected,
});

/** What the transactions page loads for one filter query: the list, summary, filters and chart. */
export interface TransactionView {
  list: MoneyTransactionPage;
  summary: MoneyTransactionSummary;
  filters: MoneyTransactionFilter[];
  monthly?: MoneyTransactionMonth[];
}

export const NO_TRANSACTIONS: TransactionView = {
  list: resultPage([]),
  summary: { record_count: 0, total_amount: 0 },
  filters: [],
};

/** The routes of one filter query ("" for none, else e.g. "account=1&year=2024"). */
export function viewRoutes(query: string, { list, summary, filters, monthly = [] }: TransactionView): Routes {
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);
  return {
    [`GET ${withQuery(TRANSACTIONS_PATH)}`]: ok(list),
    [`GET ${withQuery(`${TRANSACTIONS_PATH}summary/`)}`]: ok(summary),
    [`GET ${withQuery(`${TRANSACTIONS_PATH}filters/`)}`]: ok(filters),
    [`GET ${withQuery(`${TRANSACTIONS_PATH}monthly/`)}`]: ok(monthly),
  };
}

export const pathOf = (object: { url: string }) => new URL(object.url).pathname;

/** A look-alike pair as listed, `first` being the payee whose list it is on. */
export const similarity = (id: number, first: MoneyPayee, second: MoneyPayee, score: number): MoneyPayeeSimilarity => ({
  id,
  url: `${ORIGIN}${SIMILARITY_PATH}${id}/`,
  similarity: score,
  payee: { id: first.id, name: first.name, url: first.url },
  secondary: { id: second.id, name: second.name, url: second.url },
  is_active: true,
});

export interface MoneyApiOptions {
  accounts?: MoneyAccount[];
  categories?: MoneyCategory[];
  payees?: MoneyPayee[];
  tags?: MoneyTag[];
  /** Transactions that answer their own url. */
  transactions?: MoneyTransaction[];
  /** The transactions page's answers by filter query; default: no transactions for any query. */
  views?: Record<string, TransactionView>;
  /** Answers for anything else, e.g. what a change answers. */
  routes?: Routes;
}

/** A forecast with nothing expected: the balance stays as it is today. */
export const FLAT_FORECAST: MoneyForecast = {
  account: null,
  today: "2025-06-15",
  balance_today: 100,
  points: [
    { date: "2025-06-15", balance: 100 },
    { date: "2025-06-16", balance: 100 },
  ],
  lowest: { date: "2025-06-15", balance: 100 },
  events: [],
};

export function moneyApi({
  accounts = [],
  categories = [],
  payees = [],
  tags = [],
  transactions = [],
  views = { "": NO_TRANSACTIONS },
  routes = {},
}: MoneyApiOptions = {}) {
  const own = (objects: { url: string }[]) => objects.map((object) => [`GET ${pathOf(object)}`, ok(object)]);
  const api = signedInApi({
    [`GET ${ACCOUNTS_PATH}`]: ok(accounts),
    [`GET ${CATEGORIES_PATH}`]: ok(categories),
    [`GET ${PAYEES_PATH}`]: ok(payees),
    [`GET ${TAGS_PATH}`]: ok(tags),
    ...Object.fromEntries([...own(accounts), ...own(payees), ...own(transactions)]),
    // Issue 24: an account page's balance history and the accounts list's net worth, empty by default.
    ...Object.fromEntries(accounts.map((account) => [`GET ${pathOf(account)}balance-history/`, ok([])])),
    "GET /money/api/reports/net-worth/?months=12": ok([]),
    // Issue 24: a flat forecast (nothing expected) for any account, and no transfer rules.
    "GET /money/api/reports/forecast/": ok(FLAT_FORECAST),
    "GET /money/api/transfer-rule/": ok([]),
    // Issue 19: the bills transactions paid, none by default.
    "GET /bills/api/v2/payment/": ok([]),
    // Issue 19: every payee name tidy already.
    [`GET ${PAYEES_PATH}tidy/`]: ok([]),
    ...Object.assign({}, ...Object.entries(views).map(([query, view]) => viewRoutes(query, view))),
    ...routes,
  });
  vi.stubGlobal("XMLHttpRequest", XhrThroughFetch);
  return api;
}
