import {
  rowsToConfig,
  TILE_CORRECT,
  TILE_UNTRIED,
  type TileStatus,
  WORDLE_ROUNDS,
  WORDLE_WORD_LENGTH,
  type WordleConfig,
} from "@homebase/contracts";

// The Wordle helper's game rules (spec §3 "Guess", §4 "Wordle", §9), pure so each is
// unit-tested. Every change returns a new game.

export interface GuessLetter {
  letter: string;
  /** 1-based. */
  position: number;
  status: TileStatus;
}

export interface Guess {
  round: number;
  locked: boolean;
  letters: GuessLetter[];
}

export interface WordleGame {
  guesses: Guess[];
}

export const newGame = (): WordleGame => ({ guesses: [] });

/** Spec §4: the round of the last locked guess, 0 before any. */
export function lastLockedRound(game: WordleGame): number {
  return Math.max(0, ...game.guesses.filter((guess) => guess.locked).map((guess) => guess.round));
}

/** Spec §4: the last locked round plus 1, capped at 6. */
export function currentRound(game: WordleGame): number {
  return Math.min(lastLockedRound(game) + 1, WORDLE_ROUNDS);
}

export const guessWord = (guess: Guess) => guess.letters.map((tile) => tile.letter).join("");
export const isComplete = (guess: Guess) => guess.letters.every((tile) => tile.status !== TILE_UNTRIED);
const isAllGreen = (guess: Guess) => guess.letters.every((tile) => tile.status === TILE_CORRECT);

/** The guess still being coloured: the last one, unless it is locked. */
export function openGuess(game: WordleGame): Guess | undefined {
  const last = game.guesses.at(-1);
  return last && !last.locked ? last : undefined;
}

/** Solved: the last guess is all green. */
export function isSolved(game: WordleGame): boolean {
  const last = game.guesses.at(-1);
  return last !== undefined && isAllGreen(last);
}

/** Why no guess may be added now, in the owner's words, or null when one may. */
export function addGuessRefusal(game: WordleGame): string | null {
  if (isSolved(game)) return "Solved! Start a new game to play again.";
  // Spec §4: no guess can be added when the current round is above 5.
  if (currentRound(game) > WORDLE_ROUNDS - 1) return `All ${WORDLE_ROUNDS} rounds are used.`;
  const open = openGuess(game);
  // A row left with untried tiles would lock uselessly: the recommender ignores it.
  if (open && !isComplete(open)) return `Colour every tile of row ${open.round} first.`;
  return null;
}

/** Spec §4: adds `word` (5 letters A–Z) as the next guess, locking every earlier one. */
export function addGuess(game: WordleGame, word: string): WordleGame {
  if (addGuessRefusal(game) !== null || word.length !== WORDLE_WORD_LENGTH) return game;
  const guess: Guess = {
    round: game.guesses.length + 1,
    locked: false,
    letters: [...word.toUpperCase()].map((letter, index) => ({ letter, position: index + 1, status: TILE_UNTRIED })),
  };
  return { guesses: [...game.guesses.map((g) => ({ ...g, locked: true })), guess] };
}

/** Spec §4: a tile cycles 0 → 1 → 2 → 3 → 0; tiles of locked guesses do not change. */
export function cycleTile(game: WordleGame, round: number, position: number): WordleGame {
  return {
    guesses: game.guesses.map((guess) =>
      guess.round !== round || guess.locked
        ? guess
        : {
            ...guess,
            letters: guess.letters.map((tile) =>
              tile.position === position ? { ...tile, status: ((tile.status + 1) % 4) as TileStatus } : tile,
            ),
          },
    ),
  };
}

/** Takes back the last guess (a mistyped word) and makes the one before it editable again. */
export function removeLastGuess(game: WordleGame): WordleGame {
  const guesses = game.guesses.slice(0, -1);
  return {
    guesses: guesses.map((guess, index) => (index === guesses.length - 1 ? { ...guess, locked: false } : guess)),
  };
}

/**
 * What GET /ws/words/ is asked: every fully coloured row, each tile tagged with its round
 * (briefs/wordle-api.md). A row with an untried tile is left out until it is finished.
 */
export function configOf(game: WordleGame): WordleConfig {
  return rowsToConfig(
    game.guesses
      .filter(isComplete)
      .map((guess) => ({ guess: guessWord(guess), statuses: guess.letters.map((tile) => tile.status) })),
  );
}

/** A game read back from storage, or undefined when it is not one (another version, edited by hand). */
export function parseGame(value: unknown): WordleGame | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { guesses } = value as { guesses?: unknown };
  if (!Array.isArray(guesses) || guesses.length > WORDLE_ROUNDS) return undefined;
  const parsed = guesses.map(parseGuess);
  if (parsed.some((guess, index) => guess === undefined || guess.round !== index + 1)) return undefined;
  return { guesses: parsed as Guess[] };
}

function parseGuess(value: unknown): Guess | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { round, locked, letters } = value as Record<string, unknown>;
  if (typeof round !== "number" || typeof locked !== "boolean" || !Array.isArray(letters)) return undefined;
  if (letters.length !== WORDLE_WORD_LENGTH) return undefined;
  const tiles = letters.map((tile, index) => parseLetter(tile, index + 1));
  if (tiles.some((tile) => tile === undefined)) return undefined;
  return { round, locked, letters: tiles as GuessLetter[] };
}

function parseLetter(value: unknown, position: number): GuessLetter | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { letter, status } = value as Record<string, unknown>;
  if (typeof letter !== "string" || !/^[A-Z]$/.test(letter)) return undefined;
  if (status !== 0 && status !== 1 && status !== 2 && status !== 3) return undefined;
  return { letter, position, status };
}
