import {
  wordleCheckQuerySchema,
  wordleCheckResponseSchema,
  wordleWordsQuerySchema,
  wordleWordsResponseSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkWord, parseConfig, recommend } from "./wordle.service";

const tags = ["wordle"];

// Spec §7 "Wordle" and the API brief for issue 11. Nothing is stored: positions live in the browser.
export const wordleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/ws/words/",
    { schema: { tags, querystring: wordleWordsQuerySchema, response: { 200: wordleWordsResponseSchema } } },
    async (request) => recommend(parseConfig(request.query.config)),
  );

  app.get(
    "/ws/words/check/",
    { schema: { tags, querystring: wordleCheckQuerySchema, response: { 200: wordleCheckResponseSchema } } },
    async (request) => checkWord(request.query.word),
  );
};
