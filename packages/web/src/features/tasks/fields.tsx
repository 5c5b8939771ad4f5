import { REPEAT_FROM, REPEAT_UNITS, type RepeatRule, type RepeatUnit } from "@homebase/contracts";
import Stack from "@mui/material/Stack";
import { NativeSelectField, SHRUNK_LABEL } from "../../components/NativeSelectField";
import { NumberField } from "../../components/NumberField";
import { UNIT_WORDS } from "./repeat";

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
