import { categoryLabel, type MoneyPayee, type MoneyTransaction } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Link, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { PageLoading } from "../../app/PageLoading";
import { Currency } from "../../components/Currency";
import { LoadError } from "../../components/LoadError";
import { useCategories, usePayee, usePayeeTransactions, useUpdatePayee } from "./api";
import { CategorySelect } from "./CategorySelect";
import { CompactTransactionList } from "./CompactTransactionList";
import { amountTypeLabel, formatTransactionDate, plural } from "./format";
import { PageButtons } from "./PageButtons";
import { moneyPaths } from "./paths";
import { SaveStatus, useSaveState } from "./SaveStatus";
import { SavingTextField } from "./SavingTextField";
import { SimilarPayeesCard } from "./SimilarPayeesCard";
import { pageFrom } from "./useFilterParams";

function PayeeDetails({ payee }: { payee: MoneyPayee }) {
  const categories = useCategories();
  const update = useUpdatePayee();
  const category = useSaveState("default_category_id");
  return (
    <Paper component="section" aria-label="Payee details" sx={{ p: 2 }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <SavingTextField
          label="Name"
          value={payee.name}
          field="name"
          onSave={(name) => update.mutateAsync({ payee, body: { name } })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1 }}
        />
        <Box sx={{ flex: 1 }}>
          <CategorySelect
            label="Default Category"
            noneLabel="None"
            value={payee.default_category?.id ?? null}
            categories={categories.data ?? []}
            onChange={(id) => void category.run(() => update.mutateAsync({ payee, body: { default_category_id: id } }))}
          />
          <SaveStatus state={category.state} />
        </Box>
      </Stack>
    </Paper>
  );
}

function PayeeTransactionRows({ transactions }: { transactions: readonly MoneyTransaction[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Transactions" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Account</TableCell>
            <TableCell>Original Description</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((transaction) => (
            <TableRow key={transaction.id} hover>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <MuiLink component={Link} to={moneyPaths.transaction(transaction.id)}>
                  {formatTransactionDate(transaction.transaction_date)}
                </MuiLink>
              </TableCell>
              <TableCell>
                <MuiLink component={Link} to={moneyPaths.account(transaction.account.id)}>
                  {transaction.account.name}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{transaction.original_description}</TableCell>
              <TableCell>{transaction.category ? categoryLabel(transaction.category) : ""}</TableCell>
              <TableCell>{amountTypeLabel(transaction)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                <Currency value={transaction.absolute_amount} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PayeeTransactions({ payee }: { payee: MoneyPayee }) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const transactions = usePayeeTransactions(payee.id, page);
  const data = transactions.data;
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  return (
    <Paper component="section" aria-labelledby="payee-transactions" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "baseline", mb: 1, gap: 1, flexWrap: "wrap" }}>
        <Typography id="payee-transactions" variant="h6" component="h2" sx={{ flex: 1 }}>
          Transactions
        </Typography>
        {data && (
          <Typography variant="body2" color="textSecondary">
            {plural(data.pagination.count, "transaction")}
          </Typography>
        )}
      </Stack>
      {transactions.isError ? (
        <LoadError what="the payee's transactions" onRetry={() => void transactions.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.pagination.count === 0 ? (
        <Typography color="textSecondary">No transactions with this payee yet.</Typography>
      ) : (
        <Stack spacing={2}>
          {phone ? (
            <CompactTransactionList transactions={data.results} showPayee={false} />
          ) : (
            <PayeeTransactionRows transactions={data.results} />
          )}
          {data.pagination.num_pages > 1 && (
            <PageButtons
              label="Payee transaction pages"
              page={data.pagination.page}
              count={data.pagination.num_pages}
              onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** MoneyPayee (/money/payee/{id}/): name and default category, look-alike payees to merge, and the transactions. */
export function PayeePage() {
  const id = Number(useParams().payeeId);
  const payee = usePayee(id);
  const notFound = payee.error instanceof ApiError && payee.error.status === 404;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {payee.data?.name ?? "Payee"}
      </Typography>
      {notFound ? (
        <Alert severity="info">
          Payee not found.{" "}
          <MuiLink component={Link} to={moneyPaths.home}>
            Back to Transactions
          </MuiLink>
        </Alert>
      ) : payee.isError ? (
        <LoadError what="the payee" onRetry={() => void payee.refetch()} />
      ) : !payee.data ? (
        <PageLoading />
      ) : (
        <>
          <PayeeDetails key={payee.data.id} payee={payee.data} />
          <SimilarPayeesCard key={`similar-${payee.data.id}`} payee={payee.data} />
          <PayeeTransactions payee={payee.data} />
        </>
      )}
    </Stack>
  );
}
