import { compareIsoDates } from "@homebase/contracts";
import Stack from "@mui/material/Stack";
import { DateField } from "../../components/DateField";
import { OutlinedField } from "../../components/OutlinedField";
import type { TripDraft } from "./api";

interface TripFieldsProps {
  draft: TripDraft;
  today: string;
  onChange: (draft: TripDraft) => void;
  errors?: Partial<Record<keyof TripDraft, string>>;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** yyyy-mm-dd dates compare as text. */
const laterDate = (a: string, b: string) => (compareIsoDates(a, b) >= 0 ? a : b);

/** Name, Start Date and End Date (spec §2); moving the start past the end moves the end with it. */
export function TripFields({ draft, today, onChange, errors = {}, disabled, autoFocus }: TripFieldsProps) {
  return (
    <Stack spacing={2}>
      <OutlinedField
        label="Name"
        value={draft.name}
        autoFocus={autoFocus}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        error={errors.name !== undefined}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <DateField
          label="Start Date"
          value={draft.date_start}
          today={today}
          disabled={disabled}
          error={errors.date_start}
          onChange={(date_start) => onChange({ ...draft, date_start, date_end: laterDate(draft.date_end, date_start) })}
        />
        <DateField
          label="End Date"
          value={draft.date_end}
          today={today}
          disabled={disabled}
          error={errors.date_end}
          onChange={(date_end) => onChange({ ...draft, date_end })}
        />
      </Stack>
    </Stack>
  );
}

/** Field messages from a 400 answer, keyed like the draft. */
export function tripFieldErrors(fields: Record<string, string[]> | undefined) {
  const first = (name: keyof TripDraft) => fields?.[name]?.[0];
  return { name: first("name"), date_start: first("date_start"), date_end: first("date_end") };
}
