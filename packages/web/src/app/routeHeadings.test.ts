import { QueryClient } from "@tanstack/react-query";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { combinedHandle, headingOf } from "./routeHandle";
import { ROUTE_HEADINGS } from "./routeHeadings";
import { createRoutes } from "./routes";

/** The handle the layout reads at `address` (useRouteHandle). */
function handleAt(address: string) {
  return combinedHandle((matchRoutes(createRoutes(new QueryClient()), address) ?? []).map(({ route }) => route.handle));
}

describe("route headings written into index.html (issue 28)", () => {
  it.each(Object.entries(ROUTE_HEADINGS))("%s: the route's own heading and tabs row", (address, shell) => {
    const handle = handleAt(address);
    expect(headingOf(handle, new URLSearchParams())).toBe(shell.heading);
    expect(handle.tabsRow).toBe(shell.tabsRow);
  });
});
