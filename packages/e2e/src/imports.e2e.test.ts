import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tvTimeZip } from "../../server/src/modules/import/apps-import-test-support";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";

// Issue 23: a TV Time GDPR export imported through Settings → Import from other apps, as a
// person would: the preview (what is added, what TVmaze cannot find), the import, the shows on
// the TV pages, and Undo. TVmaze is the local stand-in the global setup starts, which knows
// "Northern Lights" and "Harbor Street" by their TheTVDB ids (tvmaze-fixture.ts).

const zipFile = () => ({ name: "tvtime-export.zip", mimeType: "application/zip", buffer: tvTimeZip() });

/** The owner's data persists across spec files: start with no shows and no imports. */
async function startClean() {
  const client = apiClient(await ownerToken());
  for (const record of (await client.get<{ url: string }[]>("/api/import/")).body) await client.delete(record.url);
  for (const show of (await client.get<{ url: string }[]>("/tv/api/show/")).body) await client.delete(show.url);
}

const importSection = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Import from other apps" }) });

async function previewTvTime(page: Page) {
  await page.goto("/settings/");
  await heading(page, "Settings").waitFor();
  const section = importSection(page);
  await section.getByLabel("TV Time file to import").setInputFiles(zipFile());
  await section.getByRole("list", { name: "What the import adds" }).waitFor();
  return section;
}

describe("imports", () => {
  const browser = useBrowser();

  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    await startClean();
  });
  afterAll(async () => {
    await startClean();
    await setOwnerSettings({ theme: "light" });
  });

  it("previews a TV Time export, imports it, shows the shows, and undoes it", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    const section = await previewTvTime(page);
    const adds = section.getByRole("list", { name: "What the import adds" });
    expect(await adds.getByRole("listitem").allTextContents()).toEqual(["2 shows", "4 episodes"]);
    await section.getByText('Matched: Northern Lights · Harbor Street, The "Series"').waitFor();
    const leftOut = section.getByRole("list", { name: "Left out" });
    expect(await leftOut.getByRole("listitem").allTextContents()).toEqual([
      "Lost Signal (TheTVDB 399999): TVmaze does not know this show, left out.",
      "Quiet Harbour (TheTVDB 350303): TVmaze does not know this show, left out.",
    ]);
    await expectNoAxeViolations(page, "Settings with a TV Time preview");
    // The preview wrote nothing.
    expect((await apiClient(await ownerToken()).get<unknown[]>("/tv/api/show/")).body).toEqual([]);

    await section.getByRole("button", { name: "Import", exact: true }).click();
    await section.getByText("Imported 2 shows, 3 episodes from tvtime-export.zip.").waitFor();
    const past = section.getByRole("list", { name: "Past imports" });
    await past.getByText("TV Time: 2 shows, 3 episodes").waitFor();

    await page.goto("/tv/");
    await page.getByRole("article", { name: "Northern Lights" }).waitFor();
    await page.getByRole("article", { name: "Harbor Street" }).waitFor();

    await page.goto("/settings/");
    await importSection(page).getByRole("button", { name: "Undo the import of tvtime-export.zip" }).click();
    await importSection(page).getByText("No imports yet. Choose an app and its export above.").waitFor();
    await expect
      .poll(async () => (await apiClient(await ownerToken()).get<unknown[]>("/tv/api/show/")).body)
      .toEqual([]);
  });

  it("opens the same flow from the TV pages' Import button", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    await page.goto("/tv/");
    await waitForPath(page, "/tv/");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Import shows" });
    await dialog.getByLabel("TV Time file to import").setInputFiles(zipFile());
    await dialog.getByRole("list", { name: "What the import adds" }).getByText("2 shows").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    await signIn(page);
    const section = await previewTvTime(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-${scheme}-settings-tvtime-preview`);
    await page.goto("/tv/");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Import shows" });
    await dialog.getByLabel("TV Time file to import").setInputFiles(zipFile());
    await dialog.getByRole("list", { name: "What the import adds" }).waitFor();
    await screenshot(page, `${viewport}-${scheme}-tv-import-dialog`);
  });
});
