import type { MoneyPayeeSimilarity } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { PageLoading } from "../../app/PageLoading";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadError } from "../../components/LoadError";
import { useDeleteSimilarity, useMergePayees, useSimilarities } from "./api";
import { DeleteButton } from "./DeleteButton";
import { plural } from "./format";
import { PageButtons } from "./PageButtons";
import { moneyPaths } from "./paths";
import { mergeQuestion, similarityPercent } from "./similarityFormat";
import { TidyPayeesCard } from "./TidyPayeesCard";
import { pageFrom } from "./useFilterParams";

type PayeeLink = MoneyPayeeSimilarity["payee"];
type MergeChoice = { into: PayeeLink; from: PayeeLink };

/**
 * One payee of a pair: its link, and "Merge into {other}" beside it, on the side of the payee
 * that goes away (issue 25: a Merge beside the payee that is kept read backwards).
 */
function PairSide({
  payee,
  other,
  onMerge,
}: {
  payee: PayeeLink;
  other: PayeeLink;
  onMerge: (c: MergeChoice) => void;
}) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
      <MuiLink
        component={Link}
        to={moneyPaths.payee(payee.id)}
        sx={{ flex: { xs: 1, md: "0 1 auto" }, minWidth: 0, overflowWrap: "anywhere" }}
      >
        {payee.name}
      </MuiLink>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onMerge({ into: other, from: payee })}
        // The visible words first (WCAG label in name), then which payee goes.
        aria-label={`Merge into ${other.name} (from ${payee.name})`}
        title={`Merge ${payee.name} into ${other.name}: its transactions move there`}
        // The payee's name as written, not upper-cased.
        sx={{ flexShrink: 1, minWidth: 0, maxWidth: "60%", textTransform: "none", overflowWrap: "anywhere" }}
      >
        Merge into {other.name}
      </Button>
    </Box>
  );
}

function SimilarityRow({
  row,
  onMerge,
  onRefused,
}: {
  row: MoneyPayeeSimilarity;
  onMerge: (choice: MergeChoice) => void;
  onRefused: (message: string) => void;
}) {
  const remove = useDeleteSimilarity();
  const pair = `${row.payee.name} / ${row.secondary.name}`;
  return (
    <ListItem
      divider
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "auto 1fr", md: "auto 4rem 1fr 1fr" },
        alignItems: "center",
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 0, sm: 1 },
        "&:last-of-type": { borderBottom: 0 },
      }}
    >
      <DeleteButton
        icon
        label={`Delete suggestion ${pair}`}
        what={`the suggestion ${pair} (it will not be suggested again)`}
        onDelete={() => remove.mutateAsync(row)}
        onRefused={onRefused}
      />
      <Typography sx={{ fontVariantNumeric: "tabular-nums" }} title="Similarity">
        {similarityPercent(row.similarity)}
      </Typography>
      <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" }, minWidth: 0 }}>
        <PairSide payee={row.payee} other={row.secondary} onMerge={onMerge} />
      </Box>
      <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" }, minWidth: 0 }}>
        <PairSide payee={row.secondary} other={row.payee} onMerge={onMerge} />
      </Box>
    </ListItem>
  );
}

/**
 * MoneyPayeeSimilarityList (/money/payee/similar/): every look-alike pair, most alike first.
 * Delete drops the suggestion for good; "Merge into {other}" beside a payee folds it into the other.
 */
export function SimilarityListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const similarities = useSimilarities(page);
  const merge = useMergePayees();
  const [choice, setChoice] = useState<MergeChoice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const data = similarities.data;

  // Deleting or merging the last pair of the last page leaves that page past the end (404).
  const pastTheEnd = page > 1 && similarities.error instanceof ApiError && similarities.error.status === 404;
  useEffect(() => {
    if (pastTheEnd) setParams({}, { replace: true });
  }, [pastTheEnd, setParams]);

  // A refused merge is reported by the snackbar (the mutation's errorMessage).
  const confirm = () => {
    if (!choice) return;
    merge.mutate({ into: choice.into, payeeIds: [choice.from.id] }, { onSettled: () => setChoice(null) });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: "baseline", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Similar Payees
        </Typography>
        {data && data.pagination.count > 0 && (
          <Typography variant="body2" color="textSecondary">
            {plural(data.pagination.count, "pair")}
          </Typography>
        )}
      </Stack>
      <Typography color="textSecondary">
        Payees whose names look alike, most alike first. "Merge into …" beside a payee moves its transactions to the
        other one and removes it. Delete a pair that is not the same payee and it is not suggested again.
      </Typography>
      <TidyPayeesCard />
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        {similarities.isError && !pastTheEnd ? (
          <LoadError what="the similar payees" onRetry={() => void similarities.refetch()} />
        ) : !data || pastTheEnd ? (
          <PageLoading />
        ) : data.results.length === 0 ? (
          <Typography color="textSecondary" sx={{ p: 1 }}>
            No similar payees. Look-alike names are found after each upload and when a payee is added or renamed.
          </Typography>
        ) : (
          <Stack spacing={2}>
            <List aria-label="Similar payee pairs" disablePadding>
              {data.results.map((row) => (
                <SimilarityRow key={row.id} row={row} onMerge={setChoice} onRefused={setRefusal} />
              ))}
            </List>
            {data.pagination.num_pages > 1 && (
              <PageButtons
                label="Similar payee pages"
                page={data.pagination.page}
                count={data.pagination.num_pages}
                onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            )}
          </Stack>
        )}
      </Paper>
      <ConfirmDialog
        open={choice !== null}
        title="Merge payees?"
        message={choice ? mergeQuestion([choice.from.name], choice.into.name, false) : ""}
        confirmLabel="Merge"
        pending={merge.isPending}
        onConfirm={confirm}
        onCancel={() => setChoice(null)}
      />
    </Stack>
  );
}
