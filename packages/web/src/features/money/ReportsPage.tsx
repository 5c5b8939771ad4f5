import { formatCurrency, type MoneySpendingByCategoryReport } from "@homebase/contracts";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadError } from "../../components/LoadError";
import { useAccounts } from "./api";
import BalanceChart from "./BalanceChart";
import { ForecastCard } from "./ForecastCard";
import { formatMonth } from "./format";
import { useReport } from "./insightsApi";
import { categoryName, IncomeSpendingChart, SpendingByCategoryChart, TopPayeesChart } from "./ReportCharts";
import { categoryMonthLink, incomeSpendingLink, payeeLink } from "./reportLinks";
import { TransferRulesCard } from "./TransferRulesCard";
import { TransferSuggestions } from "./TransferSuggestions";

const PERIODS = [3, 6, 12, 24, 60];

/** A report's card: title, the chart (or its loading/error/empty state) and a caption. */
function ReportCard(props: {
  title: string;
  caption: string;
  state: { isError: boolean; retry: () => void; loading: boolean; empty: boolean };
  children: ReactNode;
}) {
  const titleId = useId();
  const { state } = props;
  return (
    <Paper component="figure" aria-labelledby={titleId} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {props.title}
      </Typography>
      <Typography component="figcaption" variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {props.caption}
      </Typography>
      {state.isError ? (
        <LoadError what={`the ${props.title.toLowerCase()} report`} onRetry={state.retry} />
      ) : state.loading ? (
        <Skeleton variant="rounded" height={260} aria-label="Loading the report" />
      ) : state.empty ? (
        <Typography variant="body2">No transactions in these months.</Typography>
      ) : (
        props.children
      )}
    </Paper>
  );
}

/** The spending chart's numbers with the same links as its bars, for the keyboard and screen readers. */
function SpendingTable({ report }: { report: MoneySpendingByCategoryReport }) {
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <summary>Show as a table</summary>
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label="Spending by category per month">
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              {report.months.map((month) => (
                <TableCell key={month} align="right">
                  {formatMonth(month)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.categories.map((entry) => (
              <TableRow key={entry.category?.id ?? 0}>
                <TableCell component="th" scope="row">
                  {categoryName(entry)}
                </TableCell>
                {entry.totals.map((total, at) => (
                  <TableCell key={report.months[at]} align="right" sx={{ whiteSpace: "nowrap" }}>
                    {total > 0 ? (
                      <MuiLink component={Link} to={categoryMonthLink(entry.category, report.months[at]!)}>
                        {formatCurrency(total)}
                      </MuiLink>
                    ) : (
                      "–"
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

const stateOf = (query: { isError: boolean; data?: unknown; refetch: () => unknown }, empty: boolean) => ({
  isError: query.isError,
  loading: query.data === undefined,
  empty,
  retry: () => void query.refetch(),
});

/** Issue 24 (/money/reports/): where the money went, per category, month and payee, and what is left. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("months"));
  const months = PERIODS.includes(asked) ? asked : 12;
  const spending = useReport("spending-by-category", months);
  const flow = useReport("income-spending", months);
  const worth = useReport("net-worth", months);
  const payees = useReport("top-payees", months);
  const accounts = useAccounts();
  const flowEmpty = (flow.data ?? []).every((row) => row.income === 0 && row.spending === 0);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Reports
        </Typography>
        <TextField
          select
          label="Period"
          size="small"
          value={months}
          onChange={(event) => setParams({ months: String(event.target.value) })}
          sx={{ minWidth: 180 }}
        >
          {PERIODS.map((count) => (
            <MenuItem key={count} value={count}>
              Last {count} months
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        Transfers between your accounts and categories left out of the summary are not counted. Click a bar to see its
        transactions.
      </Typography>
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } }}
      >
        <ReportCard
          title="Spending by category"
          caption="Money out per month, a child category under its parent."
          state={stateOf(spending, spending.data?.categories.length === 0)}
        >
          {spending.data && (
            <>
              <SpendingByCategoryChart report={spending.data} />
              <SpendingTable report={spending.data} />
            </>
          )}
        </ReportCard>
        <ReportCard
          title="Income and spending"
          caption="Money in against money out per month."
          state={stateOf(flow, flowEmpty)}
        >
          {flow.data && (
            <>
              <IncomeSpendingChart report={flow.data} />
              <Box component="details" sx={{ mt: 1 }}>
                <summary>Show as a list</summary>
                <Box component="ul" sx={{ pl: 3 }}>
                  {flow.data.map((row) => (
                    <li key={row.month}>
                      {formatMonth(row.month)}:{" "}
                      <MuiLink component={Link} to={incomeSpendingLink(row.month, "income")}>
                        income {formatCurrency(row.income)}
                      </MuiLink>
                      ,{" "}
                      <MuiLink component={Link} to={incomeSpendingLink(row.month, "spending")}>
                        spending {formatCurrency(row.spending)}
                      </MuiLink>
                    </li>
                  ))}
                </Box>
              </Box>
            </>
          )}
        </ReportCard>
        <ReportCard
          title="Net worth"
          caption="Every account's balance added up at each month's end."
          state={stateOf(worth, false)}
        >
          {worth.data && <BalanceChart points={worth.data} height={260} />}
        </ReportCard>
        <ReportCard
          title="Top payees"
          caption="Where the most money went."
          state={stateOf(payees, payees.data?.length === 0)}
        >
          {payees.data && (
            <>
              <TopPayeesChart report={payees.data} />
              <Box component="ol" sx={{ pl: 3, mb: 0 }}>
                {payees.data.map((row) =>
                  row.payee ? (
                    <li key={row.payee.id}>
                      <MuiLink component={Link} to={payeeLink(row.payee.id)}>
                        {row.payee.name}
                      </MuiLink>
                      : {formatCurrency(row.spending)} ({row.count})
                    </li>
                  ) : (
                    <li key={0}>
                      No payee: {formatCurrency(row.spending)} ({row.count})
                    </li>
                  ),
                )}
              </Box>
            </>
          )}
        </ReportCard>
      </Box>
      {accounts.data && accounts.data.length > 0 && <ForecastCard accounts={accounts.data} />}
      <TransferSuggestions />
      {accounts.data && accounts.data.length > 1 && <TransferRulesCard accounts={accounts.data} />}
    </Stack>
  );
}
