import { isSingleByteEncoding, type MoneyAccountPatch, SINGLE_BYTE_ENCODINGS } from "@homebase/contracts";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { saveStateText, useSaveState } from "./SaveStatus";

interface CharacterSetFieldProps {
  value: string;
  onSave: (value: NonNullable<MoneyAccountPatch["encoding"]>) => Promise<unknown>;
}

/**
 * Issue 19: the character set of the account's statements that are not UTF-8 (a UTF-8 or UTF-16
 * file is read as such whatever this says). The preview saves the one chosen there; saved on change.
 */
export function CharacterSetField({ value, onSave }: CharacterSetFieldProps) {
  const { state, run } = useSaveState("encoding");
  return (
    <TextField
      select
      label="Character set"
      value={value}
      onChange={(event) => {
        const chosen = event.target.value;
        void run(() => onSave(isSingleByteEncoding(chosen) ? chosen : ""));
      }}
      error={state?.kind === "error"}
      helperText={saveStateText(state) || "For files that are not UTF-8"}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        formHelperText: { role: "status", sx: { color: state?.kind === "saved" ? "success.main" : undefined } },
      }}
      fullWidth
    >
      <MenuItem value="">Not chosen (windows-1252)</MenuItem>
      {SINGLE_BYTE_ENCODINGS.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
