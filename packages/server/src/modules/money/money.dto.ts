import type {
  MoneyAccount,
  MoneyCategory,
  MoneyCategoryRef,
  MoneyPayee,
  MoneyTag,
  MoneyTransaction,
} from "@homebase/contracts";
import { centsToAmount } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";
import type { AccountRow, CategoryRow, Lookups, PayeeRow, TagRow, TransactionRow } from "./money.repo";

export const transactionPath = (id: number) => `/money/api/transaction/${id}/`;

export const accountDto = (
  request: FastifyRequest,
  row: AccountRow,
  transactionCount: number,
  balanceCents: number,
): MoneyAccount => ({
  id: row.id,
  url: absoluteUrl(request, `/money/api/account/${row.id}/`),
  name: row.name,
  logo: null,
  logo_width: null,
  logo_height: null,
  is_active: row.is_active,
  transaction_date_field: row.transaction_date_field,
  posted_date_field: row.posted_date_field,
  date_format: row.date_format,
  description_field: row.description_field,
  debit_field: row.debit_field,
  credit_field: row.credit_field,
  amount_field: row.amount_field,
  type_field: row.type_field,
  account_number_field: row.account_number_field,
  is_positive_credit: row.is_positive_credit,
  encoding: row.encoding,
  transaction_count: transactionCount,
  opening_balance: centsToAmount(row.opening_balance),
  opening_date: row.opening_date,
  balance: centsToAmount(balanceCents),
});

export function categoryRef(categories: Lookups["categories"], id: number | null): MoneyCategoryRef | null {
  const category = id === null ? undefined : categories.get(id);
  if (!category) return null;
  const parent = category.parent_category_id === null ? undefined : categories.get(category.parent_category_id);
  return {
    id: category.id,
    name: category.name,
    parent_category: parent ? { id: parent.id, name: parent.name } : null,
  };
}

export function categoryDto(
  request: FastifyRequest,
  row: CategoryRow,
  categories: Lookups["categories"],
  transactionCount: number,
): MoneyCategory {
  const children = [...categories.values()]
    .filter((child) => child.parent_category_id === row.id)
    .map((child) => ({ id: child.id, name: child.name }));
  return {
    id: row.id,
    url: absoluteUrl(request, `/money/api/category/${row.id}/`),
    name: row.name,
    is_parent: row.is_parent,
    is_included: row.is_included,
    children,
    parent_category: categoryRef(categories, row.id)?.parent_category ?? null,
    default_icon: null,
    transaction_count: transactionCount,
  };
}

export const payeeDto = (request: FastifyRequest, row: PayeeRow, categories: Lookups["categories"]): MoneyPayee => ({
  id: row.id,
  url: absoluteUrl(request, `/money/api/payee/${row.id}/`),
  name: row.name,
  logo: null,
  logo_width: null,
  logo_height: null,
  is_active: row.is_active,
  default_category: categoryRef(categories, row.default_category_id),
});

export const tagDto = (request: FastifyRequest, row: TagRow): MoneyTag => ({
  id: row.id,
  url: absoluteUrl(request, `/money/api/tag/${row.id}/`),
  name: row.name,
});

/** Issue 24: what the list adds to a row (running balance with one account; its transfer pair). */
export type TransactionExtras = {
  runningBalance?: number | null;
  transfer?: { id: number; transaction_id: number; account_id: number };
};

export function transactionDto(
  request: FastifyRequest,
  row: TransactionRow,
  lookups: Lookups,
  extras: TransactionExtras = {},
): MoneyTransaction {
  const account = lookups.accounts.get(row.account_id);
  const cents = row.amount;
  return {
    url: absoluteUrl(request, transactionPath(row.id)),
    id: row.id,
    account: { id: row.account_id, name: account?.name ?? "" },
    payee: row.payee_id === null ? null : { id: row.payee_id, name: row.payee_name ?? "" },
    category: categoryRef(lookups.categories, row.category_id),
    transaction_date: row.transaction_date,
    transaction_year: Number(row.transaction_date.slice(0, 4)),
    transaction_month: Number(row.transaction_date.slice(5, 7)),
    posted_date: row.posted_date,
    amount_type: cents >= 0 ? "credit" : "debit",
    amount: centsToAmount(cents),
    debit_amount: cents < 0 ? centsToAmount(-cents) : 0,
    credit_amount: cents >= 0 ? centsToAmount(cents) : 0,
    absolute_amount: centsToAmount(Math.abs(cents)),
    notes: row.notes,
    original_description: row.original_description,
    original_data: row.original_data ? (JSON.parse(row.original_data) as Record<string, string>) : null,
    original_data_hash: row.original_data_hash,
    tags: row.tags,
    ...(extras.runningBalance !== undefined
      ? { running_balance: extras.runningBalance === null ? null : centsToAmount(extras.runningBalance) }
      : {}),
    transfer: extras.transfer
      ? {
          id: extras.transfer.id,
          transaction_id: extras.transfer.transaction_id,
          account: {
            id: extras.transfer.account_id,
            name: lookups.accounts.get(extras.transfer.account_id)?.name ?? "",
          },
        }
      : null,
  };
}
