import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppModule, modules, sortModules } from "./modules";
import { navItems } from "./navigation";
import type { RouteHandle } from "./routeHandle";

const module = (key: AppModule["key"], label: string): AppModule => ({
  key,
  label,
  path: `/${key}/`,
  icon: "M0 0",
  routes: [],
});

describe("module registry", () => {
  it("orders modules as spec §1's menu, whatever order they were added in", () => {
    const sorted = sortModules([module("wordle", "Wordle"), module("money", "Money"), module("bible", "Reading Plan")]);
    expect(sorted.map((m) => m.label)).toEqual(["Reading Plan", "Money", "Wordle"]);
  });

  it("registers each module, and each menu path, once", () => {
    expect(new Set(modules.map((m) => m.key)).size).toBe(modules.length);
    expect(new Set(modules.map((m) => m.path)).size).toBe(modules.length);
  });

  it("builds the menu as Home, the modules, Settings", () => {
    const items = navItems([module("tasks", "Tasks"), module("tv", "TV Series")]);
    expect(items.map((item) => item.label)).toEqual(["Home", "Tasks", "TV Series", "Settings"]);
    expect(navItems([]).map((item) => item.path)).toEqual(["/", "/settings/"]);
  });

  it("makes an entry whose path starts another's current only on its own path", () => {
    const wordle = { ...module("wordle", "Wordle"), path: "/wordle" };
    const connections = { ...module("connections", "Connections"), path: "/wordle/connections" };
    const items = navItems([wordle, connections, module("tasks", "Tasks")]);
    expect(items.map((item) => [item.label, item.end ?? false])).toEqual([
      ["Home", true],
      ["Wordle", true],
      ["Connections", false],
      ["Tasks", false],
      ["Settings", false],
    ]);
  });

  it("keeps the row of tabs that come with lazy code while that code loads (issue 28)", async () => {
    // Each route whose lazy code brings tabs sits under a route that says so without loading it.
    const check = async (routes: RouteObject[], rowAbove: boolean): Promise<number> => {
      let found = 0;
      for (const route of routes) {
        const row = rowAbove || Boolean((route.handle as RouteHandle | undefined)?.tabsRow);
        if (typeof route.lazy === "function") {
          const loaded = (await route.lazy()) as { handle?: RouteHandle };
          if (loaded.handle?.tabs) {
            found++;
            expect(row, `${route.path ?? "a pathless route"} brings tabs without a tabsRow above it`).toBe(true);
          }
        }
        found += await check(route.children ?? [], row);
      }
      return found;
    };
    expect(
      await check(
        modules.flatMap((m) => m.routes),
        false,
      ),
    ).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
