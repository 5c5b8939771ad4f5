import { type RepeatRule, todayIn } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/settings";
import { DateField } from "../../components/DateField";
import { useCreateTask, usePriorities, useProjects } from "./api";
import { LookupSelect, RepeatFields } from "./fields";

// Spec §3 "New task draft". A null due date means "today", resolved when shown and sent, so
// the default follows the owner's zone once settings load and across midnight.
interface Draft {
  name: string;
  notes: string;
  due_date: string | null;
  priority_id: number | null;
  project_id: number | null;
  repeat: RepeatRule | null;
}
const EMPTY: Draft = { name: "", notes: "", due_date: null, priority_id: null, project_id: null, repeat: null };

/** Spec §5: a new task is ready when its name is non-empty. */
export const isReady = (draft: { name: string }) => draft.name.trim() !== "";

/** TaskHome's "Add New Task" form (spec §2, §5). */
export function NewTaskForm() {
  const today = todayIn(useOwnerTimeZone());
  const priorities = usePriorities();
  const projects = useProjects();
  const create = useCreateTask();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const nameInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const ready = isReady(draft);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const reset = () => {
    setDraft(EMPTY);
    create.reset();
    nameInput.current?.focus();
  };

  const submit = () => {
    if (!ready || create.isPending) return;
    const { due_date, ...rest } = draft;
    create.mutate({ ...rest, name: draft.name.trim(), due_date: due_date ?? today }, { onSuccess: reset });
  };

  const error = create.error;
  const nameError = error instanceof ApiError ? error.fieldError("name") : undefined;

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Add New Task
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Name"
          value={draft.name}
          inputRef={nameInput}
          onChange={(event) => change({ name: event.target.value })}
          error={nameError !== undefined}
          helperText={nameError}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          fullWidth
        />
        <DateField
          label="Due date"
          value={draft.due_date ?? today}
          today={today}
          onChange={(due_date) => change({ due_date })}
        />
        {ready && (
          <>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <LookupSelect
                label="Priority"
                value={draft.priority_id}
                options={priorities.data ?? []}
                onChange={(priority_id) => change({ priority_id })}
              />
              <LookupSelect
                label="Project"
                value={draft.project_id}
                options={projects.data ?? []}
                onChange={(project_id) => change({ project_id })}
              />
            </Stack>
            <RepeatFields value={draft.repeat} onChange={(repeat) => change({ repeat })} />
            <TextField
              label="Notes"
              multiline
              minRows={2}
              value={draft.notes}
              onChange={(event) => change({ notes: event.target.value })}
              fullWidth
            />
            {error && nameError === undefined && (
              <Alert severity="error">Could not add the task: {errorDetail(error)}</Alert>
            )}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={!ready} loading={create.isPending}>
                Add Task
              </Button>
              <Button onClick={reset} disabled={create.isPending}>
                Reset
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
