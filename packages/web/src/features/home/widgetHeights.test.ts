import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberUsername, setToken } from "../../api/token";
import { followWidgetHeights, rememberedWidgetHeights, rememberWidgetHeights } from "./widgetHeights";

beforeEach(() => {
  setToken("a-token");
  rememberUsername("owner");
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("Home's remembered widget heights", () => {
  it("gives back what was kept at the same window width only, each widget keeping its own", () => {
    expect(rememberedWidgetHeights(390)).toEqual({});
    rememberWidgetHeights({ tasks: 302, water: 180 }, 390);
    rememberWidgetHeights({ water: 150 }, 390);
    expect(rememberedWidgetHeights(390)).toEqual({ tasks: 302, water: 150 });
    // Another width lays the widgets out differently: the modules' own reservations apply.
    expect(rememberedWidgetHeights(1440)).toEqual({});
  });

  it("gives another owner of this browser none of them, and keeps none signed out", () => {
    rememberWidgetHeights({ tasks: 302 }, 390);
    rememberUsername("someone else");
    expect(rememberedWidgetHeights(390)).toEqual({});
    localStorage.clear();
    rememberWidgetHeights({ tasks: 302 }, 390);
    expect(localStorage.getItem("home-widget-heights")).toBeNull();
  });

  it("ignores what it cannot read", () => {
    localStorage.setItem("home-widget-heights", "not json");
    expect(rememberedWidgetHeights(390)).toEqual({});
    localStorage.setItem(
      "home-widget-heights",
      JSON.stringify({ owner: "owner", width: 390, heights: { tasks: "tall", bills: -1 } }),
    );
    expect(rememberedWidgetHeights(390)).toEqual({});
  });
});

describe("followWidgetHeights", () => {
  /** A stand-in ResizeObserver whose `resize(element, height)` reports a new size. */
  function fakeResizeObserver() {
    const observers: { callback: ResizeObserverCallback; observed: Set<Element> }[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        private readonly record = { callback: (() => {}) as ResizeObserverCallback, observed: new Set<Element>() };
        constructor(callback: ResizeObserverCallback) {
          this.record.callback = callback;
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.observed.add(element);
        }
        disconnect() {
          this.record.observed.clear();
        }
      },
    );
    return (element: Element, height: number) => {
      for (const { callback, observed } of observers) {
        if (!observed.has(element)) continue;
        const entry = { target: element, borderBoxSize: [{ blockSize: height }] } as unknown as ResizeObserverEntry;
        callback([entry], {} as ResizeObserver);
      }
    };
  }

  it("answers the most each card's content needed, its loading state included", async () => {
    const resize = fakeResizeObserver();
    const grid = document.createElement("div");
    const cell = grid.appendChild(document.createElement("div"));
    cell.dataset.widget = "tv";
    const card = cell.appendChild(document.createElement("section"));
    const loading = card.appendChild(document.createElement("div"));
    const heights = followWidgetHeights(grid);

    resize(loading, 230.2); // the skeleton of the posters
    expect(heights.needed()).toEqual({ tv: 231 });
    // Loaded: "All caught up", shorter. The skeleton's height stays the most it needed.
    const loaded = document.createElement("div");
    card.replaceChildren(loaded);
    await new Promise((resolve) => setTimeout(resolve)); // the MutationObserver's turn
    resize(loaded, 100);
    expect(heights.needed()).toEqual({ tv: 231 });
    resize(loaded, 300);
    expect(heights.needed()).toEqual({ tv: 300 });
    heights.stop();
    resize(loaded, 400);
    expect(heights.needed()).toEqual({ tv: 300 });
  });
});
