import { describe, expect, it } from "vitest";
import { wordleCheckQuerySchema, wordleConfigSchema } from "./wordle";

const messages = (input: unknown) => {
  const result = wordleConfigSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("wordleConfigSchema", () => {
  it("reads tiles, uppercasing letters and filling missing lists and statuses", () => {
    const parsed = wordleConfigSchema.parse({
      wrong: [{ letter: "s", position: 1, status: 1, round: 1 }],
      correct: [{ letter: "E", position: 5 }],
    });
    expect(parsed).toEqual({
      wrong: [{ letter: "S", position: 1, status: 1, round: 1 }],
      poor: [],
      correct: [{ letter: "E", position: 5, status: 3 }],
    });
    expect(wordleConfigSchema.parse({})).toEqual({ wrong: [], poor: [], correct: [] });
  });

  it.each([
    [[], "Send the config as a JSON object with wrong, poor and correct tile lists."],
    [{ wrong: "S" }, "Send wrong, poor and correct as lists of tiles."],
    [{ wrong: ["S"] }, "Each tile must be an object with letter, position and status."],
    [{ wrong: [{ letter: "1", position: 1, status: 1 }] }, "Use a single letter A–Z for each tile."],
    [{ wrong: [{ letter: "AB", position: 1, status: 1 }] }, "Use a single letter A–Z for each tile."],
    [{ wrong: [{ position: 1, status: 1 }] }, "Each tile needs a letter."],
    [{ poor: [{ letter: "A", position: 0, status: 2 }] }, "Use a position from 1 to 5."],
    [{ poor: [{ letter: "A", position: 6, status: 2 }] }, "Use a position from 1 to 5."],
    [{ correct: [{ letter: "A", position: 1, status: 0 }] }, "Use a status of 1 (wrong), 2 (poor) or 3 (correct)."],
    [{ correct: [{ letter: "A", position: 1, status: 4 }] }, "Use a status of 1 (wrong), 2 (poor) or 3 (correct)."],
    [{ correct: [{ letter: "A", position: 1, status: 3, round: 7 }] }, "Use a round from 1 to 6."],
  ])("rejects %j with a clear message", (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it("caps a list at 30 tiles (six rounds of five)", () => {
    const tile = { letter: "A", position: 1, status: 1 };
    expect(messages({ wrong: Array.from({ length: 30 }, () => tile) })).toEqual([]);
    expect(messages({ wrong: Array.from({ length: 31 }, () => tile) })).toEqual(["Send at most 30 tiles per list."]);
  });
});

describe("wordleCheckQuerySchema", () => {
  it("uppercases a five-letter word and rejects anything else", () => {
    expect(wordleCheckQuerySchema.parse({ word: "crane" })).toEqual({ word: "CRANE" });
    for (const word of ["CRAN", "CRANES", "CR4NE", ""]) {
      expect(wordleCheckQuerySchema.safeParse({ word }).success).toBe(false);
    }
  });
});
