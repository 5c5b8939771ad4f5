import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SubNavTabs } from "./SubNavTabs";

const LINKS = [
  { label: "Trips", to: "/pack", end: true, alsoUnder: "/pack/trip/" },
  { label: "Items", to: "/pack/items/" },
];

function tabsAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SubNavTabs label="Trip packing" links={LINKS} />
    </MemoryRouter>,
  );
  return (name: string) => screen.getByRole("link", { name }).classList.contains("active");
}

describe("SubNavTabs", () => {
  it("marks the tab of the page shown", () => {
    const active = tabsAt("/pack/items/");
    expect([active("Trips"), active("Items")]).toEqual([false, true]);
  });

  it("marks a tab on the pages under it that it names (a trip's page, under Trips)", () => {
    const active = tabsAt("/pack/trip/3");
    expect([active("Trips"), active("Items")]).toEqual([true, false]);
  });
});
