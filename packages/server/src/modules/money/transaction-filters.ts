import {
  categoryLabel,
  MONTH_NAMES,
  type MoneyTransactionFilter,
  TRANSACTION_FILTER_KEYS,
  TRANSACTION_FILTER_NAMES,
  type TransactionFilterKey,
} from "@homebase/contracts";
import { z } from "zod";
import type { Db } from "../../db/database";
import { type FieldErrors, invalid } from "../../http/errors";
import { categoryRef } from "./money.dto";
import { type Lookups, listPayees, listTags } from "./money.repo";
import { COLUMN_KEYS, type ColumnKey, CREDIT, DEBIT, type ScanResult } from "./transaction-index";

// The transaction filter query (spec §7: selected values by key, repeated) shared by the list,
// summary, filters and monthly endpoints: parsing, owner checks, and the facet options.

const repeated = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string()).max(500, "Choose at most 500 values."),
);
export const filterQuerySchema = z.object({
  ...(Object.fromEntries(TRANSACTION_FILTER_KEYS.map((key) => [key, repeated])) as Record<
    TransactionFilterKey,
    typeof repeated
  >),
  /** Issue 24: text (description, payee, notes) or an amount; narrows every count, not a facet. */
  search: z
    .string({ error: "Enter text to search for." })
    .max(200, "Use at most 200 characters.")
    .transform((value) => value.trim())
    .default(""),
  /** Issue 24: leave confirmed transfers out, as the reports do. */
  transfers: z
    .enum(["include", "exclude"], { error: "Use transfers=exclude or transfers=include." })
    .default("include"),
  page: z.coerce
    .number({ error: "Use a page number." })
    .int("Use a page number.")
    .min(1, "Use a page number.")
    .default(1),
});
export type FilterQuery = z.infer<typeof filterQuerySchema>;

export type SelectedValues = Record<ColumnKey | "tag", number[]>;

const isId = (value: string) => /^\d{1,9}$/.test(value) && Number(value) > 0;
const AMOUNT_TYPES: Record<string, number> = { credit: CREDIT, debit: DEBIT };

/** Turns the query into numbers, refusing anything that is not one of the owner's values (400). */
export async function parseFilters(db: Db, userId: number, query: FilterQuery, found: Lookups) {
  const errors: FieldErrors = {};
  const pick = "Choose one from the list.";
  const ids = (key: TransactionFilterKey, exists: (id: number) => boolean) => {
    const values = query[key];
    if (values.some((value) => !isId(value) || !exists(Number(value)))) errors[key] = [pick];
    return values.filter(isId).map(Number);
  };
  const needsPayees = query.payee.length > 0;
  const payeeIds = needsPayees ? new Set((await listPayees(db, userId)).map((row) => row.id)) : new Set<number>();
  const tagIds = query.tag.length > 0 ? new Set((await listTags(db, userId)).map((row) => row.id)) : new Set<number>();

  const selected: SelectedValues = {
    account: ids("account", (id) => found.accounts.has(id)),
    payee: ids("payee", (id) => payeeIds.has(id)),
    category: ids("category", (id) => found.categories.has(id)),
    parent_category: ids("parent_category", (id) => found.categories.get(id)?.is_parent === true),
    tag: ids("tag", (id) => tagIds.has(id)),
    year: [],
    month: [],
    amount_type: [],
  };
  for (const value of query.year) {
    if (/^\d{4}$/.test(value)) selected.year.push(Number(value));
    else errors.year = ["Use a year like 2024."];
  }
  for (const value of query.month) {
    const month = Number(value);
    if (/^\d{1,2}$/.test(value) && month >= 1 && month <= 12) selected.month.push(month);
    else errors.month = ["Use a month number from 1 to 12."];
  }
  for (const value of query.amount_type) {
    const type = AMOUNT_TYPES[value];
    if (type !== undefined) selected.amount_type.push(type);
    else errors.amount_type = ["Choose credit or debit."];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, "Check the filters.");
  return selected;
}

/** Categories whose transactions stay out of the summary total (Include in Summary off). */
export function excludedCategories(found: Lookups): Set<number> {
  const excluded = new Set<number>();
  for (const category of found.categories.values()) if (!category.is_included) excluded.add(category.id);
  return excluded;
}

type Option = { option_key: string; option_value: string; count: number; sort: string | number };

/** Spec §3 Transaction filter: {key, name, options, selected} per key; selected values always listed. */
export async function facetList(
  db: Db,
  userId: number,
  query: FilterQuery,
  result: ScanResult,
  found: Lookups,
): Promise<MoneyTransactionFilter[]> {
  const [payees, tags] = await Promise.all([listPayees(db, userId), listTags(db, userId)]);
  const payeeNames = new Map(payees.map((row) => [row.id, row.name]));
  const tagNames = new Map(tags.map((row) => [row.id, row.name]));
  const label: Record<TransactionFilterKey, (value: number) => string | undefined> = {
    account: (id) => found.accounts.get(id)?.name,
    payee: (id) => payeeNames.get(id),
    category: (id) => {
      const ref = categoryRef(found.categories, id);
      return ref ? categoryLabel(ref) : undefined;
    },
    parent_category: (id) => found.categories.get(id)?.name,
    tag: (id) => tagNames.get(id),
    year: (year) => String(year),
    month: (month) => MONTH_NAMES[month - 1] ?? String(month),
    amount_type: (type) => (type === CREDIT ? "Credit" : "Debit"),
  };
  const keyOf = (key: TransactionFilterKey, value: number) =>
    key === "amount_type" ? (value === CREDIT ? "credit" : "debit") : String(value);
  // Years newest first, months in calendar order, everything else by name.
  const sortOf = (key: TransactionFilterKey, value: number, name: string): string | number =>
    key === "year" ? -value : key === "month" ? value : name.toLowerCase();

  return TRANSACTION_FILTER_KEYS.map((key) => {
    const counts = key === "tag" ? result.tagCounts : result.columnCounts[COLUMN_KEYS.indexOf(key as ColumnKey)]!;
    const selected = query[key];
    const options = new Map<string, Option>();
    for (const [value, count] of counts) {
      const name = label[key](value);
      if (name === undefined) continue;
      options.set(keyOf(key, value), {
        option_key: keyOf(key, value),
        option_value: name,
        count,
        sort: sortOf(key, value, name),
      });
    }
    for (const optionKey of selected) {
      if (options.has(optionKey)) continue;
      const value = key === "amount_type" ? (AMOUNT_TYPES[optionKey] ?? 0) : Number(optionKey);
      const name = label[key](value) ?? optionKey;
      options.set(optionKey, { option_key: optionKey, option_value: name, count: 0, sort: sortOf(key, value, name) });
    }
    const sorted = [...options.values()].sort((a, b) =>
      typeof a.sort === "number" && typeof b.sort === "number"
        ? a.sort - b.sort
        : String(a.sort).localeCompare(String(b.sort)),
    );
    return {
      key,
      name: TRANSACTION_FILTER_NAMES[key],
      options: sorted.map(({ option_key, option_value, count }) => ({ option_key, option_value, count })),
      selected,
    };
  });
}
