import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useState } from "react";
import { saveStateText, useSaveState } from "./SaveStatus";

type SavingTextFieldProps = Omit<TextFieldProps, "value" | "onChange" | "onBlur" | "error" | "helperText"> & {
  value: string;
  /** Resolves when saved; a rejection shows the server's message under the field. */
  onSave: (value: string) => Promise<unknown>;
  /** Blank is refused (the old value comes back) unless allowed, e.g. an optional column name. */
  allowBlank?: boolean;
  /** The API's field name, to pick its message out of a 400. */
  field?: string;
  /** In a table row: no empty line kept for the status, so rows stay short. */
  dense?: boolean;
};

/**
 * A text box saved when it is left or Enter is pressed ("each saves on change", spec §2), with
 * "Saved" or the field error under it. Nothing typed is lost when a save is refused.
 */
export function SavingTextField({ value, onSave, allowBlank, field, multiline, dense, ...rest }: SavingTextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const { state, run } = useSaveState(field);
  const text = draft ?? value;

  const commit = async () => {
    if (draft === null) return;
    const next = multiline ? draft : draft.trim();
    if (next === value) {
      setDraft(null);
      return;
    }
    if (!allowBlank && next === "") {
      setDraft(null);
      return;
    }
    if (await run(() => onSave(next))) setDraft(null);
  };

  return (
    <TextField
      {...rest}
      multiline={multiline}
      value={text}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === "Enter" && !multiline) {
          event.preventDefault();
          void commit();
        }
      }}
      error={state?.kind === "error"}
      helperText={saveStateText(state) || (dense ? undefined : " ")}
      slotProps={{
        ...rest.slotProps,
        formHelperText: {
          role: "status",
          sx: { color: state?.kind === "saved" ? "success.main" : undefined },
        },
      }}
    />
  );
}
