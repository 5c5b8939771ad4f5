import { WORDLE_WORD_LENGTH } from "@homebase/contracts";
import { runNow, runSliced } from "./time-slice";
import { type WordLists, wordLists } from "./wordle.words";

// The guesses × answers pattern matrix: entry [a * guessCount + g] is the colouring of guess g against
// answer a as a base-3 number 0..242 (grey 0, yellow 1, green 2; position 1 the lowest digit), the same
// encoding as contracts' patternCode. 12,947 × 2,309 bytes ≈ 30 MB, so it is built on first use, not at
// start-up (cold start and idle memory budgets), and then kept for the life of the process.
// Answer-major on purpose: scoring every guess over a set of answers then reads each answer's row
// sequentially, which keeps the hot loop in cache (guess-major made it memory-bound).

export type PatternMatrix = {
  lists: WordLists;
  guessCount: number;
  answerCount: number;
  patterns: Uint8Array;
  /** How long the build took, in milliseconds (reported by the benchmark). */
  buildMs: number;
};

let matrix: PatternMatrix | undefined;

/** Letters of every word as 0–25, five per word, so the hot loop never touches strings. */
function letterCodes(words: readonly string[]): Uint8Array {
  const codes = new Uint8Array(words.length * WORDLE_WORD_LENGTH);
  words.forEach((word, w) => {
    for (let i = 0; i < WORDLE_WORD_LENGTH; i++) codes[w * WORDLE_WORD_LENGTH + i] = word.charCodeAt(i) - 65;
  });
  return codes;
}

const POWERS = [1, 3, 9, 27, 81];

/** Fills one answer's row. The same rule as contracts' scoreGuess, inlined over letter codes for speed. */
function fillRow(
  patterns: Uint8Array,
  rowStart: number,
  answer: Uint8Array,
  guesses: Uint8Array,
  guessCount: number,
  unused: Int8Array,
): void {
  const a0 = answer[0]!;
  const a1 = answer[1]!;
  const a2 = answer[2]!;
  const a3 = answer[3]!;
  const a4 = answer[4]!;
  for (let g = 0; g < guessCount; g++) {
    const o = g * 5;
    const g0 = guesses[o]!;
    const g1 = guesses[o + 1]!;
    const g2 = guesses[o + 2]!;
    const g3 = guesses[o + 3]!;
    const g4 = guesses[o + 4]!;
    let code = 0;
    // Greens first; the answer's other letters become the copies yellows may use.
    let open = 0; // bit i set: position i is not green
    if (g0 === a0) code += 2;
    else {
      open |= 1;
      unused[a0]!++;
    }
    if (g1 === a1) code += 6;
    else {
      open |= 2;
      unused[a1]!++;
    }
    if (g2 === a2) code += 18;
    else {
      open |= 4;
      unused[a2]!++;
    }
    if (g3 === a3) code += 54;
    else {
      open |= 8;
      unused[a3]!++;
    }
    if (g4 === a4) code += 162;
    else {
      open |= 16;
      unused[a4]!++;
    }
    if (open !== 0) {
      for (let i = 0; i < 5; i++) {
        if ((open & (1 << i)) === 0) continue;
        const letter = guesses[o + i]!;
        if (unused[letter]! > 0) {
          unused[letter]!--;
          code += POWERS[i]!;
        }
      }
      // Clear the counts this answer left behind.
      unused[a0] = 0;
      unused[a1] = 0;
      unused[a2] = 0;
      unused[a3] = 0;
      unused[a4] = 0;
    }
    patterns[rowStart + g] = code;
  }
}

/** Builds the matrix, yielding between blocks of answer rows (see time-slice.ts). */
export function* buildPatternMatrix(lists: WordLists): Generator<void, PatternMatrix> {
  const started = performance.now();
  const guessCount = lists.guesses.length;
  const answerCount = lists.answers.length;
  const guessLetters = letterCodes(lists.guesses);
  const answerLetters = letterCodes(lists.answers);
  const patterns = new Uint8Array(guessCount * answerCount);
  const unused = new Int8Array(26);
  for (let a = 0; a < answerCount; a++) {
    const answer = answerLetters.subarray(a * 5, a * 5 + 5);
    fillRow(patterns, a * guessCount, answer, guessLetters, guessCount, unused);
    if (a % 32 === 31) yield;
  }
  return { lists, guessCount, answerCount, patterns, buildMs: performance.now() - started };
}

/** The process-wide matrix, built on first call (in one go). */
export function patternMatrix(): PatternMatrix {
  matrix ??= runNow(buildPatternMatrix(wordLists()));
  return matrix;
}

let building: Promise<PatternMatrix> | undefined;

/** The process-wide matrix, built time-sliced on first call; concurrent callers share one build. */
export async function patternMatrixSliced(): Promise<PatternMatrix> {
  if (matrix) return matrix;
  building ??= runSliced(buildPatternMatrix(wordLists())).then((built) => {
    matrix ??= built;
    return matrix;
  });
  return building;
}
