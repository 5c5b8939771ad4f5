import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CALENDAR_FEED, ok, signedInApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { CalendarFeedSetting } from "./CalendarFeedSetting";

const NEW_URL = "http://localhost/calendar/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210-_ZyXwV.ics";

describe("Calendar feed", () => {
  it("shows the address, copies it, and links a webcal subscription", async () => {
    signedInApi();
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSetting />);
    expect(await screen.findByRole("textbox", { name: "Feed address" })).toHaveValue(CALENDAR_FEED.url);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(CALENDAR_FEED.url);
    expect(await screen.findByText("Feed address copied")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      CALENDAR_FEED.url.replace("http:", "webcal:"),
    );
    expect(screen.getByRole("region", { name: "How to subscribe" })).toHaveTextContent(/iPhone.*Android.*Desktop/s);
  });

  it("switches a module at once and puts it back when the save fails", async () => {
    const api = signedInApi({ "PATCH /api/calendar/": ok({ ...CALENDAR_FEED, show_reading: true }) });
    renderWithProviders(<CalendarFeedSetting />);
    const reading = await screen.findByRole("switch", { name: "Bible reading plan" });
    await userEvent.click(reading);
    expect(reading).toBeChecked();
    expect(api.bodies("PATCH", "/api/calendar/")).toEqual([{ show_reading: true }]);

    api.answer({
      "PATCH /api/calendar/": { status: 500, body: { detail: "Internal server error.", code: "server_error" } },
    });
    const bills = screen.getByRole("switch", { name: "Unpaid bills" });
    await userEvent.click(bills);
    await waitFor(() => expect(bills).toBeChecked());
    expect(await screen.findByText(/Could not save the calendar feed's modules/)).toBeInTheDocument();
  });

  it("makes a new address only after asking", async () => {
    const api = signedInApi({ "POST /api/calendar/rotate/": ok({ ...CALENDAR_FEED, url: NEW_URL }) });
    renderWithProviders(<CalendarFeedSetting />);
    await userEvent.click(await screen.findByRole("button", { name: "New address" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new feed address?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("POST", "/api/calendar/rotate/")).toBe(0);

    await userEvent.click(screen.getByRole("button", { name: "New address" }));
    await userEvent.click(screen.getByRole("button", { name: "Make new address" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Feed address" })).toHaveValue(NEW_URL));
    expect(api.calls("POST", "/api/calendar/rotate/")).toBe(1);
  });

  it("says so when the feed cannot be loaded", async () => {
    signedInApi({
      "GET /api/calendar/": { status: 500, body: { detail: "Internal server error.", code: "server_error" } },
    });
    renderWithProviders(<CalendarFeedSetting />);
    expect(await screen.findByText(/Could not load your calendar feed/)).toBeInTheDocument();
  });
});
