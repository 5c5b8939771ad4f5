import { formatCurrency, type MoneyBulkSet, type TransactionFilters } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useCategories, useCreatePayee, useCreateTag, usePayees, useTags } from "./api";
import { CategorySelect } from "./CategorySelect";
import { plural } from "./format";
import { PayeePicker } from "./PayeePicker";
import { useBulkEdit } from "./rulesApi";
import type { TransactionSelection } from "./selection";
import { TagsField } from "./TagsField";

interface BulkEditBarProps {
  selection: TransactionSelection;
  /** Transactions on this page, and matching the filters on every page. */
  pageCount: number;
  matchingCount: number;
  matchingTotal?: number;
  filters: TransactionFilters;
  onSelectAllMatching: () => void;
  /** After a change (with what was done) or when the selection is cleared (""). */
  onDone: (message: string) => void;
  /** On a phone: fixed at the bottom of the screen, its fields opened by Edit. */
  docked?: boolean;
}

/** What the chosen tags do to each transaction's own. */
type TagMode = "add_tag_ids" | "remove_tag_ids" | "tag_ids";
const TAG_MODES: { value: TagMode; label: string; helper: string }[] = [
  { value: "add_tag_ids", label: "Add", helper: "Added to the tags each one has" },
  { value: "remove_tag_ids", label: "Remove", helper: "Taken off where present" },
  { value: "tag_ids", label: "Replace", helper: "Replaces their tags (none: clears them)" },
];

/** Fields side by side share the row equally (an autocomplete alone would shrink to its label). */
const EQUAL_COLUMNS = { "& > *": { flex: 1, minWidth: 0 } } as const;

const DOCKED = {
  position: "fixed",
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: "appBar",
  maxHeight: "75vh",
  overflowY: "auto",
  borderRadius: 0,
  p: 1.5,
  pb: "calc(12px + env(safe-area-inset-bottom))",
} as const;

/** On a desktop: below the table, held at the bottom of the window while the rows scroll under it. */
const STICKY = { position: "sticky", bottom: 8, zIndex: 1, p: 2 } as const;

/** Issue 19: set a category (or Uncategorized), a payee, or add, remove or replace tags on the chosen transactions. */
export function BulkEditBar(props: BulkEditBarProps) {
  const { selection, pageCount, matchingCount, filters, onSelectAllMatching, onDone, docked = false } = props;
  const categories = useCategories();
  const payees = usePayees();
  const tags = useTags();
  const createPayee = useCreatePayee();
  const createTag = useCreateTag();
  const bulk = useBulkEdit();
  /** undefined: keep each one's; null: Uncategorized. */
  const [categoryId, setCategoryId] = useState<number | null | undefined>(undefined);
  const [payee, setPayee] = useState<{ id: number; name: string } | null>(null);
  const [tagMode, setTagMode] = useState<TagMode>("add_tag_ids");
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [editing, setEditing] = useState(!docked);
  const count = selection.allMatching ? matchingCount : selection.ids.size;

  // Replacing with no tags clears them: chosen by picking "Replace tags", even with none listed.
  const sendTags = tagMode === "tag_ids" || tagIds.length > 0;
  const set: MoneyBulkSet = {
    ...(categoryId !== undefined ? { category_id: categoryId } : {}),
    ...(payee ? { payee_id: payee.id } : {}),
    ...(sendTags ? { [tagMode]: tagIds } : {}),
  };
  const apply = () =>
    bulk.mutate(
      { target: selection.allMatching ? { filters } : { ids: [...selection.ids] }, set },
      {
        onSuccess: ({ updated }) => onDone(`Changed ${plural(updated, "transaction")}.`),
      },
    );
  const pageAll = !selection.allMatching && selection.ids.size === pageCount && matchingCount > pageCount;
  const mode = TAG_MODES.find((m) => m.value === tagMode)!;
  return (
    <Paper sx={docked ? DOCKED : STICKY} elevation={docked ? 8 : 6} role="region" aria-label="Bulk edit">
      <Stack spacing={1.5}>
        <Typography role="status">
          {selection.allMatching
            ? `All ${plural(count, "transaction")} matching the filters are selected`
            : `${plural(count, "transaction")} selected`}
          {selection.allMatching && props.matchingTotal !== undefined
            ? ` (total ${formatCurrency(props.matchingTotal)})`
            : ""}
          {pageAll && (
            <>
              {" · "}
              <Link component="button" onClick={onSelectAllMatching} sx={{ verticalAlign: "baseline", minHeight: 24 }}>
                Select all {matchingCount} matching the filters
              </Link>
            </>
          )}
        </Typography>
        {editing && (
          <>
            <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={EQUAL_COLUMNS}>
              <CategorySelect
                label="Set category"
                value={categoryId}
                categories={categories.data ?? []}
                onChange={setCategoryId}
                keepLabel="Keep each one's"
                onKeep={() => setCategoryId(undefined)}
              />
              <PayeePicker
                label="Set payee"
                value={payee}
                payees={payees.data ?? []}
                onChange={setPayee}
                onCreate={(name) => createPayee.mutateAsync(name)}
              />
              <Stack direction="row" spacing={1}>
                <TextField
                  select
                  label="Tag change"
                  value={tagMode}
                  onChange={(event) => setTagMode(event.target.value as TagMode)}
                  sx={{ width: 120, flexShrink: 0 }}
                >
                  {TAG_MODES.map((m) => (
                    <MenuItem key={m.value} value={m.value}>
                      {m.label}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <TagsField
                    value={(tags.data ?? []).filter((tag) => tagIds.includes(tag.id))}
                    tags={tags.data ?? []}
                    onChange={setTagIds}
                    onCreate={(name) => createTag.mutateAsync(name)}
                    helperText={mode.helper}
                  />
                </Box>
              </Stack>
            </Stack>
            {bulk.error && <Typography color="error">{bulk.error.message}</Typography>}
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
          {editing ? (
            <Button variant="contained" disabled={Object.keys(set).length === 0 || bulk.isPending} onClick={apply}>
              Apply to {plural(count, "transaction")}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setEditing(true)}>
              Edit {plural(count, "transaction")}
            </Button>
          )}
          <Button onClick={() => onDone("")}>{docked ? "Cancel" : "Clear selection"}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
