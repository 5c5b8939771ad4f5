import { formatIsoDay, relativeDate, type Task, todayIn } from "@homebase/contracts";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useMemo } from "react";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { useQueuedWrites } from "../../app/offline/useQueuedWrites";
import { PageLoading } from "../../app/PageLoading";
import { LoadError } from "../../components/LoadError";
import { useDataInTransition } from "../../components/useDataInTransition";
import { useProgressiveList } from "../../components/useProgressiveList";
import { TASK_DONE_WRITE, useOpenTasks } from "./api";
import { splitSections } from "./sections";
import { TaskRow } from "./TaskRow";

/** Completes or reopens a task; settles once the change is sent, queued or refused. */
export type OnToggle = (task: Task, done: boolean) => Promise<void>;

interface SectionProps {
  title: string;
  tasks: Task[];
  empty?: string;
  onToggle: OnToggle;
  overdue?: boolean;
  children?: ReactNode;
}

/** A titled card of tasks; its list is named by the title, so tests and readers find it. */
export function Section({ title, tasks, empty, onToggle, overdue, children }: SectionProps) {
  const titleId = useId();
  const shown = useProgressiveList(tasks);
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ color: overdue ? "error.main" : undefined }}>
        {title}
      </Typography>
      {children ??
        (tasks.length === 0 ? (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <TaskRows label={title} tasks={shown} onToggle={onToggle} overdue={overdue} />
        ))}
    </Paper>
  );
}

export function TaskRows({
  label,
  tasks,
  onToggle,
  overdue,
  detail,
}: {
  label: string;
  tasks: readonly Task[];
  onToggle: OnToggle;
  overdue?: boolean;
  detail?: (task: Task) => string | undefined;
}) {
  const today = todayIn(useOwnerTimeZone());
  const queuedTicks = useQueuedWrites(TASK_DONE_WRITE);
  const tickWaiting = useMemo(
    () => new Set(queuedTicks.filter((write) => !write.refusal).map((write) => write.url)),
    [queuedTicks],
  );
  return (
    <List aria-label={label} disablePadding>
      {tasks.map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          onToggle={onToggle}
          overdue={overdue}
          detail={detail?.(task)}
          today={today}
          tickWaiting={tickWaiting.has(task.url)}
        />
      ))}
    </List>
  );
}

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;

/**
 * Issue 20's sections of the open tasks: Overdue (red, oldest first), Today (the spec's
 * heading and count), Upcoming by day for a week, Later, No date. From 1280 px wide they
 * sit in two columns: what is due now on the left, what comes later on the right.
 */
export function TaskList({
  onToggle,
  before,
  view,
}: {
  onToggle: OnToggle;
  /** Above the sections in the left column (the Add New Task form). */
  before?: ReactNode;
  /** Another view (search, by project…) shown instead of the sections, in the right column. */
  view?: ReactNode;
}) {
  const today = todayIn(useOwnerTimeZone());
  const tasks = useOpenTasks();
  const data = useDataInTransition(tasks.data);
  // One tree for every view, so the form keeps what is typed when the view changes.
  const columns = (left: ReactNode, right: ReactNode) => (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        alignItems: "start",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" },
      }}
    >
      <Stack spacing={2}>
        {before}
        {left}
      </Stack>
      <Stack spacing={2}>{right}</Stack>
    </Box>
  );
  if (view) return columns(null, view);
  if (tasks.isError) return columns(<LoadError what="your tasks" onRetry={() => void tasks.refetch()} />, null);
  if (!data) return columns(<PageLoading />, null);

  const { overdue, today: todays, openToday, upcoming, later, undated } = splitSections(data, today);
  const upcomingCount = upcoming.reduce((sum, group) => sum + group.tasks.length, 0);
  return columns(
    <>
      {overdue.length > 0 && (
        <Section title={`Overdue (${overdue.length})`} tasks={overdue} onToggle={onToggle} overdue />
      )}
      <Section
        title={`Today's Tasks (${openToday} Open)`}
        tasks={todays}
        empty={openToday > 0 ? "Nothing else due today." : "Nothing due today. Add a task above."}
        onToggle={onToggle}
      />
    </>,
    <>
      <Section title={`Upcoming (${upcomingCount})`} tasks={[]} onToggle={onToggle}>
        {upcoming.length === 0 ? (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            Nothing in the next 7 days.
          </Typography>
        ) : (
          upcoming.map(({ date, tasks: dayTasks }) => {
            const label = `${capitalised(relativeDate(date, today))} · ${formatIsoDay(date)}`;
            return (
              <Box key={date} sx={{ mt: 1.5 }}>
                <Typography variant="subtitle2" component="h3" color="textSecondary">
                  {label}
                </Typography>
                <TaskRows label={label} tasks={dayTasks} onToggle={onToggle} />
              </Box>
            );
          })
        )}
      </Section>
      <Section title={`Later (${later.length})`} tasks={later} empty="Nothing after next week." onToggle={onToggle} />
      <Section
        title={`No due date (${undated.length})`}
        tasks={undated}
        empty="No tasks without a due date."
        onToggle={onToggle}
      />
    </>,
  );
}
