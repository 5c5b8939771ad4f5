import type { MoneyBulkSet, MoneyPayeeTidy, MoneyRule, MoneyRuleInput, TransactionFilters } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { invalidateMoney, moneyKeys, PAYEES_PATH, TRANSACTIONS_PATH } from "./api";

// Issue 19: money rules and bulk edits, as TanStack Query hooks. Any change refreshes every money
// list (categories, payees and tags show everywhere), preview counts included.

export const RULES_PATH = "/money/api/rule/";
export const BULK_PATH = `${TRANSACTIONS_PATH}bulk/`;

export const ruleKeys = {
  rules: [...moneyKeys.all, "rules"] as const,
  preview: (id: number) => [...moneyKeys.all, "rule-preview", id] as const,
};

export const useRules = () => useQuery({ queryKey: ruleKeys.rules, queryFn: () => api.get<MoneyRule[]>(RULES_PATH) });

/** How many existing transactions the rule would change. */
export const useRulePreview = (rule: MoneyRule) =>
  useQuery({
    queryKey: ruleKeys.preview(rule.id),
    queryFn: () => api.get<{ count: number }>(`${rule.url}preview/`),
  });

function useRulesMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateMoney(queryClient),
    meta: { errorMessage, showsErrorInline: true },
  });
}

export const useCreateRule = () =>
  useRulesMutation((body: MoneyRuleInput) => api.post<MoneyRule>(RULES_PATH, body), "Could not create the rule");

export const useMoveRule = () =>
  useRulesMutation(
    ({ rule, position }: { rule: MoneyRule; position: number }) => api.patch<MoneyRule>(rule.url, { position }),
    "Could not move the rule",
  );

export const useDeleteRule = () =>
  useRulesMutation((rule: MoneyRule) => api.delete(rule.url), "Could not delete the rule");

export const useApplyRule = () =>
  useRulesMutation(
    (rule: MoneyRule) => api.post<{ count: number }>(`${rule.url}apply/`, {}),
    "Could not apply the rule",
  );

/** The chosen transactions: by id, or every one the filters match. */
export type BulkTarget = { ids: number[] } | { filters: TransactionFilters };

export const useBulkEdit = () =>
  useRulesMutation(
    ({ target, set }: { target: BulkTarget; set: MoneyBulkSet }) =>
      api.patch<{ updated: number }>(BULK_PATH, { ...target, set }),
    "Could not change the transactions",
  );

// Issue 19: "Tidy payee names": payees named by an older cleaner, renamed (and merged) at once.

export const TIDY_PATH = `${PAYEES_PATH}tidy/`;

export const usePayeeTidy = () =>
  useQuery({
    queryKey: [...moneyKeys.all, "payee-tidy"] as const,
    queryFn: ({ signal }) => api.get<MoneyPayeeTidy[]>(TIDY_PATH, signal),
    meta: { errorMessage: "Could not check the payee names", showsErrorInline: true },
  });

export const useApplyPayeeTidy = () =>
  useRulesMutation(
    (payeeIds: number[]) => api.post<{ renamed: number; merged: number }>(TIDY_PATH, { payee_ids: payeeIds }),
    "Could not tidy the payee names",
  );
