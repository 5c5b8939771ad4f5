import fs from "node:fs";
import path from "node:path";
import { QueryClient } from "@tanstack/react-query";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { modules } from "./modules";
import { ROUTE_PRELOADS } from "./routePreloads";
import { createRoutes } from "./routes";

const webRoot = path.resolve(import.meta.dirname, "../..");

/** The components and footers/tabs the routes matched at `address` load lazily. */
async function lazyParts(address: string): Promise<unknown[]> {
  const matches = matchRoutes(createRoutes(new QueryClient()), address) ?? [];
  const parts: unknown[] = [];
  for (const { route } of matches) {
    if (typeof route.lazy !== "function") continue;
    const loaded = (await route.lazy()) as { Component?: unknown; handle?: Record<string, unknown> };
    if (loaded.Component) parts.push(loaded.Component);
    parts.push(...Object.values(loaded.handle ?? {}).filter((value) => typeof value === "function"));
  }
  return parts;
}

describe("route preloads (issue 28)", () => {
  it.each(Object.entries(ROUTE_PRELOADS))("lists the files whose code %s loads first", async (address, files) => {
    for (const file of files) expect(fs.existsSync(path.join(webRoot, file)), file).toBe(true);
    const exported = new Set<unknown>();
    for (const file of files) {
      for (const value of Object.values(await import(/* @vite-ignore */ path.join(webRoot, file)))) exported.add(value);
    }
    const parts = await lazyParts(address);
    expect(parts.length, `${address} matches no lazy route`).toBeGreaterThan(0);
    for (const part of parts)
      expect(exported.has(part), `${address}: a lazy part comes from an unlisted file`).toBe(true);
  });

  it("lists Home's widgets with Home, one file each", () => {
    const widgets = modules.filter((module) => module.homeWidget).length;
    expect(ROUTE_PRELOADS["/"]).toHaveLength(1 + widgets);
  });
});
