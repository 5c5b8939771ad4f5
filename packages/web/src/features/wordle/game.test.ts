import type { TileStatus } from "@homebase/contracts";
import { describe, expect, it } from "vitest";
import {
  addGuess,
  addGuessRefusal,
  configOf,
  currentRound,
  cycleTile,
  isSolved,
  lastLockedRound,
  newGame,
  parseGame,
  removeLastGuess,
  type WordleGame,
} from "./game";

/** Sets every tile of the open guess to `statuses` by clicking, as the owner would. */
function colour(game: WordleGame, statuses: TileStatus[]): WordleGame {
  const round = game.guesses.at(-1)!.round;
  return statuses.reduce(
    (current, status, index) =>
      Array.from({ length: status }).reduce<WordleGame>((g) => cycleTile(g, round, index + 1), current),
    game,
  );
}

const statuses = (game: WordleGame, round: number) =>
  game.guesses.find((guess) => guess.round === round)!.letters.map((tile) => tile.status);

/** A game of `words`, each coloured grey except as given. */
function played(words: string[]): WordleGame {
  return words.reduce((game, word) => colour(addGuess(game, word), [1, 1, 1, 1, 1]), newGame());
}

describe("Wordle game rules", () => {
  it("cycles a tile 0 → 1 → 2 → 3 → 0 (spec §4)", () => {
    let game = addGuess(newGame(), "crane");
    const seen: TileStatus[] = [];
    for (let click = 0; click < 5; click++) {
      game = cycleTile(game, 1, 2);
      seen.push(statuses(game, 1)[1]!);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
    expect(statuses(game, 1)).toEqual([0, 1, 0, 0, 0]);
  });

  it("uppercases the word and numbers rounds from 1", () => {
    const game = addGuess(newGame(), "crane");
    expect(game.guesses[0]).toMatchObject({ round: 1, locked: false });
    expect(game.guesses[0]!.letters.map((tile) => tile.letter).join("")).toBe("CRANE");
  });

  it("locks every earlier guess when one is added; locked tiles do not change", () => {
    let game = played(["CRANE", "SLOTH"]);
    game = addGuess(game, "DUMPY");
    expect(game.guesses.map((guess) => guess.locked)).toEqual([true, true, false]);
    expect(cycleTile(game, 1, 1)).toEqual(game);
    expect(statuses(cycleTile(game, 3, 1), 3)).toEqual([1, 0, 0, 0, 0]);
  });

  it("current round = last locked round + 1, capped at 6", () => {
    let game = newGame();
    expect([lastLockedRound(game), currentRound(game)]).toEqual([0, 1]);
    game = played(["CRANE"]);
    expect([lastLockedRound(game), currentRound(game)]).toEqual([0, 1]);
    game = played(["CRANE", "SLOTH", "DUMPY"]);
    expect([lastLockedRound(game), currentRound(game)]).toEqual([2, 3]);
    game = played(["CRANE", "SLOTH", "DUMPY", "BRICK", "FIGHT", "WOVEN"]);
    expect([lastLockedRound(game), currentRound(game)]).toEqual([5, 6]);
    // Even a game somehow locked through round 6 stays at round 6.
    const allLocked = { guesses: game.guesses.map((guess) => ({ ...guess, locked: true })) };
    expect(currentRound(allLocked)).toBe(6);
  });

  it("adds no guess when the current round is above 5 (spec §4)", () => {
    const five = played(["CRANE", "SLOTH", "DUMPY", "BRICK", "FIGHT"]);
    expect(currentRound(five)).toBe(5);
    expect(addGuessRefusal(five)).toBeNull();
    const six = colour(addGuess(five, "WOVEN"), [1, 1, 1, 1, 1]);
    expect(currentRound(six)).toBe(6);
    expect(addGuessRefusal(six)).toBe("All 6 rounds are used.");
    expect(addGuess(six, "QUERY")).toBe(six);
  });

  it("asks for the open row to be coloured before the next guess", () => {
    const game = colour(addGuess(newGame(), "CRANE"), [1, 2, 0, 3, 1]);
    expect(addGuessRefusal(game)).toBe("Colour every tile of row 1 first.");
    expect(addGuess(game, "SLOTH")).toBe(game);
  });

  it("is solved by an all-green row, and then takes no more guesses", () => {
    const game = colour(addGuess(played(["CRANE"]), "SLOTH"), [3, 3, 3, 3, 3]);
    expect(isSolved(game)).toBe(true);
    expect(addGuessRefusal(game)).toBe("Solved! Start a new game to play again.");
    expect(isSolved(colour(addGuess(newGame(), "SLOTH"), [3, 3, 3, 3, 0]))).toBe(false);
  });

  it("takes back the last guess and reopens the one before", () => {
    const game = removeLastGuess(addGuess(played(["CRANE"]), "SLOTH"));
    expect(game.guesses).toHaveLength(1);
    expect(game.guesses[0]!.locked).toBe(false);
    expect(removeLastGuess(newGame())).toEqual(newGame());
  });

  it("sends only complete rows, every tile with its round", () => {
    let game = colour(addGuess(newGame(), "CRANE"), [1, 2, 1, 3, 1]);
    game = colour(addGuess(game, "SLOTH"), [2, 0, 0, 0, 0]);
    const config = configOf(game);
    expect(config.poor).toEqual([{ letter: "R", position: 2, status: 2, round: 1 }]);
    expect(config.correct).toEqual([{ letter: "N", position: 4, status: 3, round: 1 }]);
    expect(config.wrong.map((tile) => `${tile.letter}${tile.position}r${tile.round}`)).toEqual([
      "C1r1",
      "A3r1",
      "E5r1",
    ]);
    expect(configOf(newGame())).toEqual({ wrong: [], poor: [], correct: [] });
  });

  it("reads back a stored game and rejects anything else", () => {
    const game = colour(addGuess(played(["CRANE"]), "SLOTH"), [1, 2, 3, 0, 1]);
    expect(parseGame(JSON.parse(JSON.stringify(game)))).toEqual(game);
    expect(parseGame(undefined)).toBeUndefined();
    expect(parseGame({ guesses: "CRANE" })).toBeUndefined();
    const badStatus = JSON.parse(JSON.stringify(game));
    badStatus.guesses[0].letters[0].status = 4;
    expect(parseGame(badStatus)).toBeUndefined();
    const badRound = JSON.parse(JSON.stringify(game));
    badRound.guesses[1].round = 5;
    expect(parseGame(badRound)).toBeUndefined();
  });
});
