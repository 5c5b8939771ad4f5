import type { Task } from "@homebase/contracts";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { RelativeDate } from "../../components/RelativeDate";
import { taskPath } from "./paths";

interface TaskRowProps {
  task: Task;
  onToggle: (task: Task, done: boolean) => void;
}

/** One open task (spec §2): completion toggle, name linking to TaskItem, due date, priority. */
export function TaskRow({ task, onToggle }: TaskRowProps) {
  const done = task.is_completed;
  const priority = task.priority;
  return (
    <ListItem divider disableGutters sx={{ gap: 1, alignItems: "center" }}>
      <Checkbox
        checked={done}
        onChange={(event) => onToggle(task, event.target.checked)}
        slotProps={{ input: { "aria-label": `Complete ${task.name}` } }}
      />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={taskPath(task.slug)}
          underline="hover"
          sx={{
            color: done ? "text.secondary" : "inherit",
            textDecoration: done ? "line-through" : undefined,
            overflowWrap: "anywhere",
          }}
        >
          {task.name}
        </Link>
        <Typography variant="body2" color="textSecondary">
          {task.due_date ? <RelativeDate date={task.due_date} /> : "No due date"}
          {task.project && ` · ${task.project.name}`}
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
