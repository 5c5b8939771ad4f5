import type { Project } from "@homebase/contracts";
import {
  formatIsoDay,
  parseQuickAdd,
  type QuickPart,
  quickPartKey,
  type RepeatRule,
  todayIn,
} from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { type Ref, useId, useImperativeHandle, useRef, useState } from "react";
import { ApiError, api, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { NamedSelectField } from "../../components/NamedSelectField";
import { OutlinedField } from "../../components/OutlinedField";
import { PROJECTS_PATH, useCreateTask, usePriorities, useProjects } from "./api";
import { RepeatFields } from "./fields";
import { QuickAddField } from "./QuickAddField";
import { describeRepeat } from "./repeat";
import { TypedDateField } from "./TypedDateField";

// Spec §3 "New task draft". `due_date` undefined means "today" (spec default), resolved when
// shown and sent, so the default follows the owner's zone and midnight; null is "no date".
interface Draft {
  name: string;
  notes: string;
  due_date: string | null | undefined;
  priority_id: number | null;
  project_id: number | null;
  repeat: RepeatRule | null;
  /** Quick-add parts the owner undid (quickPartKey), kept in the name. */
  ignore: string[];
}
const EMPTY: Draft = {
  name: "",
  notes: "",
  due_date: undefined,
  priority_id: null,
  project_id: null,
  repeat: null,
  ignore: [],
};

/** Spec §5: a new task is ready when its name is non-empty. */
export const isReady = (draft: { name: string }) => draft.name.trim() !== "";

export interface NewTaskFormHandle {
  focus: () => void;
}

/** TaskHome's "Add New Task" form (spec §2, §5), whose name field reads one line (issue 20). */
export function NewTaskForm({ handle }: { handle?: Ref<NewTaskFormHandle> }) {
  const today = todayIn(useOwnerTimeZone());
  const priorities = usePriorities();
  const projects = useProjects();
  const create = useCreateTask();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [askProject, setAskProject] = useState<string | null>(null);
  const [creatingProject, setCreatingProject] = useState(false);
  const [projectError, setProjectError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  useImperativeHandle(handle, () => ({ focus: () => nameInput.current?.focus() }), []);
  const titleId = useId();
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const byOrder = [...(priorities.data ?? [])].sort((a, b) => a.ordering - b.ordering);
  const parsed = parseQuickAdd(draft.name, today, {
    projects: (projects.data ?? []).map((p) => p.name),
    ignore: draft.ignore,
  });
  const partOf = (kind: QuickPart["kind"]) => parsed.parts.find((part) => part.kind === kind);
  const parsedPriority = parsed.priority === null ? undefined : byOrder[parsed.priority - 1];
  const knownProject = (projects.data ?? []).find((p) => p.name.toLowerCase() === parsed.project?.toLowerCase());
  const ready = isReady(parsed);
  // What will be sent: a recognised part wins over the field below it until it is undone.
  // A repeat's first day counts only while the date field is untouched.
  const due = partOf("date")
    ? parsed.due_date
    : draft.due_date !== undefined
      ? draft.due_date
      : (parsed.due_date ?? today);
  const priorityId = parsedPriority?.id ?? draft.priority_id;
  const repeat = parsed.repeat ?? draft.repeat;

  const describe = (part: QuickPart) => {
    switch (part.kind) {
      case "date":
        return `Due ${parsed.due_date ? formatIsoDay(parsed.due_date) : ""}`;
      case "repeat":
        return parsed.repeat ? describeRepeat(parsed.repeat) : part.text;
      case "priority":
        return parsedPriority ? `Priority ${parsedPriority.name}` : `No priority ${part.text}`;
      case "project":
        return knownProject ? `Project ${knownProject.name}` : `New project ${parsed.project}`;
    }
  };
  const undo = (part: QuickPart) => {
    change({ ignore: [...draft.ignore, quickPartKey(part)] });
    nameInput.current?.focus();
  };
  /** A field changed by hand wins over the part typed for it. */
  const overrule = (kind: QuickPart["kind"], patch: Partial<Draft>) => {
    const part = partOf(kind);
    setDraft((current) => ({
      ...current,
      ...patch,
      ignore: part ? [...current.ignore, quickPartKey(part)] : current.ignore,
    }));
  };

  const reset = () => {
    setDraft(EMPTY);
    create.reset();
    nameInput.current?.focus();
  };

  const send = (project: Project | null) => {
    create.mutate(
      {
        name: parsed.name,
        notes: draft.notes,
        due_date: due,
        priority_id: priorityId,
        project_id: project?.id ?? (parsed.project === null ? draft.project_id : null),
        repeat,
      },
      { onSuccess: reset },
    );
  };

  const submit = () => {
    if (!ready || create.isPending || creatingProject) return;
    if (parsed.project !== null && !knownProject) setAskProject(parsed.project);
    else send(knownProject ?? null);
  };

  const createProjectAndSend = async (name: string) => {
    setCreatingProject(true);
    try {
      const project = await api.post<Project>(PROJECTS_PATH, { name });
      await queryClient.invalidateQueries({ queryKey: ["tasks", "projects"] });
      setAskProject(null);
      send(project);
    } catch (error) {
      setAskProject(null);
      create.reset();
      setProjectError(`Could not create the project: ${errorDetail(error)}`);
    } finally {
      setCreatingProject(false);
    }
  };
  const error = create.error;
  const nameError = error instanceof ApiError ? error.fieldError("name") : undefined;
  const tooLong =
    parsed.name.length > 200 ? `The name is ${parsed.name.length} characters; use at most 200.` : undefined;

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
        <QuickAddField
          value={draft.name}
          onChange={(name) => {
            setProjectError(null);
            change({ name, ignore: name.trim() === "" ? [] : draft.ignore });
          }}
          parts={parsed.parts}
          describe={describe}
          onUndo={undo}
          inputRef={nameInput}
          error={nameError ?? tooLong ?? (draft.name.trim() !== "" && !ready ? "Add a name as well." : undefined)}
        />
        <TypedDateField
          label="Due date"
          value={due}
          today={today}
          onChange={(due_date) => overrule("date", { due_date })}
        />
        {ready && (
          <>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <NamedSelectField
                label="Priority"
                value={priorityId}
                options={byOrder}
                onChange={(priority_id) => overrule("priority", { priority_id })}
              />
              <NamedSelectField
                label="Project"
                value={knownProject?.id ?? (parsed.project === null ? draft.project_id : null)}
                options={projects.data ?? []}
                onChange={(project_id) => overrule("project", { project_id })}
              />
            </Stack>
            <RepeatFields value={repeat} onChange={(rule) => overrule("repeat", { repeat: rule })} />
            <OutlinedField
              label="Notes"
              multiline
              minRows={2}
              value={draft.notes}
              onChange={(event) => change({ notes: event.target.value })}
              fullWidth
            />
            {((error && nameError === undefined) || projectError) && (
              <Alert severity="error">{projectError ?? `Could not add the task: ${errorDetail(error)}`}</Alert>
            )}
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={!ready} loading={create.isPending || creatingProject}>
                Add Task
              </Button>
              <Button onClick={reset} disabled={create.isPending}>
                Reset
              </Button>
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={askProject !== null}
        title={`Create the project ${askProject ?? ""}?`}
        message="It is new: the task goes into it once it is created."
        confirmLabel="Create project"
        pending={creatingProject}
        onCancel={() => setAskProject(null)}
        onConfirm={() => askProject && void createProjectAndSend(askProject)}
      />
    </Paper>
  );
}
