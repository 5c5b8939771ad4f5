import { type Task, todayIn } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate, useParams } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { PageLoading } from "../../app/PageLoading";
import { LoadError } from "../../components/LoadError";
import { NamedSelectField } from "../../components/NamedSelectField";
import { type TaskWrite, usePriorities, useProjects, useTask, useUpdateTask } from "./api";
import { Checklist } from "./Checklist";
import { Completions } from "./Completions";
import { RepeatFields } from "./fields";
import { TASKS_HOME_PATH } from "./paths";
import { describeRepeat } from "./repeat";
import { TypedDateField } from "./TypedDateField";

type Status =
  | { kind: "saving" }
  | { kind: "saved"; message: string; undo?: TaskWrite }
  | { kind: "error"; message: string }
  | null;

/** The first field message the server gave, else its detail. */
function reason(error: unknown): string {
  if (error instanceof ApiError && error.fields) {
    const first = Object.values(error.fields)[0]?.[0];
    if (first) return first;
  }
  return errorDetail(error);
}

/** Each field saved on change, text fields when left (spec §2 TaskItem). */
function TaskEditor({ task }: { task: Task }) {
  const today = todayIn(useOwnerTimeZone());
  const priorities = usePriorities();
  const projects = useProjects();
  const update = useUpdateTask();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState(task.name);
  const [notes, setNotes] = useState(task.notes);
  const [status, setStatus] = useState<Status>(null);

  const [nameError, setNameError] = useState<string | undefined>(undefined);

  /** Saves; `done` is what the status line then says, `undo` what its Undo button sends. */
  const save = (body: TaskWrite, done = "Saved", undo?: TaskWrite) => {
    setStatus({ kind: "saving" });
    update.mutate(
      { task, body },
      {
        onSuccess: () => {
          setStatus({ kind: "saved", message: done, undo });
          if (body.name !== undefined) setNameError(undefined);
        },
        onError: (error) => {
          setStatus({ kind: "error", message: `Could not save the task: ${reason(error)}` });
          // An over-long name is said under the field, and what was typed stays (issue 20).
          if (body.name !== undefined && error instanceof ApiError) setNameError(error.fieldError("name"));
        },
      },
    );
  };

  // "default" is the first entry of this session: with nothing to go back to, go home.
  const leave = () => (location.key !== "default" ? navigate(-1) : navigate("/"));

  return (
    <Stack spacing={2}>
      {!task.is_active && <Alert severity="warning">This task is deleted. Restore it to see it in your list.</Alert>}
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => {
          const trimmed = name.trim();
          if (!trimmed) setName(task.name);
          else if (trimmed !== task.name) save({ name: trimmed });
        }}
        error={nameError !== undefined}
        helperText={nameError}
        fullWidth
      />
      <TypedDateField
        label="Due date"
        value={task.due_date}
        today={today}
        onChange={(due_date) => save({ due_date })}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <NamedSelectField
          label="Priority"
          value={task.priority?.id ?? null}
          options={priorities.data ?? []}
          onChange={(priority_id) => save({ priority_id })}
        />
        <NamedSelectField
          label="Project"
          value={task.project?.id ?? null}
          options={projects.data ?? []}
          onChange={(project_id) => save({ project_id })}
        />
      </Stack>
      <RepeatFields value={task.repeat} onChange={(repeat) => save({ repeat })} />
      {task.repeat && (
        <Typography variant="body2" color="textSecondary">
          {describeRepeat(task.repeat)}; completing it moves it to its next due date.
        </Typography>
      )}
      <TextField
        label="Notes"
        multiline
        minRows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        onBlur={() => notes !== task.notes && save({ notes })}
        fullWidth
      />
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, minHeight: 30 }}>
        <Typography
          role="status"
          variant="body2"
          sx={{
            color:
              status?.kind === "error" ? "error.main" : status?.kind === "saved" ? "success.main" : "text.secondary",
          }}
        >
          {status?.kind === "saving" ? "Saving…" : (status?.message ?? "")}
        </Typography>
        {status?.kind === "saved" && status.undo && (
          <Button size="small" onClick={() => status.undo && save(status.undo, "Restored")}>
            Undo
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={leave}>
          Save
        </Button>
        {task.is_active ? (
          <Button
            color="error"
            onClick={() => save({ is_active: false }, "Moved to trash", { is_active: true })}
            loading={update.isPending}
          >
            Delete
          </Button>
        ) : (
          <Button onClick={() => save({ is_active: true }, "Restored")} loading={update.isPending}>
            Restore
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** TaskItem (/tasks/task/{task_slug}/): one task, deleted ones included so they can be restored. */
export function TaskItem() {
  const { taskSlug = "" } = useParams();
  const task = useTask(taskSlug);
  // Opened from a long, scrolled list, a task starts at its top (the router keeps the scroll).
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each task the page shows
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [taskSlug]);
  const notFound = task.error instanceof ApiError && task.error.status === 404;
  return (
    <Stack spacing={2} sx={{ maxWidth: { xs: 720, lg: 1400 } }}>
      <Typography variant="h4" component="h1">
        {task.data?.name ?? "Task"}
      </Typography>
      {notFound ? (
        <Alert severity="info">
          Task not found.{" "}
          <Link component={RouterLink} to={TASKS_HOME_PATH}>
            Back to Tasks
          </Link>
        </Alert>
      ) : task.isError ? (
        <LoadError what="the task" onRetry={() => void task.refetch()} />
      ) : !task.data ? (
        <PageLoading />
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            alignItems: "start",
            // From 1280 px the checklist and history sit beside the fields (issue 20).
            gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" },
          }}
        >
          <Paper sx={{ p: 2 }}>
            <TaskEditor key={task.data.id} task={task.data} />
          </Paper>
          <Stack spacing={2}>
            <Paper component="section" aria-label="Checklist" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Checklist
              </Typography>
              <Checklist task={task.data} />
            </Paper>
            <Paper component="section" aria-label="Completions" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                Completions
              </Typography>
              <Completions task={task.data} />
            </Paper>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
