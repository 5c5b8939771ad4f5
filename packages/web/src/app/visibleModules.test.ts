import { MODULE_KEYS } from "@homebase/contracts";
import { describe, expect, it } from "vitest";
import { MODULE_ORDER, modules } from "./modules";
import { visibleModules } from "./visibleModules";

describe("visibleModules", () => {
  it("knows every module the server lets an owner hide, and no other", () => {
    // The server validates hidden_modules against contracts' list; the menu is built from this one.
    expect([...MODULE_ORDER].sort()).toEqual([...MODULE_KEYS].sort());
  });

  it("leaves the hidden modules out and keeps the menu order", () => {
    const shown = visibleModules(["wordle", "bills"]).map((module) => module.key);
    expect(shown).toEqual(modules.map((module) => module.key).filter((key) => key !== "wordle" && key !== "bills"));
  });

  it("shows every module when nothing is hidden", () => {
    expect(visibleModules([])).toEqual([...modules]);
  });
});
