import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { type JsonBody, type QueuedWrite, writeQueue } from "./queue";
import { requestSync } from "./sync";

const fieldLabel = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replaceAll("_", " ");

/** The edited text back in the type the write had: numbers stay numbers, empty stays null. */
function parseField(original: unknown, text: string): unknown {
  if (typeof original === "number") {
    const number = Number(text.trim());
    return text.trim() === "" || Number.isNaN(number) ? text : number;
  }
  if (original === null && text.trim() === "") return null;
  return text;
}

/**
 * Edits a refused write's fields, each under the server's message for it, then sends it again.
 * The writes the queue holds are flat JSON bodies (an amount, a name, a date…), so one form fits all.
 */
export function EditQueuedWriteDialog({ write, onClose }: { write: QueuedWrite; onClose: () => void }) {
  const titleId = useId();
  const [body, setBody] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(
      Object.entries(write.body).map(([name, value]) => [
        name,
        typeof value === "boolean" ? value : String(value ?? ""),
      ]),
    ),
  );
  const save = async () => {
    const edited: JsonBody = Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        typeof value === "boolean" ? value : parseField(write.body[name] ?? null, value),
      ]),
    );
    await writeQueue.resubmit(write.key, edited, write.label);
    onClose();
    void requestSync();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Edit: {write.label}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{write.refusal?.detail}</DialogContentText>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {Object.entries(body).map(([name, value]) =>
            typeof value === "boolean" ? (
              <FormControlLabel
                key={name}
                control={<Checkbox checked={value} onChange={(e) => setBody({ ...body, [name]: e.target.checked })} />}
                label={fieldLabel(name)}
              />
            ) : (
              <TextField
                key={name}
                label={fieldLabel(name)}
                value={value}
                onChange={(e) => setBody({ ...body, [name]: e.target.value })}
                error={Boolean(write.refusal?.fields?.[name])}
                helperText={write.refusal?.fields?.[name]?.join(" ")}
                slotProps={{
                  htmlInput: typeof write.body[name] === "number" ? { inputMode: "decimal" } : undefined,
                }}
              />
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          Send again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
