import type {
  MoneyBalancePoint,
  MoneyIncomeSpendingReport,
  MoneyNetWorthReport,
  MoneySpendingByCategoryReport,
  MoneyTopPayeesReport,
  MoneyTransferPairBody,
  MoneyTransferRule,
  MoneyTransferSuggestion,
} from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { ACCOUNTS_PATH, invalidateMoney } from "./api";

// Issue 24: balances, reports and transfer suggestions. Keys live under ["money"], so every money
// write (invalidateMoney) refreshes them too.

export const REPORTS_PATH = "/money/api/reports/";
export const TRANSFERS_PATH = "/money/api/transfer/";
export const TRANSFER_RULES_PATH = "/money/api/transfer-rule/";

export const insightKeys = {
  balanceHistory: (accountId: number) => ["money", "balance-history", accountId] as const,
  report: (name: string, months: number) => ["money", "report", name, months] as const,
  transferSuggestions: ["money", "transfer-suggestions"] as const,
  transferRules: ["money", "transfer-rules"] as const,
};

export function useBalanceHistory(accountId: number) {
  return useQuery({
    queryKey: insightKeys.balanceHistory(accountId),
    queryFn: ({ signal }) => api.get<MoneyBalancePoint[]>(`${ACCOUNTS_PATH}${accountId}/balance-history/`, signal),
    meta: { errorMessage: "Could not load the balance history", showsErrorInline: true },
  });
}

type Reports = {
  "spending-by-category": MoneySpendingByCategoryReport;
  "income-spending": MoneyIncomeSpendingReport;
  "net-worth": MoneyNetWorthReport;
  "top-payees": MoneyTopPayeesReport;
};

export function useReport<Name extends keyof Reports>(name: Name, months: number) {
  return useQuery({
    queryKey: insightKeys.report(name, months),
    queryFn: ({ signal }) => api.get<Reports[Name]>(`${REPORTS_PATH}${name}/?months=${months}`, signal),
    meta: { errorMessage: "Could not load the report", showsErrorInline: true },
  });
}

export function useTransferSuggestions() {
  return useQuery({
    queryKey: insightKeys.transferSuggestions,
    queryFn: ({ signal }) => api.get<MoneyTransferSuggestion[]>(`${TRANSFERS_PATH}suggestions/`, signal),
    meta: { errorMessage: "Could not load the transfer suggestions", showsErrorInline: true },
  });
}

/** Confirms (or dismisses) a suggested pair; the reports and lists refresh. */
export function useAnswerTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pair, confirm }: { pair: MoneyTransferPairBody; confirm: boolean }) =>
      api.post(confirm ? TRANSFERS_PATH : `${TRANSFERS_PATH}dismiss/`, pair),
    onSuccess: () => invalidateMoney(queryClient),
    meta: { errorMessage: "Could not save the transfer" },
  });
}

export function useTransferRules() {
  return useQuery({
    queryKey: insightKeys.transferRules,
    queryFn: ({ signal }) => api.get<MoneyTransferRule[]>(TRANSFER_RULES_PATH, signal),
    meta: { errorMessage: "Could not load the transfer rules", showsErrorInline: true },
  });
}

/**
 * A transfer rule: every matching pair from one account to the other is confirmed, now and after
 * uploads. `inline`: the form shows a refusal under its fields rather than in a snackbar.
 */
export function useCreateTransferRule({ inline = false }: { inline?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from_account_id: number; to_account_id: number }) =>
      api.post<MoneyTransferRule>(TRANSFER_RULES_PATH, body),
    onSuccess: () => invalidateMoney(queryClient),
    meta: { errorMessage: "Could not save the transfer rule", showsErrorInline: inline },
  });
}

/** Deleting a rule leaves the transfers it confirmed; it goes from the list at once (back on failure). */
export function useDeleteTransferRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: MoneyTransferRule) => api.delete(rule.url),
    onMutate: async (rule) => {
      await queryClient.cancelQueries({ queryKey: insightKeys.transferRules });
      const before = queryClient.getQueryData<MoneyTransferRule[]>(insightKeys.transferRules);
      queryClient.setQueryData<MoneyTransferRule[]>(insightKeys.transferRules, (list) =>
        list?.filter((r) => r.id !== rule.id),
      );
      return { before };
    },
    onError: (_error, _rule, context) => queryClient.setQueryData(insightKeys.transferRules, context?.before),
    onSettled: () => invalidateMoney(queryClient),
    // The card shows a refusal beside the list.
    meta: { errorMessage: "Could not delete the transfer rule", showsErrorInline: true },
  });
}
