import { rowsToConfig, scoreGuess, type WordleRow } from "@homebase/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const WORDS = "/ws/words/";
const CHECK = "/ws/words/check/";
let ctx: TestContext;
let client: ApiClient;
beforeAll(async () => {
  ctx = await createTestContext();
  client = (await ctx.signedIn()).client;
});
afterAll(() => ctx.close());

const played = (answer: string, guesses: string[]): WordleRow[] =>
  guesses.map((guess) => ({ guess, statuses: scoreGuess(guess, answer) }));
const words = (config: object | string) =>
  client.get(WORDS, { config: typeof config === "string" ? config : JSON.stringify(config) });

describe("GET /ws/words/", () => {
  // The first call builds the pattern matrix and the opening list (a few seconds once per process).
  it("answers the opening list: 20 words best first, scored in expected guesses", { timeout: 120_000 }, async () => {
    const response = await client.get(WORDS);
    expect(response.status).toBe(200);
    expect(response.body.candidate_count).toBe(2309);
    const { results } = response.body as { results: { word: string; score: number; is_candidate: boolean }[] };
    expect(results).toHaveLength(20);
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores[0]).toBeGreaterThan(3.3);
    expect(scores[0]).toBeLessThan(3.6);
    for (const result of results) expect(result.word).toMatch(/^[A-Z]{5}$/);
    // An empty config is the same position, from the cache.
    expect((await words({ wrong: [], poor: [], correct: [] })).body).toEqual(response.body);
  });

  it("narrows the candidates by the played rows and finishes with the answer at score 1", async () => {
    const after = (guesses: string[]) => words(rowsToConfig(played("PROXY", guesses)));
    const first = (await after(["CRANE"])).body;
    expect(first.candidate_count).toBeGreaterThan(1);
    expect(first.candidate_count).toBeLessThan(2309);
    const second = (await after(["CRANE", "TOILS"])).body;
    expect(second.candidate_count).toBeLessThan(first.candidate_count);

    const solved = (await after(["CRANE", "TOILS", "PROUD", "PROOF"])).body;
    expect(solved).toEqual({ results: [{ word: "PROXY", is_candidate: true, score: 1 }], candidate_count: 1 });
  });

  it("keeps a word whose repeated letter is grey once (rows tagged by round)", async () => {
    const response = await words(rowsToConfig(played("ABIDE", ["SPEED", "ABODE"])));
    expect(response.status).toBe(200);
    expect(response.body.candidate_count).toBeGreaterThanOrEqual(1);
    const candidates = response.body.results.filter((r: { is_candidate: boolean }) => r.is_candidate);
    expect(candidates.map((r: { word: string }) => r.word)).toContain("ABIDE");
  });

  it("reads tiles without a round as independent constraints (older clients)", async () => {
    const config = {
      wrong: [],
      poor: [],
      correct: ["C", "R", "A", "N"].map((letter, i) => ({ letter, position: i + 1, status: 3 })),
    };
    const { body } = await words(config);
    expect(body.candidate_count).toBeGreaterThanOrEqual(2); // CRANE, CRANK, …
    const candidates = body.results.filter((r: { is_candidate: boolean }) => r.is_candidate);
    expect(candidates.map((r: { word: string }) => r.word)).toEqual(expect.arrayContaining(["CRANE", "CRANK"]));
  });

  it("answers no words for contradictory tiles", async () => {
    const config = {
      wrong: [{ letter: "E", position: 1, status: 1 }],
      poor: [],
      correct: [{ letter: "E", position: 1, status: 3 }],
    };
    expect((await words(config)).body).toEqual({ results: [], candidate_count: 0 });
  });

  it.each([
    ["{not json", "The config is not valid JSON."],
    ["[]", "Send the config as a JSON object with wrong, poor and correct tile lists."],
    ['{"wrong":"E"}', "wrong: Send wrong, poor and correct as lists of tiles."],
    ['{"wrong":[{"letter":"1","position":1,"status":1}]}', "wrong[0].letter: Use a single letter A–Z for each tile."],
    ['{"poor":[{"letter":"A","position":6,"status":2}]}', "poor[0].position: Use a position from 1 to 5."],
    [
      '{"correct":[{"letter":"A","position":1,"status":4}]}',
      "correct[0].status: Use a status of 1 (wrong), 2 (poor) or 3 (correct).",
    ],
  ])("answers 400 for config %s", async (config, message) => {
    const response = await words(config);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "invalid", fields: { config: [message] } });
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(WORDS)).status).toBe(401);
  });
});

describe("GET /ws/words/check/", () => {
  it.each([
    ["crane", { word: "CRANE", is_allowed: true, is_answer: true }],
    ["salet", { word: "SALET", is_allowed: true, is_answer: false }],
    ["Zzzzz", { word: "ZZZZZ", is_allowed: false, is_answer: false }],
  ])("checks %s", async (word, expected) => {
    const response = await client.get(CHECK, { word });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(expected);
  });

  it.each(["CRAN", "CRANES", "CR4NE"])("answers 400 for %s", async (word) => {
    const response = await client.get(CHECK, { word });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ word: ["Use exactly 5 letters A–Z."] });
  });

  it("answers 400 without a word and 401 without a token", async () => {
    expect((await client.get(CHECK)).body.fields).toEqual({ word: ["Enter a word."] });
    expect((await ctx.anonymous.get(CHECK, { word: "CRANE" })).status).toBe(401);
  });
});
