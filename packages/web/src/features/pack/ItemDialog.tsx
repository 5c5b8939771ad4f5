import type { PackItem } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { type ItemDraft, storeItem, useCreateItem, useRemoveItemPhoto, useUpdateItem } from "./api";
import { NamedPicker } from "./NamedPicker";
import { PhotoButtons, PhotoStatus, usePhotoUpload } from "./PhotoControls";
import { Thumbnail } from "./Thumbnail";

type Draft = Required<ItemDraft>;
const TEXT_FIELDS = [
  ["name", "Name", 200, { xs: 12 }],
  ["brand_name", "Brand", 100, { xs: 12, sm: 4 }],
  ["size", "Size", 50, { xs: 6, sm: 4 }],
  ["color", "Color", 50, { xs: 6, sm: 4 }],
] as const;

const draftOf = (item: PackItem | null, inventoryId: number | null): Draft => ({
  name: item?.name ?? "",
  brand_name: item?.brand_name ?? "",
  size: item?.size ?? "",
  color: item?.color ?? "",
  category_id: item?.category?.id ?? null,
  inventory_id: item ? (item.inventory?.id ?? null) : inventoryId,
});

/** The photo of a saved item: thumbnail, add/change/remove, progress and the server's verdict. */
function ItemPhoto({ item, onChange }: { item: PackItem; onChange: (item: PackItem) => void }) {
  const queryClient = useQueryClient();
  const save = (saved: PackItem) => {
    storeItem(queryClient, saved);
    onChange(saved);
  };
  const upload = usePhotoUpload<PackItem>(item.url, save);
  const remove = useRemoveItemPhoto();
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Photo
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, alignItems: { xs: "flex-start", sm: "center" } }}>
        <Thumbnail photo={item} alt={`Photo of ${item.name}`} placeholder />
        <PhotoButtons
          state={upload}
          hasPhoto={item.photo !== null}
          removing={remove.isPending}
          onRemove={() => remove.mutate(item, { onSuccess: save })}
        />
      </Stack>
      <PhotoStatus state={upload} />
    </Stack>
  );
}

interface ItemFormProps {
  item: PackItem | null;
  inventoryId: number | null;
  onClose: () => void;
  titleId: string;
}

// The dialog mounts it only while open, so each opening starts from the item as it is.
function ItemForm({ item: initial, inventoryId, onClose, titleId }: ItemFormProps) {
  const [item, setItem] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial, inventoryId));
  const [justAdded, setJustAdded] = useState(false);
  // A category or inventory being created: saving waits for its id.
  const [creating, setCreating] = useState(0);
  const onCreating = (busy: boolean) => setCreating((count) => count + (busy ? 1 : -1));
  const create = useCreateItem();
  const update = useUpdateItem();
  const saving = item ? update : create;
  const fields = saving.error instanceof ApiError ? saving.error.fields : undefined;
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    saving.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...draft, name: draft.name.trim() };
    if (!body.name || creating > 0) return;
    if (!item) {
      // After adding, the dialog stays on the new item so a photo can be added to it.
      create.mutate(body, {
        onSuccess: (created) => {
          setItem(created);
          setJustAdded(true);
        },
      });
      return;
    }
    const before = draftOf(item, null);
    const changed = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => before[key as keyof Draft] !== value),
    ) as ItemDraft;
    if (Object.keys(changed).length === 0) {
      onClose();
      return;
    }
    update.mutate({ item, body: changed }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{item ? `Edit ${item.name}` : "New item"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {justAdded && <Alert severity="success">Added. You can add a photo now, or close.</Alert>}
          <Grid container spacing={2}>
            {TEXT_FIELDS.map(([name, label, max, size]) => (
              <Grid key={name} size={size}>
                <TextField
                  label={label}
                  value={draft[name]}
                  onChange={(event) => set({ [name]: event.target.value })}
                  required={name === "name"}
                  autoFocus={name === "name" && !item}
                  disabled={saving.isPending}
                  error={fields?.[name] !== undefined}
                  helperText={fields?.[name]?.[0]}
                  slotProps={{ htmlInput: { maxLength: max } }}
                  fullWidth
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <NamedPicker
                kind="category"
                label="Category"
                valueId={draft.category_id}
                onChange={(category_id) => set({ category_id })}
                disabled={saving.isPending}
                error={fields?.category_id?.[0]}
                onCreating={onCreating}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NamedPicker
                kind="inventory"
                label="Inventory"
                valueId={draft.inventory_id}
                onChange={(inventory_id) => set({ inventory_id })}
                disabled={saving.isPending}
                error={fields?.inventory_id?.[0]}
                onCreating={onCreating}
              />
            </Grid>
          </Grid>
          {item ? (
            <ItemPhoto item={item} onChange={setItem} />
          ) : (
            <Typography variant="body2" color="textSecondary">
              A photo can be added once the item is saved.
            </Typography>
          )}
          {saving.error && !fields && <Alert severity="error">{errorDetail(saving.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={saving.isPending}>
          {justAdded ? "Close" : "Cancel"}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!draft.name.trim() || creating > 0}
          loading={saving.isPending}
        >
          {item ? "Save" : "Add item"}
        </Button>
      </DialogActions>
    </form>
  );
}

interface ItemDialogProps {
  open: boolean;
  /** The item to edit, or null to add one. */
  item: PackItem | null;
  /** A new item starts in this inventory (the page's filter). */
  inventoryId?: number | null;
  onClose: () => void;
}

/** Every field of an item, category and inventory pickers that can add new ones, and its photo. */
export function ItemDialog({ open, item, inventoryId = null, onClose }: ItemDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <ItemForm item={item} inventoryId={inventoryId} onClose={onClose} titleId={titleId} />
    </Dialog>
  );
}
