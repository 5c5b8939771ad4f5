import { ALL_GREEN_PATTERN } from "@homebase/contracts";
import { runNow, runSliced } from "./time-slice";
import type { PatternMatrix } from "./wordle.matrix";

// The recommender (issue 11): rank guesses by the expected number of guesses to finish the game, not by
// one-step entropy. For a set S of possible answers and a guess g, the answers split into buckets by the
// pattern they would show; E(g) = 1 + Σ over non-green buckets (|bucket| / |S|) × cost(bucket), where
// cost(bucket) is the expected number of guesses still needed for it.
//
// cost() is a bounded lookahead: every allowed guess is scored by a cheap estimate (bucket sizes through
// `estimatedCost`), the best few are evaluated exactly one level deeper, recursively while the work stays
// small (deeper for small sets, see depthFor), and the best estimate stands in below that. Small buckets
// short-cut: a candidate that splits all the others apart is provably optimal (2 - 1/n), and with none,
// a guess that splits them all (2) is. Measured by `npm run bench -- wordle`: 3.4227 average over all
// 2,309 answers (the optimum for this list is about 3.42), none over 5. The options below were tuned by
// such runs; neighbouring values all stay within about 0.005 of it.

/** A ranked guess: `score` is the expected number of guesses to finish if it is played next. */
export type RankedGuess = { guess: number; score: number; isCandidate: boolean };

const PATTERNS = 243;

/**
 * Estimated guesses to solve n candidates (n ≥ 1): exact for 1 and 2, else the small-set optimum 2 - 1/n
 * plus a log term for sets no single guess can split (its slope chosen by benchmark runs: 0.15–0.3 all
 * land within 0.001 of the same average; 0.2 picked the best opener).
 */
export function estimatedCost(n: number, slope = DEFAULT_OPTIONS.costSlope): number {
  if (n <= 1) return n;
  if (n === 2) return 1.5;
  return 2 - 1 / n + slope * Math.log(n / 2);
}

export type RecommenderOptions = {
  /** How many guesses, best by the estimate, get the full lookahead at the top of a search. */
  topGuesses: number;
  /** How many get it at deeper levels. */
  innerGuesses: number;
  /** A budget of bucket-counting steps per top-level search, which picks the lookahead depth. */
  workBudget: number;
  /** Estimates for sets of at least this many answers scan only the `poolSize` generally strongest guesses. */
  poolFrom: number;
  poolSize: number;
  /** How fast estimatedCost grows with the log of the set size. */
  costSlope: number;
};

export const DEFAULT_OPTIONS: RecommenderOptions = {
  topGuesses: 20,
  innerGuesses: 6,
  workBudget: 120_000_000,
  poolFrom: 15,
  poolSize: 2000,
  costSlope: 0.2,
};

export class Recommender {
  private readonly counts = new Int32Array(PATTERNS);
  private readonly touched = new Int32Array(PATTERNS);
  /** n × estimatedCost(n), indexed by n. */
  private readonly weighted: Float64Array;
  /** weighted[n + 1] - weighted[n] - 1: what one more answer in a bucket of n adds beyond the least (1). */
  private readonly excess: Float64Array;
  private readonly isAnswerGuess: (guess: number) => boolean;
  /** cost(S, depth) of solved sub-positions, keyed by depth and answer indices. */
  private readonly memo = new Map<string, number>();
  private static readonly MEMO_LIMIT = 200_000; // then start over: bounds memory in a long-lived server
  private ranking: number[] | undefined;
  private pool: Int32Array | undefined;

  constructor(
    private readonly matrix: PatternMatrix,
    private readonly options: RecommenderOptions = DEFAULT_OPTIONS,
  ) {
    this.weighted = new Float64Array(matrix.answerCount + 1);
    for (let n = 1; n <= matrix.answerCount; n++) this.weighted[n] = n * estimatedCost(n, options.costSlope);
    this.excess = new Float64Array(matrix.answerCount + 1);
    for (let n = 1; n < matrix.answerCount; n++) this.excess[n] = this.weighted[n + 1]! - this.weighted[n]! - 1;
    // The guess list starts with the answers (wordle.words), so guess index g < answerCount is answer g.
    this.isAnswerGuess = (guess) => guess < matrix.answerCount;
  }

  /**
   * The best guesses for the possible answers `set` (sorted answer indices), best first. When the number
   * of guesses left is known, the last two rounds play safe: a guess that may not finish in time is
   * never put ahead of one that surely does (expected guesses alone ignore the six-round limit).
   */
  rank(set: Int32Array, limit: number, guessesLeft = Number.POSITIVE_INFINITY): RankedGuess[] {
    return runNow(this.rankSteps(set, limit, guessesLeft));
  }

  /** `rank`, giving the event loop a turn between guess evaluations when it takes a while (the opening). */
  rankSliced(set: Int32Array, limit: number, guessesLeft = Number.POSITIVE_INFINITY): Promise<RankedGuess[]> {
    return runSliced(this.rankSteps(set, limit, guessesLeft));
  }

  private *rankSteps(set: Int32Array, limit: number, guessesLeft: number): Generator<void, RankedGuess[]> {
    const n = set.length;
    if (n === 0) return [];
    // One or two left: guessing one of them is best (1, or 1.5 expected), anything else only adds clutter.
    if (n <= 2) return [...set].map((guess) => ({ guess, score: estimatedCost(n), isCandidate: true }));
    if (n === this.matrix.answerCount && !this.ranking) yield* this.openingRankingSteps();
    const top = this.shortlist(set, Math.max(limit, this.options.topGuesses), guessesLeft);
    yield;
    // With one guess left the lookahead is moot, and the set may be large: the one-step estimate will do.
    const depth = guessesLeft <= 1 ? 0 : this.depthFor(n);
    const ranked: RankedGuess[] = [];
    for (const guess of top) {
      const score = depth === 0 ? this.estimate(guess, set) : yield* this.evaluateSteps(guess, set, depth);
      ranked.push({ guess, score, isCandidate: this.contains(set, guess) });
    }
    ranked.sort(compareRanked);
    return ranked.slice(0, limit);
  }

  /** The guesses worth a full evaluation. */
  private shortlist(set: Int32Array, count: number, guessesLeft: number): number[] {
    if (guessesLeft <= 1) return [...set]; // only a possible answer can still win
    if (guessesLeft === 2) {
      const finishers = this.finishersInTwo(set);
      if (finishers.length > 0) return finishers;
    }
    if (set.length === this.matrix.answerCount) return this.openingRanking().slice(0, count);
    return this.bestByEstimate(set, count);
  }

  /** Guesses after which every answer is known for sure (each pattern leaves at most one answer). */
  private finishersInTwo(set: Int32Array): number[] {
    const { patterns, guessCount } = this.matrix;
    const seen = this.counts;
    const rows = this.rowStarts(set);
    const found: number[] = [];
    for (let g = 0; g < guessCount; g++) {
      let i = 0;
      for (; i < set.length; i++) {
        const p = patterns[rows[i]! + g]!;
        if (seen[p] !== 0) break;
        seen[p] = 1;
      }
      for (let j = 0; j < Math.min(i + 1, set.length); j++) seen[patterns[rows[j]! + g]!] = 0;
      if (i === set.length) found.push(g);
    }
    return found;
  }

  /** The lookahead depth for a top-level set: deeper while the estimated work fits the budget. */
  depthFor(n: number): number {
    const { guessCount } = this.matrix;
    const { topGuesses, innerGuesses, workBudget } = this.options;
    let depth = 1;
    // Depth d costs about topGuesses × innerGuesses^(d-1) full scans over (shrinking) buckets summing to n.
    while (depth < 4 && topGuesses * innerGuesses ** depth * guessCount * n < workBudget) depth++;
    return depth;
  }

  /** Expected guesses to finish when `guess` is played on `set`, looking `depth` levels ahead. */
  evaluate(guess: number, set: Int32Array, depth: number): number {
    return runNow(this.evaluateSteps(guess, set, depth));
  }

  /** `evaluate`, yielding after each bucket (time-slice.ts). */
  private *evaluateSteps(guess: number, set: Int32Array, depth: number): Generator<void, number> {
    const n = set.length;
    let total = 0;
    for (const bucket of this.buckets(guess, set)) {
      if (bucket === null) continue; // the all-green bucket: solved by this guess
      total += bucket.length * this.cost(bucket, depth - 1);
      if (bucket.length > 2) yield;
    }
    return 1 + total / n;
  }

  /** Expected guesses still needed to solve `set` (none played yet), `depth` levels of lookahead. */
  cost(set: Int32Array, depth: number): number {
    const n = set.length;
    if (n <= 2) return estimatedCost(n);
    const perfect = this.perfectSplitter(set);
    if (perfect >= 0) return 2 - 1 / n; // a candidate that tells every other apart: optimal
    const key = `${depth}:${set.join(",")}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let best: number;
    if (depth <= 0) {
      best = this.bestEstimate(set);
    } else {
      best = Number.POSITIVE_INFINITY;
      for (const guess of this.bestByEstimate(set, this.options.innerGuesses)) {
        best = Math.min(best, this.evaluate(guess, set, depth));
      }
    }
    if (this.memo.size >= Recommender.MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, best);
    return best;
  }

  /** The one-step estimate of E(guess): bucket sizes through estimatedCost. */
  estimate(guess: number, set: Int32Array): number {
    const { patterns, guessCount } = this.matrix;
    const { counts, touched, weighted } = this;
    let distinct = 0;
    for (let i = 0; i < set.length; i++) {
      const p = patterns[set[i]! * guessCount + guess]!;
      if (counts[p]!++ === 0) touched[distinct++] = p;
    }
    let sum = 0;
    for (let t = 0; t < distinct; t++) {
      const p = touched[t]!;
      if (p !== ALL_GREEN_PATTERN) sum += weighted[counts[p]!]!;
      counts[p] = 0;
    }
    return 1 + sum / set.length;
  }

  /**
   * The lowest one-step estimate over every allowed guess. The hot path, so one tight loop with pruning:
   * every answer adds at least 1 to a guess's sum (weighted grows by ≥ 1 per added answer), so a guess is
   * dropped as soon as its excess over that can no longer beat the best so far.
   */
  private bestEstimate(set: Int32Array): number {
    const { patterns, guessCount } = this.matrix;
    const { counts, touched, excess } = this;
    const n = set.length;
    const rows = this.rowStarts(set);
    // A large set is scored over the generally strong guesses only (this is the estimate level, and the
    // full scan there dominated the opening's cost); small sets, where odd words shine, over every guess.
    const pool = n >= this.options.poolFrom ? this.strongGuesses() : null;
    const count = pool ? pool.length : guessCount;
    // Scanned in list order on purpose: consecutive guesses read neighbouring bytes of each answer's row.
    // Only called once perfectSplitter found no candidate that tells all the others apart, so a guess
    // that does it (sum n, every bucket a single answer) cannot be beaten: stop there.
    let bestSum = Number.POSITIVE_INFINITY;
    for (let k = 0; k < count && bestSum > n; k++) {
      const g = pool ? pool[k]! : k;
      const limit = bestSum - (n - 1); // the most excess a better guess may have (a candidate, at best)
      let distinct = 0;
      let extra = 0;
      let i = 0;
      for (; i < n; i++) {
        const p = patterns[rows[i]! + g]!;
        const seen = counts[p]!++;
        if (seen === 0) touched[distinct++] = p;
        else if (p !== ALL_GREEN_PATTERN) {
          extra += excess[seen]!;
          if (extra >= limit) break;
        }
      }
      for (let t = 0; t < distinct; t++) counts[touched[t]!] = 0;
      if (i < n) continue;
      const sum = n - (this.contains(set, g) ? 1 : 0) + extra;
      if (sum < bestSum) bestSum = sum;
    }
    return 1 + bestSum / n;
  }

  /** The `poolSize` best guesses by their estimate over all answers, best first (computed once). */
  private openingRanking(): number[] {
    return this.ranking ?? runNow(this.openingRankingSteps());
  }

  private *openingRankingSteps(): Generator<void, number[]> {
    const all = Int32Array.from({ length: this.matrix.answerCount }, (_, i) => i);
    this.ranking ??= yield* this.bestByEstimateSteps(all, this.options.poolSize);
    return this.ranking;
  }

  /** The same guesses in list order, the order scans read the matrix in. */
  private strongGuesses(): Int32Array {
    this.pool ??= Int32Array.from(this.openingRanking()).sort();
    return this.pool;
  }

  /** The `k` guesses with the lowest one-step estimate (ties: candidates first, then list order). */
  bestByEstimate(set: Int32Array, k: number): number[] {
    return runNow(this.bestByEstimateSteps(set, k));
  }

  /** `bestByEstimate`, yielding every 1,024 guesses on a large set (time-slice.ts). */
  private *bestByEstimateSteps(set: Int32Array, k: number): Generator<void, number[]> {
    const { patterns, guessCount } = this.matrix;
    const { counts, touched, weighted } = this;
    const n = set.length;
    const rows = this.rowStarts(set);
    const scores: number[] = [];
    const guesses: number[] = [];
    for (let g = 0; g < guessCount; g++) {
      if ((g & 1023) === 1023 && n > 100) yield; // between guesses: the shared buffers are clear
      let distinct = 0;
      for (let i = 0; i < n; i++) {
        const p = patterns[rows[i]! + g]!;
        if (counts[p]!++ === 0) touched[distinct++] = p;
      }
      // A candidate's chance of being right is already in the sum; the tiny bonus only breaks ties.
      let score = counts[ALL_GREEN_PATTERN] === 0 ? 0 : -1e-9;
      for (let t = 0; t < distinct; t++) {
        const p = touched[t]!;
        if (p !== ALL_GREEN_PATTERN) score += weighted[counts[p]!]!;
        counts[p] = 0;
      }
      if (guesses.length === k && score >= scores[k - 1]!) continue;
      let at = guesses.length === k ? k - 1 : guesses.length;
      while (at > 0 && scores[at - 1]! > score) {
        scores[at] = scores[at - 1]!;
        guesses[at] = guesses[at - 1]!;
        at--;
      }
      scores[at] = score;
      guesses[at] = g;
    }
    return guesses;
  }

  /** Where each answer's row of the matrix starts. */
  private rowStarts(set: Int32Array): Int32Array {
    const rows = new Int32Array(set.length);
    for (let i = 0; i < set.length; i++) rows[i] = set[i]! * this.matrix.guessCount;
    return rows;
  }

  /** A candidate whose pattern differs for every other candidate, or -1. */
  private perfectSplitter(set: Int32Array): number {
    const { patterns, guessCount } = this.matrix;
    if (set.length > PATTERNS) return -1;
    const seen = this.counts;
    for (let c = 0; c < set.length; c++) {
      const guess = set[c]!; // answer index = guess index (wordle.words)
      let ok = true;
      let i = 0;
      for (; i < set.length; i++) {
        const p = patterns[set[i]! * guessCount + guess]!;
        if (seen[p] !== 0) {
          ok = false;
          break;
        }
        seen[p] = 1;
      }
      for (let j = 0; j < Math.min(i + 1, set.length); j++) seen[patterns[set[j]! * guessCount + guess]!] = 0;
      if (ok) return set[c]!;
    }
    return -1;
  }

  /** The answers of `set` grouped by the pattern `guess` shows; the all-green bucket comes back as null. */
  buckets(guess: number, set: Int32Array): (Int32Array | null)[] {
    const { patterns, guessCount } = this.matrix;
    const groups = new Map<number, number[]>();
    for (let i = 0; i < set.length; i++) {
      const answer = set[i]!;
      const p = patterns[answer * guessCount + guess]!;
      const group = groups.get(p);
      if (group) group.push(answer);
      else groups.set(p, [answer]);
    }
    return [...groups].map(([p, answers]) => (p === ALL_GREEN_PATTERN ? null : Int32Array.from(answers)));
  }

  /** Binary search: is answer index `guess` in the sorted `set`? */
  contains(set: Int32Array, guess: number): boolean {
    if (!this.isAnswerGuess(guess)) return false;
    let lo = 0;
    let hi = set.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const value = set[mid]!;
      if (value === guess) return true;
      if (value < guess) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}

/** Lower expected guesses first; on a tie (within rounding) a word that can still be the answer first. */
function compareRanked(a: RankedGuess, b: RankedGuess): number {
  if (Math.abs(a.score - b.score) > 1e-9) return a.score - b.score;
  if (a.isCandidate !== b.isCandidate) return a.isCandidate ? -1 : 1;
  return a.guess - b.guess;
}
