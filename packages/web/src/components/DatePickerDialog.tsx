import { lazy, Suspense } from "react";
import type { DateCalendarDialogProps } from "./DateCalendarDialog";
import { useOpenedOnce } from "./useOpenedOnce";

export type DatePickerDialogProps = DateCalendarDialogProps;

const load = () => import("./DateCalendarDialog");
const DateCalendarDialog = lazy(async () => ({ default: (await load()).DateCalendarDialog }));

/** Starts loading the calendar's code before a first opening (a date field got focus). */
export function preloadDatePicker(): void {
  void load();
}

/**
 * The calendar dialog of every date field (spec §9). Its code (MUI's calendar and the date
 * library, about 28 KB gzip) loads when a dialog first opens rather than with each page that
 * shows a date field (issue 28: Bills shows 25 of them, each with its own closed dialog).
 * Once opened it stays mounted, so it closes with its animation.
 */
export function DatePickerDialog(props: DatePickerDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DateCalendarDialog {...props} />
    </Suspense>
  );
}
