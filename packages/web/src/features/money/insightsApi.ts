import type {
  MoneyBalancePoint,
  MoneyIncomeSpendingReport,
  MoneyNetWorthReport,
  MoneySpendingByCategoryReport,
  MoneyTopPayeesReport,
  MoneyTransferPairBody,
  MoneyTransferSuggestion,
} from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { ACCOUNTS_PATH, invalidateMoney } from "./api";

// Issue 24: balances, reports and transfer suggestions. Keys live under ["money"], so every money
// write (invalidateMoney) refreshes them too.

export const REPORTS_PATH = "/money/api/reports/";
export const TRANSFERS_PATH = "/money/api/transfer/";

export const insightKeys = {
  balanceHistory: (accountId: number) => ["money", "balance-history", accountId] as const,
  report: (name: string, months: number) => ["money", "report", name, months] as const,
  transferSuggestions: ["money", "transfer-suggestions"] as const,
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

/** A transfer rule: every matching pair from one account to the other is confirmed, now and after uploads. */
export function useCreateTransferRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from_account_id: number; to_account_id: number }) =>
      api.post("/money/api/transfer-rule/", body),
    onSuccess: () => invalidateMoney(queryClient),
    meta: { errorMessage: "Could not save the transfer rule" },
  });
}
