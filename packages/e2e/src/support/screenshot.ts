import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { artifactsDir } from "./paths";

// Screenshots are for a person to look at before calling UI work done (ARCHITECTURE §5).

/** Saves a full-page PNG to artifacts/<spec name>/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(artifactsDir, specName());
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, "-")}.png`);
  // Let transitions (drawer, menu, snackbar) settle so the picture shows the final state.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(350);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  return file;
}

/**
 * Best effort picture of a page whose test failed, named after the test, so a failure on a
 * machine nobody watched can still be seen. Never throws: the test's own error matters more.
 */
export async function failureScreenshot(page: Page, testName: string): Promise<void> {
  try {
    const dir = path.join(artifactsDir, specName());
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `FAILED-${testName.replace(/[^\w.-]+/g, "-").slice(0, 80)}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    console.error(`Screenshot of the failed test's page: ${file}`);
  } catch {
    // The page may already be gone (crashed browser, closed context); nothing to show then.
  }
}

/** "platform-auth" for src/platform-auth.e2e.test.ts: the spec currently running. */
function specName(): string {
  const testPath = expect.getState().testPath;
  if (!testPath) throw new Error("screenshot() must be called from inside a test");
  return path.basename(testPath).replace(/\.e2e\.test\.ts$/, "");
}
