import { addDays } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, NO_CONTENT, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { MEMORY_PATH } from "./api";
import { formatUsDate } from "./format";
import { bibleApi, pathOf, TODAY, verse } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bible/schedule/"), 60_000);

const VERSE = "And we know that for those who love God\nall things work together for good.";
const DONE_AT = "2026-01-01T12:00:00.000Z";
const ROMANS = verse(1, "Romans 8:28", { notes: VERSE, planned_date: addDays(TODAY, -3), is_past_due: true });
const PSALM = verse(2, "Psalm 23:1", { planned_date: addDays(TODAY, 2), is_priority: true });
const JOHN = verse(3, "John 3:16", {
  planned_date: addDays(TODAY, -10),
  is_completed: true,
  time_completed: DONE_AT,
  next_review_date: TODAY,
  is_review_due: true,
});
/** As the server lists them: not memorized by planned date, then memorized. */
const VERSES = [ROMANS, PSALM, JOHN];

const memoryList = () => screen.findByRole("list", { name: "Memory verses" });

describe("Memorization", () => {
  it("lists each verse with its toggle, name and planned date in en-US format", async () => {
    bibleApi({ memory: VERSES });
    renderApp("/bible/schedule/");
    expect(await screen.findByRole("heading", { name: "Memorization" })).toBeInTheDocument();
    const list = await memoryList();
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement).getByText(`${formatUsDate(addDays(TODAY, -3))} · Past due`),
    ).toBeInTheDocument();
    expect(formatUsDate("2026-11-24")).toBe("Nov 24, 2026");
    expect(
      within(rows[1] as HTMLElement).getByText(`${formatUsDate(addDays(TODAY, 2))} · Priority`),
    ).toBeInTheDocument();
    expect(within(list).getByRole("checkbox", { name: "Memorized John 3:16" })).toBeChecked();
    expect(within(list).getByRole("checkbox", { name: "Memorized Romans 8:28" })).not.toBeChecked();
  });

  it("says so when there are no verses", async () => {
    bibleApi();
    renderApp("/bible/schedule/");
    expect(await screen.findByText(/^No verses yet/)).toBeInTheDocument();
  });

  it("opens a verse in a dialog that keeps the notes' line breaks, and toggles it memorized", async () => {
    const memorized = {
      ...ROMANS,
      is_completed: true,
      time_completed: DONE_AT,
      is_past_due: false,
      next_review_date: addDays(TODAY, 1),
    };
    const api = bibleApi({ memory: VERSES, routes: { [`PATCH ${pathOf(ROMANS)}`]: ok(memorized) } });
    renderApp("/bible/schedule/");
    await userEvent.click(within(await memoryList()).getByRole("button", { name: /^Romans 8:28/ }));
    const dialog = await screen.findByRole("dialog", { name: "Romans 8:28" });
    const notes = within(dialog).getByText(/all things work together/);
    expect(notes.textContent).toBe(VERSE);
    expect(notes).toHaveStyle({ whiteSpace: "pre-wrap" });
    expect(within(dialog).getByText(`Planned ${formatUsDate(addDays(TODAY, -3))}`)).toBeInTheDocument();
    api.answer({ [`GET ${MEMORY_PATH}`]: ok([PSALM, JOHN, memorized]) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Toggle Memorized" }));
    await waitFor(() => expect(api.bodies("PATCH", pathOf(ROMANS))).toEqual([{ is_completed: true }]));
    expect(await within(dialog).findByText("Memorized")).toBeInTheDocument();
  });

  it("lists verses due for review with a count, and records the answer", async () => {
    const reviewed = { ...JOHN, review_stage: 1, next_review_date: addDays(TODAY, 3), is_review_due: false };
    const api = bibleApi({ memory: VERSES, routes: { [`POST ${pathOf(JOHN.review_url)}`]: ok(reviewed) } });
    renderApp("/bible/schedule/");
    expect(await screen.findByRole("heading", { name: "Due for review (1)" })).toBeInTheDocument();
    const due = screen.getByRole("list", { name: "Due for review" });
    expect(within(due).getByText("John 3:16")).toBeInTheDocument();
    await userEvent.click(within(due).getByRole("button", { name: "I remembered John 3:16" }));
    await waitFor(() => expect(api.bodies("POST", pathOf(JOHN.review_url))).toEqual([{ remembered: true }]));
    await waitFor(() => expect(screen.queryByRole("heading", { name: /Due for review/ })).not.toBeInTheDocument());
    expect(await screen.findByText(`John 3:16: next review ${formatUsDate(addDays(TODAY, 3))}`)).toBeInTheDocument();
  });

  it("records a forgotten verse too", async () => {
    const forgotten = { ...JOHN, review_stage: 0, next_review_date: addDays(TODAY, 1), is_review_due: false };
    const api = bibleApi({ memory: VERSES, routes: { [`POST ${pathOf(JOHN.review_url)}`]: ok(forgotten) } });
    renderApp("/bible/schedule/");
    const due = await screen.findByRole("list", { name: "Due for review" });
    await userEvent.click(within(due).getByRole("button", { name: "I forgot John 3:16" }));
    await waitFor(() => expect(api.bodies("POST", pathOf(JOHN.review_url))).toEqual([{ remembered: false }]));
    expect(await screen.findByText(`John 3:16: next review ${formatUsDate(addDays(TODAY, 1))}`)).toBeInTheDocument();
  });

  it("adds a verse with multi-line text, asking for a reference first", async () => {
    const philippians = verse(4, "Philippians 4:13", {
      notes: "I can do all things\nthrough him",
      planned_date: TODAY,
      is_priority: true,
    });
    const api = bibleApi({ routes: { [`POST ${MEMORY_PATH}`]: created(philippians) } });
    renderApp("/bible/schedule/");
    await userEvent.click(await screen.findByRole("button", { name: "Add verse" }));
    const dialog = await screen.findByRole("dialog", { name: "Add verse" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add verse" }));
    expect(within(dialog).getByText("Enter the reference, e.g. Romans 8:28.")).toBeInTheDocument();
    expect(api.bodies("POST", "/bible/api/memory/")).toEqual([]);

    // Pasted rather than typed key by key: the same change events, far fewer re-renders.
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Reference" }));
    await userEvent.paste("Philippians 4:13");
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Verse text" }));
    await userEvent.paste("I can do all things\nthrough him");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Priority" }));
    api.answer({ [`GET ${MEMORY_PATH}`]: ok([philippians]) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add verse" }));
    await waitFor(() =>
      expect(api.bodies("POST", "/bible/api/memory/")).toEqual([
        { name: "Philippians 4:13", notes: "I can do all things\nthrough him", planned_date: TODAY, is_priority: true },
      ]),
    );
    expect(await within(await memoryList()).findByText("Philippians 4:13")).toBeInTheDocument();
  });

  it("asks before deleting a verse", async () => {
    const api = bibleApi({ memory: VERSES, routes: { [`DELETE ${pathOf(PSALM)}`]: NO_CONTENT } });
    renderApp("/bible/schedule/");
    await userEvent.click(within(await memoryList()).getByRole("button", { name: /^Psalm 23:1/ }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Psalm 23:1" })).getByRole("button", { name: "Delete" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Delete this verse?" });
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls("DELETE", pathOf(PSALM))).toBe(1));
    await waitFor(() => expect(screen.queryByText("Psalm 23:1")).not.toBeInTheDocument());
  });
});
