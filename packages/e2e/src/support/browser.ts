import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { e2eEnv } from "./context";
import { failureScreenshot } from "./screenshot";

export { chromiumPath } from "./chromium";

export type Viewport = "phone" | "desktop";
export type ColorScheme = "light" | "dark";
export type PageOptions = { viewport?: Viewport; colorScheme?: ColorScheme };

/** Every screen is photographed at phone and desktop width, light and dark. */
export const SCREENSHOT_VARIANTS: { viewport: Viewport; scheme: ColorScheme }[] = [
  { viewport: "phone", scheme: "light" },
  { viewport: "phone", scheme: "dark" },
  { viewport: "desktop", scheme: "light" },
  { viewport: "desktop", scheme: "dark" },
];

// Phone is an iPhone 12-class screen (below the sm breakpoint, 600), desktop is above lg (1280).
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
} as const;

export type BrowserSession = {
  /** A page in its own fresh context: no cookies, no localStorage, signed out. */
  newPage: (options?: PageOptions) => Promise<Page>;
};

/**
 * Launches Chromium once for the calling spec file and closes it afterwards. Every
 * `newPage` gets its own context so tests never share a sign-in or a stored theme.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  });
  // A failed test leaves a picture of each of its pages; then its contexts are closed,
  // which keeps memory flat across a long spec file.
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") {
      const pages = contexts.flatMap((context) => context.pages());
      for (const [index, page] of pages.entries()) await failureScreenshot(page, `${task.name}-${index + 1}`);
    }
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    newPage: async ({ viewport = "desktop", colorScheme = "light" } = {}) => {
      if (!browser) throw new Error("useBrowser(): newPage() called before the browser started (use it in a test)");
      const context = await browser.newContext({
        ...VIEWPORTS[viewport],
        colorScheme,
        baseURL: e2eEnv().baseUrl,
        timezoneId: e2eEnv().timeZone,
        locale: "en-US",
      });
      contexts.push(context);
      // Fail fast instead of waiting the whole test timeout on a missing element.
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      return context.newPage();
    },
  };
}
