import { WORDLE_WORD_LENGTH } from "@homebase/contracts";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { OutlinedField } from "../../components/OutlinedField";

interface GuessEntryProps {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  /** Shown under the box: why the last attempt failed. */
  error: string;
  /** The word is being checked. */
  pending: boolean;
  /** Set when no guess can be added at all (solved, rounds used). */
  closedReason: string | null;
}

/** Spec §5: uppercased, letters only, at most 5. */
export const cleanGuessText = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, WORDLE_WORD_LENGTH);

// Keys typed anywhere on the page go to the box, except where they already mean something:
// another text field, an open dialog or menu.
const OWNS_KEYS =
  "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='dialog'], [role='menu']";
// Enter on a button or link presses it; it must not also add the guess.
const ACTIVATES_ON_ENTER = "button, a[href], [role='button'], [role='link'], [role='checkbox'], [role='switch']";

/** The text box and 'Add Manual Guess' (spec §2), plus typing on the physical keyboard. */
export function GuessEntry({ text, onTextChange, onSubmit, error, pending, closedReason }: GuessEntryProps) {
  const boxId = useId();
  const helperId = useId();
  // The document listener is added once; these keep it reading the latest values.
  const latest = useRef({ text, onTextChange, onSubmit, closed: closedReason !== null });
  latest.current = { text, onTextChange, onSubmit, closed: closedReason !== null };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || latest.current.closed) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWNS_KEYS)) return;
      const current = latest.current;
      if (/^[a-z]$/i.test(event.key)) {
        current.onTextChange(cleanGuessText(current.text + event.key));
      } else if (event.key === "Backspace") {
        current.onTextChange(current.text.slice(0, -1));
      } else if (event.key === "Enter" && !target?.closest(ACTIVATES_ON_ENTER)) {
        current.onSubmit();
      } else {
        return;
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const helper = closedReason ?? (error || "Type on your keyboard or here, then press Enter.");
  const showsError = closedReason === null && error !== "";
  return (
    <Stack component="form" spacing={0.5} onSubmit={submit}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <OutlinedField
          id={boxId}
          label="Guess"
          size="small"
          fullWidth
          disabled={closedReason !== null}
          error={showsError}
          value={text}
          onChange={(event) => onTextChange(cleanGuessText(event.target.value))}
          slotProps={{
            htmlInput: {
              maxLength: WORDLE_WORD_LENGTH,
              autoCapitalize: "characters",
              autoComplete: "off",
              spellCheck: false,
              "aria-describedby": helperId,
              style: { letterSpacing: "0.2em", fontWeight: 600 },
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={pending}
          disabled={closedReason !== null}
          sx={{ flexShrink: 0, whiteSpace: "nowrap" }}
        >
          Add Manual Guess
        </Button>
      </Stack>
      {/* Under the whole row, so a long message is not squeezed beside the button on a phone. */}
      <FormHelperText id={helperId} error={showsError} role={showsError ? "alert" : undefined} sx={{ mx: 1.75 }}>
        {helper}
      </FormHelperText>
    </Stack>
  );
}
