import {
  configMatcher,
  configRows,
  WORDLE_MAX_RESULTS,
  WORDLE_ROUNDS,
  type WordleCheckResponse,
  type WordleConfig,
  type WordleWordsResponse,
  wordleConfigSchema,
} from "@homebase/contracts";
import { invalid } from "../../http/errors";
import { patternMatrixSliced } from "./wordle.matrix";
import { Recommender } from "./wordle.recommender";
import { wordLists } from "./wordle.words";

let recommender: Recommender | undefined;
/** Ranked lists by position: the opening list and every position already seen (games share them). */
const rankings = new Map<string, Promise<WordleWordsResponse>>();
const RANKINGS_LIMIT = 5_000; // then start over: bounds memory in a long-lived server

/** The possible answers under a config, as sorted answer indices. */
export function candidateSet(config: WordleConfig): Int32Array {
  const fits = configMatcher(config);
  const { answers } = wordLists();
  const indices: number[] = [];
  for (let i = 0; i < answers.length; i++) if (fits(answers[i]!)) indices.push(i);
  return Int32Array.from(indices);
}

/**
 * GET /ws/words/: the best next guesses for a position, best first, and how many answers remain.
 * The first call builds the pattern matrix and the opening list (a few seconds, once per process),
 * time-sliced so other requests keep being served meanwhile; concurrent calls share the work.
 */
export async function recommend(config: WordleConfig): Promise<WordleWordsResponse> {
  const set = candidateSet(config);
  if (set.length === 0) return { results: [], candidate_count: 0 };
  // Complete rows tell how many guesses are left; the ranking plays safe in the last two rounds.
  const guessesLeft = WORDLE_ROUNDS - configRows(config).length;
  const safety = guessesLeft <= 2 ? `${guessesLeft}:` : "";
  const key = `${safety}${set.length === wordLists().answers.length ? "opening" : set.join(",")}`;
  let ranking = rankings.get(key);
  if (!ranking) {
    if (rankings.size >= RANKINGS_LIMIT) rankings.clear();
    ranking = rankPosition(set, guessesLeft);
    rankings.set(key, ranking);
    ranking.catch(() => rankings.delete(key)); // a failure is not cached
  }
  return ranking;
}

async function rankPosition(set: Int32Array, guessesLeft: number): Promise<WordleWordsResponse> {
  recommender ??= new Recommender(await patternMatrixSliced());
  const { guesses } = wordLists();
  const ranked = await recommender.rankSliced(set, WORDLE_MAX_RESULTS, guessesLeft);
  return {
    results: ranked.map((entry) => ({
      word: guesses[entry.guess]!,
      is_candidate: entry.isCandidate,
      score: Math.round(entry.score * 10_000) / 10_000,
    })),
    candidate_count: set.length,
  };
}

/** Decodes the `config` query value (URL-decoded JSON); a missing or empty value is the opening position. */
export function parseConfig(text: string | undefined): WordleConfig {
  if (text === undefined || text.trim() === "") return { wrong: [], poor: [], correct: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid({ config: ["The config is not valid JSON."] }, "The config is not valid JSON.");
  }
  const parsed = wordleConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${formatPath(issue.path)}: ` : "";
    const message = `${where}${issue.message}`;
    throw invalid({ config: [message] }, `Invalid config. ${message}`);
  }
  return parsed.data;
}

/** ["wrong", 0, "letter"] → "wrong[0].letter", so the message points at the offending tile. */
function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`))
    .join("");
}

/** GET /ws/words/check/: whether the game accepts a word as a guess and whether it can be an answer. */
export function checkWord(word: string): WordleCheckResponse {
  const { guessIndex, answers } = wordLists();
  const index = guessIndex.get(word);
  return { word, is_allowed: index !== undefined, is_answer: index !== undefined && index < answers.length };
}
