import { addYears, isoToLocalDate, localDateToIso, todayIn } from "@homebase/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { DateCalendar } from "@mui/x-date-pickers/DateCalendar";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { useId, useState } from "react";
import { useOwnerTimeZone } from "../app/OwnerTimeZone";
import { filledPrimarySx } from "../app/theme";

export interface DateCalendarDialogProps {
  open: boolean;
  /** yyyy-mm-dd, or null to start on today (in the owner's time zone). */
  value: string | null;
  title?: string;
  onCancel: () => void;
  /** Receives the chosen calendar date as yyyy-mm-dd. */
  onConfirm: (isoDate: string) => void;
}

const headerFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Tue, Nov 24, 2026": formatted from the calendar date, so no time zone can shift it. */
const formatHeader = (date: Date) => headerFormat.format(new Date(`${localDateToIso(date)}T00:00:00Z`));

// Mounted only while the dialog is open, so every opening starts from `value` again.
function PickerBody({
  value,
  titleId,
  title,
  onCancel,
  onConfirm,
}: Omit<DateCalendarDialogProps, "open"> & { titleId: string }) {
  const today = todayIn(useOwnerTimeZone());
  // Picker dates are local midnights: conversion goes through contracts so no UTC shift occurs.
  const [draft, setDraft] = useState(() => isoToLocalDate(value ?? today));
  const [limits] = useState(() => ({
    min: isoToLocalDate(addYears(today, -100)),
    max: isoToLocalDate(addYears(today, 52)),
  }));

  return (
    <>
      <DialogTitle id={titleId} sx={(theme) => ({ ...filledPrimarySx(theme), pb: 1.5 })}>
        <Typography component="span" variant="overline" sx={{ display: "block" }}>
          {title}
        </Typography>
        <Typography component="span" variant="h5" sx={{ display: "block" }}>
          {formatHeader(draft)}
        </Typography>
      </DialogTitle>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DateCalendar
          value={draft}
          onChange={(next: Date | null) => next && setDraft(next)}
          minDate={limits.min}
          maxDate={limits.max}
          sx={{ maxWidth: "100%" }}
        />
      </LocalizationProvider>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onConfirm(localDateToIso(draft))}>
          OK
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * A calendar in a dialog (spec §9: max width 380px; 100 years back to 52 forward). Pages use it
 * through DatePickerDialog, which loads this code when a dialog first opens.
 */
export function DateCalendarDialog({ open, onCancel, ...props }: DateCalendarDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 380, width: "100%", m: 2 } } }}
    >
      <PickerBody {...props} title={props.title ?? "Select date"} titleId={titleId} onCancel={onCancel} />
    </Dialog>
  );
}
