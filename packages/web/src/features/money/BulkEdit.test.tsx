import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { emulatePhone } from "../../test/viewport";
import { BULK_PATH } from "./rulesApi";
import { clickPage, clickRow, EMPTY_SELECTION } from "./selection";
import { account, category, debit, moneyApi, named, resultPage, tag, transaction } from "./testing";

// The page's code (and the bar's) is loaded before the first test, not inside its UI waits.
beforeAll(() => preloadRoute("/money/"), 60_000);

// Issue 19: choosing transactions in the table and editing them at once.

describe("selection", () => {
  const page = [1, 2, 3, 4, 5];
  const pick = (...clicks: [number, boolean][]) =>
    [...clicks.reduce((s, [id, shift]) => clickRow(s, page, id, shift), EMPTY_SELECTION).ids].sort();
  it.each([
    ["one click selects", [[2, false]], [2]],
    [
      "a second click clears",
      [
        [2, false],
        [2, false],
      ],
      [],
    ],
    [
      "shift-click selects the range from the last click",
      [
        [2, false],
        [4, true],
      ],
      [2, 3, 4],
    ],
    [
      "the range runs upwards too",
      [
        [4, false],
        [1, true],
      ],
      [1, 2, 3, 4],
    ],
    ["shift-click without a first click is a click", [[3, true]], [3]],
    [
      "a shift-click from a cleared row clears the range",
      [
        [1, false],
        [2, false],
        [3, false],
        [3, false],
        [1, true],
      ],
      [],
    ],
  ] as [string, [number, boolean][], number[]][])("%s", (_name, clicks, expected) => {
    expect(pick(...clicks)).toEqual(expected);
  });
  it("the header box selects the page, then clears it", () => {
    const all = clickPage(clickRow(EMPTY_SELECTION, page, 2, false), page);
    expect([...all.ids]).toEqual(page);
    expect(clickPage(all, page).ids.size).toBe(0);
  });
});

const CHECKING = account(1, "Checking");
const FOOD = category(3, "Food", { is_parent: true, children: [{ id: 4, name: "Groceries" }] });
const GROCERIES = category(4, "Groceries", { parent_category: named(FOOD) });
const ROWS = [10, 11, 12, 13].map((id, i) => transaction(id, CHECKING, `2024-03-0${4 - i}`, debit(id)));

const LUNCH = tag(7, "lunch");
const WORK = tag(8, "work");

function setup(count = ROWS.length) {
  return moneyApi({
    accounts: [CHECKING],
    categories: [FOOD, GROCERIES],
    tags: [LUNCH, WORK],
    views: {
      "": {
        list: resultPage(ROWS, { count, num_pages: Math.ceil(count / 50) }),
        summary: { record_count: count, total_amount: -46 },
        filters: [],
      },
    },
    routes: { [`PATCH ${BULK_PATH}`]: ok({ updated: 3 }) },
  });
}

const boxes = async () =>
  within(await screen.findByRole("table", { name: "Transactions" })).getAllByRole("checkbox") as HTMLInputElement[];

async function setCategory() {
  await userEvent.click(await screen.findByRole("combobox", { name: "Set category" }));
  await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Groceries" }));
}

describe("bulk edit on the transactions page", { timeout: 40_000 }, () => {
  it("checkbox and shift-click choose a range; Apply sends their ids", async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp("/money/");
    // The same elements throughout: the table stays mounted while its page refreshes.
    const all = await boxes();
    const [, first, , third] = all;
    await user.click(first!);
    expect(await screen.findByRole("region", { name: "Bulk edit" })).toHaveTextContent("1 transaction selected");
    await user.keyboard("{Shift>}");
    await user.click(third!);
    await user.keyboard("{/Shift}");
    expect(all.map((box) => box.checked)).toEqual([false, true, true, true, false]);
    expect(await screen.findByRole("region", { name: "Bulk edit" })).toHaveTextContent("3 transactions selected");
    await setCategory();
    await userEvent.click(screen.getByRole("button", { name: "Apply to 3 transactions" }));
    await waitFor(() =>
      expect(api.bodies("PATCH", BULK_PATH)).toEqual([{ ids: [10, 11, 12], set: { category_id: 4 } }]),
    );
    expect(await screen.findByText("Changed 3 transactions.")).toBeInTheDocument();
    expect(all.every((box) => !box.checked)).toBe(true);
  });

  it("the header box selects the page; 'select all matching' sends the filters instead", async () => {
    const api = setup(120);
    renderApp("/money/");
    const all = await boxes();
    await userEvent.click(all[0]!);
    expect(all.every((box) => box.checked)).toBe(true);
    await userEvent.click(await screen.findByRole("button", { name: "Select all 120 matching the filters" }));
    expect(await screen.findByRole("region", { name: "Bulk edit" })).toHaveTextContent(
      "All 120 transactions matching the filters are selected",
    );
    await setCategory();
    await userEvent.click(screen.getByRole("button", { name: "Apply to 120 transactions" }));
    await waitFor(() => expect(api.bodies("PATCH", BULK_PATH)).toEqual([{ filters: {}, set: { category_id: 4 } }]));
  });

  it("sets Uncategorized, and adds or removes tags (not only replaces them)", async () => {
    const api = setup();
    renderApp("/money/");
    const all = await boxes();
    await userEvent.click(all[1]!);
    const bar = await screen.findByRole("region", { name: "Bulk edit" });
    await userEvent.click(within(bar).getByRole("combobox", { name: "Set category" }));
    await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Uncategorized" }));
    // Add is the first choice: the chosen tags join each transaction's own.
    expect(within(bar).getByText("Added to the tags each one has")).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole("combobox", { name: "Tags" }));
    await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "lunch" }));
    await userEvent.click(within(bar).getByRole("button", { name: "Apply to 1 transaction" }));
    await waitFor(() =>
      expect(api.bodies("PATCH", BULK_PATH)).toEqual([{ ids: [10], set: { category_id: null, add_tag_ids: [7] } }]),
    );

    await userEvent.click(all[2]!);
    const next = await screen.findByRole("region", { name: "Bulk edit" });
    await userEvent.click(within(next).getByRole("combobox", { name: "Tag change" }));
    await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Remove" }));
    await userEvent.click(within(next).getByRole("combobox", { name: "Tags" }));
    await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "work" }));
    await userEvent.click(within(next).getByRole("button", { name: "Apply to 1 transaction" }));
    await waitFor(() => expect(api.bodies("PATCH", BULK_PATH)[1]).toEqual({ ids: [11], set: { remove_tag_ids: [8] } }));
  });
});

describe("bulk edit on a phone", { timeout: 40_000 }, () => {
  it("Select shows a box per row; the bar docks at the bottom; Escape leaves", async () => {
    emulatePhone();
    const api = setup(120);
    renderApp("/money/");
    const list = await screen.findByRole("list", { name: "Transactions" });
    expect(within(list).queryByRole("checkbox")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Select" }));
    const rows = within(list).getAllByRole("checkbox");
    expect(rows).toHaveLength(4);
    await userEvent.click(rows[0]!);
    await userEvent.click(rows[2]!);
    const bar = await screen.findByRole("region", { name: "Bulk edit" });
    expect(bar).toHaveTextContent("2 transactions selected");
    // The page's box, then "all matching" beyond the page, as on a wide screen.
    await userEvent.click(screen.getByRole("checkbox", { name: "All on this page" }));
    await userEvent.click(within(bar).getByRole("button", { name: "Select all 120 matching the filters" }));
    expect(bar).toHaveTextContent("All 120 transactions matching the filters are selected");
    await userEvent.click(within(bar).getByRole("button", { name: "Edit 120 transactions" }));
    await setCategory();
    await userEvent.click(within(bar).getByRole("button", { name: "Apply to 120 transactions" }));
    await waitFor(() => expect(api.bodies("PATCH", BULK_PATH)).toEqual([{ filters: {}, set: { category_id: 4 } }]));
    expect(await screen.findByText("Changed 3 transactions.")).toBeInTheDocument(); // the fake answers 3
    expect(within(list).queryByRole("checkbox")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Select" }));
    await userEvent.click(within(list).getAllByRole("checkbox")[1]!);
    expect(await screen.findByRole("region", { name: "Bulk edit" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(within(list).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Bulk edit" })).not.toBeInTheDocument();
  });
});
