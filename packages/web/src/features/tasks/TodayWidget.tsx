import { isDueToday, todayIn } from "@homebase/contracts";
import { mdiCheckboxMarkedOutline } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link } from "react-router";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { Icon } from "../../components/Icon";
import { TOUCH_LINK } from "../../components/tapTarget";
import { useDataInTransition } from "../../components/useDataInTransition";
import { useOpenTasks } from "./api";
import { TASKS_HOME_PATH } from "./paths";
import { splitSections } from "./sections";
import { TaskRows } from "./TaskList";
import { useCompleteTask } from "./useCompleteTask";

/** At most this many rows on Home; the rest are a link away. */
export const TODAY_WIDGET_ROWS = 5;

function TodayTasks() {
  const today = todayIn(useOwnerTimeZone());
  const tasks = useOpenTasks();
  // Home's widgets get their answers together: each renders its first in a slice of its own.
  const data = useDataInTransition(tasks.data);
  const { onToggle, snackbar } = useCompleteTask();
  if (tasks.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load today's tasks.
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading today's tasks">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }
  const { overdue, today: todays } = splitSections(data, today);
  const list = [...overdue, ...todays];
  const open = list.filter((task) => !task.is_completed && isDueToday(task, today)).length;
  const shownOverdue = overdue.slice(0, TODAY_WIDGET_ROWS);
  const shownToday = todays.slice(0, TODAY_WIDGET_ROWS - shownOverdue.length);
  const shown = shownOverdue.length + shownToday.length;
  return (
    <Stack spacing={1}>
      {list.length === 0 ? (
        <Typography color="textSecondary">Nothing due today.</Typography>
      ) : open === 0 ? (
        <Typography sx={{ color: "success.main", fontWeight: 500 }}>All done for today.</Typography>
      ) : (
        <Typography color="textSecondary">
          {open} open{overdue.length > 0 ? `, ${overdue.length} overdue` : ""}
        </Typography>
      )}
      {/* Full width on Home: from 960 px the rows flow into two columns. */}
      <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 4, "& li": { breakInside: "avoid" } }}>
        {shownOverdue.length > 0 && <TaskRows label="Overdue" tasks={shownOverdue} onToggle={onToggle} overdue />}
        {shownToday.length > 0 && <TaskRows label="Due today" tasks={shownToday} onToggle={onToggle} />}
      </Box>
      {list.length > shown && (
        <MuiLink component={Link} to={TASKS_HOME_PATH} sx={TOUCH_LINK}>
          {list.length - shown} more in Tasks
        </MuiLink>
      )}
      {snackbar}
    </Stack>
  );
}

/** Issue 20: Home's "Today" card: overdue and today's tasks, each with its completion toggle. */
export default function TodayWidget() {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: "100%" }}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Icon path={mdiCheckboxMarkedOutline} color="primary" />
            <Typography id={headingId} variant="h6" component="h2">
              <MuiLink component={Link} to={TASKS_HOME_PATH} underline="hover" color="inherit">
                Today
              </MuiLink>
            </Typography>
          </Stack>
          <TodayTasks />
        </Stack>
      </CardContent>
    </Card>
  );
}
