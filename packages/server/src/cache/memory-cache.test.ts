import { describe, expect, it } from "vitest";
import { MemoryCache } from "./memory-cache";

// The bookkeeping a key costs beyond its value's bytes (ENTRY_OVERHEAD_BYTES + the key's chars).
const cost = (key: string, bytes: number) => bytes + 160 + key.length * 2;

describe("MemoryCache", () => {
  it("evicts the least recently used entries past its budget, keeping the ones read since", () => {
    const cache = new MemoryCache(cost("a", 100) * 3);
    cache.set("a", "A", 100);
    cache.set("b", "B", 100);
    cache.set("c", "C", 100);
    expect(cache.get("a")).toBe("A"); // a is now the most recently used
    cache.set("d", "D", 100);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual(["A", "C", "D"]);
    expect(cache.stats).toEqual({ entries: 3, bytes: cost("a", 100) * 3, budgetBytes: cost("a", 100) * 3 });
  });

  it("does not keep a value larger than the whole budget, and keeps what it had", () => {
    const cache = new MemoryCache(1_000);
    cache.set("small", 1, 10);
    expect(cache.set("huge", 2, 5_000)).toBe(false);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("small")).toBe(1);
  });

  it("replacing a key counts its bytes once", () => {
    const cache = new MemoryCache(10_000);
    cache.set("k", 1, 500);
    cache.set("k", 2, 700);
    expect(cache.stats.bytes).toBe(cost("k", 700));
    cache.delete("k");
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("resizes an entry only while the key still holds the same value", () => {
    const cache = new MemoryCache(cost("k", 1_000) + cost("o", 0));
    const building = { name: "index" };
    cache.set("o", "other", 0);
    cache.set("k", building, 0);
    expect(cache.resize("k", { name: "another" }, 999)).toBe(false);
    expect(cache.resize("k", building, 1_000)).toBe(true);
    expect(cache.stats.bytes).toBe(cost("k", 1_000) + cost("o", 0));
    // Grown past the budget: the other, older entry goes.
    expect(cache.resize("k", building, 1_001)).toBe(true);
    expect(cache.get("o")).toBeUndefined();
    expect(cache.resize("k", building, 1_000_000)).toBe(false);
    expect(cache.get("k")).toBeUndefined();
  });

  it("a smaller budget evicts at once; a budget of 0 keeps nothing", () => {
    const cache = new MemoryCache(100_000);
    for (const key of ["a", "b", "c"]) cache.set(key, key, 1_000);
    cache.setBudget(cost("c", 1_000));
    expect(cache.stats.entries).toBe(1);
    expect(cache.get("c")).toBe("c");
    cache.setBudget(0);
    expect(cache.stats).toEqual({ entries: 0, bytes: 0, budgetBytes: 0 });
    expect(cache.set("d", "d", 0)).toBe(false);
  });
});
