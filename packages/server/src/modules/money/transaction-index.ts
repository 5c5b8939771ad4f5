import type { Db } from "../../db/database";

// The owner's transactions as columns in memory, newest first, so one pass answers the list
// window, the summary, the monthly totals and every facet count for any combination of filters.
// SQLite needs a full scan per GROUP BY for faceting (eight of them per request), which at a
// million rows costs seconds; a typed-array pass costs milliseconds. SQL still fetches the rows
// of the page. Every write to the owner's transactions (or to category parents) invalidates the
// index; the next read rebuilds it.

/** Single-valued facet columns, in this order; the tag facet is multi-valued and kept apart. */
export const COLUMN_KEYS = ["account", "payee", "category", "parent_category", "year", "month", "amount_type"] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];
const COLUMN_COUNT = COLUMN_KEYS.length;
const YEAR = COLUMN_KEYS.indexOf("year");
const MONTH = COLUMN_KEYS.indexOf("month");
const CATEGORY = COLUMN_KEYS.indexOf("category");
/** amount_type column values (0 means "none" in every column, so types start at 1). */
export const DEBIT = 1;
export const CREDIT = 2;

export interface TransactionIndex {
  size: number;
  ids: Int32Array;
  /** Signed cents. */
  amounts: Float64Array;
  /** columns[k][row]: the row's value for COLUMN_KEYS[k] (0 = none, e.g. no payee). */
  columns: Int32Array[];
  /** Largest value per column, to size count arrays. */
  maxValue: number[];
  /** Row r's tag ids are tags[tagStart[r] .. tagStart[r + 1]). */
  tagStart: Int32Array;
  tags: Int32Array;
  maxTag: number;
}

const BUILD_CHUNK = 20_000;

async function buildIndex(db: Db, userId: number): Promise<TransactionIndex> {
  const parents = new Map<number, number>();
  for (const row of await db
    .selectFrom("money_categories")
    .select(["id", "parent_category_id", "is_parent"])
    .where("user_id", "=", userId)
    .execute()) {
    // A transaction filed under a parent category counts under that parent.
    parents.set(row.id, row.parent_category_id ?? (row.is_parent ? row.id : 0));
  }

  // Keyset pages keep memory flat while reading a large ledger.
  const chunks: {
    id: number;
    account_id: number;
    payee_id: number | null;
    category_id: number | null;
    transaction_date: string;
    amount: number;
  }[][] = [];
  let after: { date: string; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom("money_transactions")
      .select(["id", "account_id", "payee_id", "category_id", "transaction_date", "amount"])
      .where("user_id", "=", userId);
    if (after) {
      const { date, id } = after;
      query = query.where((eb) =>
        eb.or([eb("transaction_date", "<", date), eb.and([eb("transaction_date", "=", date), eb("id", "<", id)])]),
      );
    }
    const rows = await query.orderBy("transaction_date", "desc").orderBy("id", "desc").limit(BUILD_CHUNK).execute();
    if (rows.length > 0) chunks.push(rows);
    if (rows.length < BUILD_CHUNK) break;
    const last = rows[rows.length - 1]!;
    after = { date: last.transaction_date, id: last.id };
  }

  const size = chunks.reduce((sum, rows) => sum + rows.length, 0);
  const ids = new Int32Array(size);
  const amounts = new Float64Array(size);
  const columns = COLUMN_KEYS.map(() => new Int32Array(size));
  const maxValue = new Array<number>(COLUMN_COUNT).fill(0);
  let row = 0;
  let maxId = 0;
  for (const rows of chunks) {
    for (const transaction of rows) {
      const date = transaction.transaction_date;
      const category = transaction.category_id ?? 0;
      const values = [
        transaction.account_id,
        transaction.payee_id ?? 0,
        category,
        parents.get(category) ?? 0,
        Number(date.slice(0, 4)),
        Number(date.slice(5, 7)),
        transaction.amount >= 0 ? CREDIT : DEBIT,
      ];
      for (let k = 0; k < COLUMN_COUNT; k++) {
        const value = values[k]!;
        columns[k]![row] = value;
        if (value > maxValue[k]!) maxValue[k] = value;
      }
      ids[row] = transaction.id;
      amounts[row] = transaction.amount;
      if (transaction.id > maxId) maxId = transaction.id;
      row++;
    }
  }

  const rowOfId = new Int32Array(maxId + 1).fill(-1);
  for (let r = 0; r < size; r++) rowOfId[ids[r]!] = r;
  const links = await db
    .selectFrom("money_transaction_tags")
    .innerJoin("money_transactions", "money_transactions.id", "money_transaction_tags.transaction_id")
    .select(["money_transaction_tags.transaction_id", "money_transaction_tags.tag_id"])
    .where("money_transactions.user_id", "=", userId)
    .execute();
  const tagStart = new Int32Array(size + 1);
  for (const link of links) tagStart[rowOfId[link.transaction_id]! + 1]!++;
  for (let r = 0; r < size; r++) tagStart[r + 1]! += tagStart[r]!;
  const fill = tagStart.slice(0, size);
  const tags = new Int32Array(links.length);
  let maxTag = 0;
  for (const link of links) {
    tags[fill[rowOfId[link.transaction_id]!]!++] = link.tag_id;
    if (link.tag_id > maxTag) maxTag = link.tag_id;
  }
  return { size, ids, amounts, columns, maxValue, tagStart, tags, maxTag };
}

type Entry = { version: number; index?: Promise<TransactionIndex> };
const cache = new WeakMap<Db, Map<number, Entry>>();

function entryFor(db: Db, userId: number): Entry {
  let owners = cache.get(db);
  if (!owners) {
    owners = new Map();
    cache.set(db, owners);
  }
  let entry = owners.get(userId);
  if (!entry) {
    entry = { version: 0 };
    owners.set(userId, entry);
  }
  return entry;
}

/** The owner's index, built on first use after a change. */
export function transactionIndex(db: Db, userId: number): Promise<TransactionIndex> {
  const entry = entryFor(db, userId);
  if (!entry.index) {
    const version = entry.version;
    const building = buildIndex(db, userId);
    entry.index = building;
    // A failed build is not cached; a write during the build leaves it for this read only.
    building.catch(() => {
      if (entry.index === building) entry.index = undefined;
    });
    building.then(
      () => {
        if (entry.version !== version && entry.index === building) entry.index = undefined;
      },
      () => undefined,
    );
  }
  return entry.index;
}

/** Call after any write to the owner's transactions, their tags or the category tree. */
export function invalidateTransactionIndex(db: Db, userId: number): void {
  const entry = entryFor(db, userId);
  entry.version++;
  entry.index = undefined;
}

/** Selected values per facet: a lookup array per column (1 = selected), null when not filtered. */
export interface Selection {
  columns: (Uint8Array | null)[];
  tags: Uint8Array | null;
}

export function selectionFor(
  index: TransactionIndex,
  selected: Partial<Record<ColumnKey | "tag", number[]>>,
): Selection {
  const lookup = (values: number[] | undefined, max: number) => {
    if (!values || values.length === 0) return null;
    const table = new Uint8Array(Math.max(max, ...values) + 1);
    for (const value of values) table[value] = 1;
    return table;
  };
  return {
    columns: COLUMN_KEYS.map((key, k) => lookup(selected[key], index.maxValue[k]!)),
    tags: lookup(selected.tag, index.maxTag),
  };
}

export interface ScanRequest {
  /** Rows of the page window to return (ids, in list order). */
  window?: { offset: number; limit: number };
  /** Categories whose transactions do not count in the total (spec: Include in Summary off). */
  excludedCategories?: Set<number>;
  facets?: boolean;
  monthly?: boolean;
}

export interface ScanResult {
  count: number;
  /** Cents, counting only included categories (and uncategorised). */
  total: number;
  pageIds: number[];
  /** Per column: counts by value, among rows matching every other selected facet. */
  columnCounts: Int32Array[];
  tagCounts: Int32Array;
  /** yyyy*12 + (month - 1) → [income cents, spending cents]. */
  months: Map<number, [number, number]>;
}

/**
 * One pass over the ledger. A row that fails no filter is a match; a row that fails exactly one
 * filter still counts toward that filter's options (faceting: options reflect the other filters).
 */
export function scan(index: TransactionIndex, selection: Selection, request: ScanRequest): ScanResult {
  const { size, amounts, tagStart, tags, ids } = index;
  // Plain locals (asserted once) keep the hot loop free of undefined checks.
  const columns = index.columns as Int32Array[];
  const active = COLUMN_KEYS.map((_, k) => k).filter((k) => selection.columns[k]);
  const activeCount = active.length;
  const selectedOf = selection.columns as Uint8Array[];
  const tagSelection = selection.tags;
  const TAG = COLUMN_COUNT;

  const columnCounts = request.facets ? COLUMN_KEYS.map((_, k) => new Int32Array(index.maxValue[k]! + 1)) : [];
  const tagCounts = new Int32Array(request.facets ? index.maxTag + 1 : 0);
  const excludedTable = new Uint8Array(index.maxValue[CATEGORY]! + 1);
  for (const id of request.excludedCategories ?? []) if (id < excludedTable.length) excludedTable[id] = 1;
  const months = new Map<number, [number, number]>();
  const pageIds: number[] = [];
  const windowStart = request.window?.offset ?? 0;
  const windowEnd = request.window ? windowStart + request.window.limit : 0;
  const categoryColumn = columns[CATEGORY]!;
  const yearColumn = columns[YEAR]!;
  const monthColumn = columns[MONTH]!;

  let count = 0;
  let total = 0;
  for (let row = 0; row < size; row++) {
    let failures = 0;
    let failed = -1;
    for (let a = 0; a < activeCount; a++) {
      const k = active[a]!;
      if (selectedOf[k]![columns[k]![row]!] !== 1) {
        failed = k;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const firstTag = tagStart[row]!;
    const endTag = tagStart[row + 1]!;
    if (tagSelection) {
      let tagged = false;
      for (let t = firstTag; t < endTag; t++) {
        if (tagSelection[tags[t]!] === 1) {
          tagged = true;
          break;
        }
      }
      if (!tagged) {
        failed = TAG;
        if (++failures > 1) continue;
      }
    }

    if (failures === 1) {
      if (!request.facets) continue;
      if (failed === TAG) {
        for (let t = firstTag; t < endTag; t++) tagCounts[tags[t]!]!++;
      } else {
        const counts = columnCounts[failed]!;
        counts[columns[failed]![row]!]!++;
      }
      continue;
    }

    // A match.
    if (count >= windowStart && count < windowEnd) pageIds.push(ids[row]!);
    count++;
    const amount = amounts[row]!;
    if (excludedTable[categoryColumn[row]!] !== 1) total += amount;
    if (request.facets) {
      for (let k = 0; k < COLUMN_COUNT; k++) columnCounts[k]![columns[k]![row]!]!++;
      for (let t = firstTag; t < endTag; t++) tagCounts[tags[t]!]!++;
    }
    if (request.monthly) {
      const key = yearColumn[row]! * 12 + monthColumn[row]! - 1;
      let month = months.get(key);
      if (!month) {
        month = [0, 0];
        months.set(key, month);
      }
      if (amount >= 0) month[0] += amount;
      else month[1] -= amount;
    }
  }
  return { count, total, pageIds, columnCounts, tagCounts, months };
}

/** Transactions per value of one column (e.g. per account), for "in use" counts. */
export function countBy(index: TransactionIndex, key: ColumnKey): Int32Array {
  const k = COLUMN_KEYS.indexOf(key);
  const counts = new Int32Array(index.maxValue[k]! + 1);
  const column = index.columns[k]!;
  for (let row = 0; row < index.size; row++) counts[column[row]!]!++;
  return counts;
}
