import type { PackItem } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useState } from "react";
import { useUpdateItem } from "./api";
import { type ItemActionHandlers, ItemIconButtons } from "./itemActions";
import { Thumbnail } from "./Thumbnail";

type InlineField = "name" | "brand_name" | "color" | "size";
const LABELS: Record<InlineField, string> = { name: "Item", brand_name: "Brand", color: "Color", size: "Size" };

/**
 * A field saved when the owner leaves it or presses Enter, if it changed. The spec saves only
 * the name; all four are saved here, as a person editing a brand would expect.
 */
function InlineText({ item, field, labelled }: { item: PackItem; field: InlineField; labelled?: boolean }) {
  const update = useUpdateItem();
  const [value, setValue] = useState(item[field]);
  const [seen, setSeen] = useState(item[field]);
  // The server's value wins when it changes (a save, or an edit in the dialog).
  if (seen !== item[field]) {
    setSeen(item[field]);
    setValue(item[field]);
  }
  const save = () => {
    const trimmed = value.trim();
    if (trimmed === item[field]) return;
    if (field === "name" && trimmed === "") {
      setValue(item.name); // an item keeps a name
      return;
    }
    update.mutate({ item, body: { [field]: trimmed } });
  };
  return (
    <TextField
      variant="standard"
      size="small"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          save();
        }
        if (event.key === "Escape") setValue(item[field]);
      }}
      fullWidth
      // The phone list has no column headers, so its fields carry visible labels.
      label={labelled ? LABELS[field] : undefined}
      slotProps={{ htmlInput: { "aria-label": `${LABELS[field]} of ${item.name}` } }}
    />
  );
}

function CompactList({ items, ...actions }: ItemActionHandlers & { items: readonly PackItem[] }) {
  return (
    <Stack spacing={1} role="list" aria-label="Items">
      {items.map((item) => (
        <Paper key={item.id} role="listitem" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1.5}>
            <Thumbnail photo={item} alt={`Photo of ${item.name}`} box={{ width: 64, height: 90 }} placeholder />
            <Box sx={{ flex: 1, minWidth: 0, display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
              <Box sx={{ gridColumn: "1 / -1" }}>
                <InlineText item={item} field="name" labelled />
              </Box>
              <InlineText item={item} field="brand_name" labelled />
              <InlineText item={item} field="color" labelled />
              <InlineText item={item} field="size" labelled />
              <Typography variant="body2" color="textSecondary" sx={{ alignSelf: "end", pb: 0.5 }}>
                {item.category?.name ?? "No category"}
              </Typography>
            </Box>
          </Stack>
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <ItemIconButtons item={item} {...actions} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** PackItems' table (spec §2): Photo, Item, Category, Brand, Color, Size, Actions; a compact list on phones. */
export function ItemTable({ items, ...actions }: ItemActionHandlers & { items: readonly PackItem[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down("md"));
  if (phone) return <CompactList items={items} {...actions} />;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Items">
        <TableHead>
          <TableRow>
            <TableCell>Photo</TableCell>
            <TableCell>Item</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Brand</TableCell>
            <TableCell>Color</TableCell>
            <TableCell>Size</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell sx={{ width: 116 }}>
                <Thumbnail photo={item} alt={`Photo of ${item.name}`} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <InlineText item={item} field="name" />
              </TableCell>
              <TableCell>{item.category?.name ?? ""}</TableCell>
              <TableCell>
                <InlineText item={item} field="brand_name" />
              </TableCell>
              <TableCell>
                <InlineText item={item} field="color" />
              </TableCell>
              <TableCell sx={{ width: 110 }}>
                <InlineText item={item} field="size" />
              </TableCell>
              <TableCell align="right" sx={{ width: 150 }}>
                <ItemIconButtons item={item} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
