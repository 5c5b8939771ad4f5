import type { DateCalendarDialogProps } from "./DateCalendarDialog";
import { lazyDialog } from "./lazyDialog";

export type DatePickerDialogProps = DateCalendarDialogProps;

const load = async () => (await import("./DateCalendarDialog")).DateCalendarDialog;

/** Starts loading the calendar's code before a first opening (a date field got focus). */
export function preloadDatePicker(): void {
  void load();
}

/**
 * The calendar dialog of every date field (spec §9). Its code (MUI's calendar and the date
 * library, about 28 KB gzip) loads when a dialog first opens rather than with each page that
 * shows a date field (issue 28: Bills shows 25 of them, each with its own closed dialog).
 */
export const DatePickerDialog = lazyDialog(load);
