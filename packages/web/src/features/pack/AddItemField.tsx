import { itemMatches, type PackItem } from "@homebase/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { itemDetails } from "./TripItemRow";

export type AddItemOption = { kind: "item"; item: PackItem } | { kind: "new"; name: string };

interface AddItemFieldProps {
  /** Inventory items not yet under this activity. */
  items: readonly PackItem[];
  activityName: string;
  loading?: boolean;
  /** Receives what was picked; never called for an empty selection (spec §5). */
  onAdd: (picked: AddItemOption[]) => void;
}

const optionLabel = (option: AddItemOption) => (option.kind === "item" ? option.item.name : option.name);

/**
 * Spec §2/§5 'Add New Item': a multi-select searching name, brand, size, colour and category,
 * ignoring case. Each pick is added at once and the list stays open for the next; typed text
 * that names no item is offered as a new item.
 */
export function AddItemField({ items, activityName, loading, onAdd }: AddItemFieldProps) {
  const [input, setInput] = useState("");
  const options: AddItemOption[] = items.map((item) => ({ kind: "item", item }));
  return (
    <Autocomplete<AddItemOption, true, false, false>
      multiple
      value={[]}
      options={options}
      loading={loading}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // Kept after a pick, so several matches of one search can be added in a row.
        if (reason !== "reset") setInput(value);
      }}
      disableCloseOnSelect
      // Enter picks the first match of a search, but never an item out of an empty field.
      autoHighlight={input.trim() !== ""}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => optionLabel(a) === optionLabel(b) && a.kind === b.kind}
      filterOptions={(all, state) => {
        const text = state.inputValue.trim();
        const found = all.filter((option) => option.kind === "item" && itemMatches(option.item, text));
        const exact = items.some((item) => item.name.toLowerCase() === text.toLowerCase());
        return text && !exact ? [...found, { kind: "new", name: text }] : found;
      }}
      onChange={(_event, picked) => {
        if (picked.length === 0) return;
        if (picked.some((option) => option.kind === "new")) setInput("");
        onAdd(picked);
      }}
      noOptionsText={items.length === 0 ? "Every item is already here. Type a name to add a new one." : "No match"}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          {option.kind === "new" ? (
            <Typography>Add “{option.name}” as a new item</Typography>
          ) : (
            <Box>
              <Typography>{option.item.name}</Typography>
              <Typography variant="body2" color="textSecondary">
                {[itemDetails(option.item), option.item.category?.name].filter(Boolean).join(" · ")}
              </Typography>
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Add New Item"
          placeholder="Search or type a new item"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, "aria-label": `Add New Item to ${activityName}` },
          }}
        />
      )}
    />
  );
}
