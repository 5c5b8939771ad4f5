import { describe, expect, it } from "vitest";
import { signIn } from "./support/auth";
import { useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { heading } from "./support/shell";

// Issue 18 §3: Settings shows the daily backup's schedule and its last outcome. The e2e server
// is a fresh install, so its first scheduled backup is still to come.

describe("backups in Settings", () => {
  const browser = useBrowser();

  it("shows the schedule and that no backup has run yet, on a phone and a desktop", async () => {
    for (const viewport of ["desktop", "phone"] as const) {
      const page = await browser.newPage({ viewport });
      await signIn(page);
      await page.goto(new URL("/settings/", e2eEnv().baseUrl).toString());
      await heading(page, "Settings").waitFor();
      const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Backups" }) });
      await section.getByText("Every day at 03:30 (America/Chicago), keeping the newest 14 backups.").waitFor();
      expect(await section.getByText("No scheduled backup has run yet.").isVisible()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `settings-backups-${viewport}`);
    }
  });
});
