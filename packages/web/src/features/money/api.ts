import {
  filtersToSearchParams,
  type MoneyAccount,
  type MoneyAccountPatch,
  type MoneyCategory,
  type MoneyPayee,
  type MoneyPayeeSimilarity,
  type MoneyTag,
  type MoneyTransaction,
  type MoneyTransactionFilter,
  type MoneyTransactionMonth,
  type MoneyTransactionPage,
  type MoneyTransactionSummary,
  type MoneyUploadPreview,
  type MoneyUploadResult,
  type TransactionFilters,
} from "@homebase/contracts";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { uploadFile } from "../../api/upload";

// Spec §7 Money calls (accounts, categories, payees, tags, transactions) as TanStack Query hooks.
export const ACCOUNTS_PATH = "/money/api/account/";
export const CATEGORIES_PATH = "/money/api/category/";
export const PAYEES_PATH = "/money/api/payee/";
export const TAGS_PATH = "/money/api/tag/";
export const TRANSACTIONS_PATH = "/money/api/transaction/";
export const UPLOAD_PATH = "/money/api/upload/";
export const UPLOAD_PREVIEW_PATH = "/money/api/upload/preview/";
export const SIMILARITY_PATH = "/money/api/similarity/";

export const moneyKeys = {
  all: ["money"] as const,
  accounts: ["money", "accounts"] as const,
  account: (id: number) => ["money", "account", id] as const,
  categories: ["money", "categories"] as const,
  payees: ["money", "payees"] as const,
  payee: (id: number) => ["money", "payee", id] as const,
  payeeTransactions: (id: number, page: number) => ["money", "payee-transactions", id, page] as const,
  tags: ["money", "tags"] as const,
  transactions: (query: string) => ["money", "transactions", query] as const,
  summary: (query: string) => ["money", "summary", query] as const,
  filters: (query: string) => ["money", "filters", query] as const,
  monthly: (query: string) => ["money", "monthly", query] as const,
  transaction: (id: number) => ["money", "transaction", id] as const,
  similarPayees: (id: number) => ["money", "similar-payees", id] as const,
  similarities: (page: number) => ["money", "similarities", page] as const,
};

/**
 * Spec §4: after any change the other money lists refresh. Names appear everywhere (an
 * account's name in the list, a category in the filters), so every money query is marked
 * stale; only the ones on screen refetch now.
 */
export function invalidateMoney(queryClient: QueryClient, except?: readonly unknown[]) {
  const skipped = (key: readonly unknown[]) => except?.every((part, i) => key[i] === part) === true;
  return queryClient.invalidateQueries({ queryKey: moneyKeys.all, predicate: (query) => !skipped(query.queryKey) });
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

// --- Lookups ------------------------------------------------------------------------------

export function useAccounts() {
  return useQuery({
    queryKey: moneyKeys.accounts,
    queryFn: ({ signal }) => api.get<MoneyAccount[]>(ACCOUNTS_PATH, signal),
    meta: { errorMessage: "Could not load the accounts" },
  });
}

export function useCategories() {
  return useQuery({
    queryKey: moneyKeys.categories,
    queryFn: ({ signal }) => api.get<MoneyCategory[]>(CATEGORIES_PATH, signal),
    meta: { errorMessage: "Could not load the categories" },
  });
}

export function usePayees() {
  return useQuery({
    queryKey: moneyKeys.payees,
    queryFn: ({ signal }) => api.get<MoneyPayee[]>(PAYEES_PATH, signal),
    meta: { errorMessage: "Could not load the payees" },
  });
}

export function useTags() {
  return useQuery({
    queryKey: moneyKeys.tags,
    queryFn: ({ signal }) => api.get<MoneyTag[]>(TAGS_PATH, signal),
    meta: { errorMessage: "Could not load the tags" },
  });
}

// --- Transactions list (the same filter query drives all four) -----------------------------

/** The query string of the filters and page; the part after "?" in the page's own URL too. */
export function filterQuery(filters: TransactionFilters, page = 1): string {
  return filtersToSearchParams(filters, page).toString();
}

export function useTransactionPage(filters: TransactionFilters, page: number) {
  const query = filterQuery(filters, page);
  return useQuery({
    queryKey: moneyKeys.transactions(query),
    queryFn: ({ signal }) => api.get<MoneyTransactionPage>(withQuery(TRANSACTIONS_PATH, query), signal),
    // The old page stays on screen while the next loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Could not load the transactions", showsErrorInline: true },
  });
}

export function useTransactionSummary(filters: TransactionFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: moneyKeys.summary(query),
    queryFn: ({ signal }) => api.get<MoneyTransactionSummary>(withQuery(`${TRANSACTIONS_PATH}summary/`, query), signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Could not load the summary", showsErrorInline: true },
  });
}

export function useTransactionFilters(filters: TransactionFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: moneyKeys.filters(query),
    queryFn: ({ signal }) =>
      api.get<MoneyTransactionFilter[]>(withQuery(`${TRANSACTIONS_PATH}filters/`, query), signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Could not load the filters", showsErrorInline: true },
  });
}

export function useMonthlyTotals(filters: TransactionFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: moneyKeys.monthly(query),
    queryFn: ({ signal }) => api.get<MoneyTransactionMonth[]>(withQuery(`${TRANSACTIONS_PATH}monthly/`, query), signal),
    placeholderData: keepPreviousData,
    // The chart is extra: if it fails the page just goes without it (the list says what failed).
    meta: { errorMessage: "Could not load the monthly totals", showsErrorInline: true },
  });
}

// --- One object ---------------------------------------------------------------------------

export function useAccount(id: number) {
  return useQuery({
    queryKey: moneyKeys.account(id),
    queryFn: ({ signal }) => api.get<MoneyAccount>(`${ACCOUNTS_PATH}${id}/`, signal),
    meta: { errorMessage: "Could not load the account", showsErrorInline: true },
  });
}

export function usePayee(id: number) {
  return useQuery({
    queryKey: moneyKeys.payee(id),
    queryFn: ({ signal }) => api.get<MoneyPayee>(`${PAYEES_PATH}${id}/`, signal),
    meta: { errorMessage: "Could not load the payee", showsErrorInline: true },
  });
}

export function usePayeeTransactions(id: number, page: number) {
  return useQuery({
    queryKey: moneyKeys.payeeTransactions(id, page),
    queryFn: ({ signal }) =>
      api.get<MoneyTransactionPage>(`${PAYEES_PATH}${id}/transactions/${page > 1 ? `?page=${page}` : ""}`, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Could not load the payee's transactions", showsErrorInline: true },
  });
}

export function useTransaction(id: number) {
  return useQuery({
    queryKey: moneyKeys.transaction(id),
    queryFn: ({ signal }) => api.get<MoneyTransaction>(`${TRANSACTIONS_PATH}${id}/`, signal),
    meta: { errorMessage: "Could not load the transaction", showsErrorInline: true },
  });
}

// --- Writes -------------------------------------------------------------------------------
// Each screen shows its own save state and field errors beside the field (showsErrorInline),
// and every success refreshes the money lists.

function useMoneyMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateMoney(queryClient),
    meta: { errorMessage, showsErrorInline: true },
  });
}

export const useCreateAccount = () =>
  useMoneyMutation((name: string) => api.post<MoneyAccount>(ACCOUNTS_PATH, { name }), "Could not create the account");

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, body }: { account: MoneyAccount; body: MoneyAccountPatch }) =>
      api.patch<MoneyAccount>(account.url, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(moneyKeys.account(saved.id), saved);
      void invalidateMoney(queryClient, moneyKeys.account(saved.id));
    },
    meta: { errorMessage: "Could not save the account", showsErrorInline: true },
  });
}

/** The page leaves on success, so its own (now deleted) account is not fetched again. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: MoneyAccount) => api.delete(account.url),
    onSuccess: (_result, account) => invalidateMoney(queryClient, moneyKeys.account(account.id)),
    meta: { errorMessage: "Could not delete the account", showsErrorInline: true },
  });
}

export interface CategoryCreate {
  name: string;
  is_parent: boolean;
  is_included: boolean;
  parent_category_id?: number | null;
}
export interface CategoryPatch {
  name?: string;
  is_included?: boolean;
  parent_category_id?: number | null;
}

export const useCreateCategory = () =>
  useMoneyMutation(
    (body: CategoryCreate) => api.post<MoneyCategory>(CATEGORIES_PATH, body),
    "Could not add the category",
  );

export const useUpdateCategory = () =>
  useMoneyMutation(
    ({ category, body }: { category: MoneyCategory; body: CategoryPatch }) =>
      api.patch<MoneyCategory>(category.url, body),
    "Could not save the category",
  );

export const useDeleteCategory = () =>
  useMoneyMutation((category: MoneyCategory) => api.delete(category.url), "Could not delete the category");

export const useCreatePayee = () =>
  useMoneyMutation((name: string) => api.post<MoneyPayee>(PAYEES_PATH, { name }), "Could not add the payee");

export function useUpdatePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      payee,
      body,
    }: {
      payee: MoneyPayee;
      body: { name?: string; default_category_id?: number | null };
    }) => api.patch<MoneyPayee>(payee.url, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(moneyKeys.payee(saved.id), saved);
      void invalidateMoney(queryClient, moneyKeys.payee(saved.id));
    },
    meta: { errorMessage: "Could not save the payee", showsErrorInline: true },
  });
}

export const useCreateTag = () =>
  useMoneyMutation((name: string) => api.post<MoneyTag>(TAGS_PATH, { name }), "Could not add the tag");

export interface TransactionCreate {
  account_id: number;
  payee_id?: number;
  category_id?: number;
  transaction_date: string;
  amount: number;
  notes?: string;
}
export interface TransactionPatch {
  account_id?: number;
  payee_id?: number | null;
  category_id?: number | null;
  transaction_date?: string;
  amount?: number;
  notes?: string;
}

export const useCreateTransaction = () =>
  useMoneyMutation(
    (body: TransactionCreate) => api.post<MoneyTransaction>(TRANSACTIONS_PATH, body),
    "Could not add the transaction",
  );

/** Field saves and tag changes on the transaction page; the response replaces the cached one. */
export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      transaction,
      body,
      tags,
    }: {
      transaction: MoneyTransaction;
      body?: TransactionPatch;
      tags?: number[];
    }) =>
      tags
        ? api.patch<MoneyTransaction>(`${transaction.url}patch-tags/`, { ids: tags })
        : api.patch<MoneyTransaction>(transaction.url, body ?? {}),
    onSuccess: (saved) => {
      queryClient.setQueryData(moneyKeys.transaction(saved.id), saved);
      void invalidateMoney(queryClient, moneyKeys.transaction(saved.id));
    },
    meta: { errorMessage: "Could not save the transaction", showsErrorInline: true },
  });
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaction: MoneyTransaction) => api.delete(transaction.url),
    // The page leaves on success, so the deleted transaction is not fetched again.
    onSuccess: (_result, transaction) => invalidateMoney(queryClient, moneyKeys.transaction(transaction.id)),
    meta: { errorMessage: "Could not delete the transaction", showsErrorInline: true },
  });
}

// --- Statement upload, similar payees, merge (issue 4) -----------------------------------

/**
 * POST /money/api/upload/ (multipart account_id + file). Progress comes from XMLHttpRequest;
 * the page shows the server's own message for a refused file, so errors are inline. New
 * transactions and payees change every money list, so everything is refreshed.
 */
export function useUploadStatement(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      accountId,
      file,
      fields = {},
    }: {
      accountId: number;
      file: File;
      fields?: Record<string, string>;
    }) => uploadFile<MoneyUploadResult>(UPLOAD_PATH, file, onProgress, { account_id: String(accountId), ...fields }),
    onSuccess: () => invalidateMoney(queryClient),
    meta: { errorMessage: "Could not upload the statement", showsErrorInline: true },
  });
}

/**
 * Issue 19: POST /money/api/upload/preview/ (the upload's form, plus the character set, QIF
 * account and mapping edits) → what the file holds and how it would be imported; writes nothing.
 */
export function usePreviewStatement() {
  return useMutation({
    mutationFn: ({
      accountId,
      file,
      fields = {},
    }: {
      accountId: number;
      file: File;
      fields?: Record<string, string>;
    }) =>
      uploadFile<MoneyUploadPreview>(UPLOAD_PREVIEW_PATH, file, () => {}, { account_id: String(accountId), ...fields }),
    meta: { errorMessage: "Could not read the statement", showsErrorInline: true },
  });
}

export interface SimilarityPage {
  pagination: { count: number; page: number; previous: string | null; next: string | null; num_pages: number };
  results: MoneyPayeeSimilarity[];
}

export function useSimilarPayees(id: number) {
  return useQuery({
    queryKey: moneyKeys.similarPayees(id),
    queryFn: ({ signal }) => api.get<MoneyPayeeSimilarity[]>(`${PAYEES_PATH}${id}/similar/`, signal),
    meta: { errorMessage: "Could not load the similar payees", showsErrorInline: true },
  });
}

export function useSimilarities(page: number) {
  return useQuery({
    queryKey: moneyKeys.similarities(page),
    queryFn: ({ signal }) => api.get<SimilarityPage>(`${SIMILARITY_PATH}${page > 1 ? `?page=${page}` : ""}`, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Could not load the similar payees", showsErrorInline: true },
  });
}

/**
 * POST {payee}/merge/ {payee_ids}: the others' transactions move to `into` and they are
 * deleted. Spec §4: the kept payee is reloaded and every money list refreshes (names, counts
 * and suggestions all change); the merged-away payees' own queries are dropped, not refetched.
 */
export function useMergePayees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ into, payeeIds }: { into: { id: number }; payeeIds: number[] }) =>
      api.post<MoneyPayee>(`${PAYEES_PATH}${into.id}/merge/`, { payee_ids: payeeIds }),
    onSuccess: (kept, { payeeIds }) => {
      for (const id of payeeIds) {
        queryClient.removeQueries({ queryKey: moneyKeys.payee(id) });
        queryClient.removeQueries({ queryKey: moneyKeys.similarPayees(id) });
        queryClient.removeQueries({ queryKey: ["money", "payee-transactions", id] });
      }
      queryClient.setQueryData(moneyKeys.payee(kept.id), kept);
      return invalidateMoney(queryClient);
    },
    meta: { errorMessage: "Could not merge the payees" },
  });
}

/** PATCH {similarity url} {is_active:false}: the suggestion goes and never comes back. */
export function useDeleteSimilarity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (similarity: MoneyPayeeSimilarity) =>
      api.patch<MoneyPayeeSimilarity>(similarity.url, { is_active: false }),
    onSuccess: () => invalidateMoney(queryClient),
    // The list page shows the refusal above the list.
    meta: { errorMessage: "Could not delete the suggestion", showsErrorInline: true },
  });
}
