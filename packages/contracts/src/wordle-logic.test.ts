import { describe, expect, it } from "vitest";
import {
  ALL_GREEN_PATTERN,
  configRows,
  filterCandidates,
  isWordleWord,
  patternCode,
  rowsToConfig,
  scoreGuess,
  type TileStatus,
  type WordleConfig,
  type WordleRow,
} from "./wordle-logic";

// 1 grey, 2 yellow, 3 green. Each vector worked out by hand from the game's rule.
const vectors: [guess: string, answer: string, statuses: TileStatus[]][] = [
  ["SPEED", "ABIDE", [1, 1, 2, 1, 2]],
  ["LLAMA", "HELLO", [2, 2, 1, 1, 1]],
  ["MUMMY", "GAMMA", [1, 1, 3, 3, 1]],
  ["ABACA", "AGATE", [3, 1, 3, 1, 1]],
  ["CRANE", "CRANE", [3, 3, 3, 3, 3]],
  ["ABCDE", "FGHIJ", [1, 1, 1, 1, 1]],
  ["EERIE", "THERE", [2, 1, 2, 1, 3]],
  ["SPEED", "EERIE", [1, 1, 2, 2, 1]],
  ["ALLEY", "LLAMA", [2, 3, 2, 1, 1]],
  ["LEVEL", "HELLO", [2, 3, 1, 1, 2]],
  ["GEESE", "THEME", [1, 1, 3, 1, 3]],
  ["ROBOT", "FLOOR", [2, 2, 1, 3, 1]],
  ["PAPER", "APPLE", [2, 2, 3, 2, 1]],
  ["EEEEE", "SPEED", [1, 1, 3, 3, 1]],
  ["SASSY", "ASSET", [2, 2, 3, 1, 1]],
  ["TREAT", "TASTE", [3, 1, 2, 2, 2]],
  ["BOBBY", "ABBEY", [2, 1, 3, 1, 3]],
];

describe("scoreGuess", () => {
  it.each(vectors)("%s against %s", (guess, answer, statuses) => {
    expect(scoreGuess(guess, answer)).toEqual(statuses);
  });

  it("encodes patterns as base-3 numbers, position 1 lowest, all green 242", () => {
    expect(patternCode([1, 1, 1, 1, 1])).toBe(0);
    expect(patternCode([2, 1, 1, 1, 1])).toBe(1);
    expect(patternCode([1, 1, 1, 1, 3])).toBe(162);
    expect(patternCode([3, 3, 3, 3, 3])).toBe(ALL_GREEN_PATTERN);
  });
});

const empty: WordleConfig = { wrong: [], poor: [], correct: [] };
const withoutRounds = (config: WordleConfig): WordleConfig => ({
  wrong: config.wrong.map(({ round: _, ...tile }) => tile),
  poor: config.poor.map(({ round: _, ...tile }) => tile),
  correct: config.correct.map(({ round: _, ...tile }) => tile),
});

describe("filtering by guess rows", () => {
  const words = ["ABIDE", "ASIDE", "ELIDE", "BRIDE", "SPEED", "EERIE", "THERE", "THREE", "DEEDS"];

  it("keeps every word for the opening position", () => {
    expect(filterCandidates(words, empty)).toEqual(words);
  });

  it("keeps exactly the words that would colour every row the same way", () => {
    const config = rowsToConfig([{ guess: "SPEED", statuses: scoreGuess("SPEED", "ABIDE") }]);
    const expected = words.filter((word) => scoreGuess("SPEED", word).join() === "1,1,2,1,2");
    expect(filterCandidates(words, config)).toEqual(expected);
    expect(expected).toContain("ABIDE");
    expect(expected).not.toContain("ASIDE"); // S would have been yellow
  });

  it("never lets a grey duplicate letter remove the answer (the classic bug), with or without rounds", () => {
    // SPEED vs ABIDE: the second E is grey although E is in the answer.
    const config = rowsToConfig([{ guess: "SPEED", statuses: [1, 1, 2, 1, 2] }]);
    expect(filterCandidates(["ABIDE"], config)).toEqual(["ABIDE"]);
    expect(filterCandidates(["ABIDE"], withoutRounds(config))).toEqual(["ABIDE"]);
  });

  it("treats tiles without a round as independent constraints", () => {
    const config: WordleConfig = {
      wrong: [{ letter: "T", position: 1, status: 1 }],
      poor: [{ letter: "E", position: 5, status: 2 }],
      correct: [{ letter: "R", position: 2, status: 3 }],
    };
    // Needs R second, an E not last, and no T anywhere.
    expect(filterCandidates(["BREAD", "TREAD", "BRAKE", "CREPE", "FROND"], config)).toEqual(["BREAD"]);
  });

  it("finds nothing for contradictory tiles", () => {
    const config: WordleConfig = {
      wrong: [],
      poor: [],
      correct: [
        { letter: "A", position: 1, status: 3 },
        { letter: "B", position: 1, status: 3 },
      ],
    };
    expect(filterCandidates(words, config)).toEqual([]);
  });

  it("ignores a round that is not five complete tiles", () => {
    const row = rowsToConfig([{ guess: "SPEED", statuses: [1, 1, 2, 1, 2] }]);
    const partial: WordleConfig = { ...row, wrong: row.wrong.slice(1) };
    expect(configRows(partial)).toEqual([]);
    expect(filterCandidates(words, partial)).toEqual(words);
    expect(configRows(row)).toEqual([{ guess: "SPEED", statuses: [1, 1, 2, 1, 2] }]);
    const twice: WordleConfig = { ...row, correct: [{ letter: "S", position: 1, status: 3, round: 1 }] };
    expect(configRows(twice)).toEqual([]); // two tiles at position 1: not a row we can trust
  });
});

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("filtering property", () => {
  // A small alphabet forces plenty of repeated letters, where colouring mistakes hide.
  const next = random(11);
  const randomWord = () => Array.from({ length: 5 }, () => "AEELRSST"[Math.floor(next() * 8)]).join("");

  it("always keeps the true answer, and rows without rounds never remove more than rows with them", () => {
    for (let game = 0; game < 400; game++) {
      const answer = randomWord();
      const words = [...new Set([answer, ...Array.from({ length: 60 }, randomWord)])];
      const rows: WordleRow[] = [];
      const guesses = 1 + Math.floor(next() * 5);
      for (let r = 0; r < guesses; r++) {
        const guess = randomWord();
        rows.push({ guess, statuses: scoreGuess(guess, answer) });
      }
      const config = rowsToConfig(rows);
      const exact = filterCandidates(words, config);
      const loose = filterCandidates(words, withoutRounds(config));
      expect(exact).toContain(answer);
      expect(loose).toContain(answer);
      for (const word of exact) expect(loose).toContain(word);
      for (const word of exact) {
        for (const row of rows) expect(scoreGuess(row.guess, word)).toEqual(row.statuses);
      }
    }
  });
});

describe("isWordleWord", () => {
  it("accepts exactly five letters A–Z in any case", () => {
    expect(isWordleWord("crane")).toBe(true);
    expect(isWordleWord("CRANE")).toBe(true);
    expect(isWordleWord("CRAN")).toBe(false);
    expect(isWordleWord("CRANES")).toBe(false);
    expect(isWordleWord("CR4NE")).toBe(false);
  });
});
