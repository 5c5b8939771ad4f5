import type { WordleConfig, WordleWordsResponse } from "@homebase/contracts";
import { type FakeRequest, signedInModuleApi } from "../../test/fakeApi";
import { CHECK_PATH, WORDS_PATH } from "./api";
import type { WordleGame } from "./game";
import { GAME_STORAGE_KEY } from "./useWordleGame";

// Test support only (imported by *.test.tsx): the Wordle endpoints behind the fake fetch.

type Reply = { status: number; body?: unknown };

export const OPENING: WordleWordsResponse = {
  results: [
    { word: "TARSE", is_candidate: false, score: 3.4321 },
    { word: "CRANE", is_candidate: true, score: 3.45 },
  ],
  candidate_count: 2309,
};

interface WordleApiOptions {
  /** Answers GET /ws/words/ for a decoded config (default: OPENING). */
  words?: (config: WordleConfig) => WordleWordsResponse | Promise<WordleWordsResponse>;
  /** Words GET /ws/words/check/ accepts (default: any). */
  allowed?: (word: string) => boolean;
}

/** The config a recorded request carried, decoded. */
export function configOfRequest(request: FakeRequest): WordleConfig {
  return JSON.parse(new URL(request.path, "http://localhost").searchParams.get("config") ?? "null");
}

export function wordleApi({ words = () => OPENING, allowed = () => true }: WordleApiOptions = {}) {
  const api = signedInModuleApi(async (request): Promise<Reply> => {
    const url = new URL(request.path, "http://localhost");
    if (request.method === "GET" && url.pathname === WORDS_PATH) {
      return { status: 200, body: await words(configOfRequest(request)) };
    }
    if (request.method === "GET" && url.pathname === CHECK_PATH) {
      const word = (url.searchParams.get("word") ?? "").toUpperCase();
      return { status: 200, body: { word, is_allowed: allowed(word), is_answer: false } };
    }
    return { status: 404, body: { detail: "Not found.", code: "not_found" } };
  });
  return {
    ...api,
    /** Configs sent to GET /ws/words/, in order. */
    wordsConfigs: () =>
      api.requests.filter((r) => r.path.startsWith(WORDS_PATH) && !r.path.startsWith(CHECK_PATH)).map(configOfRequest),
    checks: () => api.requests.filter((r) => r.path.startsWith(CHECK_PATH)).map((r) => r.path),
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
