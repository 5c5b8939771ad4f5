import type { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AppModule } from "../../app/modules";
import { OWNER, signedInApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { meKey } from "../auth/hooks";
import { HomePage } from "./HomePage";

const seedOwner = { seed: (client: QueryClient) => client.setQueryData(meKey, OWNER) };

function WaterWidget() {
  return <p>Water widget</p>;
}

const water: AppModule = {
  key: "water",
  label: "Water",
  path: "/tracker/water/",
  icon: "M0 0",
  routes: [],
  homeWidget: { Component: WaterWidget, minHeight: 192 },
};

describe("HomePage", () => {
  it("greets the owner and, with no modules yet, says they will appear here", () => {
    signedInApi();
    renderWithProviders(<HomePage modules={[]} />, seedOwner);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, owner" })).toBeInTheDocument();
    expect(screen.getByText(/will appear here/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose your theme and time zone" })).toHaveAttribute("href", "/settings/");
    expect(screen.queryByRole("heading", { name: "Your modules" })).not.toBeInTheDocument();
  });

  it("shows modules' widgets and links to each module", async () => {
    signedInApi();
    renderWithProviders(<HomePage modules={[water]} />, seedOwner);
    expect(await screen.findByText("Water widget")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Water" })).toHaveAttribute("href", "/tracker/water/");
    expect(screen.queryByText(/will appear here/)).not.toBeInTheDocument();
  });
});
