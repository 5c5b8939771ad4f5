import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiClient, ownerToken } from "./support/api";
import { signIn } from "./support/auth";
import { useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { heading } from "./support/shell";

// Issue 18 §3-4: Settings shows the daily backup's schedule and its last outcome (the e2e server
// is a fresh install, so its first scheduled backup is still to come), and downloads the
// owner's data.

describe("backups in Settings", () => {
  const browser = useBrowser();

  it("shows the schedule and that no backup has run yet, on a phone and a desktop", async () => {
    for (const viewport of ["desktop", "phone"] as const) {
      const page = await browser.newPage({ viewport });
      await signIn(page);
      await page.goto(new URL("/settings/", e2eEnv().baseUrl).toString());
      await heading(page, "Settings").waitFor();
      const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Backups" }) });
      const { backupAt, timeZone } = e2eEnv();
      await section.getByText(`Every day at ${backupAt} (${timeZone}), keeping the newest 14 backups.`).waitFor();
      expect(await section.getByText("No scheduled backup has run yet.").isVisible()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `settings-backups-${viewport}`);
    }
  });

  it("downloads my data as a ZIP from Settings, and previews importing it", async () => {
    // A water entry, so that the owner's account is not empty whatever ran before.
    await apiClient(await ownerToken()).post("/tracker/api/water/tracker/", { amount: 250 });
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    await page.goto(new URL("/settings/", e2eEnv().baseUrl).toString());
    await heading(page, "Settings").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^homebase-export-owner-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 2).toString("latin1")).toBe("PK"); // a ZIP
    await page.getByText(/^Downloaded homebase-export-owner-/).waitFor();
    await screenshot(page, "settings-data-downloaded");

    // Importing it back previews it, and refuses: this account is not empty.
    await page.getByLabel("Export file to import").setInputFiles(file);
    const preview = page.getByRole("list", { name: "What the file holds" });
    await preview.getByText(/^water: \d+ rows?$/).waitFor();
    // Which tables it names depends on what earlier specs left; the message names the first few.
    await page.getByText(/^Your account already holds data \(.+\); import only into an empty account\.$/).waitFor();
    expect(await page.getByRole("button", { name: "Import", exact: true }).count()).toBe(0);
    await screenshot(page, "settings-import-preview");
  });
});
