import type { MoneyCategory } from "@homebase/contracts";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError } from "../../api/client";
import { useCreateCategory } from "./api";
import { MENU_MAX_HEIGHT } from "./CategorySelect";
import { saveFailure } from "./SaveStatus";

function FormCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Paper component="form" aria-label={title} onSubmit={onSubmit} noValidate sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** The messages of a refused create: per field when the server named one, else in general. */
function useFailure() {
  const [failure, setFailure] = useState<unknown>(null);
  const field = (name: string) => (failure instanceof ApiError ? failure.fieldError(name) : undefined);
  const general = failure && !(failure instanceof ApiError && failure.fields) ? saveFailure(failure) : undefined;
  return { setFailure, field, general };
}

function AddChildForm({ parents }: { parents: readonly MoneyCategory[] }) {
  const create = useCreateCategory();
  const [parentId, setParentId] = useState("");
  const [name, setName] = useState("");
  const [included, setIncluded] = useState(true);
  const { setFailure, field, general } = useFailure();
  const ready = parentId !== "" && name.trim() !== "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setFailure(null);
    try {
      await create.mutateAsync({
        name: name.trim(),
        is_parent: false,
        is_included: included,
        parent_category_id: Number(parentId),
      });
      setName(""); // The parent stays chosen: several children are usually added in a row.
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <FormCard title="Add New Category" onSubmit={submit}>
      <TextField
        select
        label="Parent Category"
        value={parentId}
        onChange={(event) => setParentId(event.target.value)}
        disabled={parents.length === 0}
        error={Boolean(field("parent_category_id"))}
        helperText={field("parent_category_id") ?? (parents.length === 0 ? "Add a parent category first." : " ")}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } } } }}
      >
        {parents.map((parent) => (
          <MenuItem key={parent.id} value={String(parent.id)}>
            {parent.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Category Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(field("name") ?? general)}
        helperText={field("name") ?? general ?? " "}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControlLabel
        control={<Checkbox checked={included} onChange={(event) => setIncluded(event.target.checked)} />}
        label="Include in Summary"
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!ready}
        loading={create.isPending}
        sx={{ alignSelf: "flex-start" }}
      >
        Add Category
      </Button>
    </FormCard>
  );
}

function AddParentForm() {
  const create = useCreateCategory();
  const [name, setName] = useState("");
  const { setFailure, field, general } = useFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setFailure(null);
    try {
      await create.mutateAsync({ name: name.trim(), is_parent: true, is_included: true });
      setName("");
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <FormCard title="Add New Parent Category" onSubmit={submit}>
      <TextField
        label="Parent Category Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(field("name") ?? general)}
        helperText={field("name") ?? general ?? " "}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!name.trim()}
        loading={create.isPending}
        sx={{ alignSelf: "flex-start" }}
      >
        Add Parent Category
      </Button>
    </FormCard>
  );
}

/** Spec §2 Categories: 'Add New Category' (parent, name, include) and 'Add New Parent Category'. */
export function AddCategoryForms({ parents }: { parents: readonly MoneyCategory[] }) {
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "stretch" }}>
      <AddChildForm parents={parents} />
      <AddParentForm />
    </Stack>
  );
}
