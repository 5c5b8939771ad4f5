import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type ClipboardEvent, type FormEvent, useState } from "react";
import { MAX_WORDS, splitWords } from "./board";

interface WordEntryProps {
  count: number;
  /** Adds every word in the text; the page says what was refused. */
  onAdd: (text: string) => void;
}

/**
 * Spec §2: shown while the board has fewer than 16 words. Several words at once are fine,
 * separated by commas, tabs or newlines (or spaces when there are none of those, issue 25);
 * a paste of several words goes straight in.
 */
export function WordEntry({ count, onAdd }: WordEntryProps) {
  const [text, setText] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (splitWords(text).length === 0) return;
    onAdd(text);
    setText("");
  };

  // A single-line box would drop the newlines of a pasted column of words and glue them
  // together, so a multi-word paste is read from the clipboard and added as it is.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (splitWords(pasted).length < 2) return;
    event.preventDefault();
    onAdd(text.trim() === "" ? pasted : `${text}\n${pasted}`);
    setText("");
  };

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: "flex-start" }}>
      <TextField
        label="Words"
        value={text}
        onChange={(event) => setText(event.target.value.toUpperCase())}
        onPaste={paste}
        placeholder="Type or paste words"
        helperText={`${count} of ${MAX_WORDS} words. Separate words with commas (or spaces when none has two words).`}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { autoCapitalize: "characters", autoComplete: "off", spellCheck: false } }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, mt: "2px" }}>
        Add
      </Button>
    </Stack>
  );
}
