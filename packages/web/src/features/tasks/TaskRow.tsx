import type { Task } from "@homebase/contracts";
import { mdiRepeat } from "@mdi/js";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { isQueuedUrl, WAITING_TO_SYNC } from "../../app/offline/useQueuedWrites";
import { Icon } from "../../components/Icon";
import { RelativeDateFrom } from "../../components/RelativeDate";
import { TOUCH_LINK } from "../../components/tapTarget";
import { taskPath } from "./paths";
import { describeRepeat } from "./repeat";
import type { OnToggle } from "./TaskList";

interface TaskRowProps {
  task: Task;
  onToggle: OnToggle;
  /** Past due: the date in the error colour. */
  overdue?: boolean;
  /** Shown under the name instead of the due date (e.g. when it was completed). */
  detail?: string;
  /** Today in the owner's time zone, and whether this task's tick waits to be sent: worked out
   * once by the list (TaskRows), not by a query subscription in each of 300 rows. */
  today: string;
  tickWaiting: boolean;
}

/**
 * One task (spec §2): completion toggle, name linking to TaskItem, due date, priority; a
 * repeat icon on repeating tasks. The row itself takes focus for the keyboard (issue 20):
 * arrows move between rows (TaskHome), Space completes, e opens.
 */
export function TaskRow({ task, onToggle, overdue, detail, today, tickWaiting }: TaskRowProps) {
  const navigate = useNavigate();
  // The tick shows in the click's own frame. The list's cache changes a few promises later (the
  // mutation's onMutate) and renders after the event; meanwhile a controlled checkbox snaps back
  // to its prop: a flicker, and a click that looks not taken (the offline e2e saw it unchecked).
  const [ticking, setTicking] = useState<boolean | null>(null);
  const done = ticking ?? task.is_completed;
  const toggle = (next: boolean) => {
    setTicking(next);
    void onToggle(task, next).finally(() => setTicking(null));
  };
  const priority = task.priority;
  const checked = task.checklist.filter((item) => item.is_done).length;
  // Made offline (issue 22): a new task has no page on the server yet; a tick is not sent yet.
  const unsent = isQueuedUrl(task.url);
  const nameStyle = {
    color: done ? "text.secondary" : "inherit",
    textDecoration: done ? "line-through" : undefined,
    overflowWrap: "anywhere",
  } as const;
  return (
    <ListItem
      divider
      disableGutters
      tabIndex={-1}
      data-task-row=""
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (unsent) return;
        if (event.key === " ") {
          event.preventDefault();
          toggle(!done);
        } else if (event.key === "e" || event.key === "Enter") {
          event.preventDefault();
          void navigate(taskPath(task.slug));
        }
      }}
      sx={{
        gap: 1,
        alignItems: "center",
        // A row off screen is neither styled, laid out nor painted until it nears the view: the
        // list of 300 grows in steps (useProgressiveList), and each step laid out every row.
        // Its last drawn height (a first guess until then) keeps the page's height and scroll.
        // It also contains the row's layout and paint even on screen: nothing fixed-position (a
        // snackbar) may live inside it. Bills' cards could not take it for that reason.
        contentVisibility: "auto",
        containIntrinsicSize: "auto 58px",
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 },
      }}
    >
      <Checkbox
        checked={done}
        disabled={unsent}
        onChange={(event) => toggle(event.target.checked)}
        slotProps={{ input: { "aria-label": `Complete ${task.name}` } }}
      />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        {unsent ? (
          <Typography sx={nameStyle}>{task.name}</Typography>
        ) : (
          <Link component={RouterLink} to={taskPath(task.slug)} underline="hover" sx={{ ...nameStyle, ...TOUCH_LINK }}>
            {task.name}
          </Link>
        )}
        <Typography
          variant="body2"
          sx={{ color: overdue ? "error.main" : "text.secondary", display: "flex", alignItems: "center", gap: 0.5 }}
        >
          {task.repeat && (
            <span title={describeRepeat(task.repeat)} style={{ display: "inline-flex" }}>
              <Icon path={mdiRepeat} fontSize="inherit" titleAccess={describeRepeat(task.repeat)} />
            </span>
          )}
          <span>
            {detail ?? (task.due_date ? <RelativeDateFrom date={task.due_date} today={today} /> : "No due date")}
            {task.project && ` · ${task.project.name}`}
            {task.checklist.length > 0 && ` · ${checked}/${task.checklist.length}`}
            {(unsent || tickWaiting) && ` · ${WAITING_TO_SYNC}`}
          </span>
        </Typography>
      </Stack>
      {priority && (
        <Chip
          size="small"
          label={priority.name}
          // The owner picks the colour: the label is black or white, whichever reads at 4.5:1.
          sx={(theme) => ({
            bgcolor: priority.color,
            color: theme.palette.getContrastText(priority.color),
            fontWeight: 500,
          })}
        />
      )}
    </ListItem>
  );
}
