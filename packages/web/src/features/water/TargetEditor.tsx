import { numberText, toMl, WATER_TARGET_MAX_ML, type WaterUnit } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import { useEffect, useRef, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { NumberField } from "../../components/NumberField";
import { useSetWaterTarget, useWaterTarget, useWaterUnit } from "./api";
import { inUnit } from "./format";

type Status = { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string } | null;

interface TargetEditorProps {
  /** Focus the field as soon as it is shown (WaterHome opened from "Set a daily target"). */
  focusOnLoad?: boolean;
  /** Bumped by the card's "Set a daily target" to focus the field again. */
  focusRequest?: number;
}

/** The daily target in the owner's unit, saved when a new value is committed (blur or Enter). */
export function TargetEditor({ focusOnLoad = false, focusRequest = 0 }: TargetEditorProps) {
  const target = useWaterTarget();
  const { unit } = useWaterUnit();
  const save = useSetWaterTarget();
  // What the owner committed, kept until it is saved so a refused value is never lost.
  const [typed, setTyped] = useState<{ value: number | null; unit: WaterUnit } | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const input = useRef<HTMLInputElement>(null);
  const loaded = Boolean(target.data);

  useEffect(() => {
    if (loaded && (focusOnLoad || focusRequest > 0)) {
      // Focusing also scrolls the field into view on a phone, where it is far down the page.
      input.current?.focus();
    }
  }, [loaded, focusOnLoad, focusRequest]);

  if (target.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void target.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the daily target.
      </Alert>
    );
  }
  if (!target.data) return <Skeleton variant="rounded" height={56} sx={{ maxWidth: 320 }} aria-label="Loading" />;

  const current = target.data;
  const maxInUnit = inUnit(WATER_TARGET_MAX_ML, unit);
  // A value typed in the other unit means nothing once the unit changed; show the stored one.
  const shown = typed && typed.unit === unit ? typed.value : inUnit(current.target_ml, unit);

  const commit = (value: number | null) => {
    setTyped({ value, unit });
    if (value === null) {
      setStatus({ kind: "error", message: "Enter a daily target, or 0 for none." });
      return;
    }
    const targetMl = toMl(value, unit);
    if (targetMl === current.target_ml) {
      setTyped(null);
      setStatus(null);
      return;
    }
    setStatus({ kind: "saving" });
    save.mutate(
      { target: current, targetMl },
      {
        onSuccess: () => {
          setTyped(null);
          setStatus({ kind: "saved" });
        },
        onError: (error) =>
          setStatus({
            kind: "error",
            message: error instanceof ApiError ? (error.fieldError("target_ml") ?? error.detail) : errorDetail(error),
          }),
      },
    );
  };

  const helperText =
    status?.kind === "error"
      ? status.message
      : status?.kind === "saving"
        ? "Saving…"
        : status?.kind === "saved"
          ? "Saved"
          : `0 to ${numberText(maxInUnit)} ${unit}; 0 means no target.`;

  return (
    <NumberField
      label="Daily target"
      inputRef={input}
      value={shown}
      onChange={commit}
      min={0}
      max={maxInUnit}
      precision={0}
      // Issue 25: 9999 oz is refused with the limit, never cut to 676 oz.
      refuseOutOfRange
      rangeUnit={unit}
      error={status?.kind === "error"}
      helperText={helperText}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        formHelperText: {
          "aria-live": "polite",
          sx: status?.kind === "saved" ? { color: "success.main" } : undefined,
        },
      }}
      sx={{ width: "100%", maxWidth: 320 }}
    />
  );
}
