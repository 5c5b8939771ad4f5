import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { ReactNode } from "react";
import { NumberField } from "../../components/NumberField";

export type Direction = "out" | "in";

interface AmountFieldProps {
  /** Signed dollars: negative is money out (spec §3 amount), null while empty. */
  value: number | null;
  /** The direction to use while the amount is empty (a new transaction is spending by default). */
  direction: Direction;
  onChange: (signed: number | null, direction: Direction) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

export const directionOf = (amount: number): Direction => (amount < 0 ? "out" : "in");

/**
 * The amount as a positive number plus a money in / money out toggle, so nobody has to type a
 * minus sign; it is committed on blur or Enter like every NumberField.
 */
export function AmountField({ value, direction, onChange, disabled, error, helperText }: AmountFieldProps) {
  const size = value === null ? null : Math.abs(value);
  const signed = (amount: number | null, to: Direction) => (amount === null ? null : to === "out" ? -amount : amount);
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
      <NumberField
        label="Amount"
        value={size}
        min={0}
        max={99_999_999.99}
        precision={2}
        currency
        disabled={disabled}
        error={error}
        helperText={helperText}
        onChange={(amount) => onChange(signed(amount, direction), direction)}
        slotProps={{ input: { startAdornment: "$" } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={direction}
        disabled={disabled}
        aria-label="Money in or out"
        onChange={(_event, to: Direction | null) => {
          if (to && to !== direction) onChange(signed(size, to), to);
        }}
        sx={{ height: { sm: 56 }, alignSelf: { xs: "flex-start", sm: "auto" } }}
      >
        <ToggleButton value="out" color="error">
          Money out
        </ToggleButton>
        <ToggleButton value="in" color="success">
          Money in
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
