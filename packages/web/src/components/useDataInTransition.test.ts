import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDataInTransition, useReadyInTransition } from "./useDataInTransition";

describe("useDataInTransition", () => {
  it("shows data that arrives after mounting one render later, then every change at once", async () => {
    const renders: (number[] | undefined)[] = [];
    const { rerender } = renderHook(({ data }) => renders.push(useDataInTransition(data)), {
      initialProps: { data: undefined as number[] | undefined },
    });
    const first = [1, 2];
    rerender({ data: first });
    // The render that receives the data still shows none; the transition that shows it follows
    // (act, around rerender, already flushed it).
    await waitFor(() => expect(renders.at(-1)).toBe(first));
    expect(renders).toEqual([undefined, undefined, first]);

    const count = renders.length;
    const next = [1, 2, 3];
    rerender({ data: next });
    expect(renders.slice(count)).toEqual([next]);
  });

  it("shows data already there when the page mounts at once", () => {
    const data = ["cached"];
    const { result } = renderHook(() => useDataInTransition(data));
    expect(result.current).toBe(data);
  });

  it("turns ready one render late, then follows `ready` at once", async () => {
    const renders: boolean[] = [];
    const { rerender } = renderHook(({ ready }) => renders.push(useReadyInTransition(ready)), {
      initialProps: { ready: false },
    });
    rerender({ ready: true });
    await waitFor(() => expect(renders.at(-1)).toBe(true));
    expect(renders.slice(0, 2)).toEqual([false, false]);
    rerender({ ready: false });
    expect(renders.at(-1)).toBe(false);
    rerender({ ready: true });
    expect(renders.at(-1)).toBe(true);
  });
});
