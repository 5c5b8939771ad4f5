import type { Page } from "playwright-core";

/**
 * Follows an app-bar menu entry: in the bar, or under "More" when the bar is full (below
 * 1920px not every module fits in the bar).
 */
export async function openMenuEntry(page: Page, label: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main menu" });
  const inBar = nav.getByRole("link", { name: label, exact: true });
  if (await inBar.count()) {
    await inBar.click();
    return;
  }
  await nav.getByRole("button", { name: "More" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: label, exact: true }).click();
}
