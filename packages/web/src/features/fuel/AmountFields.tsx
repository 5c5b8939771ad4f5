import { formatCurrency } from "@homebase/contracts";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { DecimalField } from "./DecimalField";
import { type AmountField, amountPreview, type DraftErrors, type EntryDraft, TYPED_DECIMALS } from "./entryDraft";
import { formatFuel, formatPrice, type UnitLabels } from "./format";

interface AmountFieldsProps {
  draft: EntryDraft;
  labels: UnitLabels;
  errors: DraftErrors;
  onChange: (field: AmountField, text: string) => void;
}

/** The box the server will fill in shows the worked-out value as its placeholder. */
function placeholderFor(field: AmountField, value: number): string {
  return value.toFixed(field === "total_paid" ? 2 : 3);
}

/** Gallons, price and total: any two are enough, and the preview says what the third comes to. */
export function AmountFields({ draft, labels, errors, onChange }: AmountFieldsProps) {
  const { result, derived, typed } = amountPreview(draft);
  const computed = result.ok && derived ? result.value[derived] : null;

  const field = (name: AmountField, label: string, extra: { prefix?: string; suffix?: string }) => {
    const isDerived = name === derived && computed !== null;
    return (
      <DecimalField
        fullWidth
        name={name}
        label={label}
        value={draft[name]}
        onChange={(text) => onChange(name, text)}
        decimals={TYPED_DECIMALS[name]}
        error={errors[name] !== undefined}
        helperText={errors[name] ?? (isDerived ? "Calculated" : " ")}
        placeholder={isDerived ? placeholderFor(name, computed) : undefined}
        // A placeholder shows only above a raised label.
        slotProps={{ inputLabel: isDerived ? { shrink: true } : undefined }}
        {...extra}
      />
    );
  };

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 4 }}>{field("gallons", labels.volume, { suffix: labels.volumeShort })}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{field("price_per_gallon", labels.priceLong, { prefix: "$" })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field("total_paid", "Total paid", { prefix: "$" })}</Grid>
      </Grid>
      <Typography
        role="status"
        aria-label="Amount preview"
        variant="body2"
        sx={{ color: result.ok ? "text.primary" : "text.secondary", fontVariantNumeric: "tabular-nums", mt: -1 }}
      >
        {result.ok
          ? `${formatFuel(result.value.gallons, "gallons")} ${labels.volumeShort} × ${formatPrice(result.value.price_per_gallon)} = ${formatCurrency(result.value.total_paid)}`
          : typed >= 2
            ? result.message
            : "Enter any two of the three; the third is worked out."}
      </Typography>
    </>
  );
}
