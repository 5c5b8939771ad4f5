import type { BillPayment, PaymentOffer } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { BILLS_API, billKeys } from "./api";

// Issue 19: bills paid from the statement. Offers of payments that were not clear-cut (accept or
// dismiss), and the bills a transaction paid (the Money pages link back to them).
export const OFFER_PATH = `${BILLS_API}offer/`;
export const PAYMENT_PATH = `${BILLS_API}payment/`;

/** Under ["bills"], so every bill change refreshes them too. */
export const offersKey = ["bills", "offers"] as const;
export const paymentsKey = (ids: readonly number[]) => ["bills", "payments", ...ids] as const;

export function usePaymentOffers() {
  return useQuery({
    queryKey: offersKey,
    queryFn: ({ signal }) => api.get<PaymentOffer[]>(OFFER_PATH, signal),
    meta: { errorMessage: "Could not load the payments to confirm" },
  });
}

/** Accept pays the statement with the transaction; dismiss never offers that pair again. */
export function useSettleOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offer, accept }: { offer: PaymentOffer; accept: boolean }) =>
      accept ? api.post(offer.accept_url) : api.delete(offer.url),
    onMutate: async ({ offer }) => {
      await queryClient.cancelQueries({ queryKey: offersKey });
      const before = queryClient.getQueryData<PaymentOffer[]>(offersKey);
      // Gone from the list at once; an accepted one settles the other offers of its statement and transaction.
      queryClient.setQueryData<PaymentOffer[]>(offersKey, (list) => list?.filter((o) => o.id !== offer.id));
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(offersKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billKeys.all }),
    meta: { errorMessage: "Could not settle the payment" },
  });
}

/** The bill statements these transactions paid. */
export function useBillPayments(transactionIds: readonly number[]) {
  const ids = [...transactionIds].sort((a, b) => a - b);
  const query = new URLSearchParams(ids.map((id) => ["transaction_id", String(id)]));
  return useQuery({
    queryKey: paymentsKey(ids),
    queryFn: ({ signal }) => api.get<BillPayment[]>(`${PAYMENT_PATH}?${query}`, signal),
    enabled: ids.length > 0,
    meta: { errorMessage: "Could not load the bills these transactions paid" },
  });
}
