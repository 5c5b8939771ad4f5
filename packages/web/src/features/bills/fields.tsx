import type { BillLookup } from "@homebase/contracts";
import { mdiPlus } from "@mdi/js";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import type { AddNewDialogProps } from "../../components/AddNewDialog";
import { Icon } from "../../components/Icon";
import { lazyDialog } from "../../components/lazyDialog";
import { NamedSelectField } from "../../components/NamedSelectField";
import { OutlinedField, type OutlinedFieldProps } from "../../components/OutlinedField";
import { type LookupKind, useCreateLookup, useLookup } from "./api";

// Opened by the plus button of an edit form's select: not part of the Bills page's first paint.
const AddNewDialog = lazyDialog<AddNewDialogProps<BillLookup>>(
  async () => (await import("../../components/AddNewDialog")).AddNewDialog,
);

/** Spec §9: select menus are at most 310px tall. */
export const SELECT_MENU = { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } } as const;

const KIND_NAMES: Record<LookupKind, string> = { payee: "Payee", category: "Category", account: "Bank Account" };

interface LookupSelectProps {
  kind: LookupKind;
  label: string;
  value: number | null;
  /** The chosen item as the bill names it, so the select shows it before the list arrives. */
  current?: BillLookup | null;
  onChange: (id: number | null) => void;
  /** Offers a plus button that opens the add-new dialog (spec §2 Bills2Edit). */
  addNew?: boolean;
  error?: string;
  size?: OutlinedFieldProps["size"];
  disabled?: boolean;
}

/** A payee, category or bank account; "None" clears it. */
export function LookupSelect({
  kind,
  label,
  value,
  current,
  onChange,
  addNew,
  error,
  size,
  disabled,
}: LookupSelectProps) {
  const list = useLookup(kind);
  const create = useCreateLookup(kind);
  const [adding, setAdding] = useState(false);
  const options = [...(list.data ?? [])];
  // A value not (yet) in the list would leave the select blank.
  if (value !== null && !options.some((o) => o.id === value)) {
    options.push(current && current.id === value ? current : { id: value, name: "…" });
  }
  const kindName = KIND_NAMES[kind];
  const addLabel = `New ${kindName.toLowerCase()}`;

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <NamedSelectField
        size={size}
        label={label}
        value={value}
        options={options}
        disabled={disabled}
        onChange={onChange}
        error={Boolean(error)}
        helperText={error}
      />
      {addNew && (
        <>
          {/* Wrapped: Stack resets its children's margins; this lines the button up with the box. */}
          <Box sx={{ pt: size === "small" ? 0 : 1 }}>
            {/* The browser's own hint (title), not MUI's Tooltip: Popper would load with the Bills page. */}
            <IconButton aria-label={addLabel} title={addLabel} onClick={() => setAdding(true)} disabled={disabled}>
              <Icon path={mdiPlus} />
            </IconButton>
          </Box>
          <AddNewDialog
            open={adding}
            kind={kindName}
            existing={list.data ?? []}
            onCreate={(name) => create.mutateAsync(name)}
            onSelect={(item) => onChange(item.id)}
            onClose={() => setAdding(false)}
          />
        </>
      )}
    </Stack>
  );
}

type CommitTextFieldProps = Omit<
  OutlinedFieldProps,
  "value" | "onChange" | "onBlur" | "rows" | "minRows" | "slotProps"
> & {
  value: string;
  /** Attributes of the input element itself, e.g. { maxLength: 2000 }. */
  htmlInput?: { maxLength?: number };
  /** Called when the box is left or Enter is pressed (not in multiline boxes), if the text changed. */
  onCommit: (value: string) => void;
  /** Blank is refused (the old text comes back), e.g. a bill's name. */
  required?: boolean;
};

/** A text box saved "on change" as one request per edit: when it is left, not per keystroke. */
export function CommitTextField({
  value,
  onCommit,
  required,
  multiline,
  maxRows,
  htmlInput,
  ...rest
}: CommitTextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  // A multiline box is a plain textarea as tall as its lines, up to maxRows, counted rather than
  // measured: MUI's auto-sizing textarea measures its layout as it mounts, which on the Bills
  // page (a comments box per card) was the longest part of the first render on a phone (issue 28).
  const rows = Math.min(Number(maxRows ?? Number.POSITIVE_INFINITY), text.split("\n").length);
  const textarea = multiline
    ? { input: { inputComponent: "textarea" as const }, htmlInput: { ...htmlInput, rows } }
    : { htmlInput };
  const commit = () => {
    if (draft === null) return;
    const next = multiline ? draft : draft.trim();
    setDraft(null);
    if (next === value || (required && next === "")) return;
    onCommit(next);
  };
  return (
    <OutlinedField
      {...rest}
      multiline={multiline}
      slotProps={textarea}
      value={text}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter" && !multiline) {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
