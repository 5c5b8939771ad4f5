import { categoryLabel, type MoneyRule } from "@homebase/contracts";
import { mdiArrowUp, mdiDelete } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ApiError } from "../../api/client";
import { PageLoading } from "../../app/PageLoading";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useCategories, useCreatePayee, useCreateTag, usePayees, useTags } from "./api";
import { CategorySelect } from "./CategorySelect";
import { plural } from "./format";
import { PayeePicker } from "./PayeePicker";
import { useApplyRule, useCreateRule, useDeleteRule, useMoveRule, useRulePreview, useRules } from "./rulesApi";
import { TagsField } from "./TagsField";

/** Fields side by side share the row equally (an autocomplete alone would shrink to its label). */
const EQUAL_COLUMNS = { "& > *": { flex: 1, minWidth: 0 } } as const;

/** "Description contains “coffee” and payee is Starbucks → category Food, tags coffee". */
export function ruleText(rule: MoneyRule): string {
  const when = [
    rule.description_contains ? `description contains “${rule.description_contains}”` : "",
    rule.payee ? `payee is ${rule.payee.name}` : "",
  ].filter(Boolean);
  const then = [
    rule.set_payee ? `payee ${rule.set_payee.name}` : "",
    rule.set_category ? `category ${categoryLabel(rule.set_category)}` : "",
    rule.set_tags.length > 0 ? `tags ${rule.set_tags.map((tag) => tag.name).join(", ")}` : "",
  ].filter(Boolean);
  const text = `When ${when.join(" and ")} → ${then.join(", ")}`;
  return text;
}

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields?.[field]?.join(" ") : undefined;

/** Issue 19 (/money/rules/): rules run in order on every import; each can be applied to what is already there. */
export function RulesPage() {
  const rules = useRules();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Rules
      </Typography>
      <Typography color="text.secondary">
        Rules file transactions as they are imported, in this order: a later rule's payee or category wins, tags add up.
      </Typography>
      <NewRuleForm />
      {rules.isError ? (
        <LoadError what="the rules" onRetry={() => void rules.refetch()} />
      ) : !rules.data ? (
        <PageLoading />
      ) : rules.data.length === 0 ? (
        <Alert severity="info">No rules yet. Add one above: imports will follow it from then on.</Alert>
      ) : (
        <Paper>
          <List aria-label="Rules">
            {rules.data.map((rule) => (
              <RuleRow key={rule.id} rule={rule} />
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

function RuleRow({ rule }: { rule: MoneyRule }) {
  const preview = useRulePreview(rule);
  const apply = useApplyRule();
  const move = useMoveRule();
  const remove = useDeleteRule();
  const [applied, setApplied] = useState<number | null>(null);
  const count = preview.data?.count;
  return (
    <ListItem divider sx={{ flexWrap: "wrap", gap: 1 }}>
      <Typography sx={{ flex: "1 1 320px", minWidth: 0, overflowWrap: "anywhere" }}>
        {rule.position}. {ruleText(rule)}
      </Typography>
      <Typography role="status" color="text.secondary" sx={{ flex: "0 0 auto" }}>
        {applied !== null
          ? `Changed ${plural(applied, "transaction")}`
          : count === undefined
            ? "Counting…"
            : `Would change ${plural(count, "existing transaction")}`}
      </Typography>
      <Button
        variant="outlined"
        disabled={!count || apply.isPending}
        onClick={() => apply.mutate(rule, { onSuccess: (result) => setApplied(result.count) })}
      >
        Apply to existing
      </Button>
      <IconButton
        aria-label={`Move rule ${rule.position} up`}
        disabled={rule.position === 1 || move.isPending}
        onClick={() => move.mutate({ rule, position: rule.position - 1 })}
      >
        <Icon path={mdiArrowUp} />
      </IconButton>
      <IconButton aria-label={`Delete rule ${rule.position}`} onClick={() => remove.mutate(rule)}>
        <Icon path={mdiDelete} />
      </IconButton>
    </ListItem>
  );
}

function NewRuleForm() {
  const categories = useCategories();
  const payees = usePayees();
  const tags = useTags();
  const createPayee = useCreatePayee();
  const createTag = useCreateTag();
  const create = useCreateRule();
  const [contains, setContains] = useState("");
  const [payee, setPayee] = useState<{ id: number; name: string } | null>(null);
  const [setPayeeTo, setSetPayeeTo] = useState<{ id: number; name: string } | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [tagIds, setTagIds] = useState<number[]>([]);
  const submit = () =>
    create.mutate(
      {
        description_contains: contains,
        payee_id: payee?.id ?? null,
        set_payee_id: setPayeeTo?.id ?? null,
        set_category_id: categoryId,
        set_tag_ids: tagIds,
      },
      {
        onSuccess: () => {
          setContains("");
          setPayee(null);
          setSetPayeeTo(null);
          setCategoryId(null);
          setTagIds([]);
        },
      },
    );
  const error = create.error;
  return (
    <Paper
      component="form"
      aria-label="New rule"
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          New rule
        </Typography>
        <Typography variant="subtitle2" component="h3">
          When
        </Typography>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={EQUAL_COLUMNS}>
          <TextField
            label="Description contains"
            value={contains}
            onChange={(event) => setContains(event.target.value)}
            error={Boolean(fieldError(error, "description_contains"))}
            helperText={fieldError(error, "description_contains")}
            fullWidth
          />
          <PayeePicker
            label="Payee is"
            value={payee}
            payees={payees.data ?? []}
            onChange={setPayee}
            onCreate={(name) => createPayee.mutateAsync(name)}
            error={Boolean(fieldError(error, "payee_id"))}
            helperText={fieldError(error, "payee_id")}
          />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          Then set
        </Typography>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={EQUAL_COLUMNS}>
          <PayeePicker
            label="Payee"
            value={setPayeeTo}
            payees={payees.data ?? []}
            onChange={setSetPayeeTo}
            onCreate={(name) => createPayee.mutateAsync(name)}
            error={Boolean(fieldError(error, "set_payee_id"))}
            helperText={fieldError(error, "set_payee_id")}
          />
          <CategorySelect
            label="Category"
            value={categoryId}
            categories={categories.data ?? []}
            onChange={setCategoryId}
            noneLabel="Keep it"
            error={Boolean(fieldError(error, "set_category_id"))}
            helperText={fieldError(error, "set_category_id")}
          />
          <TagsField
            value={(tags.data ?? []).filter((tag) => tagIds.includes(tag.id))}
            tags={tags.data ?? []}
            onChange={setTagIds}
            onCreate={(name) => createTag.mutateAsync(name)}
            error={Boolean(fieldError(error, "set_tag_ids"))}
            helperText={fieldError(error, "set_tag_ids") ?? "Added to the transaction's tags"}
          />
        </Stack>
        <div>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Add rule
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
