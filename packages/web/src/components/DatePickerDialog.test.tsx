import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { settingsKey } from "../app/settings";
import { renderWithProviders } from "../test/render";
import { DateCalendarDialog as DatePickerDialog } from "./DateCalendarDialog";

// Auckland is ahead of UTC: a local midnight there is still the previous day in UTC, which is
// exactly where a toISOString()-based conversion would return the wrong date.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Pacific/Auckland";
});
afterAll(() => {
  process.env.TZ = originalTz;
});

function setup(value: string | null) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-10T12:00:00Z"));
  const handlers = { onCancel: vi.fn(), onConfirm: vi.fn() };
  renderWithProviders(<DatePickerDialog open value={value} title="Due date" {...handlers} />, {
    seed: (client) => client.setQueryData(settingsKey, { time_zone: "Pacific/Auckland", theme: "light", url: "" }),
  });
  return { ...handlers, dialog: screen.getByRole("dialog", { name: /Due date/ }) };
}

describe("DatePickerDialog", () => {
  it("shows the given local date and returns the picked day as yyyy-mm-dd, without a UTC shift", async () => {
    const { dialog, onConfirm } = setup("2026-11-24");
    expect(within(dialog).getByText("Tue, Nov 24, 2026")).toBeInTheDocument();
    expect(within(dialog).getByText("November 2026")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("gridcell", { name: "25" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(onConfirm).toHaveBeenCalledWith("2026-11-25");
  });

  it("starts on today in the owner's zone when there is no value", async () => {
    const { dialog, onConfirm } = setup(null);
    expect(within(dialog).getByText("Thu, Jun 11, 2026")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(onConfirm).toHaveBeenCalledWith("2026-06-11");
  });

  it("cancels with the Cancel button and with Escape", async () => {
    const { dialog, onCancel, onConfirm } = setup("2026-11-24");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await userEvent.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("offers years from 100 back to 52 forward", async () => {
    const { dialog } = setup("2026-11-24");
    await userEvent.click(within(dialog).getByRole("button", { name: /calendar view is open/i }));
    const years = within(dialog)
      .getAllByRole("radio")
      .map((year) => Number(year.textContent));
    expect(Math.min(...years)).toBe(1926);
    expect(Math.max(...years)).toBe(2078);
  });

  it("keeps its paper at most 380px wide", () => {
    const { dialog } = setup("2026-11-24");
    expect(getComputedStyle(dialog).maxWidth).toBe("380px");
  });
});
