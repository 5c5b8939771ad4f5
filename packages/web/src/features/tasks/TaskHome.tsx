import { mdiTagMultiple } from "@mdi/js";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Icon } from "../../components/Icon";
import { ManageDialog } from "./ManageDialog";
import { NewTaskForm } from "./NewTaskForm";
import { TaskList } from "./TaskList";

/** TaskHome (/tasks/): the Add New Task form above the open tasks (spec §2). */
export function TaskHome() {
  const [managing, setManaging] = useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h4" component="h1">
          Tasks
        </Typography>
        <Button startIcon={<Icon path={mdiTagMultiple} />} onClick={() => setManaging(true)}>
          Manage priorities and projects
        </Button>
      </Stack>
      <NewTaskForm />
      <TaskList />
      <ManageDialog open={managing} onClose={() => setManaging(false)} />
    </Stack>
  );
}
