import type { Priority, Project } from "@homebase/contracts";
import { mdiDelete } from "@mdi/js";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { NumberField } from "../../components/NumberField";
import { useLookupMutations, usePriorities, useProjects } from "./api";

type Kind = "priority" | "project";
type Lookup = (Priority | Project) & { color?: string; ordering?: number };

/** A name saved when the field is left; an emptied name goes back to the saved one. */
function NameField({ label, saved, onSave }: { label: string; saved: string; onSave: (name: string) => void }) {
  const [name, setName] = useState(saved);
  return (
    <TextField
      size="small"
      label={label}
      value={name}
      onChange={(event) => setName(event.target.value)}
      onBlur={() => {
        const trimmed = name.trim();
        if (!trimmed) setName(saved);
        else if (trimmed !== saved) onSave(trimmed);
      }}
      sx={{ flex: 1, minWidth: 120 }}
    />
  );
}

function Row({ kind, item, onDelete }: { kind: Kind; item: Lookup; onDelete: (item: Lookup) => void }) {
  const { update } = useLookupMutations(kind);
  const save = (body: Record<string, unknown>) => update.mutate({ url: item.url, body });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
      <NameField label={`Name of ${item.name}`} saved={item.name} onSave={(name) => save({ name })} />
      {kind === "priority" && (
        <>
          <TextField
            size="small"
            type="color"
            label="Colour"
            defaultValue={item.color}
            onBlur={(event) => event.target.value !== item.color && save({ color: event.target.value.toUpperCase() })}
            sx={{ width: 72 }}
          />
          <NumberField
            size="small"
            label="Order"
            value={item.ordering ?? 0}
            min={0}
            max={1000}
            precision={0}
            onChange={(ordering) => ordering !== null && ordering !== item.ordering && save({ ordering })}
            sx={{ width: 72 }}
          />
        </>
      )}
      <IconButton aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)}>
        <Icon path={mdiDelete} />
      </IconButton>
    </Stack>
  );
}

function LookupSection({ kind, title, items }: { kind: Kind; title: string; items: Lookup[] }) {
  const { create, remove } = useLookupMutations(kind);
  const [name, setName] = useState("");
  const [deleting, setDeleting] = useState<Lookup | null>(null);
  const titleId = useId();
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    // A new priority goes last; the owner can move it with its order.
    const ordering = Math.max(0, ...items.map((item) => item.ordering ?? 0)) + 1;
    const body = kind === "priority" ? { name: trimmed, color: "#757575", ordering } : { name: trimmed };
    create.mutate(body, { onSuccess: () => setName("") });
  };
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {items.length === 0 && <Typography color="textSecondary">None yet.</Typography>}
      {items.map((item) => (
        <Row key={item.id} kind={kind} item={item} onDelete={setDeleting} />
      ))}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextField
          size="small"
          label={`New ${kind}`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" disabled={!name.trim()} loading={create.isPending}>
          Add {kind}
        </Button>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ""}?`}
        message="Tasks using it will lose it."
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.url, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}

/** Issue 6: the owner's priorities and projects, created, renamed, reordered and deleted. */
export function ManageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const priorities = usePriorities();
  const projects = useProjects();
  const titleId = useId();
  const byOrder = [...(priorities.data ?? [])].sort((a, b) => a.ordering - b.ordering);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Priorities and projects</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <LookupSection kind="priority" title="Priorities" items={byOrder} />
          <LookupSection kind="project" title="Projects" items={projects.data ?? []} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
