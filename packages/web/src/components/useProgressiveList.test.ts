import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useProgressiveList } from "./useProgressiveList";

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);

describe("useProgressiveList", () => {
  it("renders the first items at once, then every item, and later changes at once", async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 3), {
      initialProps: { items: numbers(10) },
    });
    // The first commit may already include the transition (act flushes it); either way it
    // starts with the first items only and ends with all of them.
    await waitFor(() => expect(result.current).toEqual(numbers(10)));
    rerender({ items: numbers(12) });
    expect(result.current).toEqual(numbers(12));
  });

  it("shows only the first items in the first render of a long list, then the whole list in one step", async () => {
    const renders: number[] = [];
    renderHook(() => renders.push(useProgressiveList(numbers(50), 5).length));
    expect(renders[0]).toBe(5);
    await waitFor(() => expect(renders.at(-1)).toBe(50));
    // No steps in between: each would move what is below the list once more.
    expect([...new Set(renders)]).toEqual([5, 50]);
  });

  it("starts with the first items when the items arrive after the first render", async () => {
    const renders: number[] = [];
    const { rerender } = renderHook(({ items }) => renders.push(useProgressiveList(items, 5).length), {
      initialProps: { items: numbers(0) },
    });
    rerender({ items: numbers(30) });
    expect(renders).toContain(5);
    expect(renders).not.toContain(30);
    await waitFor(() => expect(renders.at(-1)).toBe(30));
  });

  it("shows a short list whole from the start", () => {
    const { result } = renderHook(() => useProgressiveList(numbers(4), 5));
    expect(result.current).toEqual(numbers(4));
  });

  it("grows by `step` items a turn when given one", async () => {
    const renders: number[] = [];
    renderHook(() => renders.push(useProgressiveList(numbers(9), 2, 3).length));
    await waitFor(() => expect(renders.at(-1)).toBe(9));
    expect([...new Set(renders)]).toEqual([2, 5, 8, 9]);
  });
});
