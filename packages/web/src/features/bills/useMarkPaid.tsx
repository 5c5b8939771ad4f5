import type { Bill, BillStatement } from "@homebase/contracts";
import { useUndoSnackbar } from "../../components/UndoSnackbar";
import { useUpdateStatement } from "./api";

/**
 * Mark paid with Undo (issue 25), for the Bills cards and Home's widget: the message offers
 * Undo, which sets the statement back to unpaid (the server takes back the next statement that
 * paying brought due). Render `element` where it stays mounted when the paid row leaves.
 */
export function useMarkPaid() {
  const update = useUpdateStatement();
  const undo = useUndoSnackbar();
  const markPaid = (bill: Bill, statement: BillStatement) =>
    update.mutate(
      { bill, statement, body: { payment_status_id: "P" } },
      {
        onSuccess: () =>
          undo.offer(`${bill.name} marked paid`, () =>
            update.mutate({ bill, statement, body: { payment_status_id: "F" } }),
          ),
      },
    );
  return { markPaid, pending: update.isPending, element: undo.element };
}
