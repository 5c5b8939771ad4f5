import { QueryClient } from "@tanstack/react-query";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "./routeHandle";
import { ROUTE_HEADINGS } from "./routeHeadings";
import { createRoutes } from "./routes";

/** The handle the layout reads at `address`: the deepest route that sets a field wins (useRouteHandle). */
function handleAt(address: string): RouteHandle & { tabsRow?: boolean } {
  const matches = matchRoutes(createRoutes(new QueryClient()), address) ?? [];
  return Object.assign({}, ...matches.map(({ route }) => (route.handle ?? {}) as RouteHandle));
}

describe("route headings written into index.html (issue 28)", () => {
  it.each(Object.entries(ROUTE_HEADINGS))("%s: the route's own heading and tabs row", (address, shell) => {
    const handle = handleAt(address);
    const own =
      typeof handle.heading === "function" ? handle.heading(new URLSearchParams()) : handle.heading && handle.title;
    expect(own).toBe(shell.heading);
    expect(handle.tabsRow).toBe(shell.tabsRow);
  });
});
