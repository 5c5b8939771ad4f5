import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { openMenuEntry } from "./support/navigation";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";

/** Waits for the UI to catch up; the shared 2-core machine can be slow. */
const POLL = { timeout: 10_000 };

// Issue 11: the Connections board walked as a person would: paste the puzzle's 16 words,
// sort them into four groups by clicking cells, close each with C, reopen one, reload.
// The board lives in the browser (local storage), so each new page starts empty.

const GROUPS = [
  { name: "Fish", words: ["BASS", "FLOUNDER", "SALMON", "TROUT"] },
  { name: "Fire ___", words: ["ANT", "DRILL", "ISLAND", "OPAL"] },
  { name: "Fruit", words: ["KIWI", "LEMON", "LIME", "MANGO"] },
  { name: "Dog sounds", words: ["BARK", "BAY", "HOWL", "MOAN"] },
];
// As a person would copy it from the puzzle page: a column of words, shuffled.
const PASTED =
  "Bass\nbark\nANT\nkiwi, howl\nflounder\tdrill\tlemon\nBay\nsalmon\nisland\nlime\nmoan\ntrout\nopal\nmango\n";

function board(page: Page) {
  return {
    entry: page.getByRole("textbox", { name: "Words" }),
    table: page.getByRole("table", { name: "Words by group" }),
    rowHeaders: page.getByRole("table", { name: "Words by group" }).getByRole("rowheader"),
    cell: (word: string, group: string) => page.getByRole("checkbox", { name: `${word} in ${group}`, exact: true }),
    groupName: (group: string) => page.getByRole("textbox", { name: `Name of ${group}`, exact: true }),
    close: (group: string) => page.getByRole("button", { name: `Close group: ${group}`, exact: true }),
    closed: page.getByRole("region", { name: "Closed groups" }),
  };
}

/** What a paste from the clipboard delivers: a paste event carrying the text. */
async function paste(target: Locator, text: string): Promise<void> {
  await target.click();
  await target.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function nameAndFill(page: Page, index: number, group: (typeof GROUPS)[number]): Promise<void> {
  const b = board(page);
  await b.groupName(`Group ${index + 1}`).fill(group.name);
  for (const word of group.words) await b.cell(word, group.name).click();
}

const closedLine = (group: (typeof GROUPS)[number]) => `${group.name}: ${group.words.join(", ")}`;

describe("connections board", () => {
  const browser = useBrowser();

  // "System" lets each screenshot follow the browser's colour scheme.
  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
  });
  afterAll(async () => {
    await setOwnerSettings({ theme: "light" });
  });

  it("pastes 16 words, builds and closes four groups, reopens one, and keeps the board on reload", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    await openMenuEntry(page, "Connections");
    await waitForPath(page, "/wordle/connections");
    await heading(page, "Connections").waitFor();
    expect(await page.title()).toBe("Connections · Homebase");
    const b = board(page);

    await paste(b.entry, PASTED);
    await expect.poll(() => b.rowHeaders.count(), POLL).toBe(16);
    expect(await b.rowHeaders.allTextContents()).toContain("FLOUNDER");
    // Spec §2: the entry goes once the board holds 16 words.
    await b.entry.waitFor({ state: "detached" });

    // A word may sit in two open groups while undecided; a full group takes no fifth.
    await nameAndFill(page, 0, GROUPS[0]!);
    expect(await b.cell("BARK", "Fish").isDisabled()).toBe(true);
    await b.cell("BASS", "Group 4").click();
    expect(await b.cell("BASS", "Group 4").isChecked()).toBe(true);
    await b.close("Fish").click();
    await b.closed.getByRole("button", { name: closedLine(GROUPS[0]!) }).waitFor();
    await expect.poll(() => b.rowHeaders.count(), POLL).toBe(12);
    // Closing took BASS out of Group 4 too, leaving it empty (X).
    await page.getByRole("button", { name: "Remove group: Group 4", exact: true }).waitFor();

    for (const [index, group] of GROUPS.entries()) {
      if (index === 0) continue;
      await nameAndFill(page, index, group);
      await b.close(group.name).click();
      await b.closed.getByRole("button", { name: closedLine(group) }).waitFor();
    }
    await page.getByText("All 16 words are in closed groups. Well done!").waitFor();
    expect(await b.closed.getByRole("listitem").allTextContents()).toEqual(GROUPS.map(closedLine));

    // Reopen Fruit: its four words come back, still ticked in their group.
    await b.closed.getByRole("button", { name: closedLine(GROUPS[2]!) }).click();
    await expect.poll(() => b.rowHeaders.count(), POLL).toBe(4);
    expect(await b.cell("LIME", "Fruit").isChecked()).toBe(true);
    expect(await b.closed.getByRole("listitem").count()).toBe(3);

    await page.reload();
    await heading(page, "Connections").waitFor();
    await expect.poll(() => b.rowHeaders.allTextContents(), POLL).toEqual(GROUPS[2]!.words);
    expect(await b.cell("MANGO", "Fruit").isChecked()).toBe(true);
    expect(await b.closed.getByRole("listitem").allTextContents()).toEqual(
      [GROUPS[0]!, GROUPS[1]!, GROUPS[3]!].map(closedLine),
    );

    // New puzzle asks first, then empties the board.
    await page.getByRole("button", { name: "New puzzle" }).click();
    const dialog = page.getByRole("dialog", { name: "Start a new puzzle?" });
    await dialog.getByRole("button", { name: "New puzzle" }).click();
    await dialog.waitFor({ state: "detached" });
    await b.entry.waitFor();
    expect(await b.rowHeaders.count()).toBe(0);
  });

  it("issue 25 at phone width: a pasted list keeps multi-word tiles; C and X say what they do", async () => {
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: "/wordle/connections" });
    await heading(page, "Connections").waitFor();
    const b = board(page);
    await paste(b.entry, "ice cream\nhot dog\nTACO\npie");
    await expect.poll(() => b.rowHeaders.allTextContents(), POLL).toEqual(["ICE CREAM", "HOT DOG", "TACO", "PIE"]);
    for (const word of ["ICE CREAM", "HOT DOG", "TACO", "PIE"]) await b.cell(word, "Group 1").click();
    const close = b.close("Group 1");
    expect(await close.textContent()).toBe("C");
    await close.hover();
    await page.getByRole("tooltip", { name: "Close group" }).waitFor();
    const remove = page.getByRole("button", { name: "Remove group: Group 2", exact: true });
    expect(await remove.textContent()).toBe("X");
    await screenshot(page, "phone-light-issue25-tiles");
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);
    await signIn(page, { returnTo: "/wordle/connections" });
    await heading(page, "Connections").waitFor();
    const b = board(page);
    await shot("empty");

    await paste(b.entry, PASTED);
    await expect.poll(() => b.rowHeaders.count(), POLL).toBe(16);
    await nameAndFill(page, 0, GROUPS[0]!);
    await b.groupName("Group 2").fill(GROUPS[1]!.name);
    await b.cell("ANT", GROUPS[1]!.name).click();
    await b.cell("DRILL", GROUPS[1]!.name).click();
    await b.cell("BASS", "Group 3").click();
    await shot("board-open");

    await b.close("Fish").click();
    for (const [index, group] of GROUPS.entries()) {
      if (index === 0) continue;
      if (index === 1) {
        for (const word of ["ISLAND", "OPAL"]) await b.cell(word, group.name).click();
      } else {
        await nameAndFill(page, index, group);
      }
      if (index < GROUPS.length - 1) await b.close(group.name).click();
    }
    await shot("board-one-left");
    await b.close(GROUPS[3]!.name).click();
    await page.getByText("All 16 words are in closed groups. Well done!").waitFor();
    await shot("board-closed");
  });
});
