import type { MoneyPayee } from "@homebase/contracts";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import { useState } from "react";
import { MENU_MAX_HEIGHT } from "./CategorySelect";

/** A payee from the list, or a name typed that is not in it yet ("Add …"). */
type Choice = MoneyPayee | { newName: string };

const filter = createFilterOptions<Choice>();
const nameOf = (choice: Choice | string) =>
  typeof choice === "string" ? choice : "newName" in choice ? choice.newName : choice.name;
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

interface PayeePickerProps {
  label?: string;
  value: { id: number; name: string } | null;
  payees: readonly MoneyPayee[];
  /** Receives the chosen payee, or null when cleared. */
  onChange: (payee: MoneyPayee | null) => void;
  /** Creates a payee from a typed name (POST /money/api/payee/ answers an existing one too). */
  onCreate: (name: string) => Promise<MoneyPayee>;
  disabled?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  /**
   * Receives what is typed, for a form that creates the payee when it is submitted. Without
   * it, text left unchosen is cleared on blur so the box never shows a payee that is not saved.
   */
  onTextChange?: (text: string) => void;
}

/** "Paid To": pick a payee or type a new name, which is created on the fly. */
export function PayeePicker({
  label = "Paid To",
  value,
  payees,
  onChange,
  onCreate,
  disabled,
  helperText,
  error,
  onTextChange,
}: PayeePickerProps) {
  const [creating, setCreating] = useState(false);
  const selected = value ? (payees.find((payee) => payee.id === value.id) ?? null) : null;

  const choose = async (choice: Choice | string | null) => {
    if (choice === null) return onChange(null);
    const name = nameOf(choice).trim();
    if (typeof choice !== "string" && !("newName" in choice)) return onChange(choice);
    if (!name) return;
    const existing = payees.find((payee) => sameName(payee.name, name));
    if (existing) return onChange(existing);
    setCreating(true);
    try {
      onChange(await onCreate(name));
    } catch {
      // The caller's mutation reports the failure; the box keeps what was chosen before.
    } finally {
      setCreating(false);
    }
  };

  return (
    <Autocomplete<Choice, false, false, true>
      freeSolo
      selectOnFocus
      handleHomeEndKeys
      clearOnBlur={!onTextChange}
      onInputChange={(_event, text) => onTextChange?.(text)}
      value={selected ?? (value ? { newName: value.name } : null)}
      options={payees as Choice[]}
      disabled={disabled || creating}
      loading={creating}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, current) => nameOf(option) === nameOf(current)}
      filterOptions={(options, state) => {
        const filtered = filter(options, state);
        const typed = state.inputValue.trim();
        if (typed && !options.some((option) => sameName(nameOf(option), typed))) filtered.push({ newName: typed });
        return filtered;
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {"newName" in option ? `Add "${option.newName}"` : option.name}
          </li>
        );
      }}
      onChange={(_event, choice) => void choose(choice)}
      slotProps={{ listbox: { sx: { maxHeight: MENU_MAX_HEIGHT } } }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
