import { z } from "zod";
import { WORDLE_ROUNDS, WORDLE_WORD_LENGTH, type WordleConfig } from "./wordle-logic";

// Wordle helper payloads (spec §7 "Wordle", issue 11; API contract in briefs/wordle-api.md).

const MAX_TILES_PER_LIST = WORDLE_ROUNDS * WORDLE_WORD_LENGTH;

function tileSchema(listStatus: 1 | 2 | 3) {
  return z
    .object(
      {
        letter: z
          .string({ error: "Each tile needs a letter." })
          .regex(/^[A-Za-z]$/, "Use a single letter A–Z for each tile.")
          .transform((letter) => letter.toUpperCase()),
        position: z
          .number({ error: "Each tile needs a position 1–5." })
          .int("Use a whole-number position 1–5.")
          .min(1, "Use a position from 1 to 5.")
          .max(WORDLE_WORD_LENGTH, "Use a position from 1 to 5."),
        // Older clients may leave the status out: the list it is in says it.
        status: z
          .union([z.literal(1), z.literal(2), z.literal(3)], {
            error: "Use a status of 1 (wrong), 2 (poor) or 3 (correct).",
          })
          .default(listStatus),
        round: z
          .number({ error: "Use a round from 1 to 6." })
          .int("Use a whole-number round 1–6.")
          .min(1, "Use a round from 1 to 6.")
          .max(WORDLE_ROUNDS, "Use a round from 1 to 6.")
          .optional(),
      },
      { error: "Each tile must be an object with letter, position and status." },
    )
    .strip();
}

function tileList(listStatus: 1 | 2 | 3) {
  return z
    .array(tileSchema(listStatus), { error: "Send wrong, poor and correct as lists of tiles." })
    .max(MAX_TILES_PER_LIST, `Send at most ${MAX_TILES_PER_LIST} tiles per list.`)
    .default([]);
}

/** The decoded `config` query value of GET /ws/words/. Missing lists are empty (the opening position). */
export const wordleConfigSchema = z.object(
  { wrong: tileList(1), poor: tileList(2), correct: tileList(3) },
  { error: "Send the config as a JSON object with wrong, poor and correct tile lists." },
) satisfies z.ZodType<WordleConfig, unknown>;

export const wordleWordsQuerySchema = z.object({
  config: z.string({ error: "Send config as URL-encoded JSON." }).max(20_000, "The config is too long.").optional(),
});

export const wordleRecommendationSchema = z.object({
  word: z.string(),
  /** True when the word can still be the answer. */
  is_candidate: z.boolean(),
  /** Expected total number of guesses to finish if this word is guessed next (lower is better). */
  score: z.number(),
});
export type WordleRecommendation = z.infer<typeof wordleRecommendationSchema>;

export const wordleWordsResponseSchema = z.object({
  results: z.array(wordleRecommendationSchema),
  candidate_count: z.number().int(),
});
export type WordleWordsResponse = z.infer<typeof wordleWordsResponseSchema>;

export const wordleCheckQuerySchema = z.object({
  word: z
    .string({ error: "Enter a word." })
    .regex(/^[A-Za-z]{5}$/, "Use exactly 5 letters A–Z.")
    .transform((word) => word.toUpperCase()),
});

export const wordleCheckResponseSchema = z.object({
  word: z.string(),
  /** The game accepts it as a guess (answers plus allowed guesses). */
  is_allowed: z.boolean(),
  /** It is one of the answer words. */
  is_answer: z.boolean(),
});
export type WordleCheckResponse = z.infer<typeof wordleCheckResponseSchema>;

/** Maximum number of recommendations a response carries. */
export const WORDLE_MAX_RESULTS = 20;
