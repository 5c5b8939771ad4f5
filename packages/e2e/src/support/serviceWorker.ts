import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits until the service worker is active and controls the page (clientsClaim on first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // Precaching every module's chunk takes a few seconds on a busy machine.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === "activated" && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}
