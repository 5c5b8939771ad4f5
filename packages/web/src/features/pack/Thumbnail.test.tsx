import { describe, expect, it } from "vitest";
import { fitWithin } from "./Thumbnail";

describe("fitWithin", () => {
  it.each([
    [100, 75, { width: 100, height: 140 }, { width: 100, height: 75 }],
    [70, 140, { width: 56, height: 78 }, { width: 39, height: 78 }],
    [100, 75, { width: 56, height: 78 }, { width: 56, height: 42 }],
    [40, 30, { width: 100, height: 140 }, { width: 40, height: 30 }],
  ])("%i × %i in %o is %o (never enlarged)", (width, height, box, expected) => {
    expect(fitWithin(width, height, box)).toEqual(expected);
  });
});
