import { REPEAT_FROM, REPEAT_UNITS, type RepeatRule, type RepeatUnit } from "@homebase/contracts";
import Stack from "@mui/material/Stack";
import { NativeSelectField } from "../../components/NativeSelectField";
import { NumberField } from "../../components/NumberField";
import { UNIT_WORDS } from "./repeat";

// The label stays above a select whose empty choice ("None") shows a word of its own.
const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;

interface LookupSelectProps {
  label: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (id: number | null) => void;
  disabled?: boolean;
}

/** A priority or project choice; "None" clears it (spec §2: priority is clearable). */
export function LookupSelect({ label, value, options, onChange, disabled }: LookupSelectProps) {
  return (
    <NativeSelectField
      fullWidth
      label={label}
      value={value === null ? "" : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      slotProps={SHRUNK_LABEL}
    >
      <option value="">None</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </NativeSelectField>
  );
}

interface RepeatFieldsProps {
  value: RepeatRule | null;
  onChange: (rule: RepeatRule | null) => void;
  disabled?: boolean;
}

/** Issue 6's repeat rule: none, or every N days/weeks/months/years from due or completion. */
export function RepeatFields({ value, onChange, disabled }: RepeatFieldsProps) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <NativeSelectField
        fullWidth
        label="Repeat"
        value={value?.unit ?? ""}
        disabled={disabled}
        onChange={(event) => {
          const unit = event.target.value as RepeatUnit | "";
          onChange(unit === "" ? null : { every: value?.every ?? 1, from: value?.from ?? "due", unit });
        }}
        slotProps={SHRUNK_LABEL}
      >
        <option value="">Does not repeat</option>
        {REPEAT_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {UNIT_WORDS[unit][0]?.toUpperCase() + UNIT_WORDS[unit].slice(1)}
          </option>
        ))}
      </NativeSelectField>
      {value && (
        <>
          <NumberField
            fullWidth
            label="Every"
            value={value.every}
            min={1}
            max={365}
            precision={0}
            disabled={disabled}
            onChange={(every) => {
              if (every !== null && every !== value.every) onChange({ ...value, every });
            }}
          />
          <NativeSelectField
            fullWidth
            label="From"
            value={value.from}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, from: event.target.value as RepeatRule["from"] })}
          >
            {REPEAT_FROM.map((from) => (
              <option key={from} value={from}>
                {from === "due" ? "The due date" : "The completion date"}
              </option>
            ))}
          </NativeSelectField>
        </>
      )}
    </Stack>
  );
}
