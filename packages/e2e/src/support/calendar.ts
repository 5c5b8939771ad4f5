import type { Locator } from "playwright-core";
import { expect } from "vitest";

const monthTitle = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "November 2026", as the calendar's header names the month it shows. */
const monthOf = (isoDate: string) => monthTitle.format(new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`));

/**
 * Clicks `isoDate` in the calendar dialog that opened on `shownDate`'s month, moving one month
 * back or forward when the date lies in the previous or next one.
 */
export async function chooseCalendarDay(dialog: Locator, isoDate: string, shownDate: string): Promise<void> {
  const target = isoDate.slice(0, 7);
  const shown = shownDate.slice(0, 7);
  if (target !== shown) {
    await dialog.getByRole("button", { name: target < shown ? "Previous month" : "Next month" }).click();
    // The header names the new month as soon as the calendar moves; both months' weeks stay in
    // the grid, as two row groups, until the slide ends, and each has a cell with the day's number.
    await dialog.getByText(monthOf(isoDate), { exact: true }).first().waitFor();
    await expect.poll(() => dialog.getByRole("grid").getByRole("rowgroup").count()).toBe(1);
  }
  await dialog.getByRole("gridcell", { name: String(Number(isoDate.slice(8))), exact: true }).click();
}
