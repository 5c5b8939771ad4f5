import type { WordleCheckResponse, WordleConfig, WordleWordsResponse } from "@homebase/contracts";
import { type FakeRequest, ok, type Reply, signedInApi } from "../../test/fakeApi";
import { CHECK_PATH, WORDS_PATH } from "./api";
import type { WordleGame } from "./game";
import { GAME_STORAGE_KEY } from "./useWordleGame";

// Test support only (imported by *.test.tsx): the Wordle endpoints behind the fake fetch,
// answering what each test says (no scoring, no word list).

export const OPENING: WordleWordsResponse = {
  results: [
    { word: "TARSE", is_candidate: false, score: 3.4321 },
    { word: "CRANE", is_candidate: true, score: 3.45 },
  ],
  candidate_count: 2309,
};

interface WordleApiOptions {
  /** Answers GET /ws/words/ for the config a request carries (default: OPENING). */
  words?: (config: WordleConfig) => WordleWordsResponse | Promise<WordleWordsResponse>;
  /** Words GET /ws/words/check/ answers as in the word list, and as not in it. */
  allowed?: string[];
  refused?: string[];
}

/** The config a recorded request carried, decoded. */
export function configOfRequest(request: FakeRequest): WordleConfig {
  return JSON.parse(new URL(request.path, "http://localhost").searchParams.get("config") ?? "null");
}

function check(word: string, is_allowed: boolean): [string, Reply] {
  const answer: WordleCheckResponse = { word, is_allowed, is_answer: false };
  return [`GET ${CHECK_PATH}?word=${word}`, ok(answer)];
}

export function wordleApi({ words = () => OPENING, allowed = [], refused = [] }: WordleApiOptions = {}) {
  const api = signedInApi({
    [`GET ${WORDS_PATH}`]: async (request) => ok(await words(configOfRequest(request))),
    ...Object.fromEntries([...allowed.map((word) => check(word, true)), ...refused.map((word) => check(word, false))]),
  });
  return {
    ...api,
    /** Configs sent to GET /ws/words/, in order. */
    wordsConfigs: () =>
      api.requests.filter((r) => r.path.startsWith(WORDS_PATH) && !r.path.startsWith(CHECK_PATH)).map(configOfRequest),
    checks: () => api.paths("GET", CHECK_PATH),
  };
}

/** A saved game, as if left from an earlier visit. */
export function storeGame(rows: { word: string; statuses: number[] }[]): void {
  const game: WordleGame = {
    guesses: rows.map((row, index) => ({
      round: index + 1,
      locked: index < rows.length - 1,
      letters: [...row.word].map((letter, i) => ({
        letter,
        position: i + 1,
        status: row.statuses[i] as 0 | 1 | 2 | 3,
      })),
    })),
  };
  localStorage.setItem(GAME_STORAGE_KEY, JSON.stringify(game));
}
