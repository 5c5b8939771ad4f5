import type { Locator, Page } from "playwright-core";

// Locators for the app shell (app bar, theme menu, phone drawer) from the UI contract, so
// specs read as what a person does and a renamed control is fixed in one place.

export function themeButton(page: Page): Locator {
  return page.getByRole("button", { name: "Change theme" });
}

/** A theme choice in the open theme menu; plain menuitem or menuitemradio both qualify. */
export function themeMenuItem(page: Page, name: "Light" | "Dark" | "System"): Locator {
  return page.getByRole("menuitemradio", { name, exact: true }).or(page.getByRole("menuitem", { name, exact: true }));
}

export async function chooseTheme(page: Page, name: "Light" | "Dark" | "System"): Promise<void> {
  await themeButton(page).click();
  await themeMenuItem(page, name).click();
  await closeMenuIfOpen(page);
}

/** Whether a menu item is marked as the current choice for assistive technology. */
export async function isMenuItemChecked(item: Locator): Promise<boolean> {
  return (await item.getAttribute("aria-checked")) === "true";
}

export async function closeMenuIfOpen(page: Page): Promise<void> {
  const menu = page.getByRole("menu");
  if (await menu.isVisible()) {
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
  }
}

export function openMenuButton(page: Page): Locator {
  return page.getByRole("button", { name: "Open menu" });
}

/** "Log out" is a button in the desktop app bar and an item in the phone drawer. */
export function logOutControl(page: Page): Locator {
  return page
    .getByRole("button", { name: "Log out", exact: true })
    .or(page.getByRole("menuitem", { name: "Log out", exact: true }))
    .or(page.getByRole("link", { name: "Log out", exact: true }));
}

export function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole("heading", { level: 1, name });
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * Waits until no indeterminate progress indicator (a page or section still loading) is left, for
 * at most 10 s: a spinner that never stops is itself worth seeing in a scan or a screenshot.
 */
export async function loaded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('[role="progressbar"]')].some((bar) => !bar.hasAttribute("aria-valuenow")) &&
        !document.querySelector('[aria-busy="true"]'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}
