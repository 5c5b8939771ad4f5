import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { moneyApi } from "./testing";

const pairs = () => screen.findByRole("list", { name: "Similar payee pairs" });

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("SimilarityListPage", { timeout: 40_000 }, () => {
  it("lists the pairs most alike first, each payee with a link and a Merge button", async () => {
    const api = moneyApi({
      similarities: [
        ["Blue Bottle", "Blue Bottle Coffee", 0.64],
        ["Starbucks Seattle", "Starbucks", 0.741],
      ],
    });
    renderApp("/money/payee/similar/");
    expect(await screen.findByRole("heading", { level: 1, name: "Similar Payees" })).toBeInTheDocument();
    const rows = within(await pairs()).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "74%Starbucks SeattleMergeStarbucksMerge",
      "64%Blue BottleMergeBlue Bottle CoffeeMerge",
    ]);
    const starbucks = api.payees.find((p) => p.name === "Starbucks")!;
    expect(within(rows[0]!).getByRole("link", { name: "Starbucks" })).toHaveAttribute(
      "href",
      `/money/payee/${starbucks.id}/`,
    );
    expect(screen.getByText("2 pairs")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Similar payee pages" })).not.toBeInTheDocument();
  });

  it("deletes a pair after asking; it leaves the list", async () => {
    const api = moneyApi({
      similarities: [
        ["Starbucks Seattle", "Starbucks", 0.741],
        ["Payee Name", "Payee Name Only", 0.815],
      ],
    });
    renderApp("/money/payee/similar/");
    await userEvent.click(
      within(await pairs()).getByRole("button", { name: "Delete suggestion Starbucks Seattle / Starbucks" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Delete the suggestion Starbucks Seattle / Starbucks");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Starbucks Seattle")).not.toBeInTheDocument());
    const [deleted] = api.similarities.filter((s) => !s.is_active);
    expect(api.bodies("PATCH", new URL(deleted!.url).pathname)).toEqual([{ is_active: false }]);
    expect(within(await pairs()).getAllByRole("listitem")).toHaveLength(1);
  });

  it("merges the other payee into the one whose Merge was pressed", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      transactions: [{ account: "Checking", payee: "Starbucks", date: "2024-01-03", amount: -5.75 }],
      similarities: [["Starbucks Seattle", "Starbucks", 0.741]],
    });
    const seattle = api.payees.find((p) => p.name === "Starbucks Seattle")!;
    const starbucks = api.payees.find((p) => p.name === "Starbucks")!;
    renderApp("/money/payee/similar/");
    await userEvent.click(
      within(await pairs()).getByRole("button", { name: "Merge Starbucks Seattle into Starbucks" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Merge Starbucks Seattle into Starbucks? Its transactions move to Starbucks.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(await screen.findByText(/No similar payees\./)).toBeInTheDocument();
    expect(api.bodies("POST", `/money/api/payee/${starbucks.id}/merge/`)).toEqual([{ payee_ids: [seattle.id] }]);
    expect(api.payees.map((p) => p.name)).toEqual(["Starbucks"]);
  });

  it("pages through more than 100 pairs", async () => {
    moneyApi({
      similarities: Array.from({ length: 101 }, (_, i): [string, string, number] => [
        `Shop ${i}`,
        `Shop ${i} Inc`,
        0.9 - i / 1000,
      ]),
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

    // Deleting the last page's only pair goes back to the first page.
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
