import { patternCode, rowsToConfig, scoreGuess, type WordleRow } from "@homebase/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type PatternMatrix, patternMatrix } from "./wordle.matrix";
import { Recommender } from "./wordle.recommender";
import { recommend } from "./wordle.service";
import { wordLists } from "./wordle.words";

// The engine behind GET /ws/words/ (the full 2,309-game run is `npm run bench -- wordle`).
let matrix: PatternMatrix;
let engine: Recommender;
beforeAll(() => {
  matrix = patternMatrix();
  engine = new Recommender(matrix);
});

const answerIndex = (word: string) => wordLists().answers.indexOf(word);
const setOf = (...words: string[]) => Int32Array.from(words.map(answerIndex)).sort();
const word = (guess: number) => wordLists().guesses[guess];

describe("word lists", () => {
  it("has the 2,309 answers first, then the other allowed guesses, all uppercase and unique", () => {
    const { answers, guesses, guessIndex } = wordLists();
    expect(answers).toHaveLength(2309);
    expect(guesses).toHaveLength(12947);
    expect(guesses.slice(0, answers.length)).toEqual(answers);
    expect(guessIndex.size).toBe(guesses.length);
    for (const w of guesses) expect(w).toMatch(/^[A-Z]{5}$/);
  });
});

describe("pattern matrix", () => {
  it("agrees with the game's colouring (contracts scoreGuess) everywhere it is sampled", () => {
    const { guesses, answers } = wordLists();
    for (let g = 0; g < matrix.guessCount; g += 7) {
      for (let a = g % 13; a < matrix.answerCount; a += 97) {
        const expected = patternCode(scoreGuess(guesses[g]!, answers[a]!));
        if (matrix.patterns[a * matrix.guessCount + g] !== expected) {
          expect(`${guesses[g]}/${answers[a]}: ${matrix.patterns[a * matrix.guessCount + g]}`).toBe(`${expected}`);
        }
      }
    }
  });
});

describe("Recommender.rank", () => {
  it("names the answer itself when one or two are left", () => {
    expect(engine.rank(setOf("PROXY"), 20)).toEqual([{ guess: answerIndex("PROXY"), score: 1, isCandidate: true }]);
    const two = engine.rank(setOf("PROXY", "PROOF"), 20);
    expect(two.map((r) => [word(r.guess), r.score]).sort()).toEqual([
      ["PROOF", 1.5],
      ["PROXY", 1.5],
    ]);
  });

  it("prefers a possible answer that tells all the others apart (2 - 1/n, the best there is)", () => {
    const [top] = engine.rank(setOf("CRANE", "CRATE", "GRAPE"), 5);
    expect(top!.isCandidate).toBe(true);
    expect(top!.score).toBeCloseTo(2 - 1 / 3, 10);
  });

  it("scores above 2 when no guess can tell every answer apart", () => {
    // Seven first letters, but a guess has five letters: some -ATCH words must share a pattern.
    const set = setOf("BATCH", "CATCH", "HATCH", "LATCH", "MATCH", "PATCH", "WATCH");
    const [best] = engine.rank(set, 5);
    expect(best!.score).toBeGreaterThan(2);
    expect(best!.score).toBeLessThan(3);
  });

  it("with two guesses left, plays a sure finisher over a candidate that may leave a coin toss", () => {
    const set = setOf("PLUSH", "SLUSH", "FLUSH");
    const [free] = engine.rank(set, 20);
    expect(word(free!.guess)).toBe("PLUSH"); // 2 expected, and preferred on the tie as it may win now
    const [safe] = engine.rank(set, 20, 2);
    expect(safe!.isCandidate).toBe(false);
    const patterns = [...set].map((a) => matrix.patterns[a * matrix.guessCount + safe!.guess]);
    expect(new Set(patterns).size).toBe(3); // every answer shows a different pattern
    expect(safe!.score).toBe(2);
  });

  it("offers only possible answers with one guess left", () => {
    const set = setOf("BATCH", "CATCH", "HATCH", "LATCH", "MATCH", "PATCH", "WATCH");
    const last = engine.rank(set, 20, 1);
    expect(last.map((r) => word(r.guess)).sort()).toEqual([
      "BATCH",
      "CATCH",
      "HATCH",
      "LATCH",
      "MATCH",
      "PATCH",
      "WATCH",
    ]);
  });

  it("ranks best first with scores between 1 and the number of answers", () => {
    const set = setOf("BATCH", "CATCH", "HATCH", "LATCH", "MATCH", "PATCH", "WATCH", "WITCH", "DITCH", "PITCH");
    const ranked = engine.rank(set, 20);
    expect(ranked).toHaveLength(20);
    const scores = ranked.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(1);
  });
});

describe("recommend", () => {
  it("works out the opening time-sliced, sharing one computation between concurrent calls", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const opening = rowsToConfig([]);
    const [first, second] = await Promise.all([recommend(opening), recommend(opening)]);
    clearInterval(timer);
    expect(second).toBe(first);
    expect(first.candidate_count).toBe(2309);
    expect(ticks).toBeGreaterThan(5); // timers kept firing while the opening was worked out
  }, 120_000);
});

describe("playing games by the top recommendation", () => {
  it("solves a spread of answers within six guesses", { timeout: 120_000 }, async () => {
    const { answers } = wordLists();
    const counts: number[] = [];
    for (let a = 0; a < answers.length; a += 157) {
      const answer = answers[a]!;
      const rows: WordleRow[] = [];
      while (rows.at(-1)?.guess !== answer && rows.length < 8) {
        const guess = (await recommend(rowsToConfig(rows))).results[0]!.word;
        rows.push({ guess, statuses: scoreGuess(guess, answer) });
      }
      counts.push(rows.length);
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    expect(counts.reduce((sum, n) => sum + n, 0) / counts.length).toBeLessThan(3.6);
  });
});
