import { scoreGuess, type TileStatus, type WordleConfig } from "@homebase/contracts";
import type { Page } from "playwright-core";
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

// Issue 11: a whole Wordle game helped to a solve. The spec plays a hidden answer: each
// round it takes the top recommendation, colours the tiles as the real game would
// (contracts' scoreGuess) and clicks them into place, until the row is all green.

const ANSWER = "GHOST";
const STATUS_NAMES: Record<TileStatus, string> = { 0: "untried", 1: "grey", 2: "yellow", 3: "green" };

function wordle(page: Page) {
  const section = page.getByRole("region", { name: "Recommended words" });
  return {
    section,
    recommendations: section.getByRole("list", { name: "Recommended words" }).getByRole("button"),
    row: (round: number) => page.getByRole("group", { name: new RegExp(`^Row ${round}(, locked)?$`) }),
    tile: (round: number, position: number) =>
      page.getByRole("button", { name: new RegExp(`^Row ${round}, letter ${position}: `) }),
    guessBox: page.getByRole("textbox", { name: "Guess" }),
    addGuess: page.getByRole("button", { name: "Add Manual Guess" }),
  };
}

/** How many guess rows a config carries. */
function configRounds(config: WordleConfig): number {
  const tiles = [...config.wrong, ...config.poor, ...config.correct];
  return new Set(tiles.map((tile) => tile.round)).size;
}

/**
 * Resolves once GET /ws/words/ has answered for exactly `rounds` coloured rows. Generous: the
 * server builds its pattern tables on the first call, and the machine may be busy.
 */
function recommendationsFor(page: Page, rounds: number) {
  return page.waitForResponse(
    (response) => {
      const url = new URL(response.url());
      if (url.pathname !== "/ws/words/" || response.status() !== 200) return false;
      const config = JSON.parse(url.searchParams.get("config") ?? "null") as WordleConfig | null;
      return config !== null && configRounds(config) === rounds;
    },
    { timeout: 45_000 },
  );
}

/** The top recommendation once the list is current (not dimmed, not updating). */
async function topRecommendation(page: Page): Promise<string> {
  const w = wordle(page);
  await w.section.and(page.locator("[aria-busy='false']")).waitFor({ timeout: 45_000 });
  const first = w.recommendations.first();
  await expect.poll(() => first.getAttribute("aria-disabled"), POLL).toBeNull();
  // "CRANE, score 3.45, possible answer": the word, then words only screen readers get.
  const label = (await first.textContent()) ?? "";
  const word = label.split(",")[0]!;
  expect(word).toMatch(/^[A-Z]{5}$/);
  return word;
}

/** Clicks each tile of the row until it shows the status the game gave it. */
async function colourRow(page: Page, round: number, statuses: TileStatus[]): Promise<void> {
  const w = wordle(page);
  for (const [index, status] of statuses.entries()) {
    for (let click = 0; click < status; click++) await w.tile(round, index + 1).click();
  }
  for (const [index, status] of statuses.entries()) {
    expect(await w.tile(round, index + 1).getAttribute("aria-label")).toMatch(
      new RegExp(`^Row ${round}, letter ${index + 1}: [A-Z], ${STATUS_NAMES[status]}$`),
    );
  }
}

/**
 * Plays from the current state to the solve, following the top recommendation. Calls
 * `afterRound` after each coloured row. Returns the words played.
 */
async function playToSolve(page: Page, afterRound?: (round: number) => Promise<void>): Promise<string[]> {
  const w = wordle(page);
  const played: string[] = [];
  for (let round = 1; round <= 6; round++) {
    const word = await topRecommendation(page);
    await w.recommendations.first().click();
    await w.row(round).waitFor();
    played.push(word);
    // Adding a guess locks the ones before it (spec §4).
    if (round > 1) {
      await page.getByRole("group", { name: `Row ${round - 1}, locked` }).waitFor();
      expect(await w.tile(round - 1, 1).isDisabled()).toBe(true);
    }
    const statuses = scoreGuess(word, ANSWER);
    const solved = statuses.every((status) => status === 3);
    const answered = solved ? undefined : recommendationsFor(page, round);
    await colourRow(page, round, statuses);
    await answered;
    await afterRound?.(round);
    if (solved) return played;
  }
  throw new Error(`Not solved in 6 rounds: ${played.join(", ")}`);
}

describe("wordle helper", () => {
  const browser = useBrowser();

  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
  });
  afterAll(async () => {
    await setOwnerSettings({ theme: "light" });
  });

  it("plays a game to a solve following the top recommendation", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    const opening = recommendationsFor(page, 0);
    await openMenuEntry(page, "Wordle");
    await waitForPath(page, "/wordle");
    await heading(page, "Wordle").waitFor();
    expect(await page.title()).toBe("Wordle · Homebase");
    await opening;
    await page.getByText("2,309 possible answers").waitFor();

    const played = await playToSolve(page);
    expect(played.at(-1)).toBe(ANSWER);
    await page.getByText(`Solved in ${played.length} ${played.length === 1 ? "guess" : "guesses"}!`).waitFor();
    expect(await wordle(page).guessBox.isDisabled()).toBe(true);

    // The game is kept across a reload, colours included.
    await page.reload();
    await heading(page, "Wordle").waitFor();
    await wordle(page).row(played.length).waitFor();
    const last = played.length;
    expect(await wordle(page).tile(last, 1).getAttribute("aria-label")).toBe(`Row ${last}, letter 1: G, green`);
    await page.getByText(`Solved in ${last} ${last === 1 ? "guess" : "guesses"}!`).waitFor();
  });

  it("checks a typed guess against the word list and takes keys from the keyboard", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: "/wordle" });
    const w = wordle(page);
    await topRecommendation(page);

    await w.guessBox.fill("xqzzy");
    await w.addGuess.click();
    await page.getByText("XQZZY is not in the word list.").waitFor();
    await w.guessBox.fill("");

    // Typed with focus on the page, not in the box.
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await page.keyboard.type("crab");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("ne");
    expect(await w.guessBox.inputValue()).toBe("CRANE");
    await page.keyboard.press("Enter");
    await w.row(1).waitFor();
    expect(await w.tile(1, 3).getAttribute("aria-label")).toBe("Row 1, letter 3: A, untried");

    // A contradictory colouring empties the candidates and says so.
    const answered = recommendationsFor(page, 1);
    // E yellow can go nowhere else: C, R, A and N are green.
    await colourRow(page, 1, [3, 3, 3, 3, 2]);
    await answered;
    await page.getByText("No word fits these colours — check the tiles.").waitFor();
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);
    const opening = recommendationsFor(page, 0);
    await signIn(page, { returnTo: "/wordle" });
    await heading(page, "Wordle").waitFor();
    await opening;
    await topRecommendation(page);
    await shot("opening");

    const played = await playToSolve(page, async (round) => {
      if (round !== 2) return;
      await topRecommendation(page);
      await shot("mid-game");
    });
    await page.getByText(`Solved in ${played.length}`).waitFor();
    await shot("solved");

    await page.getByRole("switch", { name: "Colour-blind colours" }).check();
    await shot("solved-colour-blind");
  });
});
