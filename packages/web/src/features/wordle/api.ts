import type { WordleCheckResponse, WordleConfig, WordleWordsResponse } from "@homebase/contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";

// Spec §7 "Wordle" (GET /ws/words/) and issue 11's word check (GET /ws/words/check/).
export const WORDS_PATH = "/ws/words/";
export const CHECK_PATH = "/ws/words/check/";

export const wordleKeys = {
  words: (config: string) => ["wordle", "words", config] as const,
};

export const wordsUrl = (config: WordleConfig) => `${WORDS_PATH}?config=${encodeURIComponent(JSON.stringify(config))}`;

/**
 * Recommendations for a config. Keyed by the config itself, so an answer for an earlier set
 * of colours can never replace the current one (spec §7: stale responses are ignored); while
 * the new answer loads the previous list stays up, marked as placeholder.
 */
export function useRecommendations(config: WordleConfig) {
  const key = JSON.stringify(config);
  return useQuery({
    queryKey: wordleKeys.words(key),
    queryFn: ({ signal }) => api.get<WordleWordsResponse>(wordsUrl(config), signal),
    placeholderData: keepPreviousData,
    // The same colours always give the same words.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: "Could not load the recommendations", showsErrorInline: true },
  });
}

/** Whether the game accepts a word as a guess; the entry box shows the answer itself. */
export function useCheckWord() {
  return useMutation({
    mutationFn: (word: string) => api.get<WordleCheckResponse>(`${CHECK_PATH}?word=${encodeURIComponent(word)}`),
    meta: { errorMessage: "Could not check the word", showsErrorInline: true },
  });
}
