import { UPLOAD_DATE_FORMATS } from "@homebase/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { saveStateText, useSaveState } from "./SaveStatus";

interface DateFormatFieldProps {
  value: string;
  onSave: (value: string) => Promise<unknown>;
}

/**
 * The statement's date format: the common US patterns to pick from, or any token pattern typed
 * (YYYY, YY, MM, M, DD, D, MMM). Saved when one is picked, on Enter, or when the box is left.
 */
export function DateFormatField({ value, onSave }: DateFormatFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const { state, run } = useSaveState("date_format");
  const commit = async (typed: string) => {
    const next = typed.trim();
    if (next === value) {
      setDraft(null);
      return;
    }
    setDraft(next);
    if (await run(() => onSave(next))) setDraft(null);
  };
  return (
    <Autocomplete
      freeSolo
      // freeSolo hides the arrow; it shows there is a list to pick from.
      forcePopupIcon
      options={UPLOAD_DATE_FORMATS}
      value={value}
      inputValue={draft ?? value}
      onInputChange={(_event, typed, reason) => {
        if (reason === "input" || reason === "clear") setDraft(typed);
      }}
      onChange={(_event, chosen) => void commit(chosen ?? "")}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Date Format"
          placeholder="e.g. MM/DD/YYYY"
          onBlur={() => {
            if (draft !== null) void commit(draft);
          }}
          error={state?.kind === "error"}
          helperText={saveStateText(state) || " "}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps?.htmlInput, maxLength: 100 },
            inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
            formHelperText: {
              role: "status",
              sx: { color: state?.kind === "saved" ? "success.main" : undefined },
            },
          }}
        />
      )}
    />
  );
}
