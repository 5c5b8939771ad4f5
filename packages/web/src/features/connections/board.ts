// The Connections board's rules (spec §3 "Connections word", "Group", §4, §5, §9), kept pure
// so every rule is unit-tested without a screen. Every change returns a new board.

/** Spec §9: 16 words at most, 4 per group. */
export const MAX_WORDS = 16;
export const GROUP_SIZE = 4;
/** A fresh board offers this many empty groups, one per answer group of the puzzle. */
const STARTING_GROUPS = 4;
/** Long enough for any real Connections entry; stops a pasted paragraph becoming one "word". */
export const MAX_WORD_LENGTH = 30;

export interface ConnectionsGroup {
  id: number;
  name: string;
  /** Members in the order they were put in. */
  words: string[];
  /** Spec §3 "cleared": closed, its words out of the open grid. */
  cleared: boolean;
}

export interface ConnectionsBoard {
  /** Every word of the puzzle, uppercased, in the order entered. */
  words: string[];
  groups: ConnectionsGroup[];
}

export function newBoard(): ConnectionsBoard {
  return {
    words: [],
    groups: Array.from({ length: STARTING_GROUPS }, (_, index) => emptyGroup(index + 1)),
  };
}

function emptyGroup(id: number): ConnectionsGroup {
  return { id, name: `Group ${id}`, words: [], cleared: false };
}

/** What the owner sees for a group; a name erased to nothing still needs a label. */
export function groupLabel(group: ConnectionsGroup): string {
  return group.name.trim() || `Group ${group.id}`;
}

export const openGroups = (board: ConnectionsBoard) => board.groups.filter((group) => !group.cleared);
export const closedGroups = (board: ConnectionsBoard) => board.groups.filter((group) => group.cleared);

/** Words still to place: those not in a closed group (spec §4: closing takes words off the grid). */
export function openWords(board: ConnectionsBoard): string[] {
  const closed = new Set(closedGroups(board).flatMap((group) => group.words));
  return board.words.filter((word) => !closed.has(word));
}

/**
 * Spec §5: uppercased on entry. Commas, tabs and new lines separate words, so a pasted list keeps
 * its multi-word tiles ("ICE CREAM"); only text with none of them splits on spaces (issue 25).
 */
export function splitWords(text: string): string[] {
  const separator = /[,\t\r\n]/.test(text) ? /[,\t\r\n]+/ : /\s+/;
  return text
    .split(separator)
    .map((word) => word.trim().replace(/\s+/g, " ").toUpperCase())
    .filter((word) => word !== "");
}

export interface AddResult {
  board: ConnectionsBoard;
  added: string[];
  /** Already on the board, or repeated in the text itself. */
  duplicates: string[];
  /** Past the 16-word limit. */
  leftOut: string[];
  tooLong: string[];
}

/** Adds every word in `text` that fits: new, at most MAX_WORD_LENGTH long, while fewer than 16. */
export function addWords(board: ConnectionsBoard, text: string): AddResult {
  const words = [...board.words];
  const result: Omit<AddResult, "board"> = { added: [], duplicates: [], leftOut: [], tooLong: [] };
  for (const word of splitWords(text)) {
    if (word.length > MAX_WORD_LENGTH) result.tooLong.push(word);
    else if (words.includes(word)) result.duplicates.push(word);
    else if (words.length >= MAX_WORDS) result.leftOut.push(word);
    else {
      words.push(word);
      result.added.push(word);
    }
  }
  return { board: { ...board, words }, ...result };
}

/** One sentence per kind of refusal, for the message under the entry box ("" when all went in). */
export function addMessage({ duplicates, leftOut, tooLong }: Omit<AddResult, "board" | "added">): string {
  const parts: string[] = [];
  if (duplicates.length > 0) parts.push(`Already on the board: ${unique(duplicates).join(", ")}.`);
  if (leftOut.length > 0)
    parts.push(`The board holds ${MAX_WORDS} words, so these were left out: ${leftOut.join(", ")}.`);
  if (tooLong.length > 0) parts.push(`Too long (over ${MAX_WORD_LENGTH} letters): ${tooLong.join(", ")}.`);
  return parts.join(" ");
}

const unique = (words: string[]) => [...new Set(words)];

function updateGroup(
  board: ConnectionsBoard,
  id: number,
  change: (group: ConnectionsGroup) => ConnectionsGroup,
): ConnectionsBoard {
  return { ...board, groups: board.groups.map((group) => (group.id === id ? change(group) : group)) };
}

const findGroup = (board: ConnectionsBoard, id: number) => board.groups.find((group) => group.id === id);

/** Whether `word` may join `group` now: an open word, an open group with room (spec §5). */
export function canJoin(board: ConnectionsBoard, group: ConnectionsGroup, word: string): boolean {
  return !group.cleared && group.words.length < GROUP_SIZE && openWords(board).includes(word);
}

/** Spec §4: clicking a cell toggles the word's membership in the group. A full group takes no more. */
export function toggleMember(board: ConnectionsBoard, groupId: number, word: string): ConnectionsBoard {
  const group = findGroup(board, groupId);
  if (!group || group.cleared) return board;
  if (group.words.includes(word)) {
    return updateGroup(board, groupId, (g) => ({ ...g, words: g.words.filter((w) => w !== word) }));
  }
  if (!canJoin(board, group, word)) return board;
  return updateGroup(board, groupId, (g) => ({ ...g, words: [...g.words, word] }));
}

export const canClose = (group: ConnectionsGroup) => !group.cleared && group.words.length === GROUP_SIZE;
export const canRemove = (group: ConnectionsGroup) => !group.cleared && group.words.length === 0;

/** Spec §4: a group of exactly 4 closes; its words leave every other group and the open grid. */
export function closeGroup(board: ConnectionsBoard, groupId: number): ConnectionsBoard {
  const group = findGroup(board, groupId);
  if (!group || !canClose(group)) return board;
  return {
    ...board,
    groups: board.groups.map((g) => {
      if (g.id === groupId) return { ...g, cleared: true };
      if (g.cleared) return g;
      return { ...g, words: g.words.filter((word) => !group.words.includes(word)) };
    }),
  };
}

/** Spec §4: clicking a closed group reopens it, its words back on the grid in that group. */
export function reopenGroup(board: ConnectionsBoard, groupId: number): ConnectionsBoard {
  return updateGroup(board, groupId, (group) => ({ ...group, cleared: false }));
}

/** Spec §4: only an empty group can be removed. */
export function removeGroup(board: ConnectionsBoard, groupId: number): ConnectionsBoard {
  const group = findGroup(board, groupId);
  if (!group || !canRemove(group)) return board;
  return { ...board, groups: board.groups.filter((g) => g.id !== groupId) };
}

export function addGroup(board: ConnectionsBoard): ConnectionsBoard {
  const id = Math.max(0, ...board.groups.map((group) => group.id)) + 1;
  return { ...board, groups: [...board.groups, emptyGroup(id)] };
}

export function renameGroup(board: ConnectionsBoard, groupId: number, name: string): ConnectionsBoard {
  return updateGroup(board, groupId, (group) => ({ ...group, name }));
}

/** Takes a mistyped word off the board (and out of its open groups); closed words stay put. */
export function removeWord(board: ConnectionsBoard, word: string): ConnectionsBoard {
  if (!openWords(board).includes(word)) return board;
  return {
    words: board.words.filter((w) => w !== word),
    groups: board.groups.map((group) => ({ ...group, words: group.words.filter((w) => w !== word) })),
  };
}

/** A board read back from storage, or undefined when it is not one (another version, edited by hand). */
export function parseBoard(value: unknown): ConnectionsBoard | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { words, groups } = value as Record<string, unknown>;
  if (!isStringList(words) || words.length > MAX_WORDS || !Array.isArray(groups)) return undefined;
  const parsed = groups.map(parseGroup);
  if (parsed.some((group) => group === undefined)) return undefined;
  return { words, groups: parsed as ConnectionsGroup[] };
}

function parseGroup(value: unknown): ConnectionsGroup | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { id, name, words, cleared } = value as Record<string, unknown>;
  if (typeof id !== "number" || typeof name !== "string" || typeof cleared !== "boolean") return undefined;
  if (!isStringList(words) || words.length > GROUP_SIZE) return undefined;
  return { id, name, words, cleared };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
