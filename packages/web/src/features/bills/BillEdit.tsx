import type { Bill } from "@homebase/contracts";
import { mdiDelete, mdiRestore } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { PageLoading } from "../../app/PageLoading";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useNotify } from "../../components/notifications";
import { type BillWrite, useBill, useDeleteBill, useUpdateBill } from "./api";
import { BillFields, type BillValues } from "./BillFields";
import { BillReminderField } from "./BillReminderField";
import { BillStatements, PaymentHistory } from "./BillStatements";
import { BILLS_HOME_PATH } from "./paths";

type Status = { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string; field?: string } | null;

function valuesOf(bill: Bill): BillValues {
  return {
    name: bill.name,
    pay_to_id: bill.pay_to?.id ?? null,
    bill_category_id: bill.bill_category?.id ?? null,
    default_bank_account_id: bill.default_bank_account?.id ?? null,
    frequency_id: bill.frequency.id,
    frequency_count: bill.frequency_count,
    is_auto_pay: bill.is_auto_pay,
    external_url: bill.external_url,
  };
}

/** Each field saved on change (spec §2 Bills2Edit); the outcome shows under the form. */
function BillEditor({ bill }: { bill: Bill }) {
  const update = useUpdateBill({ inline: true });
  const remove = useDeleteBill();
  const navigate = useNavigate();
  const notify = useNotify();
  const [status, setStatus] = useState<Status>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = (body: BillWrite) => {
    setStatus({ kind: "saving" });
    update.mutate(
      { bill, body },
      {
        onSuccess: () => setStatus({ kind: "saved" }),
        onError: (error) => {
          const field = error instanceof ApiError && error.fields ? Object.keys(error.fields)[0] : undefined;
          const message = (field && error instanceof ApiError && error.fieldError(field)) || errorDetail(error);
          setStatus({ kind: "error", message: `Not saved: ${message}`, field });
        },
      },
    );
  };
  const fieldError = status?.kind === "error" && status.field ? { [status.field]: status.message } : {};

  return (
    <Stack spacing={2}>
      {!bill.is_active && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<Icon path={mdiRestore} />}
              onClick={() => save({ is_active: true })}
            >
              Reactivate
            </Button>
          }
        >
          This bill is inactive: it is not listed on Recurring Bills or Home.
        </Alert>
      )}
      <BillFields values={valuesOf(bill)} known={bill} onChange={save} errors={fieldError} />
      <BillReminderField billId={bill.id} />
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Button color="error" startIcon={<Icon path={mdiDelete} />} onClick={() => setConfirmDelete(true)}>
          Delete bill
        </Button>
        <Typography
          role="status"
          variant="body2"
          sx={{
            color:
              status?.kind === "error" ? "error.main" : status?.kind === "saved" ? "success.main" : "text.secondary",
          }}
        >
          {status?.kind === "saving" ? "Saving…" : status?.kind === "saved" ? "Saved" : (status?.message ?? "")}
        </Typography>
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${bill.name}?`}
        message="The bill and all its statements are deleted for good. To only stop it showing, deactivate it instead."
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(bill, {
            onSuccess: () => {
              notify(`${bill.name} deleted`, "success");
              navigate(BILLS_HOME_PATH);
            },
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </Stack>
  );
}

/** Bills2Edit (/bills/bill/{bill_id}/): the bill's fields, then a card per statement. */
export function BillEdit() {
  const { billId = "" } = useParams();
  const bill = useBill(Number(billId));
  const notFound = bill.error instanceof ApiError && bill.error.status === 404;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
        {bill.data?.name ?? "Bill"}
      </Typography>
      {notFound ? (
        <Alert severity="info">
          Bill not found.{" "}
          <Link component={RouterLink} to={BILLS_HOME_PATH}>
            Back to Recurring Bills
          </Link>
        </Alert>
      ) : bill.isError ? (
        <LoadError what="the bill" onRetry={() => void bill.refetch()} />
      ) : !bill.data ? (
        <PageLoading />
      ) : (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7, lg: 6 }}>
              <Paper sx={{ p: 2 }}>
                <BillEditor key={bill.data.id} bill={bill.data} />
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 5, lg: 6 }}>
              <PaymentHistory bill={bill.data} />
            </Grid>
          </Grid>
          <BillStatements bill={bill.data} />
        </>
      )}
    </Stack>
  );
}
