import { describe, expect, it } from "vitest";
import { isGroupVisible, itemMatches, tripStats } from "./pack-logic";

describe("tripStats", () => {
  it("counts an item under two activities once among unique items", () => {
    const items = [
      { activity_id: 1, item_id: 10, is_packed: true },
      { activity_id: 2, item_id: 10, is_packed: false },
      { activity_id: 2, item_id: 11, is_packed: true },
    ];
    expect(tripStats([1, 2, 3], items)).toEqual({
      activities: 3,
      activities_with_items: 2,
      unpacked_activities: 1,
      packed_activities: 1,
      trip_items: 3,
      packed_items: 2,
      unique_items: 2,
      packed_unique_items: 1,
    });
  });

  it("an empty trip has only its activities", () => {
    expect(tripStats([1], [])).toMatchObject({ activities: 1, activities_with_items: 0, unique_items: 0 });
  });
});

describe("item search and visibility", () => {
  const boots = { name: "Boots", brand_name: "Merrell", size: "10", color: "Brown", category: { name: "Footwear" } };
  it.each(["boo", "MERR", "10", "brown", "foot", ""])("matches %j", (query) => {
    expect(itemMatches(boots, query)).toBe(true);
  });
  it("does not match other text", () => {
    expect(itemMatches(boots, "socks")).toBe(false);
  });
  it("shows a group when packed items are shown, it is empty, or something is unpacked", () => {
    expect(isGroupVisible(false, [{ is_packed: true }])).toBe(false);
    expect(isGroupVisible(true, [{ is_packed: true }])).toBe(true);
    expect(isGroupVisible(false, [])).toBe(true);
    expect(isGroupVisible(false, [{ is_packed: true }, { is_packed: false }])).toBe(true);
  });
});
