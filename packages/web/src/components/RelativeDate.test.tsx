import { todayIn } from "@homebase/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { browserTimeZone, settingsKey } from "../app/settings";
import { renderWithProviders } from "../test/render";
import { RelativeDate } from "./RelativeDate";

// 03:00 UTC on Tuesday 24 November 2026: still Monday the 23rd in Chicago, already the
// 24th in Auckland, so the owner's zone decides what "today" is.
const NOW = new Date("2026-11-24T03:00:00Z");

function renderAt(date: string, timeZone?: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  return renderWithProviders(<RelativeDate date={date} />, {
    seed: (client) => {
      if (timeZone) client.setQueryData(settingsKey, { time_zone: timeZone, theme: "light", url: "" });
    },
  });
}

describe("RelativeDate", () => {
  it.each([
    ["2026-11-24", "America/Chicago", "tomorrow"],
    ["2026-11-24", "Pacific/Auckland", "today"],
    ["2026-11-23", "Pacific/Auckland", "yesterday"],
    ["2026-11-21", "America/Chicago", "2 days ago"],
    ["2026-11-26", "America/Chicago", "in 3 days"],
    ["2026-12-07", "America/Chicago", "in 2 weeks"],
    ["2028-06-15", "America/Chicago", "June 2028"],
  ])("shows %s in %s as %s", (date, zone, text) => {
    renderAt(date, zone);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("gives the full en-US date as its title and a machine-readable datetime", () => {
    renderAt("2026-11-24", "America/Chicago");
    const element = screen.getByText("tomorrow");
    expect(element).toHaveAttribute("title", "Tuesday, November 24, 2026");
    expect(element.tagName).toBe("TIME");
    expect(element).toHaveAttribute("datetime", "2026-11-24");
  });

  it("uses the browser's zone until the owner's settings have loaded", () => {
    // Settings never arrive in this test.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const today = todayIn(browserTimeZone(), NOW);
    renderAt(today);
    expect(screen.getByText("today")).toBeInTheDocument();
  });
});
