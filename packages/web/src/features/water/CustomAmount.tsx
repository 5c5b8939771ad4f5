import { numberText, toMl, WATER_ENTRY_MAX_ML } from "@homebase/contracts";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import { type FormEvent, useRef, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { NumberField } from "../../components/NumberField";
import { useAddWater, useWaterUnit } from "./api";
import { inUnit } from "./format";

/** Any amount in the owner's unit, sent as whole ml within 1..5000 (the server's rule). */
export function CustomAmount() {
  const { unit } = useWaterUnit();
  const add = useAddWater();
  const [value, setValue] = useState<number | null>(null);
  // NumberField commits on Enter just before the form submits, in the same event, so the
  // submit handler reads the committed value from here rather than from stale state.
  const latest = useRef<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const maxInUnit = inUnit(WATER_ENTRY_MAX_ML, unit);
  const rangeMessage =
    unit === "oz"
      ? `Enter more than 0 and at most ${maxInUnit} oz.`
      : `Enter 1 to ${numberText(WATER_ENTRY_MAX_ML)} ml.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = latest.current;
    if (typed === null) {
      setError("Enter an amount to add.");
      return;
    }
    const ml = toMl(typed, unit);
    if (ml < 1 || ml > WATER_ENTRY_MAX_ML) {
      setError(rangeMessage);
      return;
    }
    setError(null);
    add.mutate(ml, {
      // Cleared only once saved: after a failure the amount stays for another try.
      onSuccess: () => {
        latest.current = null;
        setValue(null);
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? (failure.fieldError("amount") ?? failure.detail) : errorDetail(failure)),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
      <NumberField
        label="Custom amount"
        size="small"
        value={value}
        onChange={(next) => {
          latest.current = next;
          setValue(next);
          if (error) setError(null);
        }}
        min={0}
        // Any decimals in oz (toMl rounds to whole ml); whole numbers in ml.
        precision={unit === "oz" ? undefined : 0}
        error={error !== null}
        helperText={error ?? `Up to ${numberText(maxInUnit)} ${unit}`}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button type="submit" variant="contained" disabled={add.isPending} sx={{ mt: "2px", minHeight: 36 }}>
        Add
      </Button>
    </Stack>
  );
}
