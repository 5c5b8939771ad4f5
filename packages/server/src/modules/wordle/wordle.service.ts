import {
  configMatcher,
  WORDLE_MAX_RESULTS,
  type WordleCheckResponse,
  type WordleConfig,
  type WordleWordsResponse,
  wordleConfigSchema,
} from "@homebase/contracts";
import { invalid } from "../../http/errors";
import { patternMatrix } from "./wordle.matrix";
import { Recommender } from "./wordle.recommender";
import { wordLists } from "./wordle.words";

let recommender: Recommender | undefined;
/** Ranked lists by candidate set: the opening list and every position already seen (games share them). */
const rankings = new Map<string, WordleWordsResponse>();
const RANKINGS_LIMIT = 20_000;

function theRecommender(): Recommender {
  recommender ??= new Recommender(patternMatrix());
  return recommender;
}

/** The possible answers under a config, as sorted answer indices. */
export function candidateSet(config: WordleConfig): Int32Array {
  const fits = configMatcher(config);
  const { answers } = wordLists();
  const indices: number[] = [];
  for (let i = 0; i < answers.length; i++) if (fits(answers[i]!)) indices.push(i);
  return Int32Array.from(indices);
}

/** GET /ws/words/: the best next guesses for a position, best first, and how many answers remain. */
export function recommend(config: WordleConfig): WordleWordsResponse {
  const set = candidateSet(config);
  if (set.length === 0) return { results: [], candidate_count: 0 };
  const key = set.length === wordLists().answers.length ? "opening" : set.join(",");
  const cached = rankings.get(key);
  if (cached) return cached;
  const engine = theRecommender();
  const { guesses } = wordLists();
  const ranked = engine.rank(set, WORDLE_MAX_RESULTS);
  const response: WordleWordsResponse = {
    results: ranked.map((entry) => ({
      word: guesses[entry.guess]!,
      is_candidate: entry.isCandidate,
      score: Math.round(entry.score * 10_000) / 10_000,
    })),
    candidate_count: set.length,
  };
  if (rankings.size >= RANKINGS_LIMIT) rankings.clear();
  rankings.set(key, response);
  return response;
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
