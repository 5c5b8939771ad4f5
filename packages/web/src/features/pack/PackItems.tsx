import { itemMatches, PACK_DEBOUNCE_MS, type PackItem } from "@homebase/contracts";
import { mdiPlus, mdiTable, mdiViewGrid } from "@mdi/js";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { SearchField } from "../../components/SearchField";
import { useDebouncedValue } from "../../components/useDebouncedValue";
import { useAutoAdd, useDeleteItem, useItems, useNamedList } from "./api";
import { ItemCards } from "./ItemCards";
import { ItemDialog } from "./ItemDialog";
import { ItemTable } from "./ItemTable";

type Editing = { item: PackItem | null } | null;

/** PackItems (/pack/items/): the owner's inventory as cards by category or as an editable table. */
export function PackItems() {
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "table" ? "table" : "cards";
  const inventoryId = Number(params.get("inventory")) || null;
  const inventories = useNamedList("inventory");
  const items = useItems(inventoryId);
  const autoAdd = useAutoAdd();
  const deleteItem = useDeleteItem();
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search, PACK_DEBOUNCE_MS.lists); // spec §9: pack lists 100 ms
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PackItem | null>(null);
  const [autoAddPending, setAutoAddPending] = useState<ReadonlySet<number>>(new Set());

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const actions = {
    autoAddPending,
    onAutoAdd: (item: PackItem) => {
      setAutoAddPending((ids) => new Set([...ids, item.id]));
      autoAdd.mutate(
        { item, on: !item.is_auto_add },
        { onSettled: () => setAutoAddPending((ids) => new Set([...ids].filter((id) => id !== item.id))) },
      );
    },
    onEdit: (item: PackItem) => setEditing({ item }),
    onDelete: setDeleting,
  };
  const shown = items.data?.filter((item) => itemMatches(item, query)) ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h4" component="h1">
          Items
        </Typography>
        <Button variant="contained" startIcon={<Icon path={mdiPlus} />} onClick={() => setEditing({ item: null })}>
          New item
        </Button>
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
        <SearchField
          label="Search items"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label="Inventory"
          value={inventoryId ?? ""}
          onChange={(event) => setParam("inventory", event.target.value || null)}
          sx={{ flex: 1, minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All inventories</MenuItem>
          {inventories.data?.map((inventory) => (
            <MenuItem key={inventory.id} value={inventory.id}>
              {inventory.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          value={view}
          onChange={(_event, next: string | null) => next && setParam("view", next === "table" ? "table" : null)}
          aria-label="View"
          sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
        >
          <ToggleButton value="cards" aria-label="Cards">
            <Icon path={mdiViewGrid} sx={{ mr: 1 }} />
            Cards
          </ToggleButton>
          <ToggleButton value="table" aria-label="Table">
            <Icon path={mdiTable} sx={{ mr: 1 }} />
            Table
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {items.isPending && <Skeleton variant="rounded" height={240} />}
      {items.isError && <LoadError what="the items" onRetry={() => void items.refetch()} />}
      {items.isSuccess && items.data.length === 0 && (
        <Typography color="textSecondary">
          {inventoryId ? "No items in this inventory yet." : "No items yet."} Add the things you pack with New item.
        </Typography>
      )}
      {items.isSuccess && items.data.length > 0 && shown.length === 0 && (
        <Typography color="textSecondary">No item matches “{query}”.</Typography>
      )}
      {shown.length > 0 &&
        (view === "table" ? <ItemTable items={shown} {...actions} /> : <ItemCards items={shown} {...actions} />)}
      <ItemDialog
        open={editing !== null}
        item={editing?.item ?? null}
        inventoryId={inventoryId}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? "item"}?`}
        message="It leaves your inventory and will not be offered for new trips. Past trips keep it in their lists."
        confirmLabel="Delete item"
        pending={deleteItem.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteItem.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
