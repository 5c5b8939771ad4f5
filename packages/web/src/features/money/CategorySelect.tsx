import { categoryLabel, type MoneyCategory } from "@homebase/contracts";
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import { groupCategories } from "./categoryGroups";

/** Spec §9: select and autocomplete menus are at most 310 px tall. */
export const MENU_MAX_HEIGHT = 310;

interface CategorySelectProps {
  label: string;
  /** null: none; undefined: keep (with `keepLabel` only). */
  value: number | null | undefined;
  categories: readonly MoneyCategory[];
  onChange: (id: number | null) => void;
  disabled?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  /** What choosing nothing means, e.g. "Uncategorized" or "None". */
  noneLabel?: string;
  /** Offers a first choice that changes nothing (bulk edits: "Keep each one's"), chosen by `onKeep`. */
  keepLabel?: string;
  onKeep?: () => void;
}

const KEEP = "keep";

/** A category chosen from children grouped under their parent's name. */
export function CategorySelect({
  label,
  value,
  categories,
  onChange,
  disabled,
  helperText,
  error,
  noneLabel = "Uncategorized",
  keepLabel,
  onKeep,
}: CategorySelectProps) {
  // MUI's Select wants its items as direct children, so the groups are flattened here.
  const items: ReactNode[] = [
    ...(keepLabel
      ? [
          <MenuItem key={KEEP} value={KEEP}>
            <em>{keepLabel}</em>
          </MenuItem>,
        ]
      : []),
    <MenuItem key="none" value="">
      <em>{noneLabel}</em>
    </MenuItem>,
  ];
  for (const group of groupCategories(categories)) {
    const heading = group.parent ?? "Other";
    items.push(<ListSubheader key={`group-${heading}`}>{heading}</ListSubheader>);
    for (const category of group.categories) {
      items.push(
        <MenuItem key={category.id} value={String(category.id)} sx={{ pl: 4 }}>
          {category.name}
        </MenuItem>,
      );
    }
  }
  // A category not in the list yet (still loading) is shown by number rather than warned about.
  const known = value == null || categories.some((category) => category.id === value);
  const shown = value === undefined && keepLabel ? KEEP : value == null || !known ? "" : String(value);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={shown}
      disabled={disabled}
      error={error}
      helperText={helperText}
      onChange={(event) => {
        const chosen = event.target.value;
        if (chosen === KEEP) onKeep?.();
        else onChange(chosen === "" ? null : Number(chosen));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } },
          renderValue: (selected) => {
            if (selected === KEEP) return <em>{keepLabel}</em>;
            if (selected === "") return <em>{noneLabel}</em>;
            const category = categories.find((c) => String(c.id) === selected);
            return category ? categoryLabel(category) : "";
          },
        },
      }}
    >
      {items}
    </TextField>
  );
}
