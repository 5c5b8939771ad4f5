import { compareTasks, formatIsoDay, isDueToday, type Task, todayIn } from "@homebase/contracts";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { PageLoading } from "../../app/PageLoading";
import { useOwnerTimeZone } from "../../app/settings";
import { LoadError } from "../../components/LoadError";
import { useNotify } from "../../components/notifications";
import { useProgressiveList } from "../../components/useProgressiveList";
import { useOpenTasks, useToggleTask } from "./api";
import { TaskRow } from "./TaskRow";

/** Spec §9: today's tasks (due on or before today), later ones, and those with no date. */
export function splitTasks(tasks: readonly Task[], today: string) {
  const sorted = [...tasks].sort(compareTasks);
  const todays = sorted.filter((task) => isDueToday(task, today));
  return {
    todays,
    openToday: todays.filter((task) => !task.is_completed).length,
    later: sorted.filter((task) => task.due_date !== null && task.due_date > today),
    undated: sorted.filter((task) => task.due_date === null),
  };
}

interface SectionProps {
  title: string;
  tasks: Task[];
  empty: string;
  onToggle: (task: Task, done: boolean) => void;
}

function Section({ title, tasks, empty, onToggle }: SectionProps) {
  const titleId = useId();
  const shown = useProgressiveList(tasks);
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {tasks.length === 0 ? (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List aria-label={title} disablePadding>
          {shown.map((task) => (
            <TaskRow key={task.id} task={task} onToggle={onToggle} />
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The open tasks in three sections, each toggle applied at once (spec §4). */
export function TaskList() {
  const today = todayIn(useOwnerTimeZone());
  const tasks = useOpenTasks();
  const toggle = useToggleTask();
  const notify = useNotify();

  if (tasks.isError) return <LoadError what="your tasks" onRetry={() => void tasks.refetch()} />;
  if (!tasks.data) return <PageLoading />;

  const onToggle = (task: Task, done: boolean) =>
    toggle.mutate(
      { task, done },
      {
        onSuccess: (saved) => {
          // A repeating task comes back uncompleted on its next date: say where it went.
          if (done && task.repeat && !saved.is_completed && saved.due_date) {
            notify(`Done - next due ${formatIsoDay(saved.due_date)}`, "success");
          }
        },
      },
    );
  const { todays, openToday, later, undated } = splitTasks(tasks.data, today);
  return (
    <Stack spacing={2}>
      <Section
        title={`Today's Tasks (${openToday} Open)`}
        tasks={todays}
        empty="Nothing due today. Add a task above."
        onToggle={onToggle}
      />
      <Section title={`Later (${later.length})`} tasks={later} empty="No tasks due later." onToggle={onToggle} />
      <Section
        title={`No due date (${undated.length})`}
        tasks={undated}
        empty="No tasks without a due date."
        onToggle={onToggle}
      />
    </Stack>
  );
}
