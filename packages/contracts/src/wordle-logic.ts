// Pure Wordle rules (spec §3, §4, §9; issue 11), free of zod so the Wordle screen can use them cheaply.

export const WORDLE_ROUNDS = 6;
export const WORDLE_WORD_LENGTH = 5;

/** Spec §3: 0 untried, 1 wrong (grey), 2 poor (yellow: present elsewhere), 3 correct (green). */
export type TileStatus = 0 | 1 | 2 | 3;
export const TILE_UNTRIED = 0;
export const TILE_WRONG = 1;
export const TILE_POOR = 2;
export const TILE_CORRECT = 3;

/** One coloured tile as the client sends it. `round` (1–6) groups tiles into guess rows. */
export type WordleTile = { letter: string; position: number; status: TileStatus; round?: number };
/** The GET /ws/words/ config: tiles listed by status (spec §7). */
export type WordleConfig = { wrong: WordleTile[]; poor: WordleTile[]; correct: WordleTile[] };

/** A complete guess row: the guessed word and the five statuses (1–3) it received. */
export type WordleRow = { guess: string; statuses: TileStatus[] };

const A = 65;

/**
 * The game's exact colouring of `guess` against `answer` (both 5 letters, uppercase):
 * greens first, then yellows left to right while unused copies of the letter remain, the rest grey.
 */
export function scoreGuess(guess: string, answer: string): TileStatus[] {
  const statuses: TileStatus[] = [1, 1, 1, 1, 1];
  const unused = new Array<number>(26).fill(0);
  for (let i = 0; i < WORDLE_WORD_LENGTH; i++) {
    if (guess[i] === answer[i]) statuses[i] = 3;
    else unused[answer.charCodeAt(i) - A]! += 1;
  }
  for (let i = 0; i < WORDLE_WORD_LENGTH; i++) {
    if (statuses[i] === 3) continue;
    const letter = guess.charCodeAt(i) - A;
    if (unused[letter]! > 0) {
      unused[letter]! -= 1;
      statuses[i] = 2;
    }
  }
  return statuses;
}

/** Statuses (1–3) as one base-3 number 0..242 (position 1 is the lowest digit); 242 = all green. */
export function patternCode(statuses: readonly TileStatus[]): number {
  let code = 0;
  for (let i = WORDLE_WORD_LENGTH - 1; i >= 0; i--) code = code * 3 + (statuses[i]! - 1);
  return code;
}

export const ALL_GREEN_PATTERN = 242;

/** Every tile of a config with its status taken from the tile (or its list when a client leaves it out). */
function allTiles(config: WordleConfig): WordleTile[] {
  return [...config.wrong, ...config.poor, ...config.correct];
}

/**
 * The complete guess rows of a config: tiles grouped by `round`; a round is used only when it has exactly
 * one tile with status 1–3 at each of the five positions (a row with an untried tile is ignored).
 */
export function configRows(config: WordleConfig): WordleRow[] {
  const byRound = new Map<number, WordleTile[]>();
  for (const tile of allTiles(config)) {
    if (tile.round === undefined) continue;
    byRound.set(tile.round, [...(byRound.get(tile.round) ?? []), tile]);
  }
  const rows: WordleRow[] = [];
  for (const round of [...byRound.keys()].sort((a, b) => a - b)) {
    const tiles = byRound.get(round)!;
    const letters: string[] = [];
    const statuses: TileStatus[] = [];
    let malformed = false;
    for (const tile of tiles) {
      const index = tile.position - 1;
      const usable = tile.status >= 1 && tile.status <= 3 && index >= 0 && index < WORDLE_WORD_LENGTH;
      if (!usable || letters[index] !== undefined)
        malformed = true; // untried, off the row, or twice
      else {
        letters[index] = tile.letter.toUpperCase();
        statuses[index] = tile.status;
      }
    }
    const complete = Array.from({ length: WORDLE_WORD_LENGTH }, (_, i) => letters[i] !== undefined).every(Boolean);
    if (complete && !malformed) rows.push({ guess: letters.join(""), statuses });
  }
  return rows;
}

/** Independent per-tile rules for tiles sent without a round (older clients). */
type LooseRules = {
  /** Letter required at a position (index 0–4), or null. */
  at: (string | null)[];
  /** Letters not allowed at each position. */
  notAt: Set<string>[];
  /** Letters that must appear somewhere. */
  present: Set<string>;
  /** Letters that must not appear at all. */
  absent: Set<string>;
};

function looseRules(config: WordleConfig): LooseRules {
  const tiles = allTiles(config).filter((tile) => tile.round === undefined && tile.status >= 1 && tile.status <= 3);
  const rules: LooseRules = {
    at: [null, null, null, null, null],
    notAt: Array.from({ length: WORDLE_WORD_LENGTH }, () => new Set<string>()),
    present: new Set(),
    absent: new Set(),
  };
  // A grey letter that is green or yellow anywhere in the config is a duplicate-letter grey: it only tells us
  // that this position holds something else. Treating it as "absent" would remove the answer.
  const seen = new Set(
    allTiles(config)
      .filter((tile) => tile.status === 2 || tile.status === 3)
      .map((tile) => tile.letter.toUpperCase()),
  );
  for (const tile of tiles) {
    const letter = tile.letter.toUpperCase();
    const index = tile.position - 1;
    if (index < 0 || index >= WORDLE_WORD_LENGTH) continue;
    if (tile.status === 3) {
      // Two different greens at one position match no word: "#" is never a letter.
      rules.at[index] = rules.at[index] === null || rules.at[index] === letter ? letter : "#";
    } else if (tile.status === 2) {
      rules.present.add(letter);
      rules.notAt[index]!.add(letter);
    } else if (seen.has(letter)) {
      rules.notAt[index]!.add(letter);
    } else {
      rules.absent.add(letter);
    }
  }
  return rules;
}

function fitsLoose(word: string, rules: LooseRules): boolean {
  for (let i = 0; i < WORDLE_WORD_LENGTH; i++) {
    const letter = word[i]!;
    const required = rules.at[i];
    if (required !== null && required !== letter) return false;
    if (rules.notAt[i]!.has(letter)) return false;
    if (rules.absent.has(letter)) return false;
  }
  for (const letter of rules.present) if (!word.includes(letter)) return false;
  return true;
}

function sameStatuses(a: readonly TileStatus[], b: readonly TileStatus[]): boolean {
  for (let i = 0; i < WORDLE_WORD_LENGTH; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A word test for a config: exact for complete rounds, independent tile rules for tiles without a round. */
export function configMatcher(config: WordleConfig): (word: string) => boolean {
  const rows = configRows(config);
  const rules = looseRules(config);
  return (word) =>
    rows.every((row) => sameStatuses(scoreGuess(row.guess, word), row.statuses)) && fitsLoose(word, rules);
}

/** The words that could still be the answer under a config. */
export function filterCandidates(words: readonly string[], config: WordleConfig): string[] {
  return words.filter(configMatcher(config));
}

/** The config a client sends for a list of played rows (tiles listed by status, each tagged with its round). */
export function rowsToConfig(rows: readonly WordleRow[]): WordleConfig {
  const config: WordleConfig = { wrong: [], poor: [], correct: [] };
  rows.forEach((row, r) => {
    row.statuses.forEach((status, i) => {
      const tile: WordleTile = { letter: row.guess[i]!, position: i + 1, status, round: r + 1 };
      if (status === 1) config.wrong.push(tile);
      else if (status === 2) config.poor.push(tile);
      else if (status === 3) config.correct.push(tile);
    });
  });
  return config;
}

/** True for exactly five letters A–Z (any case). */
export function isWordleWord(text: string): boolean {
  return /^[A-Za-z]{5}$/.test(text);
}
