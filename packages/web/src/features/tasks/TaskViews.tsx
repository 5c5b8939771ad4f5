import { COMPLETED_VIEW_DAYS, compareNames, type Task } from "@homebase/contracts";
import { mdiDeleteEmpty, mdiRestore } from "@mdi/js";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { PageLoading } from "../../app/PageLoading";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useUndoSnackbar } from "../../components/UndoSnackbar";
import { useEmptyTrash, useOpenTasks, usePriorities, useSetActive, useTaskList } from "./api";
import { taskPath } from "./paths";
import { type OnToggle, Section, TaskRows } from "./TaskList";

function Loading({ query, what }: { query: { isError: boolean; refetch: () => unknown }; what: string }) {
  return query.isError ? <LoadError what={what} onRetry={() => void query.refetch()} /> : <PageLoading />;
}

/** Issue 20: the open tasks by project or by priority, one card per group. */
export function GroupedView({ by, onToggle }: { by: "project" | "priority"; onToggle: OnToggle }) {
  const tasks = useOpenTasks();
  const priorities = usePriorities();
  if (!tasks.data) return <Loading query={tasks} what="your tasks" />;
  const groups = new Map<string, Task[]>();
  const order =
    by === "priority"
      ? [...(priorities.data ?? [])].sort((a, b) => a.ordering - b.ordering).map((p) => p.name)
      : [...new Set(tasks.data.flatMap((t) => (t.project ? [t.project.name] : [])))].sort(compareNames);
  const none = by === "priority" ? "No priority" : "No project";
  for (const name of [...order, none]) groups.set(name, []);
  for (const task of tasks.data) {
    if (task.is_completed) continue;
    const key = (by === "priority" ? task.priority?.name : task.project?.name) ?? none;
    groups.get(key)?.push(task) ?? groups.set(key, [task]);
  }
  const shown = [...groups].filter(([, list]) => list.length > 0);
  if (shown.length === 0) return <Typography color="textSecondary">No open tasks.</Typography>;
  return (
    <Stack spacing={2}>
      {shown.map(([name, list]) => (
        <Section key={name} title={`${name} (${list.length})`} tasks={list} onToggle={onToggle} />
      ))}
    </Stack>
  );
}

/** Issue 20: what was done in the last 30 days, latest first, with the day it was done. */
export function CompletedView({ onToggle }: { onToggle: OnToggle }) {
  const timeZone = useOwnerTimeZone();
  const tasks = useTaskList({ status: "completed" });
  if (!tasks.data) return <Loading query={tasks} what="the completed tasks" />;
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone });
  const title = `Completed in the last ${COMPLETED_VIEW_DAYS} days (${tasks.data.length})`;
  return (
    <Section title={title} tasks={tasks.data} onToggle={onToggle}>
      {tasks.data.length === 0 ? (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          Nothing completed in the last {COMPLETED_VIEW_DAYS} days.
        </Typography>
      ) : (
        <TaskRows
          label={title}
          tasks={tasks.data}
          onToggle={onToggle}
          detail={(task) => (task.time_completed ? `Done ${format.format(new Date(task.time_completed))}` : undefined)}
        />
      )}
    </Section>
  );
}

/** Issue 20: deleted tasks, each restorable, and Empty trash after a confirmation. */
export function TrashView() {
  const tasks = useTaskList({ status: "deleted" });
  const setActive = useSetActive();
  const empty = useEmptyTrash();
  const [asking, setAsking] = useState(false);
  const { element: snackbar, offer } = useUndoSnackbar();
  if (!tasks.data) return <Loading query={tasks} what="the trash" />;
  const title = `Trash (${tasks.data.length})`;
  return (
    <Section title={title} tasks={[]} onToggle={async () => {}}>
      {tasks.data.length === 0 ? (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          The trash is empty.
        </Typography>
      ) : (
        <>
          <List aria-label={title} disablePadding>
            {tasks.data.map((task) => (
              <ListItem key={task.id} divider disableGutters sx={{ gap: 1 }}>
                <Link
                  component={RouterLink}
                  to={taskPath(task.slug)}
                  underline="hover"
                  sx={{ flex: 1, color: "inherit", overflowWrap: "anywhere" }}
                >
                  {task.name}
                </Link>
                <Button
                  startIcon={<Icon path={mdiRestore} />}
                  aria-label={`Restore ${task.name}`}
                  onClick={() =>
                    setActive.mutate(
                      { task, active: true },
                      {
                        onSuccess: () =>
                          offer(`Restored ${task.name}`, () => setActive.mutate({ task, active: false })),
                      },
                    )
                  }
                >
                  Restore
                </Button>
              </ListItem>
            ))}
          </List>
          <Button
            color="error"
            startIcon={<Icon path={mdiDeleteEmpty} />}
            onClick={() => setAsking(true)}
            sx={{ mt: 2 }}
          >
            Empty trash
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title="Empty the trash?"
        message={`${tasks.data.length} deleted ${tasks.data.length === 1 ? "task goes" : "tasks go"} for good, with their history. This cannot be undone.`}
        confirmLabel="Empty trash"
        pending={empty.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => empty.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
      {snackbar}
    </Section>
  );
}

/** Issue 20: open tasks whose name or notes hold the words. */
export function SearchResults({ search, onToggle }: { search: string; onToggle: OnToggle }) {
  const tasks = useTaskList({ search });
  if (!tasks.data) return <Loading query={tasks} what="the search" />;
  const title = `Found ${tasks.data.length} ${tasks.data.length === 1 ? "task" : "tasks"}`;
  return <Section title={title} tasks={tasks.data} onToggle={onToggle} empty={`No open task mentions “${search}”.`} />;
}
