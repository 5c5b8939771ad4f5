import { type MemoryItem, todayIn } from "@homebase/contracts";
import { mdiPlus } from "@mdi/js";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { lazyDialog } from "../../components/lazyDialog";
import { useDeleteMemoryItem, useMemoryItems, useToggleMemorized } from "./api";
import { MemoryRow } from "./MemoryRow";
import { ReviewSection } from "./ReviewSection";

// Opened by a click, so their code (and MUI's Dialog) loads then, not with the reading plan (issue 28).
const MemoryDialog = lazyDialog(async () => (await import("./MemoryDialog")).MemoryDialog);
const MemoryFormDialog = lazyDialog(async () => (await import("./MemoryFormDialog")).MemoryFormDialog);

/** Which dialog is open; ids rather than objects, so each shows the item's latest state. */
type Open =
  | { dialog: "none" }
  | { dialog: "view"; id: number }
  | { dialog: "form"; id: number | null }
  | { dialog: "delete"; id: number };

/** Spec §2 "Memorization", with issue 8's add, edit, delete and review. */
export function Memorization() {
  const today = todayIn(useOwnerTimeZone());
  const items = useMemoryItems();
  const toggle = useToggleMemorized();
  const remove = useDeleteMemoryItem();
  const [open, setOpen] = useState<Open>({ dialog: "none" });
  const headingId = useId();

  const list = items.data ?? [];
  const find = (id: number | null) => list.find((item) => item.id === id) ?? null;
  const close = () => setOpen({ dialog: "none" });
  const onToggle = (item: MemoryItem, done: boolean) => toggle.mutate({ item, done });
  const viewing = open.dialog === "view" ? find(open.id) : null;
  const deleting = open.dialog === "delete" ? find(open.id) : null;

  let body: ReactNode;
  if (items.isError) body = <LoadError what="your memory verses" onRetry={() => void items.refetch()} />;
  else if (!items.data) body = <Skeleton variant="rounded" height={120} aria-label="Loading memory verses" />;
  else if (list.length === 0) {
    body = (
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        No verses yet. Add one you want to learn by heart, with its text and a date to know it by.
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ mt: 1 }}>
        <ReviewSection items={list} onOpen={(item) => setOpen({ dialog: "view", id: item.id })} />
        <List aria-label="Memory verses" disablePadding sx={{ borderRadius: 1, overflow: "hidden" }}>
          {list.map((item) => (
            <MemoryRow
              key={item.id}
              item={item}
              onToggle={onToggle}
              onOpen={(clicked) => setOpen({ dialog: "view", id: clicked.id })}
            />
          ))}
        </List>
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
        <Typography id={headingId} variant="h5" component="h2">
          Memorization
        </Typography>
        <Button startIcon={<Icon path={mdiPlus} />} onClick={() => setOpen({ dialog: "form", id: null })}>
          Add verse
        </Button>
      </Stack>
      {body}
      <MemoryDialog
        open={viewing !== null}
        item={viewing}
        toggling={toggle.isPending && toggle.variables?.item.id === viewing?.id}
        onToggle={(item) => onToggle(item, !item.is_completed)}
        onEdit={(item) => setOpen({ dialog: "form", id: item.id })}
        onDelete={(item) => setOpen({ dialog: "delete", id: item.id })}
        onClose={close}
      />
      <MemoryFormDialog
        open={open.dialog === "form"}
        item={open.dialog === "form" ? find(open.id) : null}
        today={today}
        onClose={close}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this verse?"
        message={deleting ? `${deleting.name} and its notes will be deleted.` : ""}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: close })}
      />
    </Paper>
  );
}
