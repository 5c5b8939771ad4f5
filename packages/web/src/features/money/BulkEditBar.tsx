import { formatCurrency, type MoneyBulkSet, type TransactionFilters } from "@homebase/contracts";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
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
}

/** Fields side by side share the row equally (an autocomplete alone would shrink to its label). */
const EQUAL_COLUMNS = { "& > *": { flex: 1, minWidth: 0 } } as const;

/** Issue 19: set a category, payee or tags on the chosen transactions at once. */
export function BulkEditBar(props: BulkEditBarProps) {
  const { selection, pageCount, matchingCount, filters, onSelectAllMatching, onDone } = props;
  const categories = useCategories();
  const payees = usePayees();
  const tags = useTags();
  const createPayee = useCreatePayee();
  const createTag = useCreateTag();
  const bulk = useBulkEdit();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [payee, setPayee] = useState<{ id: number; name: string } | null>(null);
  const [tagIds, setTagIds] = useState<number[]>([]);
  const count = selection.allMatching ? matchingCount : selection.ids.size;

  const set: MoneyBulkSet = {
    ...(categoryId !== null ? { category_id: categoryId } : {}),
    ...(payee ? { payee_id: payee.id } : {}),
    ...(tagIds.length > 0 ? { tag_ids: tagIds } : {}),
  };
  const apply = () =>
    bulk.mutate(
      { target: selection.allMatching ? { filters } : { ids: [...selection.ids] }, set },
      {
        onSuccess: ({ updated }) => onDone(`Changed ${plural(updated, "transaction")}.`),
      },
    );
  const pageAll = !selection.allMatching && selection.ids.size === pageCount && matchingCount > pageCount;
  return (
    <Paper sx={{ p: 2 }} role="region" aria-label="Bulk edit">
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
              <Link component="button" onClick={onSelectAllMatching} sx={{ verticalAlign: "baseline" }}>
                Select all {matchingCount} matching the filters
              </Link>
            </>
          )}
        </Typography>
        <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={EQUAL_COLUMNS}>
          <CategorySelect
            label="Set category"
            value={categoryId}
            categories={categories.data ?? []}
            onChange={setCategoryId}
            noneLabel="Keep each one's"
          />
          <PayeePicker
            label="Set payee"
            value={payee}
            payees={payees.data ?? []}
            onChange={setPayee}
            onCreate={(name) => createPayee.mutateAsync(name)}
          />
          <TagsField
            value={(tags.data ?? []).filter((tag) => tagIds.includes(tag.id))}
            tags={tags.data ?? []}
            onChange={setTagIds}
            onCreate={(name) => createTag.mutateAsync(name)}
            helperText="Replaces their tags"
          />
        </Stack>
        {bulk.error && <Typography color="error">{bulk.error.message}</Typography>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={Object.keys(set).length === 0 || bulk.isPending} onClick={apply}>
            Apply to {plural(count, "transaction")}
          </Button>
          <Button onClick={() => onDone("")}>Clear selection</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
