import {
  BUILT_IN_PLANS,
  formatIsoDay,
  MAX_PLAN_DAYS,
  PLAN_KINDS,
  type PlanCreate,
  type PlanKind,
  relativeDate,
  todayIn,
} from "@homebase/contracts";
import { mdiCalendar } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { DatePickerDialog } from "../../components/DatePickerDialog";
import { Icon } from "../../components/Icon";
import { NumberField } from "../../components/NumberField";
import { useNotify } from "../../components/notifications";
import { visuallyHidden } from "../../components/visuallyHidden";
import { useCreatePlan } from "./api";
import { type BookChoice, BookPicker } from "./BookPicker";
import { WEEKDAYS } from "./format";

const KIND_LABELS: Record<PlanKind, { label: string; hint: string }> = {
  year: { label: BUILT_IN_PLANS.year.name, hint: "All 66 books in canonical order, 365 days" },
  nt90: { label: BUILT_IN_PLANS.nt90.name, hint: "Matthew to Revelation, 90 days" },
  "psalms-proverbs": { label: BUILT_IN_PLANS["psalms-proverbs"].name, hint: "Psalms and Proverbs, 30 days" },
  custom: { label: "Custom", hint: "Books of your choice over a number of days" },
};

interface Draft {
  kind: PlanKind;
  /** null means today in the owner's zone, resolved when shown and sent. */
  start_date: string | null;
  weekdays: number[];
  name: string;
  books: BookChoice[];
  days: number | null;
}
const EMPTY: Draft = { kind: "year", start_date: null, weekdays: [], name: "", books: [], days: null };

type Errors = Partial<Record<"books" | "days" | "name" | "start_date" | "weekdays", string>>;

/** What the form can tell before asking the server: a custom plan needs books and days. */
export function checkDraft(draft: Draft): Errors {
  if (draft.kind !== "custom") return {};
  const errors: Errors = {};
  if (draft.books.length === 0) errors.books = "Choose at least one book.";
  if (draft.days === null) errors.days = "Enter a number of days.";
  return errors;
}

function toBody(draft: Draft, today: string): PlanCreate {
  const base = { kind: draft.kind, start_date: draft.start_date ?? today, weekdays: draft.weekdays };
  if (draft.kind !== "custom") return base;
  return {
    ...base,
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    days: draft.days ?? undefined,
    books: draft.books.map(({ book, from_chapter, to_chapter }) => ({
      book,
      ...(from_chapter ? { from_chapter } : {}),
      ...(to_chapter ? { to_chapter } : {}),
    })),
  };
}

/** The server's field errors: "books.0.to_chapter" counts as the books' error. */
function serverErrors(error: unknown): { fields: Errors; other: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, other: error ? errorDetail(error) : null };
  const fields: Errors = {};
  for (const [key, messages] of Object.entries(error.fields ?? {})) {
    const field = key.split(".")[0] as keyof Errors;
    if (["books", "days", "name", "start_date", "weekdays"].includes(field) && !fields[field]) {
      fields[field] = messages[0];
    }
  }
  return { fields, other: Object.keys(fields).length === 0 ? error.detail : null };
}

/** Issue 8: start a built-in plan, or a custom one over chosen books and days. */
export function StartPlanForm() {
  const today = todayIn(useOwnerTimeZone());
  const create = useCreatePlan();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [checked, setChecked] = useState<Errors>({});
  const [picking, setPicking] = useState(false);
  const titleId = useId();
  const kindLabelId = useId();
  const weekdaysLabelId = useId();
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setChecked({});
    create.reset();
  };
  const start = draft.start_date ?? today;
  const custom = draft.kind === "custom";
  const server = serverErrors(create.error);
  const errors: Errors = { ...server.fields, ...checked };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setChecked(found);
    if (Object.keys(found).length > 0 || create.isPending) return;
    create.mutate(toBody(draft, today), {
      onSuccess: (plan) => {
        notify(`Started ${plan.name}`, "success");
        setDraft(EMPTY);
      },
    });
  };

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Start a plan
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <FormControl>
          <FormLabel id={kindLabelId}>Plan</FormLabel>
          <RadioGroup
            aria-labelledby={kindLabelId}
            value={draft.kind}
            onChange={(_event, kind) => change({ kind: kind as PlanKind })}
          >
            {PLAN_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={<Radio />}
                label={
                  <span>
                    {KIND_LABELS[kind].label}
                    <Typography component="span" variant="body2" color="textSecondary" sx={{ display: "block" }}>
                      {KIND_LABELS[kind].hint}
                    </Typography>
                  </span>
                }
                sx={{ alignItems: "flex-start", mb: 0.5, "& .MuiRadio-root": { pt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </FormControl>

        {custom && (
          <Stack spacing={2}>
            <TextField
              label="Plan name (optional)"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              error={errors.name !== undefined}
              helperText={errors.name ?? "Leave empty to name it after its books."}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <BookPicker value={draft.books} onChange={(books) => change({ books })} error={errors.books} />
            <NumberField
              label="Number of days"
              value={draft.days}
              onChange={(days) => change({ days })}
              min={1}
              max={MAX_PLAN_DAYS}
              precision={0}
              error={errors.days !== undefined}
              helperText={errors.days ?? `Reading days to spread the chapters over (1 to ${MAX_PLAN_DAYS}).`}
              sx={{ maxWidth: 260 }}
            />
          </Stack>
        )}

        <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
          <FormLabel component="span">Start date</FormLabel>
          <Button
            variant="outlined"
            startIcon={<Icon path={mdiCalendar} />}
            onClick={() => setPicking(true)}
            aria-label={`Start date: ${formatIsoDay(start)} (${relativeDate(start, today)})`}
            sx={{ textTransform: "none" }}
          >
            {formatIsoDay(start)} ({relativeDate(start, today)})
          </Button>
          {errors.start_date && <FormHelperText error>{errors.start_date}</FormHelperText>}
        </Stack>

        <FormControl component="fieldset" sx={{ gap: 0.5 }}>
          <FormLabel component="legend" id={weekdaysLabelId}>
            Reading days
          </FormLabel>
          <ToggleButtonGroup
            size="small"
            color="primary"
            value={draft.weekdays}
            aria-labelledby={weekdaysLabelId}
            onChange={(_event, weekdays: number[]) => change({ weekdays: [...weekdays].sort((a, b) => a - b) })}
            fullWidth
            sx={{ maxWidth: 420 }}
          >
            {WEEKDAYS.map((day) => (
              // Named by its text: "Mon" on screen, "Monday" for screen readers (an aria-label
              // that does not contain the visible word fails WCAG 2.5.3, label in name).
              <ToggleButton key={day.value} value={day.value} sx={{ px: 0.5, minWidth: 0 }}>
                <span aria-hidden="true">{day.short}</span>
                <Box component="span" sx={visuallyHidden}>
                  {day.long}
                </Box>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormHelperText error={errors.weekdays !== undefined} sx={{ mx: 0 }}>
            {errors.weekdays ?? (draft.weekdays.length === 0 ? "None chosen: every day." : "Only on the chosen days.")}
          </FormHelperText>
        </FormControl>

        {server.other && <Alert severity="error">Could not start the plan: {server.other}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Start plan
          </Button>
        </Stack>
      </Stack>
      <DatePickerDialog
        open={picking}
        value={start}
        title="Start date"
        onCancel={() => setPicking(false)}
        onConfirm={(start_date) => {
          setPicking(false);
          change({ start_date });
        }}
      />
    </Paper>
  );
}
