import { describe, expect, it } from "vitest";
import {
  addGroup,
  addMessage,
  addWords,
  type ConnectionsBoard,
  canClose,
  closedGroups,
  closeGroup,
  newBoard,
  openGroups,
  openWords,
  parseBoard,
  removeGroup,
  removeWord,
  renameGroup,
  reopenGroup,
  splitWords,
  toggleMember,
} from "./board";

const SIXTEEN = "bass flounder salmon trout ant drill island opal kiwi lemon lime mango bark bay howl moan";

function boardWith(text = SIXTEEN): ConnectionsBoard {
  return addWords(newBoard(), text).board;
}

function fill(board: ConnectionsBoard, groupId: number, words: string[]): ConnectionsBoard {
  return words.reduce((current, word) => toggleMember(current, groupId, word), board);
}

describe("Connections board", () => {
  it("starts with no words and four empty groups", () => {
    const board = newBoard();
    expect(board.words).toEqual([]);
    expect(board.groups.map((group) => group.name)).toEqual(["Group 1", "Group 2", "Group 3", "Group 4"]);
  });

  it("splits on commas, spaces and newlines and uppercases (spec §5)", () => {
    expect(splitWords(" apple, pear\nplum\t fig ,,\r\nkiwi ")).toEqual(["APPLE", "PEAR", "PLUM", "FIG", "KIWI"]);
    expect(splitWords(" , \n")).toEqual([]);
  });

  it("keeps multi-word tiles when commas, tabs or new lines separate the words (issue 25)", () => {
    expect(splitWords("ice cream, hot  dog, taco")).toEqual(["ICE CREAM", "HOT DOG", "TACO"]);
    expect(splitWords("ice cream\thot dog\ttaco")).toEqual(["ICE CREAM", "HOT DOG", "TACO"]);
    expect(splitWords("ice cream\nhot dog\r\ntaco\n")).toEqual(["ICE CREAM", "HOT DOG", "TACO"]);
    expect(splitWords("ice cream hot dog")).toEqual(["ICE", "CREAM", "HOT", "DOG"]);
  });

  it("adds words up to 16 and says which were left out", () => {
    const result = addWords(boardWith("one two three"), `${SIXTEEN} extra`);
    expect(result.board.words).toHaveLength(16);
    expect(result.added).toHaveLength(13);
    expect(result.leftOut).toEqual(["BAY", "HOWL", "MOAN", "EXTRA"]);
    expect(addMessage(result)).toBe("The board holds 16 words, so these were left out: BAY, HOWL, MOAN, EXTRA.");
  });

  it("refuses duplicates, on the board or within the text, with a message", () => {
    const result = addWords(boardWith("apple pear"), "Apple fig FIG");
    expect(result.board.words).toEqual(["APPLE", "PEAR", "FIG"]);
    expect(result.duplicates).toEqual(["APPLE", "FIG"]);
    expect(addMessage(result)).toBe("Already on the board: APPLE, FIG.");
    expect(addMessage(addWords(newBoard(), "apple"))).toBe("");
  });

  it("toggles membership and caps a group at 4 words", () => {
    let board = fill(boardWith(), 1, ["BASS", "FLOUNDER", "SALMON", "TROUT"]);
    expect(board.groups[0]!.words).toEqual(["BASS", "FLOUNDER", "SALMON", "TROUT"]);
    board = toggleMember(board, 1, "KIWI");
    expect(board.groups[0]!.words).toHaveLength(4);
    board = toggleMember(board, 1, "SALMON");
    expect(board.groups[0]!.words).toEqual(["BASS", "FLOUNDER", "TROUT"]);
  });

  it("lets a word sit in several open groups while undecided", () => {
    const board = toggleMember(toggleMember(boardWith(), 1, "BASS"), 2, "BASS");
    expect(board.groups[0]!.words).toEqual(["BASS"]);
    expect(board.groups[1]!.words).toEqual(["BASS"]);
  });

  it("closes only a group of exactly 4; its words leave other groups and the open grid", () => {
    let board = fill(boardWith(), 1, ["BASS", "FLOUNDER", "SALMON"]);
    expect(canClose(board.groups[0]!)).toBe(false);
    expect(closeGroup(board, 1)).toBe(board);
    board = fill(board, 1, ["TROUT"]);
    board = fill(board, 2, ["BASS", "BARK", "BAY"]);
    board = closeGroup(board, 1);
    expect(closedGroups(board).map((group) => group.id)).toEqual([1]);
    expect(board.groups[1]!.words).toEqual(["BARK", "BAY"]);
    expect(openWords(board)).not.toContain("BASS");
    expect(openWords(board)).toHaveLength(12);
    // A closed group's words cannot join another group.
    expect(toggleMember(board, 2, "TROUT")).toBe(board);
  });

  it("reopens a closed group with its words back on the grid", () => {
    const closed = closeGroup(fill(boardWith(), 1, ["BASS", "FLOUNDER", "SALMON", "TROUT"]), 1);
    const board = reopenGroup(closed, 1);
    expect(openGroups(board).map((group) => group.id)).toEqual([1, 2, 3, 4]);
    expect(board.groups[0]!.words).toEqual(["BASS", "FLOUNDER", "SALMON", "TROUT"]);
    expect(openWords(board)).toHaveLength(16);
  });

  it("removes only an empty group, and adds and renames groups", () => {
    let board = toggleMember(boardWith(), 1, "BASS");
    expect(removeGroup(board, 1)).toBe(board);
    board = removeGroup(board, 2);
    expect(board.groups.map((group) => group.id)).toEqual([1, 3, 4]);
    board = renameGroup(addGroup(board), 5, "Fish");
    expect(board.groups.map((group) => [group.id, group.name])).toEqual([
      [1, "Group 1"],
      [3, "Group 3"],
      [4, "Group 4"],
      [5, "Fish"],
    ]);
  });

  it("takes a mistyped word off the board and out of its groups", () => {
    const board = removeWord(toggleMember(boardWith("apple paer"), 1, "PAER"), "PAER");
    expect(board.words).toEqual(["APPLE"]);
    expect(board.groups[0]!.words).toEqual([]);
  });

  it("reads back a stored board and rejects anything else", () => {
    const board = closeGroup(fill(boardWith(), 1, ["BASS", "FLOUNDER", "SALMON", "TROUT"]), 1);
    expect(parseBoard(JSON.parse(JSON.stringify(board)))).toEqual(board);
    expect(parseBoard(null)).toBeUndefined();
    expect(parseBoard({ words: "BASS", groups: [] })).toBeUndefined();
    expect(parseBoard({ words: [], groups: [{ id: 1, name: "x", words: [], cleared: "no" }] })).toBeUndefined();
    expect(parseBoard({ words: Array.from({ length: 17 }, (_, i) => `W${i}`), groups: [] })).toBeUndefined();
  });
});
