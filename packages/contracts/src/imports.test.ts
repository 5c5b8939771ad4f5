import { describe, expect, it } from "vitest";
import { importCountText } from "./imports";

describe("importCountText", () => {
  it.each([
    ["fill_ups", 4, "4 fill-ups"],
    ["fill_ups", 1, "1 fill-up"],
    ["episodes_skipped", 1, "1 episode already there"],
    ["episodes_skipped", 1200, "1,200 episodes already there"],
    ["shows", 0, "0 shows"],
  ])("reads (%j, %j) as %j", (key, n, text) => expect(importCountText(key, n)).toBe(text));
});
