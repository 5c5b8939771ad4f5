import type { MoneyPayee } from "@homebase/contracts";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import MuiLink from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link } from "react-router";
import { PageLoading } from "../../app/PageLoading";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadError } from "../../components/LoadError";
import { useMergePayees, useSimilarPayees } from "./api";
import { moneyPaths } from "./paths";
import { mergeQuestion, similarityPercent } from "./similarityFormat";

/**
 * Spec §2 Payee, "Similar Payees": look-alike payees with a merge checkbox each; Merge (shown
 * once one is checked) asks, then moves their transactions to this payee (spec §4).
 */
export function SimilarPayeesCard({ payee }: { payee: MoneyPayee }) {
  const similar = useSimilarPayees(payee.id);
  const merge = useMergePayees();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const rows = similar.data ?? [];
  // A merged or deleted suggestion leaves the list; only ticks still on screen count.
  const chosen = rows.filter((row) => checked.has(row.secondary.id));

  const toggle = (id: number) =>
    setChecked((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const confirm = () =>
    merge.mutate(
      { into: payee, payeeIds: chosen.map((row) => row.secondary.id) },
      {
        onSuccess: () => setChecked(new Set()),
        onSettled: () => setAsking(false),
      },
    );

  return (
    <Paper component="section" aria-labelledby="similar-payees" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", mb: 1, gap: 1, flexWrap: "wrap", minHeight: 36.5 }}>
        <Typography id="similar-payees" variant="h6" component="h2" sx={{ flex: 1 }}>
          Similar Payees
        </Typography>
        {chosen.length > 0 && (
          <Button variant="contained" onClick={() => setAsking(true)}>
            Merge
          </Button>
        )}
      </Stack>
      {similar.isError ? (
        <LoadError what="the similar payees" onRetry={() => void similar.refetch()} />
      ) : !similar.data ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <Typography color="textSecondary">No look-alike payees.</Typography>
      ) : (
        <Table size="small" aria-label="Similar Payees">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Merge</TableCell>
              <TableCell>Name</TableCell>
              <TableCell align="right">Similarity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={checked.has(row.secondary.id)}
                    onChange={() => toggle(row.secondary.id)}
                    slotProps={{ input: { "aria-label": `Merge ${row.secondary.name}` } }}
                  />
                </TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>
                  <MuiLink component={Link} to={moneyPaths.payee(row.secondary.id)}>
                    {row.secondary.name}
                  </MuiLink>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums" }}>
                  {similarityPercent(row.similarity)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <MuiLink component={Link} to={moneyPaths.similarPayees}>
          All similar payees
        </MuiLink>
      </Typography>
      <ConfirmDialog
        open={asking}
        title="Merge payees?"
        message={mergeQuestion(
          chosen.map((row) => row.secondary.name),
          payee.name,
          true,
        )}
        confirmLabel="Merge"
        pending={merge.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}
