import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { preloadRoute, renderApp } from "../../test/render";
import { account, moneyApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/account/"), 60_000);

describe("money module", () => {
  it("is in the menu as Money, going to /money/", () => {
    const money = modules.find((module) => module.key === "money");
    expect([money?.label, money?.path]).toEqual(["Money", "/money/"]);
  });

  it("gives every money page the footer links Transactions, Categories, Accounts (and Reports, issue 24; Rules, issue 19)", async () => {
    moneyApi({ accounts: [account(1, "Checking")] });
    renderApp("/money/account/");
    const footer = await screen.findByRole("navigation", { name: "Money" });
    expect(
      within(footer)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Transactions", "/money/"],
      ["Categories", "/money/category/"],
      ["Accounts", "/money/account/"],
      ["Reports", "/money/reports/"],
      ["Rules", "/money/rules/"],
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Accounts" })).toBeInTheDocument();
  });
});
