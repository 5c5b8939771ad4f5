import { vi } from "vitest";

/** jsdom has no layout; this makes MUI's breakpoint queries answer as on a phone. */
export function emulatePhone(): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}
