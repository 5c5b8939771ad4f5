import pLimit from "p-limit";
import { memoryCacheOf } from "../../cache/memory-cache";
import type { Db } from "../../db/database";
import { PACK_MAX_ROWS, packIndex } from "./index-pack";
import { PackedRows } from "./index-page";
import { addText, type IndexText, textTableBytes } from "./index-text";
import * as repo from "./money.repo";

// The owner's transactions as compact columns in memory, newest first, so one pass answers the
// list window, the summary, the monthly totals and every facet count for any combination of
// filters. SQLite needs a full scan per GROUP BY for faceting (eight per request): seconds at a
// million rows; this pass takes milliseconds. SQL still fetches the rows of a page. Every write to
// the owner's transactions, their tags, accounts or categories goes through ledger.service.ts, which
// bumps the owner's ledger version in the database: a read whose index was built at another
// version rebuilds it, so an index built by this instance never outlives a write made by another.

/** Single-valued facet columns, in this order; the tag facet is multi-valued and kept apart. */
export const COLUMN_KEYS = ["account", "payee", "category", "parent_category", "year", "month", "amount_type"] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];
const COLUMN_COUNT = COLUMN_KEYS.length;
const CATEGORY = COLUMN_KEYS.indexOf("category");
const YEAR = COLUMN_KEYS.indexOf("year");
const MONTH = COLUMN_KEYS.indexOf("month");
/** amount_type values (0 means "none" in every column, so types start at 1). */
export const DEBIT = 1;
export const CREDIT = 2;

export type Codes = Uint8Array | Uint16Array | Uint32Array;

/**
 * A column stores small codes instead of ids (1 or 2 bytes a row instead of 4: accounts, years,
 * months and categories rarely number more than 255): the pass is bound by memory bandwidth, so
 * fewer bytes is faster, and more owners fit in the cache. Code 0 is "none"; `values[code]` is
 * the id or value.
 */
export interface Column {
  codes: Codes;
  values: number[];
  codeOf: Map<number, number>;
}

export interface TransactionIndex {
  size: number;
  ids: Int32Array;
  /** Signed cents (the API caps amounts well inside 32 bits). */
  amounts: Int32Array;
  columns: Column[];
  /** Row r's tag ids are tags[tagStart[r] .. tagStart[r + 1]). */
  tagStart: Int32Array;
  tags: Int32Array;
  maxTag: number;
  /** Category id → its parent-facet value, as the parent column was filled. */
  parents: Map<number, number>;
  /**
   * The owner's accounts and categories at the index's ledger version: every Money read needs
   * them, and reading them with the version check the index makes anyway saved two queries per
   * call. Account and category writes bump the ledger version too (ledger.service.ts), and this
   * instance's index takes the new lists in place. Shared by every reader: never changed in place.
   */
  lookups: repo.Lookups;
  /**
   * The searched descriptions and notes (index-text.ts), read on the first search
   * (index-text-load.ts): most reads never search, and the strings were most of a build's time
   * and a quarter of its memory. Null until then.
   */
  text: IndexText | null;
  /** The load of `text` under way, shared by the searches that wait for it. */
  textLoading?: Promise<IndexText>;
  /** In-place edits applied so far: a text load that overlapped one reads again. */
  edits: number;
  /**
   * Distinct dates in list order (newest first) as day numbers (dayNumber: 4 bytes each, where a
   * string cost 40: a 10,000-row ledger over five years has 1,800 dates); date k's rows are
   * dateStart[k] .. dateStart[k + 1].
   */
  days: Int32Array;
  dateStart: Int32Array;
  /** 1 on rows in a confirmed transfer pair (left out of spending); null while there are none. */
  transfers: Uint8Array | null;
  /** The last few searches' row masks (index-search.ts), dropped with any edit. */
  searches: Map<string, Uint8Array>;
  /** The answer with no filter at all, computed on first use (the common first view), kept across edits. */
  unfiltered?: Unfiltered;
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a yyyy-mm-dd date (dates are UTC days here, so always whole). */
export const dayNumber = (date: string) => Date.parse(date) / DAY_MS;
/** The yyyy-mm-dd date of a day number. */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Rows a build reads per query: larger pages leave more garbage row objects behind (resident memory). */
const BUILD_CHUNK = 5_000;

function emptyColumn(): Column {
  return { codes: new Uint8Array(0), values: [0], codeOf: new Map([[0, 0]]) };
}

function codeFor(column: Column, value: number): number {
  let code = column.codeOf.get(value);
  if (code === undefined) {
    code = column.values.length;
    column.values.push(value);
    column.codeOf.set(value, code);
  }
  return code;
}

export type IntArray = Int32Array | Uint8Array | Uint16Array | Uint32Array;

/** A copy of `from` with room for `length` elements (rows added or removed while a build reads). */
export function resized<T extends IntArray>(from: T, length: number): T {
  const to = new (from.constructor as new (length: number) => T)(length);
  to.set(from.subarray(0, Math.min(length, from.length)) as never);
  return to;
}

/** `codes` with `code` at `row`, widened (8 to 16 to 32 bits) the first time a code does not fit. */
export function withCode(codes: Codes, row: number, code: number): Codes {
  let to = codes;
  if (code > 0xff && to instanceof Uint8Array) to = new Uint16Array(to);
  if (code > 0xffff && to instanceof Uint16Array) to = new Uint32Array(to);
  to[row] = code;
  return to;
}

function setCode(column: Column, row: number, code: number) {
  column.codes = withCode(column.codes, row, code);
}

/** Sets one row's value in one column (0: none), for edits applied in place (index-batch.ts). */
export function setColumnValue(index: TransactionIndex, key: ColumnKey, row: number, value: number) {
  const column = index.columns[COLUMN_KEYS.indexOf(key)]!;
  setCode(column, row, codeFor(column, value));
}

/** A transaction filed under a parent category counts under that parent; under a child, under its parent. */
export const parentFacet = (category: { id: number; parent_category_id: number | null; is_parent: unknown }) =>
  category.parent_category_id ?? (category.is_parent ? category.id : 0);

/** The indexed fields of one transaction. */
type IndexedFields = {
  id: number;
  account_id: number;
  payee_id: number | null;
  category_id: number | null;
  transaction_date: string;
  amount: number;
  /** Searched text: an edit that changes one adds the new string to the index's texts. */
  notes?: string;
  original_description?: string;
};

/** Sets row `row` of every column from one transaction (`values`: scratch, left holding them). */
function setColumns(
  columns: Column[],
  parents: Map<number, number>,
  row: number,
  transaction: IndexedFields,
  values: number[],
) {
  const date = transaction.transaction_date;
  values[0] = transaction.account_id;
  values[1] = transaction.payee_id ?? 0;
  values[2] = transaction.category_id ?? 0;
  values[YEAR] = Number(date.slice(0, 4));
  values[MONTH] = Number(date.slice(5, 7));
  values[6] = transaction.amount;
  setCodes(columns, parents, row, values);
}

/**
 * Sets row `row` of every column from `values` holding account, payee, category (0: none),
 * year, month and the amount; the parent category and the amount's type are derived here.
 */
function setCodes(columns: Column[], parents: Map<number, number>, row: number, values: number[]) {
  values[3] = parents.get(values[2]!) ?? 0;
  values[6] = values[6]! >= 0 ? CREDIT : DEBIT;
  for (let k = 0; k < COLUMN_COUNT; k++) setCode(columns[k]!, row, codeFor(columns[k]!, values[k]!));
}

/** Reverses the first `size` elements in place. */
export function reverse(array: IntArray, size: number) {
  for (let i = 0, j = size - 1; i < j; i++, j--) {
    const held = array[i]!;
    array[i] = array[j]!;
    array[j] = held;
  }
}

/**
 * Builds the owner's index from the database, `chunk` rows at a time oldest first (date, then
 * id), straight into typed arrays of the final size, then reverses them into list order (newest
 * first, ties newest id first): the build's memory is the index and one page of row objects.
 */
export async function buildIndex(db: Db, userId: number, chunk = BUILD_CHUNK): Promise<TransactionIndex> {
  const lookups = await repo.lookups(db, userId);
  const parents = new Map<number, number>();
  for (const row of lookups.categories.values()) parents.set(row.id, parentFacet(row));

  const transferIds = new Set(await repo.confirmedTransferIds(db, userId));
  let capacity = await repo.countTransactions(db, userId);
  let ids = new Int32Array(capacity);
  let amounts = new Int32Array(capacity);
  // Per load position: the transfer flag.
  let transferFlags: Uint8Array = new Uint8Array(transferIds.size > 0 ? capacity : 0);
  // Per run of equal dates in load order: its day number and its first load position.
  const loadDays: number[] = [];
  const loadDateStart: number[] = [];
  const columns = COLUMN_KEYS.map(emptyColumn);
  for (const column of columns) column.codes = new Uint8Array(capacity);
  // Tag links as (load position, tag) pairs, laid out per row once every row is in.
  let linkRows = new Int32Array(1024);
  let linkTags = new Int32Array(1024);
  let linkCount = 0;
  let maxTag = 0;
  const values = new Array<number>(COLUMN_COUNT);
  let size = 0;
  let lastDateKey = 0;
  let [lastDate, lastId] = ["", 0];
  for (;;) {
    const rows = new PackedRows((await repo.indexedFieldsPacked(db, userId, lastDate, lastId, chunk)) ?? "");
    const pageStart = size;
    while (rows.next()) {
      if (size === capacity) {
        // Rows were added since the count (an import running meanwhile; its version bump rebuilds).
        capacity = Math.max(capacity * 2, chunk);
        ids = resized(ids, capacity);
        amounts = resized(amounts, capacity);
        if (transferFlags.length > 0) transferFlags = resized(transferFlags, capacity);
        for (const column of columns) column.codes = resized(column.codes, capacity);
      }
      values[0] = rows.account;
      values[1] = rows.payee;
      values[2] = rows.category;
      values[YEAR] = rows.year;
      values[MONTH] = rows.month;
      values[6] = rows.amount;
      setCodes(columns, parents, size, values);
      ids[size] = rows.id;
      amounts[size] = rows.amount;
      if (transferIds.has(rows.id)) transferFlags[size] = 1;
      if (rows.dateKey !== lastDateKey) {
        lastDateKey = rows.dateKey;
        loadDays.push(Date.UTC(rows.year, rows.month - 1, rows.day) / DAY_MS);
        loadDateStart.push(size);
      }
      size++;
    }
    if (size === pageStart) break;
    const last: [date: string, id: number] = [rows.date, rows.id];
    const links = await repo.tagLinksOfPage(db, userId, [lastDate, lastId], last);
    // Most ledgers have few tags: positions are looked up only for a page that has some.
    const positionOf = new Map<number, number>();
    if (links.length > 0) for (let p = pageStart; p < size; p++) positionOf.set(ids[p]!, p);
    for (const link of links) {
      if (linkCount === linkRows.length) {
        linkRows = resized(linkRows, linkCount * 2);
        linkTags = resized(linkTags, linkCount * 2);
      }
      linkRows[linkCount] = positionOf.get(link.transaction_id)!;
      linkTags[linkCount++] = link.tag_id;
      if (link.tag_id > maxTag) maxTag = link.tag_id;
    }
    if (size - pageStart < chunk) break;
    [lastDate, lastId] = last;
  }

  if (capacity !== size) {
    // Rows added or deleted since the count: every array is exactly `size` long.
    ids = resized(ids, size);
    amounts = resized(amounts, size);
    if (transferFlags.length > 0) transferFlags = resized(transferFlags, size);
    for (const column of columns) column.codes = resized(column.codes, size);
  }
  for (const array of [ids, amounts, transferFlags, ...columns.map((column) => column.codes)]) {
    if (array.length > 0) reverse(array, size);
  }
  // Date runs: load run j (positions loadDateStart[j] up to the next run's start) is list run
  // J - 1 - j, holding list rows size - (its end) .. size - (its start).
  const runs = loadDays.length;
  const days = Int32Array.from(loadDays.reverse());
  const dateStart = new Int32Array(runs + 1);
  for (let k = 0; k <= runs; k++) dateStart[k] = k === 0 ? 0 : size - loadDateStart[runs - k]!;

  // Tags per row: the row loaded at position p is row size - 1 - p now.
  const tagStart = new Int32Array(size + 1);
  for (let l = 0; l < linkCount; l++) tagStart[size - linkRows[l]!]!++;
  for (let r = 0; r < size; r++) tagStart[r + 1]! += tagStart[r]!;
  const fill = tagStart.slice(0, size);
  const tags = new Int32Array(linkCount);
  for (let l = 0; l < linkCount; l++) tags[fill[size - 1 - linkRows[l]!]!++] = linkTags[l]!;
  const index: TransactionIndex = {
    size,
    ids,
    amounts,
    columns,
    tagStart,
    tags,
    maxTag,
    parents,
    lookups,
    text: null,
    edits: 0,
    days,
    dateStart,
    transfers: transferFlags.length > 0 ? transferFlags : null,
    searches: new Map(),
  };
  if (size <= PACK_MAX_ROWS) packIndex(index);
  return index;
}

/**
 * `version` counts this instance's writes; `ledgerVersion` is the database's version the index
 * is at; `ready` is the built index once its build has finished (edits are applied to it).
 */
type Entry = { version: number; ledgerVersion?: number; index?: Promise<TransactionIndex>; ready?: TransactionIndex };

const keyOf = (userId: number) => `${userId} ledger`;

/** The owner's entry in the bounded cache (cache/memory-cache.ts), kept at its index's size once built. */
function entryFor(db: Db, userId: number): Entry {
  const cache = memoryCacheOf(db);
  let entry = cache.get<Entry>(keyOf(userId));
  if (!entry) {
    entry = { version: 0 };
    cache.set(keyOf(userId), entry, 0);
  }
  return entry;
}

/** Search masks kept per index (index-search.ts): one byte a row each. */
export const SEARCHES_KEPT = 2;

/** Bytes per Map row and per array slot of a boxed number, as V8 lays them out (an estimate). */
const MAP_ROW_BYTES = 48;
const ARRAY_SLOT_BYTES = 8;
/** An account's or category's row object with its strings (an estimate). */
const LOOKUP_ROW_BYTES = 320;

/**
 * What an index holds in memory: its typed arrays, each column's code tables, and room for the
 * unfiltered answer computed on first use (a count per distinct value). An estimate, within a
 * few per cent of the heap growth measured by the owners bench.
 */
export function indexBytes(index: TransactionIndex): number {
  let bytes = index.ids.byteLength + index.amounts.byteLength + index.tagStart.byteLength + index.tags.byteLength;
  let distinct = index.maxTag + 1;
  for (const column of index.columns) {
    bytes += column.codes.byteLength;
    distinct += column.values.length;
  }
  bytes += distinct * (2 * MAP_ROW_BYTES + ARRAY_SLOT_BYTES) + index.parents.size * MAP_ROW_BYTES;
  bytes += (index.lookups.accounts.size + index.lookups.categories.size) * (LOOKUP_ROW_BYTES + MAP_ROW_BYTES);
  const { text } = index;
  if (text) {
    bytes += textTableBytes(text.table) + text.descriptions.byteLength;
    bytes += text.noteRows.byteLength + text.noteCodes.byteLength;
  }
  bytes += index.days.byteLength + index.dateStart.byteLength;
  bytes += (index.transfers?.byteLength ?? 0) + SEARCHES_KEPT * index.size;
  return bytes;
}

/**
 * Builds run four at a time, the others queued: each build's pages of row objects are garbage
 * within milliseconds, but fifty at once (fifty owners opening Money together) made V8 grow the
 * heap by 150 MB that the process then kept (owners bench, 100 owners on PostgreSQL: resident
 * 464 MB with every build at once, 318 MB two at a time). Four rather than two, because on
 * PostgreSQL a build mostly waits for its pages: the owners bench's capacity went from 163 to
 * 307 requests/s, with the same memory.
 */
const limitBuilds = pLimit(4);

/** The owner's index, built on first use after a change here or in another instance (one indexed lookup). */
export async function transactionIndex(db: Db, userId: number): Promise<TransactionIndex> {
  const entry = entryFor(db, userId);
  const current = await repo.ledgerVersion(db, userId);
  if (entry.index && entry.ledgerVersion !== current) {
    entry.index = undefined;
    entry.ready = undefined;
  }
  if (!entry.index) {
    entry.ledgerVersion = current;
    const version = entry.version;
    const building = limitBuilds(() => buildIndex(db, userId));
    entry.index = building;
    // A failed build is not kept; neither is one that a write overtook (it serves this read only).
    building.then(
      (built) => {
        if (entry.index !== building) return;
        if (entry.version !== version) entry.index = undefined;
        else {
          entry.ready = built;
          // Past the whole budget the index serves this read only and is built again next time.
          memoryCacheOf(db).resize(keyOf(userId), entry, indexBytes(built));
        }
      },
      () => {
        if (entry.index === building) entry.index = undefined;
      },
    );
  }
  return entry.index;
}

/** After a committed ledger write (ledger.service.ts): the next read here rebuilds. */
export function forgetTransactionIndex(db: Db, userId: number): void {
  const entry = memoryCacheOf(db).get<Entry>(keyOf(userId));
  if (!entry) return; // nothing kept, nothing under way here
  entry.version++;
  entry.index = undefined;
  entry.ready = undefined;
}

/** Positions in the index of `ids` (-1 for one it does not hold): one pass for a batch, not a search per id. */
export function rowsOf(index: TransactionIndex, ids: number[]): number[] {
  if (ids.length <= 8) return ids.map((id) => index.ids.indexOf(id));
  const wanted = new Map(ids.map((id) => [id, -1]));
  for (let row = 0; row < index.size; row++) {
    const id = index.ids[row]!;
    if (wanted.has(id)) wanted.set(id, row);
  }
  return ids.map((id) => wanted.get(id)!);
}

/** After `index` grew (its text was read): the cache counts it at its new size, while it is still the owner's. */
export function indexGrew(db: Db, userId: number, index: TransactionIndex): void {
  const entry = memoryCacheOf(db).get<Entry>(keyOf(userId));
  if (entry?.ready === index) memoryCacheOf(db).resize(keyOf(userId), entry, indexBytes(index));
}

/**
 * After a committed edit of the transactions `ids` that bumped the ledger to `newVersion`: when
 * this instance's index is built, holds every one of them and was at the version just before (no
 * other write came between), `change` applies the edit to their rows in place (milliseconds
 * instead of a rebuild at a million rows), and the kept unfiltered answer is adjusted by those
 * rows instead of being counted again (a full pass, ~50 ms at a million rows). When `change`
 * cannot (answers false), or the index is elsewhere, the index is forgotten as after any write.
 */
export function editTransactionIndex(
  db: Db,
  userId: number,
  newVersion: number,
  ids: number[],
  change: (index: TransactionIndex, rows: number[]) => boolean,
): void {
  const entry = memoryCacheOf(db).get<Entry>(keyOf(userId));
  const ready = entry?.ready;
  const rows = entry && ready && entry.ledgerVersion === newVersion - 1 ? rowsOf(ready, ids) : null;
  if (entry && ready && rows && !rows.includes(-1)) {
    // A copy: answers already handed out keep the maps they were given.
    const unfiltered = ready.unfiltered && copyUnfiltered(ready.unfiltered);
    ready.unfiltered = undefined;
    if (unfiltered) for (const row of rows) countRow(ready, unfiltered, row, -1);
    if (change(ready, rows)) {
      if (unfiltered) for (const row of rows) countRow(ready, unfiltered, row, 1);
      ready.unfiltered = unfiltered;
      ready.searches.clear();
      ready.edits++;
      entry.ledgerVersion = newVersion;
      return;
    }
  }
  forgetTransactionIndex(db, userId);
}

/**
 * Rewrites one row's columns. A row keeps its place only while its date is unchanged (rows are
 * in date order), so a new date answers false.
 */
export function updateIndexedRow(
  index: TransactionIndex,
  row: number,
  before: { transaction_date: string; notes?: string; original_description?: string },
  after: IndexedFields,
) {
  if (before.transaction_date !== after.transaction_date) return false;
  const { text } = index; // not read yet: its load will read the edited row
  if (text && after.notes !== undefined && before.notes !== after.notes) setNotes(text, row, after.notes);
  const description = after.original_description;
  if (text && description !== undefined && before.original_description !== description) {
    text.descriptions = withCode(text.descriptions, row, addText(text.table, description));
  }
  setColumns(index.columns, index.parents, row, after, new Array<number>(COLUMN_COUNT));
  index.amounts[row] = after.amount;
  return true;
}

/** Sets one row's notes: its entry in the note lists is replaced, added or removed (one copy of them). */
function setNotes(text: IndexText, row: number, notes: string) {
  const { noteRows, noteCodes } = text;
  let at = 0; // the first entry at or after `row`
  for (let high = noteRows.length; at < high; ) {
    const mid = (at + high) >> 1;
    if (noteRows[mid]! < row) at = mid + 1;
    else high = mid;
  }
  const present = noteRows[at] === row;
  if (notes !== "" && present) {
    noteCodes[at] = addText(text.table, notes);
    return;
  }
  if (notes === "" && !present) return;
  const length = noteRows.length + (present ? -1 : 1);
  const rows = new Int32Array(length);
  const codes = new Uint32Array(length);
  rows.set(noteRows.subarray(0, at));
  codes.set(noteCodes.subarray(0, at));
  const rest = present ? at + 1 : at;
  const restTo = present ? at : at + 1;
  rows.set(noteRows.subarray(rest), restTo);
  codes.set(noteCodes.subarray(rest), restTo);
  if (!present) {
    rows[at] = row;
    codes[at] = addText(text.table, notes);
  }
  text.noteRows = rows;
  text.noteCodes = codes;
}

/** Replaces one row's tags in the tag lists (one copy of the tag array). */
export function setIndexedTags(index: TransactionIndex, row: number, tagIds: number[]) {
  const start = index.tagStart[row]!;
  const end = index.tagStart[row + 1]!;
  const tags = new Int32Array(index.tags.length - (end - start) + tagIds.length);
  tags.set(index.tags.subarray(0, start));
  tags.set(tagIds, start);
  tags.set(index.tags.subarray(end), start + tagIds.length);
  const shift = tagIds.length - (end - start);
  for (let r = row + 1; r <= index.size; r++) index.tagStart[r]! += shift;
  index.tags = tags;
  index.maxTag = Math.max(index.maxTag, ...tagIds);
  return true;
}

/** Selected values per facet as lookup tables over codes (1 = selected); null when not filtered. */
export interface Selection {
  columns: (Uint8Array | null)[];
  tags: Uint8Array | null;
  /** Rows a search matched (1), from index-search.ts; null without a search. */
  rows: Uint8Array | null;
}

export function selectionFor(
  index: TransactionIndex,
  selected: Partial<Record<ColumnKey | "tag", number[]>>,
  rows: Uint8Array | null = null,
): Selection {
  const columns = COLUMN_KEYS.map((key, k) => {
    const values = selected[key];
    if (!values || values.length === 0) return null;
    const column = index.columns[k]!;
    // A selected value no transaction has gets no code: it matches nothing, as it should.
    const table = new Uint8Array(column.values.length);
    for (const value of values) {
      const code = column.codeOf.get(value);
      if (code !== undefined && code > 0) table[code] = 1;
    }
    return table;
  });
  let tags: Uint8Array | null = null;
  if (selected.tag && selected.tag.length > 0) {
    tags = new Uint8Array(Math.max(index.maxTag, ...selected.tag) + 1);
    for (const tag of selected.tag) tags[tag] = 1;
  }
  return { columns, tags, rows };
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
  /** The page's rows (positions in the index), in list order. */
  pageRows: number[];
  /** Per column: count by value (id, year, month or type), among rows matching every other filter. */
  columnCounts: Map<number, number>[];
  tagCounts: Map<number, number>;
  /** year * 12 + (month - 1) → [income cents, spending cents]. */
  months: Map<number, [number, number]>;
}

type Unfiltered = ScanResult & { categoryTotals: Float64Array };

const isUnfiltered = (selection: Selection) =>
  selection.tags === null && selection.rows === null && selection.columns.every((c) => c === null);

export function scan(index: TransactionIndex, selection: Selection, request: ScanRequest): ScanResult {
  if (!isUnfiltered(selection)) return scanFiltered(index, selection, request);
  // No filter: every row matches, so the answer is the same each time until the next write.
  index.unfiltered ??= (() => {
    const full = scanFiltered(index, selection, { facets: true, monthly: true });
    const categoryTotals = new Float64Array(index.columns[CATEGORY]!.values.length);
    const categories = index.columns[CATEGORY]!.codes;
    for (let row = 0; row < index.size; row++) categoryTotals[categories[row]!]! += index.amounts[row]!;
    return { ...full, categoryTotals };
  })();
  const { unfiltered } = index;
  const categoryValues = index.columns[CATEGORY]!.values;
  let total = 0;
  unfiltered.categoryTotals.forEach((sum, code) => {
    if (!request.excludedCategories?.has(categoryValues[code]!)) total += sum;
  });
  const start = request.window?.offset ?? 0;
  const end = request.window ? Math.min(index.size, start + request.window.limit) : start;
  const pageRows: number[] = [];
  for (let row = start; row < end; row++) pageRows.push(row);
  return { ...unfiltered, total, pageIds: pageRows.map((row) => index.ids[row]!), pageRows };
}

/** Adds 1 to (`by` 1) or takes 1 from (-1) the count of `key` in `counts`; a count of 0 is left out. */
function bump(counts: Map<number, number>, key: number, by: number) {
  const n = (counts.get(key) ?? 0) + by;
  if (n === 0) counts.delete(key);
  else counts.set(key, n);
}

/**
 * Adds (`sign` 1) or takes away (-1) one row's part of the unfiltered answer, as scanFiltered
 * counts it: facet counts, tags, the category's total and the month's income or spending.
 */
function countRow(index: TransactionIndex, unfiltered: Unfiltered, row: number, sign: 1 | -1) {
  const { columns, amounts, tagStart, tags, transfers } = index;
  columns.forEach((column, k) => {
    const code = column.codes[row]!;
    if (code > 0) bump(unfiltered.columnCounts[k]!, column.values[code]!, sign);
  });
  for (let t = tagStart[row]!; t < tagStart[row + 1]!; t++) bump(unfiltered.tagCounts, tags[t]!, sign);
  const amount = amounts[row]!;
  const category = columns[CATEGORY]!.codes[row]!;
  if (category >= unfiltered.categoryTotals.length) {
    const grown = new Float64Array(columns[CATEGORY]!.values.length);
    grown.set(unfiltered.categoryTotals);
    unfiltered.categoryTotals = grown;
  }
  unfiltered.categoryTotals[category]! += sign * amount;
  if (transfers !== null && transfers[row] === 1) return;
  const key =
    columns[YEAR]!.values[columns[YEAR]!.codes[row]!]! * 12 + columns[MONTH]!.values[columns[MONTH]!.codes[row]!]! - 1;
  const [income, spending] = unfiltered.months.get(key) ?? [0, 0];
  const month: [number, number] = amount >= 0 ? [income + sign * amount, spending] : [income, spending - sign * amount];
  if (month[0] === 0 && month[1] === 0) unfiltered.months.delete(key);
  else unfiltered.months.set(key, month);
}

function copyUnfiltered(from: Unfiltered): Unfiltered {
  return {
    ...from,
    columnCounts: from.columnCounts.map((counts) => new Map(counts)),
    tagCounts: new Map(from.tagCounts),
    months: new Map(from.months),
    categoryTotals: from.categoryTotals.slice(),
  };
}

/**
 * One pass. A row that fails no filter is a match; a row that fails exactly one filter still
 * counts toward that filter's options (faceting: each filter's options reflect the others).
 */
function scanFiltered(index: TransactionIndex, selection: Selection, request: ScanRequest): ScanResult {
  const { size, amounts, tagStart, tags, ids, columns } = index;
  // The hot loop reads only locals, one per column and per selection, unrolled by hand.
  const [c0, c1, c2, c3, c4, c5, c6] = columns.map((column) => column.codes) as [
    Codes,
    Codes,
    Codes,
    Codes,
    Codes,
    Codes,
    Codes,
  ];
  const [s0, s1, s2, s3, s4, s5, s6] = selection.columns;
  const tagSelection = selection.tags;
  const searched = selection.rows;
  const transfers = index.transfers;
  const facets = request.facets === true;
  const monthly = request.monthly === true;
  const TAG = COLUMN_COUNT;

  const counts = columns.map((column) => new Int32Array(facets ? column.values.length : 0));
  const [n0, n1, n2, n3, n4, n5, n6] = counts as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const tagCounts = new Int32Array(facets ? index.maxTag + 1 : 0);
  const categoryIds = columns[CATEGORY]!.values;
  const excluded = new Uint8Array(categoryIds.length);
  categoryIds.forEach((id, code) => {
    if (request.excludedCategories?.has(id)) excluded[code] = 1;
  });
  // [income, spending] per (year code, month code).
  const monthCodes = columns[MONTH]!.values.length;
  const monthTotals = new Float64Array(monthly ? columns[YEAR]!.values.length * monthCodes * 2 : 0);
  const pageIds: number[] = [];
  const pageRows: number[] = [];
  const windowStart = request.window?.offset ?? 0;
  const windowEnd = request.window ? windowStart + request.window.limit : 0;

  let count = 0;
  let total = 0;
  for (let row = 0; row < size; row++) {
    // A search narrows every count, the facets' too: it is not a facet of its own.
    if (searched !== null && searched[row] === 0) continue;
    let failed = -1;
    if (s0 && s0[c0[row]!] !== 1) failed = 0;
    if (s1 && s1[c1[row]!] !== 1) {
      if (failed >= 0) continue;
      failed = 1;
    }
    if (s2 && s2[c2[row]!] !== 1) {
      if (failed >= 0) continue;
      failed = 2;
    }
    if (s3 && s3[c3[row]!] !== 1) {
      if (failed >= 0) continue;
      failed = 3;
    }
    if (s4 && s4[c4[row]!] !== 1) {
      if (failed >= 0) continue;
      failed = 4;
    }
    if (s5 && s5[c5[row]!] !== 1) {
      if (failed >= 0) continue;
      failed = 5;
    }
    if (s6 && s6[c6[row]!] !== 1) {
      if (failed >= 0) continue;
      failed = 6;
    }
    if (tagSelection) {
      let tagged = false;
      for (let t = tagStart[row]!; t < tagStart[row + 1]!; t++) {
        if (tagSelection[tags[t]!] === 1) {
          tagged = true;
          break;
        }
      }
      if (!tagged) {
        if (failed >= 0) continue;
        failed = TAG;
      }
    }

    if (failed >= 0) {
      // Fails exactly one filter: counts toward that filter's options only.
      if (!facets) continue;
      if (failed === TAG) {
        for (let t = tagStart[row]!; t < tagStart[row + 1]!; t++) tagCounts[tags[t]!]!++;
      } else {
        counts[failed]![columns[failed]!.codes[row]!]!++;
      }
      continue;
    }

    if (count >= windowStart && count < windowEnd) {
      pageIds.push(ids[row]!);
      pageRows.push(row);
    }
    count++;
    const amount = amounts[row]!;
    if (excluded[c2[row]!] !== 1) total += amount;
    if (facets) {
      n0[c0[row]!]!++;
      n1[c1[row]!]!++;
      n2[c2[row]!]!++;
      n3[c3[row]!]!++;
      n4[c4[row]!]!++;
      n5[c5[row]!]!++;
      n6[c6[row]!]!++;
      for (let t = tagStart[row]!; t < tagStart[row + 1]!; t++) tagCounts[tags[t]!]!++;
    }
    // Transfers between the owner's accounts are neither income nor spending.
    if (monthly && (transfers === null || transfers[row] === 0)) {
      const at = (c4[row]! * monthCodes + c5[row]!) * 2;
      if (amount >= 0) monthTotals[at]! += amount;
      else monthTotals[at + 1]! -= amount;
    }
  }

  const byValue = (column: Column, list: Int32Array) => {
    const map = new Map<number, number>();
    list.forEach((n, code) => {
      if (code > 0 && n > 0) map.set(column.values[code]!, n);
    });
    return map;
  };
  const tagMap = new Map<number, number>();
  tagCounts.forEach((n, tag) => {
    if (n > 0) tagMap.set(tag, n);
  });
  const months = new Map<number, [number, number]>();
  for (let at = 0; at < monthTotals.length; at += 2) {
    if (monthTotals[at] === 0 && monthTotals[at + 1] === 0) continue;
    const yearCode = Math.floor(at / 2 / monthCodes);
    const monthCode = (at / 2) % monthCodes;
    const key = columns[YEAR]!.values[yearCode]! * 12 + columns[MONTH]!.values[monthCode]! - 1;
    months.set(key, [monthTotals[at]!, monthTotals[at + 1]!]);
  }
  return {
    count,
    total,
    pageIds,
    pageRows,
    columnCounts: columns.map((column, k) => byValue(column, counts[k]!)),
    tagCounts: tagMap,
    months,
  };
}

/** Transactions per value of one column (e.g. per account id), for "in use" counts. */
export function countBy(index: TransactionIndex, key: ColumnKey): Map<number, number> {
  const column = index.columns[COLUMN_KEYS.indexOf(key)]!;
  const counts = new Int32Array(column.values.length);
  for (let row = 0; row < index.size; row++) counts[column.codes[row]!]!++;
  const map = new Map<number, number>();
  counts.forEach((n, code) => {
    if (code > 0) map.set(column.values[code]!, n);
  });
  return map;
}

/** Marks (or clears) rows as halves of confirmed transfer pairs. */
export function flagTransfers(index: TransactionIndex, rows: number[], confirmed: boolean): boolean {
  if (!index.transfers) {
    if (!confirmed) return true;
    index.transfers = new Uint8Array(index.size);
  }
  for (const row of rows) index.transfers[row] = confirmed ? 1 : 0;
  return true;
}
