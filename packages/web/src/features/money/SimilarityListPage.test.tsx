import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { PAYEES_PATH, SIMILARITY_PATH } from "./api";
import { moneyApi, pathOf, payee, resultPage, similarity } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/payee/similar/"), 60_000);

const pairs = () => screen.findByRole("list", { name: "Similar payee pairs" });
const SEATTLE = payee(1, "Starbucks Seattle");
const STARBUCKS = payee(2, "Starbucks");
const STARBUCKS_PAIR = similarity(5, SEATTLE, STARBUCKS, 0.741);

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("SimilarityListPage", { timeout: 40_000 }, () => {
  it("lists the pairs in the server's order, each payee with a link and a Merge button", async () => {
    const blue = similarity(6, payee(3, "Blue Bottle"), payee(4, "Blue Bottle Coffee"), 0.64);
    moneyApi({ routes: { [`GET ${SIMILARITY_PATH}`]: ok(resultPage([STARBUCKS_PAIR, blue])) } });
    renderApp("/money/payee/similar/");
    expect(await screen.findByRole("heading", { level: 1, name: "Similar Payees" })).toBeInTheDocument();
    const rows = within(await pairs()).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "74%Starbucks SeattleMerge into StarbucksStarbucksMerge into Starbucks Seattle",
      "64%Blue BottleMerge into Blue Bottle CoffeeBlue Bottle CoffeeMerge into Blue Bottle",
    ]);
    // Issue 25: "Merge into …" sits beside the payee that goes away.
    const side = within(rows[0]!).getByRole("link", { name: "Starbucks Seattle" }).parentElement!;
    expect(within(side).getByRole("button")).toHaveAccessibleName("Merge into Starbucks (from Starbucks Seattle)");
    expect(within(rows[0]!).getByRole("link", { name: "Starbucks" })).toHaveAttribute(
      "href",
      `/money/payee/${STARBUCKS.id}/`,
    );
    expect(screen.getByText("2 pairs")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Similar payee pages" })).not.toBeInTheDocument();
  });

  it("deletes a pair after asking; it leaves the list", async () => {
    const other = similarity(7, payee(8, "Payee Name"), payee(9, "Payee Name Only"), 0.815);
    const api = moneyApi({
      routes: {
        [`GET ${SIMILARITY_PATH}`]: ok(resultPage([other, STARBUCKS_PAIR])),
        [`PATCH ${pathOf(STARBUCKS_PAIR)}`]: ok({ ...STARBUCKS_PAIR, is_active: false }),
      },
    });
    renderApp("/money/payee/similar/");
    await userEvent.click(
      within(await pairs()).getByRole("button", { name: "Delete suggestion Starbucks Seattle / Starbucks" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Delete the suggestion Starbucks Seattle / Starbucks");
    api.answer({ [`GET ${SIMILARITY_PATH}`]: ok(resultPage([other])) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Starbucks Seattle")).not.toBeInTheDocument());
    expect(api.bodies("PATCH", pathOf(STARBUCKS_PAIR))).toEqual([{ is_active: false }]);
    expect(within(await pairs()).getAllByRole("listitem")).toHaveLength(1);
  });

  it('merges the payee beside the pressed "Merge into …" into the other', async () => {
    const merge = `${PAYEES_PATH}${STARBUCKS.id}/merge/`;
    const api = moneyApi({
      routes: {
        [`GET ${SIMILARITY_PATH}`]: ok(resultPage([STARBUCKS_PAIR])),
        [`POST ${merge}`]: ok(STARBUCKS),
      },
    });
    renderApp("/money/payee/similar/");
    await userEvent.click(
      within(await pairs()).getByRole("button", { name: "Merge into Starbucks (from Starbucks Seattle)" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Merge Starbucks Seattle into Starbucks? Its transactions move to Starbucks.");
    api.answer({ [`GET ${SIMILARITY_PATH}`]: ok(resultPage([])) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(await screen.findByText(/No similar payees\./)).toBeInTheDocument();
    expect(api.bodies("POST", merge)).toEqual([{ payee_ids: [SEATTLE.id] }]);
  });

  it("pages through more than 100 pairs", async () => {
    const all = Array.from({ length: 101 }, (_, i) =>
      similarity(100 + i, payee(1000 + 2 * i, `Shop ${i}`), payee(1001 + 2 * i, `Shop ${i} Inc`), 0.9 - i / 1000),
    );
    const last = all[100]!;
    const api = moneyApi({
      routes: {
        [`GET ${SIMILARITY_PATH}`]: ok(resultPage(all.slice(0, 100), { count: 101, num_pages: 2 })),
        [`GET ${SIMILARITY_PATH}?page=2`]: ok(resultPage([last], { count: 101, num_pages: 2, page: 2 })),
        [`PATCH ${pathOf(last)}`]: ok({ ...last, is_active: false }),
      },
    });
    const { router } = renderApp("/money/payee/similar/");
    expect(within(await pairs()).getAllByRole("listitem")).toHaveLength(100);
    const pages = screen.getByRole("navigation", { name: "Similar payee pages" });
    await userEvent.click(within(pages).getByRole("button", { name: "Go to page 2" }));
    await waitFor(
      () =>
        expect(within(screen.getByRole("list", { name: "Similar payee pairs" })).getAllByRole("listitem")).toHaveLength(
          1,
        ),
      { timeout: 5_000 },
    );
    expect(screen.getByText("Shop 100")).toBeInTheDocument();

    // Deleting the last page's only pair leaves page 2 past the end: the page goes back to the first.
    api.answer({
      [`GET ${SIMILARITY_PATH}`]: ok(resultPage(all.slice(0, 100))),
      [`GET ${SIMILARITY_PATH}?page=2`]: { status: 404, body: { detail: "Invalid page.", code: "not_found" } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Delete suggestion Shop 100 / Shop 100 Inc" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.search).toBe(""), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByText("Shop 0")).toBeInTheDocument(), { timeout: 5_000 });
    await waitFor(() =>
      expect(screen.queryByRole("navigation", { name: "Similar payee pages" })).not.toBeInTheDocument(),
    );
    expect(screen.getByText("100 pairs")).toBeInTheDocument();
  });
});

describe("Tidy payee names", { timeout: 40_000 }, () => {
  const TIDY = `${PAYEES_PATH}tidy/`;
  const PLAN = [
    {
      name: "Amazon Mktpl",
      payees: [
        { id: 11, name: "Amazon Mktpl*2k4ab1cd2", transaction_count: 3 },
        { id: 12, name: "Amazon Mktpl*9zz8yy7xx", transaction_count: 1 },
      ],
    },
    { name: "Trader Joe's", payees: [{ id: 13, name: "Trader Joe S", transaction_count: 8 }] },
  ];

  it("lists old → new names, asks, then tidies them all at once", async () => {
    const api = moneyApi({
      routes: {
        [`GET ${SIMILARITY_PATH}`]: ok(resultPage([])),
        [`GET ${TIDY}`]: ok(PLAN),
        [`POST ${TIDY}`]: ok({ renamed: 2, merged: 1 }),
      },
    });
    renderApp("/money/payee/similar/");
    const card = await screen.findByRole("region", { name: "Tidy payee names" });
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Amazon Mktpl*2k4ab1cd2, Amazon Mktpl*9zz8yy7xx → Amazon Mktpl (merged into one)",
      "Trader Joe S → Trader Joe's",
    ]);
    await userEvent.click(within(card).getByRole("button", { name: "Tidy payee names" }));
    const dialog = await screen.findByRole("dialog", { name: "Tidy payee names?" });
    expect(dialog).toHaveTextContent("Tidy 3 payees: rename 2 payees and merge 1 into others.");
    expect(dialog).toHaveTextContent("A merge moves the transactions and cannot be undone");
    api.answer({ [`GET ${TIDY}`]: ok([]) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Tidy" }));
    await waitFor(() => expect(api.bodies("POST", TIDY)).toEqual([{ payee_ids: [11, 12, 13] }]));
    expect(await screen.findByText("Tidied: renamed 2 payees, merged 1.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Tidy payee names" })).not.toBeInTheDocument();
  });

  it("shows nothing when every name is tidy", async () => {
    moneyApi({ routes: { [`GET ${SIMILARITY_PATH}`]: ok(resultPage([])) } });
    renderApp("/money/payee/similar/");
    await screen.findByText(/No similar payees/);
    expect(screen.queryByRole("region", { name: "Tidy payee names" })).not.toBeInTheDocument();
  });
});
