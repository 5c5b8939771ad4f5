import { type Bill, type BillLookup, type BillStatement, FREQUENCIES, PAYMENT_STATUSES } from "@homebase/contracts";
import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";

// Spec §7 "Bills": bills/api/v2/status/, frequency/, payee/, account/, category/ and bill/.
export const BILLS_API = "/bills/api/v2/";
export const BILL_PATH = `${BILLS_API}bill/`;
export const FREQUENCY_PATH = `${BILLS_API}frequency/`;

export type LookupKind = "payee" | "category" | "account";
export const LOOKUP_PATHS: Record<LookupKind, string> = {
  payee: `${BILLS_API}payee/`,
  category: `${BILLS_API}category/`,
  account: `${BILLS_API}account/`,
};

export const billKeys = {
  all: ["bills"] as const,
  lists: ["bills", "list"] as const,
  list: (active: boolean) => ["bills", "list", active ? "active" : "inactive"] as const,
  item: (id: number) => ["bills", "item", id] as const,
};
/** Lookups live outside ["bills"], so refreshing the bills does not refetch them. */
export const lookupKey = (kind: LookupKind) => ["billLookups", kind] as const;
const frequencyKey = ["billLookups", "frequency"] as const;

/** What a bill write may carry (spec §7 names plus the issue's external_url and first statement). */
export interface BillWrite {
  name?: string;
  pay_to_id?: number | null;
  bill_category_id?: number | null;
  default_bank_account_id?: number | null;
  frequency_id?: string;
  frequency_count?: number;
  is_auto_pay?: boolean;
  is_active?: boolean;
  external_url?: string;
}
export interface BillCreate extends BillWrite {
  name: string;
  due_date: string;
  due_amount: number;
}
export interface StatementWrite {
  due_date?: string;
  due_amount?: number;
  bank_account_id?: number | null;
  comments?: string;
  payment_status_id?: "F" | "P" | "S";
}

export function useBills(active = true) {
  return useQuery({
    queryKey: billKeys.list(active),
    queryFn: ({ signal }) => api.get<Bill[]>(active ? BILL_PATH : `${BILL_PATH}?is_active=false`, signal),
    meta: { errorMessage: "Could not load the bills", showsErrorInline: true },
  });
}

export function useBill(id: number) {
  return useQuery({
    queryKey: billKeys.item(id),
    queryFn: ({ signal }) => api.get<Bill>(`${BILL_PATH}${id}/`, signal),
    // The page says "Bill not found" or shows the failure with a retry itself.
    meta: { errorMessage: "Could not load the bill", showsErrorInline: true },
  });
}

export function useLookup(kind: LookupKind) {
  return useQuery({
    queryKey: lookupKey(kind),
    queryFn: ({ signal }) => api.get<BillLookup[]>(LOOKUP_PATHS[kind], signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: `Could not load the ${kind === "account" ? "bank accounts" : `${kind}s`}` },
  });
}

/** The server's list; the same four from contracts stand in until it answers. */
export function useFrequencies() {
  return useQuery({
    queryKey: frequencyKey,
    queryFn: ({ signal }) => api.get<{ id: string; name: string; ordering: number }[]>(FREQUENCY_PATH, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: FREQUENCIES.map(({ id, name, ordering }) => ({ id, name, ordering })),
    meta: { errorMessage: "Could not load the frequencies" },
  });
}

/** POST {lookup url} with a name (spec §7); the list is refetched to keep its order. */
export function useCreateLookup(kind: LookupKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<BillLookup>(LOOKUP_PATHS[kind], { name }),
    onSuccess: (created) => {
      queryClient.setQueryData<BillLookup[]>(lookupKey(kind), (list) =>
        list && !list.some((item) => item.id === created.id) ? [...list, created] : list,
      );
      void queryClient.invalidateQueries({ queryKey: lookupKey(kind) });
    },
    // The add-new dialog shows the failure under its field.
    meta: { errorMessage: `Could not add the ${kind}`, showsErrorInline: true },
  });
}

/** Every view of the bills (lists, Home widget, edit page) refetches after a change. */
function refreshBills(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: billKeys.all });
}

type Snapshot = [QueryKey, unknown][];

/** Cancels in-flight bill reads and remembers every cached bill view, for a rollback. */
async function snapshotBills(queryClient: QueryClient): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: billKeys.all });
  return queryClient.getQueriesData({ queryKey: billKeys.all });
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Applies `change` to the bill with `id` wherever it is cached (lists and its own entry). */
function updateCachedBill(queryClient: QueryClient, id: number, change: (bill: Bill) => Bill | null) {
  queryClient.setQueriesData<Bill[] | Bill>({ queryKey: billKeys.all }, (data) => {
    if (Array.isArray(data)) {
      return data.flatMap((bill) => {
        if (bill.id !== id) return [bill];
        const next = change(bill);
        return next ? [next] : [];
      });
    }
    if (data && data.id === id) return change(data) ?? data;
    return data;
  });
}

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillCreate) => api.post<Bill>(BILL_PATH, body),
    onSuccess: (bill) => {
      queryClient.setQueryData(billKeys.item(bill.id), bill);
      void queryClient.invalidateQueries({ queryKey: billKeys.lists });
    },
    // The form shows field errors beside the fields.
    meta: { errorMessage: "Could not create the bill", showsErrorInline: true },
  });
}

/**
 * PATCH {bill url} (spec §7). Shown at once: activation moves the bill between the active and
 * inactive lists, other fields change in place; a refusal puts everything back.
 */
export function useUpdateBill({ inline = false }: { inline?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bill, body }: { bill: Bill; body: BillWrite }) => api.patch<Bill>(bill.url, body),
    onMutate: async ({ bill, body }) => {
      const snapshot = await snapshotBills(queryClient);
      queryClient.setQueriesData<Bill[]>({ queryKey: billKeys.lists }, (list) =>
        body.is_active === undefined ? list : list?.filter((b) => b.id !== bill.id),
      );
      updateCachedBill(queryClient, bill.id, (cached) => previewBill(cached, body, queryClient));
      return { snapshot };
    },
    onError: (_error, _vars, context) => restore(queryClient, context?.snapshot),
    onSuccess: (saved) => queryClient.setQueryData(billKeys.item(saved.id), saved),
    onSettled: () => refreshBills(queryClient),
    meta: { errorMessage: "Could not save the bill", showsErrorInline: inline },
  });
}

/** The bill as it will look once `body` is saved; names come from the cached lookups. */
function previewBill(bill: Bill, body: BillWrite, queryClient: QueryClient): Bill {
  const next: Bill = { ...bill };
  const named = (kind: LookupKind, id: number | null) =>
    id === null
      ? null
      : (queryClient.getQueryData<BillLookup[]>(lookupKey(kind))?.find((item) => item.id === id) ?? null);
  if (body.name !== undefined) next.name = body.name;
  if (body.is_auto_pay !== undefined) next.is_auto_pay = body.is_auto_pay;
  if (body.is_active !== undefined) next.is_active = body.is_active;
  if (body.external_url !== undefined) next.external_url = body.external_url;
  if (body.frequency_count !== undefined) next.frequency_count = body.frequency_count;
  if (body.pay_to_id !== undefined) next.pay_to = named("payee", body.pay_to_id);
  if (body.bill_category_id !== undefined) next.bill_category = named("category", body.bill_category_id);
  if (body.default_bank_account_id !== undefined) {
    next.default_bank_account = named("account", body.default_bank_account_id);
  }
  const frequency = FREQUENCIES.find((f) => f.id === body.frequency_id);
  if (frequency) next.frequency = { id: frequency.id, name: frequency.name, ordering: frequency.ordering };
  return next;
}

export function useDeleteBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bill: Bill) => api.delete(bill.url),
    onSuccess: (_result, bill) => {
      queryClient.removeQueries({ queryKey: billKeys.item(bill.id) });
      void queryClient.invalidateQueries({ queryKey: billKeys.lists });
    },
    meta: { errorMessage: "Could not delete the bill" },
  });
}

/** The statement as it will look once `body` is saved, for showing it before the server answers. */
function previewStatement(statement: BillStatement, body: StatementWrite, accounts: BillLookup[] | undefined) {
  const next: BillStatement = { ...statement };
  if (body.due_date !== undefined) next.due_date = body.due_date;
  if (body.due_amount !== undefined) next.due_amount = body.due_amount;
  if (body.comments !== undefined) next.comments = body.comments;
  if (body.bank_account_id !== undefined) {
    next.bank_account =
      body.bank_account_id === null ? null : (accounts?.find((a) => a.id === body.bank_account_id) ?? null);
  }
  if (body.payment_status_id !== undefined) {
    next.payment_status = PAYMENT_STATUSES.find((s) => s.id === body.payment_status_id) ?? next.payment_status;
    next.auto_paid = false;
    if (body.payment_status_id !== "P") next.date_paid = null;
  }
  return next;
}

/**
 * PATCH {statement url} (spec §7), then the bill is re-fetched: paying or skipping brings its
 * next statement. The change shows at once; a refusal puts it back (and says why).
 */
export function useUpdateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statement, body }: { bill: Bill; statement: BillStatement; body: StatementWrite }) =>
      api.patch<BillStatement>(statement.url, body),
    onMutate: async ({ bill, statement, body }) => {
      const snapshot = await snapshotBills(queryClient);
      const preview = previewStatement(statement, body, queryClient.getQueryData(lookupKey("account")));
      updateCachedBill(queryClient, bill.id, (cached) => {
        const isNext = cached.next_due_statement?.id === statement.id;
        return {
          ...cached,
          statements: cached.statements.map((s) => (s.id === statement.id ? preview : s)),
          next_due_statement: isNext ? preview : cached.next_due_statement,
          payment_status: isNext ? preview.payment_status.id : cached.payment_status,
        };
      });
      return { snapshot };
    },
    onError: (_error, _vars, context) => restore(queryClient, context?.snapshot),
    onSettled: () => refreshBills(queryClient),
    meta: { errorMessage: "Could not save the statement" },
  });
}
