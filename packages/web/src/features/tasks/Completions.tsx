import type { Task } from "@homebase/contracts";
import { formatIsoDay } from "@homebase/contracts";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { useCompletions } from "./api";

/** Issue 6: when the task was completed, newest first, in the owner's zone. */
export function Completions({ task }: { task: Task }) {
  const timeZone = useOwnerTimeZone();
  const completions = useCompletions(task);
  if (completions.isError) return <Typography color="error">Could not load the completions.</Typography>;
  if (!completions.data) return <Typography color="textSecondary">Loading completions…</Typography>;
  if (completions.data.length === 0) return <Typography color="textSecondary">Not completed yet.</Typography>;
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  return (
    <List dense aria-label="Past completions" disablePadding>
      {completions.data.map((completion) => (
        <ListItem key={completion.id} disableGutters>
          <ListItemText
            primary={`Completed ${format.format(new Date(completion.completed_at))}`}
            secondary={completion.due_date ? `Was due ${formatIsoDay(completion.due_date)}` : "Had no due date"}
          />
        </ListItem>
      ))}
    </List>
  );
}
