import type { MoneyPayeeTidy } from "@homebase/contracts";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { plural } from "./format";
import { useApplyPayeeTidy, usePayeeTidy } from "./rulesApi";

/** "Trader Joe S → Trader Joe's"; "A, B → C (merged into one)". */
function change(group: MoneyPayeeTidy) {
  const from = group.payees.filter((payee) => payee.name !== group.name).map((payee) => payee.name);
  return `${from.join(", ")} → ${group.name}${group.payees.length > 1 ? " (merged into one)" : ""}`;
}

/** What Tidy will do, for the confirmation. */
export function tidyQuestion(plan: readonly MoneyPayeeTidy[]) {
  const payees = plan.reduce((n, group) => n + group.payees.length, 0);
  const merged = plan.reduce((n, group) => n + group.payees.length - 1, 0);
  const renamed = plan.filter((group) => group.payees[0]!.name !== group.name).length;
  const parts = [
    renamed > 0 ? `rename ${plural(renamed, "payee")}` : "",
    merged > 0 ? `merge ${merged} into others` : "",
  ];
  const merging =
    merged > 0
      ? " A merge moves the transactions and cannot be undone; the merged names keep finding the payee on later imports."
      : "";
  return `Tidy ${plural(payees, "payee")}: ${parts.filter(Boolean).join(" and ")}.${merging}`;
}

/**
 * Issue 19: payees named before the cleaner kept apostrophes and dropped processor codes
 * ("Trader Joe S", "Amazon Mktpl*2k4ab1cd2"), listed old → new, tidied at once after a question.
 * Shown only when there is something to tidy.
 */
export function TidyPayeesCard() {
  const plan = usePayeeTidy();
  const apply = useApplyPayeeTidy();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState("");
  const groups = plan.data ?? [];
  if (groups.length === 0) {
    return done ? <Typography role="status">{done}</Typography> : null;
  }
  const confirm = () =>
    apply.mutate(
      groups.flatMap((group) => group.payees.map((payee) => payee.id)),
      {
        onSuccess: ({ renamed, merged }) =>
          setDone(`Tidied: renamed ${plural(renamed, "payee")}${merged > 0 ? `, merged ${merged}` : ""}.`),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <Paper sx={{ p: 2 }} role="region" aria-label="Tidy payee names">
      <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Typography variant="h6" component="h2">
          Tidy payee names
        </Typography>
        <Typography color="textSecondary">
          {plural(groups.length, "name")} from earlier imports can be tidied the way new imports name payees now.
        </Typography>
        <List dense disablePadding aria-label="Payee names to tidy" sx={{ width: "100%" }}>
          {groups.map((group) => (
            <ListItem key={group.name} disableGutters sx={{ overflowWrap: "anywhere" }}>
              {change(group)}
            </ListItem>
          ))}
        </List>
        {apply.error && <Typography color="error">{apply.error.message}</Typography>}
        <Button variant="contained" onClick={() => setAsking(true)}>
          Tidy payee names
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Tidy payee names?"
        message={tidyQuestion(groups)}
        confirmLabel="Tidy"
        pending={apply.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}
