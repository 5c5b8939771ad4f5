import type { QuickPart } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import { type Ref, useId, useState } from "react";
import { OutlinedField } from "../../components/OutlinedField";

interface QuickAddFieldProps {
  value: string;
  onChange: (text: string) => void;
  parts: readonly QuickPart[];
  /** What each recognised part means, for its chip: "Due Wed, Nov 25", "Priority Urgent"… */
  describe: (part: QuickPart) => string;
  /** Undo a part: it goes back to being part of the name. */
  onUndo: (part: QuickPart) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * Issue 20's one-line quick add: the Name field highlights what it recognised as you type
 * (a mirror of the text behind the input, with the parts marked), and lists each part as a
 * chip; Backspace or Delete on a chip (or its ×) keeps that text in the name instead.
 */
export function QuickAddField({ value, onChange, parts, describe, onUndo, inputRef, error }: QuickAddFieldProps) {
  const [scroll, setScroll] = useState(0);
  const chipsId = useId();
  const segments: { text: string; part?: QuickPart }[] = [];
  let at = 0;
  for (const part of parts) {
    segments.push({ text: value.slice(at, part.start) }, { text: value.slice(part.start, part.end), part });
    at = part.end;
  }
  segments.push({ text: value.slice(at) });
  const syncScroll = (event: { target: EventTarget }) => {
    if (event.target instanceof HTMLInputElement) setScroll(event.target.scrollLeft);
  };

  return (
    <Stack spacing={1}>
      <OutlinedField
        label="Name"
        value={value}
        inputRef={inputRef}
        onChange={(event) => {
          onChange(event.target.value);
          syncScroll(event);
        }}
        onKeyUp={syncScroll}
        onSelect={syncScroll}
        error={error !== undefined}
        helperText={error ?? "Try: Pay rent tomorrow p1 #Errands, or every week"}
        autoComplete="off"
        fullWidth
        slotProps={{
          htmlInput: {
            "aria-describedby": parts.length > 0 ? chipsId : undefined,
            onScroll: syncScroll,
            sx: { position: "relative", zIndex: 1, bgcolor: "transparent" },
          },
          input: {
            // Inside the input's box, so it lines up with the text whatever the width.
            startAdornment: (
              <Box
                aria-hidden
                sx={{
                  position: "absolute",
                  inset: 0,
                  px: "14px",
                  py: "16.5px",
                  overflow: "hidden",
                  whiteSpace: "pre",
                  pointerEvents: "none",
                  color: "transparent",
                  font: "inherit",
                  lineHeight: "1.4375em",
                }}
              >
                <Box component="span" sx={{ display: "inline-block", transform: `translateX(${-scroll}px)` }}>
                  {segments.map((segment, index) =>
                    segment.part ? (
                      <Box
                        // biome-ignore lint/suspicious/noArrayIndexKey: segments follow the text in order
                        key={index}
                        component="mark"
                        sx={(theme) => ({
                          color: "transparent",
                          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === "dark" ? 0.5 : 0.18),
                          borderRadius: 0.5,
                          boxShadow: `0 0 0 1px ${alpha(theme.palette.primary.main, theme.palette.mode === "dark" ? 0.9 : 0.5)}`,
                        })}
                      >
                        {segment.text}
                      </Box>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above
                      <span key={index}>{segment.text}</span>
                    ),
                  )}
                </Box>
              </Box>
            ),
          },
        }}
      />
      {parts.length > 0 && (
        <Stack id={chipsId} direction="row" sx={{ flexWrap: "wrap", gap: 1 }} role="list" aria-label="Recognised">
          {parts.map((part) => (
            <Box role="listitem" key={`${part.kind}-${part.start}`}>
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={describe(part)}
                title="Backspace keeps this text in the name"
                onDelete={() => onUndo(part)}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
