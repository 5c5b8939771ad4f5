import { describe, expect, it } from "vitest";
import { pageItems } from "./pageItems";

describe("pageItems", () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [1, 20, [1, 2, 3, 4, "end-ellipsis", 18, 19, 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, "end-ellipsis", 20]],
    [10, 20, [1, "start-ellipsis", 8, 9, 10, 11, "end-ellipsis", 20]],
    [18, 20, [1, "start-ellipsis", 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 2, 3, 4, "end-ellipsis", 18, 19, 20]],
  ])("page %i of %i", (page, count, expected) => {
    const items = pageItems(page, count);
    expect(items).toEqual(expected);
    expect(items.length).toBeLessThanOrEqual(8);
    if (count > 8) expect(items).toContain(page);
  });
});
