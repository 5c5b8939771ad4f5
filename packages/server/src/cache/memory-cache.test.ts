import { describe, expect, it, vi } from "vitest";
import { collectGarbage, MemoryCache } from "./memory-cache";

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

  describe("asks V8 to collect what it let go", () => {
    const MB = 1024 * 1024;
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

    it("once entries worth an eighth of the budget (8 MB at least) were evicted, after the current turn", async () => {
      const collect = vi.fn();
      const cache = new MemoryCache(128 * MB, collect);
      for (let i = 0; i < 20; i++) cache.set(`owner ${i}`, { i }, 8 * MB); // 16 fit: 4 evicted (32 MB)
      expect(collect).not.toHaveBeenCalled(); // not in the middle of the work that evicted
      await nextTurn();
      expect(collect).toHaveBeenCalledTimes(1); // 16 MB released, then 16 more: one collection for the turn
      for (let i = 20; i < 21; i++) cache.set(`owner ${i}`, { i }, 8 * MB);
      await nextTurn();
      expect(collect).toHaveBeenCalledTimes(1); // 8 MB since: below an eighth of the budget
      cache.set("owner 21", { i: 21 }, 8 * MB);
      await nextTurn();
      expect(collect).toHaveBeenCalledTimes(2);
    });

    it("counts deleted and replaced values, not a value kept at a new size", async () => {
      const collect = vi.fn();
      const cache = new MemoryCache(64 * MB, collect);
      const index = { name: "index" };
      cache.set("a", index, 0);
      for (let size = 1; size <= 40; size++) cache.resize("a", index, size * MB);
      await nextTurn();
      expect(collect).not.toHaveBeenCalled();
      cache.set("a", { name: "rebuilt" }, MB); // the 40 MB index is gone
      await nextTurn();
      expect(collect).toHaveBeenCalledTimes(1);
      cache.set("b", "B", 9 * MB);
      cache.delete("b");
      await nextTurn();
      expect(collect).toHaveBeenCalledTimes(2);
    });

    it("a small budget waits for 8 MB: a collection costs more than a few evicted kilobytes", async () => {
      const collect = vi.fn();
      const cache = new MemoryCache(64 * 1024, collect);
      for (let i = 0; i < 100; i++) cache.set(`k${i}`, i, 32 * 1024);
      await nextTurn();
      expect(collect).not.toHaveBeenCalled();
    });

    it("collects for real: arrays that outlived two young collections are freed at once", async () => {
      const before = process.memoryUsage().arrayBuffers;
      let held: Uint8Array[] | undefined = Array.from({ length: 32 }, () => new Uint8Array(MB).fill(1));
      // Promoted to the old generation, as a kept index is: only a full collection frees them.
      for (let i = 0; i < 4; i++) Array.from({ length: 200_000 }, (_, k) => ({ k }));
      expect(held.length * MB).toBe(32 * MB);
      expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThan(30 * MB);
      held = undefined;
      collectGarbage();
      // Their memory is returned by V8's background sweeper, moments later.
      await vi.waitFor(() => expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(4 * MB));
    });
  });
});
