import type { Task } from "@homebase/contracts";
import { mdiDelete } from "@mdi/js";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { Icon } from "../../components/Icon";
import { useChecklist } from "./api";

/** Issue 20: the steps inside a task; a repeating task starts each round with none ticked. */
export function Checklist({ task }: { task: Task }) {
  const { add, update, remove } = useChecklist(task);
  const [name, setName] = useState("");
  const error = add.error instanceof ApiError ? (add.error.fieldError("name") ?? errorDetail(add.error)) : undefined;
  const done = task.checklist.filter((item) => item.is_done).length;
  return (
    <Stack spacing={1}>
      {task.checklist.length === 0 ? (
        <Typography color="textSecondary">No steps yet.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary">
            {done} of {task.checklist.length} done
            {task.repeat ? "; they are unticked each time the task repeats." : "."}
          </Typography>
          <List aria-label="Checklist" disablePadding>
            {task.checklist.map((item) => (
              <ListItem key={item.id} disableGutters divider sx={{ gap: 1 }}>
                <Checkbox
                  checked={item.is_done}
                  onChange={(event) => update.mutate({ id: item.id, body: { is_done: event.target.checked } })}
                  slotProps={{ input: { "aria-label": `Done: ${item.name}` } }}
                />
                <Typography
                  sx={{
                    flex: 1,
                    overflowWrap: "anywhere",
                    textDecoration: item.is_done ? "line-through" : undefined,
                    color: item.is_done ? "text.secondary" : undefined,
                  }}
                >
                  {item.name}
                </Typography>
                <IconButton aria-label={`Delete step ${item.name}`} onClick={() => remove.mutate(item.id)}>
                  <Icon path={mdiDelete} />
                </IconButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: "flex-start" }}
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (trimmed) add.mutate(trimmed, { onSuccess: () => setName("") });
        }}
      >
        <TextField
          size="small"
          label="New step"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (add.error) add.reset();
          }}
          error={error !== undefined}
          helperText={error}
          sx={{ flex: 1 }}
        />
        <Button type="submit" disabled={!name.trim()} loading={add.isPending}>
          Add step
        </Button>
      </Stack>
    </Stack>
  );
}
