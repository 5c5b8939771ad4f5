import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../packages/e2e/src/support/chromium";

/**
 * Gzipped size of every JS file a real browser loads to show the login page, sign in and
 * show Home with its widgets: the budget of ARCHITECTURE §6, lazy chunks included.
 */
export async function loginAndHomeJsGzipKb(
  baseUrl: string,
  distDir: string,
  owner: { username: string; password: string },
): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(`${baseUrl}/login/`);
    await page.getByLabel("Username").fill(owner.username);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("heading", { level: 1, name: /^Welcome/ }).waitFor();
    await page.waitForLoadState("networkidle");
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(fs.readFileSync(path.join(distDir, script))).length;
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    await browser.close();
  }
}
