import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, NO_CONTENT, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { PLANS_PATH } from "./api";
import { bibleApi, pathOf, plan, TODAY } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bible/plans/"), 60_000);

const YEAR = plan(1, "Bible in a Year");

const startForm = () => screen.findByRole("region", { name: "Start a plan" });

describe("PlansPage", () => {
  it("lists plans with progress, expected finish and streak", async () => {
    bibleApi({ plans: [{ ...YEAR, overdue_count: 2 }] });
    renderApp("/bible/plans/");
    expect(await screen.findByRole("heading", { level: 1, name: "Reading Plans" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Bible in a Year" });
    expect(within(card).getByText("3 of 1,189 chapters read")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar", { name: "Bible in a Year progress" })).toBeInTheDocument();
    expect(within(card).getByText("Expected finish")).toBeInTheDocument();
    expect(within(card).getByText("0 days")).toBeInTheDocument();
    expect(within(card).getByText("2 readings behind")).toBeInTheDocument();
  });

  it("pauses a plan", async () => {
    const paused = { ...YEAR, is_paused: true };
    const api = bibleApi({ plans: [YEAR], routes: { [`PATCH ${pathOf(YEAR)}`]: ok(paused) } });
    renderApp("/bible/plans/");
    const pause = await screen.findByRole("button", { name: "Pause Bible in a Year" });
    api.answer({ [`GET ${PLANS_PATH}`]: ok([paused]) });
    await userEvent.click(pause);
    await waitFor(() => expect(api.bodies("PATCH", pathOf(YEAR))).toEqual([{ is_paused: true }]));
    expect(await screen.findByRole("button", { name: "Resume Bible in a Year" })).toBeInTheDocument();
    expect(screen.getByText("Paused")).toBeInTheDocument();
  });

  it("asks before deleting a plan", async () => {
    const api = bibleApi({ plans: [YEAR], routes: { [`DELETE ${pathOf(YEAR)}`]: NO_CONTENT } });
    renderApp("/bible/plans/");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Bible in a Year" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this plan?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Delete Bible in a Year" }));
    api.answer({ [`GET ${PLANS_PATH}`]: ok([]) });
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Delete this plan?" })).getByRole("button", { name: "Delete plan" }),
    );
    await waitFor(() => expect(api.calls("DELETE", pathOf(YEAR))).toBe(1));
    expect(await screen.findByText(/^No reading plans yet/)).toBeInTheDocument();
  });

  it("starts Bible in a Year from today, on the chosen weekdays", async () => {
    const started = plan(1, "Bible in a Year", { start_date: TODAY, weekdays: [1, 3] });
    const api = bibleApi({ routes: { [`POST ${PLANS_PATH}`]: created(started) } });
    renderApp("/bible/plans/");
    const form = await startForm();
    expect(within(form).getByRole("radio", { name: /Bible in a Year/ })).toBeChecked();
    expect(within(form).getByRole("button", { name: /^Start date: .* \(today\)$/ })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Monday" }));
    await userEvent.click(within(form).getByRole("button", { name: "Wednesday" }));
    api.answer({ [`GET ${PLANS_PATH}`]: ok([started]) });
    await userEvent.click(within(form).getByRole("button", { name: "Start plan" }));
    await waitFor(() =>
      expect(api.bodies("POST", "/bible/api/plan/")).toEqual([{ kind: "year", start_date: TODAY, weekdays: [1, 3] }]),
    );
    expect(await screen.findByRole("article", { name: "Bible in a Year" })).toBeInTheDocument();
    expect(await screen.findByText("Started Bible in a Year")).toBeInTheDocument();
  });

  it("asks a custom plan for books and days before sending it", async () => {
    const romans = plan(2, "Romans 1–8", { kind: "custom", start_date: TODAY, days: 8 });
    const api = bibleApi({ routes: { [`POST ${PLANS_PATH}`]: created(romans) } });
    renderApp("/bible/plans/");
    const form = await startForm();
    await userEvent.click(within(form).getByRole("radio", { name: /Custom/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Start plan" }));
    expect(within(form).getByText("Choose at least one book.")).toBeInTheDocument();
    expect(within(form).getByText("Enter a number of days.")).toBeInTheDocument();
    expect(api.bodies("POST", "/bible/api/plan/")).toEqual([]);

    await userEvent.click(within(form).getByRole("combobox", { name: "Books" }));
    await userEvent.click(await screen.findByRole("option", { name: "Romans" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "To chapter" }), "8");
    await userEvent.type(within(form).getByRole("textbox", { name: "Number of days" }), "8");
    await userEvent.tab();
    await userEvent.click(within(form).getByRole("button", { name: "Start plan" }));
    await waitFor(() =>
      expect(api.bodies("POST", "/bible/api/plan/")).toEqual([
        { kind: "custom", start_date: TODAY, weekdays: [], days: 8, books: [{ book: "ROM", to_chapter: 8 }] },
      ]),
    );
  });

  it("shows the server's field errors beside the fields", async () => {
    bibleApi({
      routes: {
        "POST /bible/api/plan/": {
          status: 400,
          body: {
            detail: "Invalid input.",
            code: "invalid",
            fields: { "books.0.to_chapter": ["Romans has 16 chapters."] },
          },
        },
      },
    });
    renderApp("/bible/plans/");
    const form = await startForm();
    await userEvent.click(within(form).getByRole("radio", { name: /Custom/ }));
    await userEvent.click(within(form).getByRole("combobox", { name: "Books" }));
    await userEvent.click(await screen.findByRole("option", { name: "Romans" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Number of days" }), "5");
    await userEvent.tab();
    await userEvent.click(within(form).getByRole("button", { name: "Start plan" }));
    expect(await within(form).findByText("Romans has 16 chapters.")).toBeInTheDocument();
  });
});
