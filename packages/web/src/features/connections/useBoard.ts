import { useCallback, useEffect, useState } from "react";
import { readStored, writeStored } from "../../app/storage";
import { type ConnectionsBoard, newBoard, parseBoard } from "./board";

/** Where the board lives between visits (issue 11: kept in local storage). */
export const BOARD_STORAGE_KEY = "homebase.connections.board";

/** The board, saved on every change; `update` applies one of board.ts's rules. */
export function useBoard() {
  const [board, setBoard] = useState<ConnectionsBoard>(() => readStored(BOARD_STORAGE_KEY, parseBoard, newBoard()));

  useEffect(() => writeStored(BOARD_STORAGE_KEY, board), [board]);

  const update = useCallback((change: (current: ConnectionsBoard) => ConnectionsBoard) => setBoard(change), []);
  const reset = useCallback(() => setBoard(newBoard()), []);
  return { board, update, reset };
}
