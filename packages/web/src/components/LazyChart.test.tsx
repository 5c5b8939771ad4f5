import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyChart } from "./LazyChart";

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver whose callback the test calls, as scrolling would. */
function fakeObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  class FakeIntersectionObserver {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe("LazyChart", () => {
  it("keeps the chart's room with a placeholder until it nears the screen, then draws it", () => {
    const observers = fakeObserver();
    render(
      <LazyChart height={220} label="Loading the chart">
        <p>the chart</p>
      </LazyChart>,
    );
    expect(screen.getByLabelText("Loading the chart")).toBeInTheDocument();
    expect(screen.queryByText("the chart")).not.toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe("200px 0px");

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText("the chart")).not.toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText("the chart")).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading the chart")).not.toBeInTheDocument();
  });

  it("draws at once where the browser cannot tell what is on screen", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <LazyChart height={220}>
        <p>the chart</p>
      </LazyChart>,
    );
    expect(screen.getByText("the chart")).toBeInTheDocument();
  });
});
