import {
  DEFAULT_BIBLE_URL_TEMPLATE,
  isValidBibleUrlTemplate,
  PASSAGE_PLACEHOLDER,
  passageUrl,
} from "@homebase/contracts";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { ApiError } from "../../api/client";
import { useSettings, useUpdateSettings } from "../../app/settings";
import { useNotify } from "../../components/notifications";

const INVALID = `Use an http(s) address containing ${PASSAGE_PLACEHOLDER}, e.g. ${DEFAULT_BIBLE_URL_TEMPLATE}`;

/**
 * Where chapter names on the reading page link to: an online Bible's address with
 * {passage} standing for the chapter, e.g. "Genesis 1". Saved when the field is left.
 */
export function BibleUrlSetting() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const notify = useNotify();
  // What is being typed; null shows the stored template.
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const stored = settings.data?.bible_url_template;

  if (stored === undefined) return <Skeleton variant="rounded" height={56} />;

  const save = (template: string) => {
    const value = template.trim();
    if (!isValidBibleUrlTemplate(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (value === stored) {
      setTyped(null);
      return;
    }
    update.mutate(
      { bible_url_template: value },
      {
        onSuccess: () => {
          setTyped(null);
          notify("Settings saved", "success");
        },
      },
    );
  };

  const text = typed ?? stored;
  const serverError = update.error instanceof ApiError ? update.error.fieldError("bible_url_template") : undefined;
  const error = invalid ? INVALID : serverError;
  const example = isValidBibleUrlTemplate(text.trim()) ? passageUrl(text.trim(), "John 3") : null;

  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <TextField
        label="Passage link"
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setInvalid(false);
          update.reset();
        }}
        onBlur={() => typed !== null && save(typed)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && typed !== null) save(typed);
        }}
        error={error !== undefined}
        helperText={
          error ??
          `Chapter names on the reading page open this address, with ${PASSAGE_PLACEHOLDER} replaced by the chapter. John 3 opens ${example ?? "…"}`
        }
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, inputMode: "url" } }}
      />
      {text !== DEFAULT_BIBLE_URL_TEMPLATE && (
        <Button
          size="small"
          onClick={() => {
            setTyped(DEFAULT_BIBLE_URL_TEMPLATE);
            save(DEFAULT_BIBLE_URL_TEMPLATE);
          }}
        >
          Use the default (BibleGateway, ESV)
        </Button>
      )}
    </Stack>
  );
}
