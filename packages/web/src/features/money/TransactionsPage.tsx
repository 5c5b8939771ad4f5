import { formatCurrency, type MoneyTransaction, type MoneyTransactionSummary } from "@homebase/contracts";
import { mdiFilterVariant, mdiPlus } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ApiError } from "../../api/client";
import { PageLoading } from "../../app/PageLoading";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { lazyDialog } from "../../components/lazyDialog";
import { useReadyInTransition } from "../../components/useDataInTransition";
import { useProgressiveList } from "../../components/useProgressiveList";
import { filterQuery, useAccounts, useTransactionFilters, useTransactionPage, useTransactionSummary } from "./api";
import { CompactTransactionList } from "./CompactTransactionList";
import { plural } from "./format";
import { PageButtons } from "./PageButtons";
import { PhoneSelectHeader } from "./PhoneSelectHeader";
import { moneyPaths } from "./paths";
import { SpendingChart } from "./SpendingChart";
import { useEscape, useTransactionSelection } from "./selection";
import { TransactionSearch } from "./TransactionSearch";
import { TransactionTable } from "./TransactionTable";
import { useFilterParams } from "./useFilterParams";

const NO_ROWS: readonly MoneyTransaction[] = [];

// Issue 19: the bulk-edit form loads once a row is chosen, so the list itself stays light.
const BulkEditBar = lazy(async () => ({ default: (await import("./BulkEditBar")).BulkEditBar }));
// Issue 28: the filters (and their Autocomplete) load after the list: on a phone, with their
// drawer (and MUI's Modal), when it is first opened; the form to add a transaction when it is
// first asked for. A phone on slow 4G otherwise fetched and ran them before it could show the
// first row, and evaluating them made that task long enough to count as blocking.
const FilterColumn = lazy(async () => ({ default: (await import("./FilterColumn")).FilterColumn }));
const FilterDrawer = lazyDialog(async () => (await import("./FilterDrawer")).FilterDrawer);
// One account's forecast (with its horizon's menu select) only when the list shows one account.
const ForecastCard = lazy(async () => ({ default: (await import("./ForecastCard")).ForecastCard }));
const AddTransactionDialog = lazyDialog(async () => (await import("./AddTransactionDialog")).AddTransactionDialog);

/** "12 records · Total $1,234.56" under the table (spec §2). */
export function summaryText(summary: MoneyTransactionSummary): string {
  return `${plural(summary.record_count, "record")} · Total ${formatCurrency(summary.total_amount)}`;
}

/** MoneyHome (/money/): filters on the left, the transactions, pages and summary on the right. */
export function TransactionsPage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const { filters, page, activeCount, setFilter, setPage, setSearch, setTransfers, reset } = useFilterParams();
  const accounts = useAccounts();
  const list = useTransactionPage(filters, page);
  // The first page of rows renders in a transition (useReadyInTransition), and so does what
  // waits for it below.
  const listShown = useReadyInTransition(!list.isPending);
  const listData = listShown ? list.data : undefined;
  const summary = useTransactionSummary(filters);
  const facets = useTransactionFilters(filters);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  // Issue 19: rows chosen for a bulk edit: in the table, or on a phone once Select is pressed.
  const pageIds = useMemo(() => list.data?.results.map((t) => t.id) ?? [], [list.data]);
  const chooser = useTransactionSelection(pageIds, filterQuery(filters, page));
  const [bulkDone, setBulkDone] = useState("");
  const [selecting, setSelecting] = useState(false);
  const chosen = chooser.selection.allMatching || chooser.selection.ids.size > 0;
  const { clear } = chooser;
  const stopSelecting = useCallback(() => {
    setSelecting(false);
    clear();
  }, [clear]);
  useEscape(selecting || chosen, stopSelecting);
  // A phone lays out a page of 50 transactions a few at a time, not in one long task (issue 28).
  const phoneRows = useProgressiveList(listData?.results ?? NO_ROWS);

  const noAccounts = accounts.data?.length === 0;
  const onlyAccount = filters.account?.length === 1 ? Number(filters.account[0]) : undefined;
  const onlyAccountRow = accounts.data?.find((account) => account.id === onlyAccount);
  // A bookmarked filter whose account, payee… was deleted since is refused (400).
  const badFilters = list.error instanceof ApiError && list.error.status === 400;
  const filterColumn = facets.isError ? (
    <Stack spacing={2}>
      {!badFilters && <LoadError what="the filters" onRetry={() => void facets.refetch()} />}
      {activeCount > 0 && (
        <Button variant="outlined" onClick={reset}>
          Reset
        </Button>
      )}
    </Stack>
  ) : (
    <Suspense fallback={<PageLoading />}>
      <FilterColumn filters={facets.data ?? []} activeCount={activeCount} onChange={setFilter} onReset={reset} />
    </Suspense>
  );
  // A page number past the end (an old bookmark, or rows deleted since) answers 404.
  const pastTheEnd = list.error instanceof ApiError && list.error.status === 404 && page > 1;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          Transactions
        </Typography>
        {!noAccounts && (
          // Kept (hidden) while the accounts load: on a phone the row sits under the heading,
          // and arriving later it pushed the list down (issue 28, a layout shift).
          <Stack direction="row" spacing={1} sx={accounts.data ? undefined : { visibility: "hidden" }}>
            {narrow && (
              <Button
                variant="outlined"
                startIcon={<Icon path={mdiFilterVariant} />}
                onClick={() => setDrawerOpen(true)}
              >
                Filters ({activeCount})
              </Button>
            )}
            <Button variant="contained" startIcon={<Icon path={mdiPlus} />} onClick={() => setAdding(true)}>
              Add transaction
            </Button>
          </Stack>
        )}
      </Stack>

      {noAccounts ? (
        <Alert severity="info">
          No accounts yet. Transactions belong to an account:{" "}
          <Link component={RouterLink} to={moneyPaths.accounts}>
            create one on the Accounts page
          </Link>{" "}
          first.
        </Alert>
      ) : (
        <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
          {narrow ? (
            <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              {filterColumn}
            </FilterDrawer>
          ) : (
            <Paper sx={{ p: 2, width: 280, flexShrink: 0, position: "sticky", top: 80 }}>{filterColumn}</Paper>
          )}
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <TransactionSearch value={filters.search ?? ""} onSearch={setSearch} />
            {filters.transfers === "exclude" && (
              // Issue 24: opened from a report, the list leaves transfers out as the report does.
              <Alert severity="info" role="status" aria-label="Transfers left out">
                Transfers between your accounts are left out, as in the reports.{" "}
                <Link component="button" onClick={() => setTransfers(undefined)} sx={{ verticalAlign: "baseline" }}>
                  Show them
                </Link>
              </Alert>
            )}
            {!chosen && bulkDone && <Typography role="status">{bulkDone}</Typography>}
            <Paper sx={{ overflow: "hidden" }}>
              {pastTheEnd ? (
                <Alert severity="info" sx={{ m: 2 }}>
                  There is no page {page} for these filters.{" "}
                  <Link component="button" onClick={() => setPage(1)} sx={{ verticalAlign: "baseline" }}>
                    Go to the first page
                  </Link>
                </Alert>
              ) : badFilters ? (
                <Alert
                  severity="warning"
                  sx={{ m: 2 }}
                  action={
                    <Button color="inherit" size="small" onClick={reset}>
                      Reset
                    </Button>
                  }
                >
                  These filters name something that no longer exists (a deleted account, category or tag).
                </Alert>
              ) : list.isError ? (
                <Box sx={{ p: 2 }}>
                  <LoadError what="the transactions" onRetry={() => void list.refetch()} />
                </Box>
              ) : !listData ? (
                <PageLoading />
              ) : listData.pagination.count === 0 ? (
                <EmptyList filtered={activeCount > 0} searched={Boolean(filters.search)} onReset={reset} />
              ) : phone ? (
                <>
                  <PhoneSelectHeader
                    selecting={selecting}
                    pageCount={pageIds.length}
                    chosenOnPage={pageIds.filter((id) => chooser.selection.ids.has(id)).length}
                    onSelect={() => {
                      setBulkDone("");
                      setSelecting(true);
                    }}
                    onPage={chooser.onPage}
                    onCancel={stopSelecting}
                  />
                  <CompactTransactionList
                    transactions={phoneRows}
                    selection={
                      selecting
                        ? { ids: chooser.selection.ids, onRow: chooser.onRow, onPage: chooser.onPage }
                        : undefined
                    }
                  />
                </>
              ) : (
                // Keyed by page: a new page starts scrolled to its first row.
                <TransactionTable
                  key={listData.pagination.page}
                  transactions={listData.results}
                  selection={{ ids: chooser.selection.ids, onRow: chooser.onRow, onPage: chooser.onPage }}
                />
              )}
            </Paper>
            {/* After the table, so that its appearing never moves the rows under a pointer (a second
                click of a shift-click range landed on the bar); on a desktop it sticks to the bottom
                of the window while the rows scroll under it. */}
            {listData && chosen && (
              <Suspense fallback={<PageLoading />}>
                <BulkEditBar
                  key={phone ? "docked" : "inline"}
                  docked={phone}
                  selection={chooser.selection}
                  pageCount={pageIds.length}
                  matchingCount={listData.pagination.count}
                  matchingTotal={summary.data?.total_amount}
                  filters={filters}
                  onSelectAllMatching={chooser.selectAllMatching}
                  onDone={(message) => {
                    setBulkDone(message);
                    stopSelecting();
                  }}
                />
              </Suspense>
            )}
            {listData && listData.pagination.num_pages > 1 && (
              <PageButtons
                label="Transaction pages"
                page={listData.pagination.page}
                count={listData.pagination.num_pages}
                onChange={setPage}
              />
            )}
            {/* Below the list, so shown once it has loaded: the list growing from its placeholder
                would otherwise push them down while the page loads (a layout shift of 0.48). */}
            {listShown && (
              <>
                {summary.data ? (
                  <Typography role="status" aria-label="Summary" sx={{ textAlign: "right", fontWeight: 500 }}>
                    {summaryText(summary.data)}
                  </Typography>
                ) : (
                  summary.isError &&
                  !badFilters && <LoadError what="the summary" onRetry={() => void summary.refetch()} />
                )}
                <SpendingChart filters={filters} />
                {/* Issue 24: one account's view carries its 90-day forecast, as on the Reports page. */}
                {onlyAccountRow && (
                  <Suspense fallback={null}>
                    <ForecastCard key={onlyAccountRow.id} account={onlyAccountRow} />
                  </Suspense>
                )}
              </>
            )}
            {/* Room to scroll the last rows above the bulk-edit bar docked at the bottom of a phone. */}
            {phone && chosen && <Box sx={{ height: 120 }} aria-hidden />}
          </Stack>
        </Box>
      )}
      {accounts.data && (
        <AddTransactionDialog
          open={adding}
          accounts={accounts.data}
          defaultAccountId={onlyAccount}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}

function EmptyList({ filtered, searched, onReset }: { filtered: boolean; searched: boolean; onReset: () => void }) {
  return (
    <Stack spacing={1.5} sx={{ p: 3, alignItems: "flex-start" }}>
      {filtered || searched ? (
        <>
          <Typography>
            {searched
              ? `No transactions match this search${filtered ? " and these filters" : ""}.`
              : "No transactions match these filters."}
          </Typography>
          <Button variant="outlined" onClick={onReset}>
            Reset
          </Button>
        </>
      ) : (
        <Typography>
          No transactions yet. Use Add transaction to enter cash spending or a correction by hand.
        </Typography>
      )}
    </Stack>
  );
}
