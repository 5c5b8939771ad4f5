import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { rememberedGreeting } from "../features/home/greeting";
import { RouteLoading } from "./RouteLoading";
import type { RouteHandle } from "./routeHandle";

/** A page whose guard is still loading, as on a first load while the page's code downloads. */
function firstLoadOf(url: string, handle: RouteHandle) {
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <RouteLoading />,
        children: [{ path: "page", loader: () => new Promise<never>(() => {}), element: <p>The page</p>, handle }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe("RouteLoading (issue 28: the page's heading before its code arrives)", () => {
  it("shows the title as the h1 of a page whose heading is its title, over the spinner", async () => {
    firstLoadOf("/page", { title: "Water Tracker", heading: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Water Tracker" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByText("The page")).not.toBeInTheDocument();
  });

  it("shows the heading the address's query picks", async () => {
    firstLoadOf("/page?inactive=1", {
      title: "Recurring Bills",
      heading: (params) => (params.get("inactive") === "1" ? "Inactive Bills" : "Recurring Bills"),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Inactive Bills" })).toBeInTheDocument();
  });

  it("shows Home's greeting with the username kept at sign-in, and only the spinner without one", async () => {
    localStorage.setItem("token", "t1");
    localStorage.setItem("username", "ana");
    firstLoadOf("/page", { title: "Home", heading: rememberedGreeting });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, ana" })).toBeInTheDocument();
    cleanup();

    localStorage.removeItem("username");
    firstLoadOf("/page", { title: "Home", heading: rememberedGreeting });
    expect(await screen.findByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("shows only the spinner for a page whose heading comes with its data", async () => {
    firstLoadOf("/page", { title: "Trip" });
    expect(await screen.findByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
