import type { WordleWordsResponse } from "@homebase/contracts";
import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { preloadRoute, renderApp } from "../../test/render";
import { OPENING, storeGame, wordleApi } from "./testing";
import { COLOUR_BLIND_STORAGE_KEY, GAME_STORAGE_KEY } from "./useWordleGame";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/wordle"), 60_000);

const GREY = [1, 1, 1, 1, 1];
// The score's and the star's words are hidden text in their own elements; jsdom spaces them off.
const recommendation = (word: string) => screen.findByRole("button", { name: new RegExp(`^${word} ?, score`) });
const tile = (row: number, letter: number) =>
  screen.getByRole("button", { name: new RegExp(`^Row ${row}, letter ${letter}: `) });
const guessBox = () => screen.getByRole("textbox", { name: "Guess" });
/** Clicks a recommendation once the list is current (it is dimmed and inert while updating). */
async function pick(word: string) {
  const button = await recommendation(word);
  await waitFor(() => expect(button).not.toHaveAttribute("aria-disabled"));
  await userEvent.click(button);
}
const addButton = () => screen.getByRole("button", { name: "Add Manual Guess" });

async function openWordle() {
  renderApp("/wordle");
  await screen.findByRole("heading", { level: 1, name: "Wordle" });
  // The heading shows while the page's code loads (app/RouteLoading.tsx); its button comes with the page.
  await screen.findByRole("button", { name: "New game" });
}

/** Clicks each tile of `row` as many times as its target status. */
function colourRow(row: number, statuses: number[]) {
  statuses.forEach((status, index) => {
    for (let click = 0; click < status; click++) fireEvent.click(tile(row, index + 1));
  });
}

describe("WordleHome", () => {
  it("is in the menu as Wordle at /wordle, titled Wordle", async () => {
    expect(navItems(modules).find((item) => item.label === "Wordle")?.path).toBe("/wordle");
    wordleApi();
    await openWordle();
    await waitFor(() => expect(document.title).toBe("Wordle · Homebase"));
  });

  it("lists the recommendations with scores, marks and the candidate count", async () => {
    wordleApi();
    await openWordle();
    expect(await recommendation("TARSE")).toHaveAccessibleName(/^TARSE ?, score 3\.43$/);
    expect(screen.getByRole("button", { name: /^CRANE ?, score 3\.45 ?, possible answer$/ })).toBeInTheDocument();
    expect(screen.getByText("2,309 possible answers")).toBeInTheDocument();
  });

  it("enters a clicked recommendation as the next guess, with untried tiles", async () => {
    const api = wordleApi();
    await openWordle();
    await userEvent.click(await recommendation("CRANE"));
    expect(tile(1, 1)).toHaveAccessibleName("Row 1, letter 1: C, untried");
    expect(tile(1, 5)).toHaveAccessibleName("Row 1, letter 5: E, untried");
    // Nothing complete yet, so the list is still the opening one.
    expect(api.wordsConfigs()).toEqual([{ wrong: [], poor: [], correct: [] }]);
  });

  it("cycles a tile on each click and asks again once the row is complete, with rounds", async () => {
    const api = wordleApi();
    await openWordle();
    await userEvent.click(await recommendation("CRANE"));
    const labels: string[] = [];
    for (let click = 0; click < 4; click++) {
      await userEvent.click(tile(1, 2));
      labels.push(tile(1, 2).getAttribute("aria-label")!);
    }
    expect(labels).toEqual([
      "Row 1, letter 2: R, grey",
      "Row 1, letter 2: R, yellow",
      "Row 1, letter 2: R, green",
      "Row 1, letter 2: R, untried",
    ]);
    colourRow(1, [1, 2, 1, 3, 1]);
    await waitFor(() => expect(api.wordsConfigs()).toHaveLength(2));
    expect(api.wordsConfigs()[1]).toEqual({
      wrong: [
        { letter: "C", position: 1, status: 1, round: 1 },
        { letter: "A", position: 3, status: 1, round: 1 },
        { letter: "E", position: 5, status: 1, round: 1 },
      ],
      poor: [{ letter: "R", position: 2, status: 2, round: 1 }],
      correct: [{ letter: "N", position: 4, status: 3, round: 1 }],
    });
  });

  it("ignores an answer that arrives after the colours changed again", async () => {
    let releaseFirst: () => void = () => {};
    const answer = (word: string): WordleWordsResponse => ({
      results: [{ word, is_candidate: true, score: 1.5 }],
      candidate_count: 2,
    });
    const api = wordleApi({
      words: (config) => {
        if (config.wrong.length === 5) {
          // All grey: held back until after the next colours are answered.
          return new Promise((resolve) => {
            releaseFirst = () => resolve(answer("STALE"));
          });
        }
        if (config.poor.length === 1) return answer("FRESH");
        return OPENING;
      },
    });
    await openWordle();
    await userEvent.click(await recommendation("CRANE"));
    colourRow(1, GREY);
    await waitFor(() => expect(api.wordsConfigs()).toHaveLength(2));
    fireEvent.click(tile(1, 5));
    await waitFor(() => expect(api.wordsConfigs()).toHaveLength(3));
    expect(await recommendation("FRESH")).toBeInTheDocument();
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("button", { name: /^STALE/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^FRESH/ })).toBeInTheDocument();
  });

  it("says so when no word fits the colours", async () => {
    wordleApi({ words: (config) => (config.correct.length > 0 ? { results: [], candidate_count: 0 } : OPENING) });
    await openWordle();
    await userEvent.click(await recommendation("CRANE"));
    colourRow(1, [3, 3, 3, 3, 1]);
    expect(await screen.findByText("No word fits these colours — check the tiles.")).toBeInTheDocument();
    expect(screen.getByText("0 possible answers")).toBeInTheDocument();
  });

  it("validates a manual guess: letters only, 5 long, an allowed word", async () => {
    const api = wordleApi({ allowed: ["CRANE", "SLOTH"], refused: ["XQZZY"] });
    await openWordle();
    await userEvent.type(guessBox(), "ab1-c");
    expect(guessBox()).toHaveValue("ABC");
    await userEvent.click(addButton());
    expect(screen.getByText("Enter a 5-letter word.")).toBeInTheDocument();
    expect(api.checks()).toEqual([]);

    await userEvent.clear(guessBox());
    await userEvent.type(guessBox(), "xqzzyq");
    expect(guessBox()).toHaveValue("XQZZY");
    await userEvent.click(addButton());
    expect(await screen.findByText("XQZZY is not in the word list.")).toBeInTheDocument();
    expect(api.checks()).toEqual(["/ws/words/check/?word=XQZZY"]);
    expect(screen.queryByRole("group", { name: /^Row 1/ })).not.toBeInTheDocument();

    await userEvent.clear(guessBox());
    await userEvent.type(guessBox(), "crane{Enter}");
    expect(await screen.findByRole("group", { name: "Row 1" })).toBeInTheDocument();
    expect(guessBox()).toHaveValue("");

    await userEvent.type(guessBox(), "sloth{Enter}");
    expect(await screen.findByText("Colour every tile of row 1 first.")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /^Row 2/ })).not.toBeInTheDocument();
  });

  it("locks earlier rows when a guess is added", async () => {
    const api = wordleApi();
    await openWordle();
    await userEvent.click(await recommendation("CRANE"));
    colourRow(1, GREY);
    await waitFor(() => expect(api.wordsConfigs()).toHaveLength(2));
    await pick("TARSE");
    expect(screen.getByRole("group", { name: "Row 1, locked" })).toBeInTheDocument();
    expect(tile(1, 1)).toBeDisabled();
    fireEvent.click(tile(1, 1));
    expect(tile(1, 1)).toHaveAccessibleName("Row 1, letter 1: C, grey");
    expect(tile(2, 1)).toBeEnabled();

    // Undo takes the mistaken guess back and makes row 1 editable again.
    await userEvent.click(screen.getByRole("button", { name: "Undo guess" }));
    expect(screen.queryByRole("group", { name: /^Row 2/ })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Row 1" })).toBeInTheDocument();
    expect(tile(1, 1)).toBeEnabled();
  });

  it("says when the recommendations cannot be loaded, with a retry", async () => {
    let failing = true;
    wordleApi({
      words: () => {
        if (failing) throw new Error("down");
        return OPENING;
      },
    });
    await openWordle();
    expect(await screen.findByText("Could not load the recommendations.")).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await recommendation("TARSE")).toBeInTheDocument();
  });

  it("takes letters, Backspace and Enter from the keyboard, but not from another input", async () => {
    wordleApi({ allowed: ["CRANE"] });
    await openWordle();
    await recommendation("CRANE");
    await userEvent.keyboard("crx{Backspace}ane");
    expect(guessBox()).toHaveValue("CRANE");
    screen.getByRole("switch", { name: "Colour-blind colours" }).focus();
    await userEvent.keyboard("q");
    expect(guessBox()).toHaveValue("CRANE");
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("group", { name: "Row 1" })).toBeInTheDocument();
  });

  it("refuses a guess when the current round is above 5", async () => {
    storeGame(["CRANE", "SLOTH", "DUMPY", "BRICK", "FIGHT", "WOVEN"].map((word) => ({ word, statuses: GREY })));
    wordleApi();
    await openWordle();
    expect(await screen.findByText("All 6 rounds are used.")).toBeInTheDocument();
    expect(guessBox()).toBeDisabled();
    expect(addButton()).toBeDisabled();
    expect(await recommendation("TARSE")).toHaveAttribute("aria-disabled", "true");
  });

  it("saves the game and the colour choice as they change", async () => {
    wordleApi();
    renderApp("/wordle");
    await userEvent.click(await recommendation("CRANE"));
    colourRow(1, [1, 2, 3, 0, 0]);
    await userEvent.click(screen.getByRole("switch", { name: "Colour-blind colours" }));
    expect(localStorage.getItem(COLOUR_BLIND_STORAGE_KEY)).toBe("true");
    const saved = JSON.parse(localStorage.getItem(GAME_STORAGE_KEY)!);
    expect(saved.guesses[0].letters.map((t: { status: number }) => t.status)).toEqual([1, 2, 3, 0, 0]);
    expect(tile(1, 3)).toHaveStyle({ backgroundColor: "#F5793A" });
  });

  it("reads a saved game back, in the chosen colours", async () => {
    storeGame([{ word: "CRANE", statuses: [1, 2, 3, 0, 0] }]);
    localStorage.setItem(COLOUR_BLIND_STORAGE_KEY, "true");
    wordleApi();
    await openWordle();
    expect(tile(1, 2)).toHaveAccessibleName("Row 1, letter 2: R, yellow");
    expect(tile(1, 2)).toHaveStyle({ backgroundColor: "#85C0F9" });
    expect(screen.getByRole("switch", { name: "Colour-blind colours" })).toBeChecked();
  });

  it("celebrates a solve and starts over without asking", async () => {
    storeGame([
      { word: "CRANE", statuses: GREY },
      { word: "SLOTH", statuses: [3, 3, 3, 3, 3] },
    ]);
    wordleApi();
    await openWordle();
    expect(screen.getByText("Solved in 2 guesses!")).toBeInTheDocument();
    expect(guessBox()).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "New game" }));
    expect(screen.queryByRole("group", { name: /^Row 1/ })).not.toBeInTheDocument();
  });

  it("asks before a New game throws away a game in progress", async () => {
    storeGame([{ word: "CRANE", statuses: GREY }]);
    wordleApi();
    await openWordle();
    await userEvent.click(screen.getByRole("button", { name: "New game" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a new game?" });
    expect(dialog).toHaveTextContent("This clears the guess on the board.");
    await userEvent.click(within(dialog).getByRole("button", { name: "New game" }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.queryByRole("group", { name: /^Row 1/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GAME_STORAGE_KEY)!)).toEqual({ guesses: [] });
  });
});
