// Wordle recommender figures (issue 11): play every one of the 2,309 answers in-process, always taking the
// top recommendation from the same function GET /ws/words/ calls, and report guesses and timings.
import { rowsToConfig, scoreGuess, WORDLE_ROUNDS, type WordleRow } from "@homebase/contracts";
import { patternMatrixSliced } from "../../packages/server/src/modules/wordle/wordle.matrix";
import { recommend } from "../../packages/server/src/modules/wordle/wordle.service";
import { wordLists } from "../../packages/server/src/modules/wordle/wordle.words";
import { report } from "../report";

const GIVE_UP_AFTER = 12; // a bug guard: a game this long is reported, never looped on forever

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 1000);
}

export async function wordleBench(): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  // Wall clock and CPU time both: on a busy shared machine the wall clock alone overstates the work.
  let cpuBefore = process.cpuUsage();
  const matrix = await patternMatrixSliced(); // as the route builds it, on first use
  report({ name: "wordle_matrix_build", value: Math.round(matrix.buildMs), unit: "ms" });
  report({ name: "wordle_matrix_build_cpu", value: cpuMs(cpuBefore), unit: "ms" });

  cpuBefore = process.cpuUsage();
  const openingStarted = performance.now();
  const opening = await recommend(rowsToConfig([]));
  report({ name: "wordle_opening_list", value: Math.round(performance.now() - openingStarted), unit: "ms" });
  report({ name: "wordle_opening_list_cpu", value: cpuMs(cpuBefore), unit: "ms" });
  console.log(`wordle opener ${opening.results[0]?.word} (estimated ${opening.results[0]?.score} guesses)`);

  const timings: number[] = [];
  const guessCounts: number[] = [];
  const failures: string[] = [];
  const gamesStarted = performance.now();
  for (const answer of wordLists().answers) {
    const rows: WordleRow[] = [];
    for (;;) {
      const started = performance.now();
      const { results } = await recommend(rowsToConfig(rows));
      timings.push(performance.now() - started);
      const guess = results[0]?.word;
      if (!guess || rows.length >= GIVE_UP_AFTER) {
        failures.push(answer);
        break;
      }
      rows.push({ guess, statuses: scoreGuess(guess, answer) });
      if (guess === answer) break;
    }
    guessCounts.push(rows.length);
  }
  const gamesMs = performance.now() - gamesStarted;

  const games = guessCounts.length;
  const average = guessCounts.reduce((sum, count) => sum + count, 0) / games;
  report({ name: "wordle_average_guesses", value: round(average, 4), unit: "guesses", budget: "<= 3.45" });
  report({ name: "wordle_worst_case", value: Math.max(...guessCounts), unit: "guesses", budget: "<= 6" });
  const over = guessCounts.filter((count) => count > WORDLE_ROUNDS).length + failures.length;
  report({ name: "wordle_games_over_6", value: over, unit: "games", budget: "0" });
  for (let count = 1; count <= Math.max(...guessCounts); count++) {
    const solved = guessCounts.filter((c) => c === count).length;
    report({ name: `wordle_solved_in_${count}`, value: solved, unit: "games" });
  }
  const sorted = [...timings].sort((a, b) => a - b);
  report({ name: "wordle_recommend_p50", value: round(percentile(sorted, 50), 2), unit: "ms" });
  report({ name: "wordle_recommend_p95", value: round(percentile(sorted, 95), 2), unit: "ms", budget: "< 100" });
  report({ name: "wordle_recommend_max", value: Math.round(sorted.at(-1)!), unit: "ms" });
  report({ name: "wordle_recommendations", value: timings.length, unit: "calls" });
  report({ name: "wordle_all_games", value: round(gamesMs / 1000, 1), unit: "s" });
  report({ name: "wordle_rss_increase", value: Math.round((process.memoryUsage().rss - rssBefore) / 1e6), unit: "MB" });
  if (failures.length > 0) console.log(`wordle games not finished: ${failures.join(", ")}`);
}
