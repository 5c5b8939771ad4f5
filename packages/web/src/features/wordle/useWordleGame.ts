import { useCallback, useEffect, useState } from "react";
import { readStored, writeStored } from "../../app/storage";
import { newGame, parseGame, type WordleGame } from "./game";

/** Where the game and the palette choice live between visits (issue 11: kept in local storage). */
export const GAME_STORAGE_KEY = "homebase.wordle.game";
export const COLOUR_BLIND_STORAGE_KEY = "homebase.wordle.colourBlind";

/** The game, saved on every change; `update` applies one of game.ts's rules. */
export function useWordleGame() {
  const [game, setGame] = useState<WordleGame>(() => readStored(GAME_STORAGE_KEY, parseGame, newGame()));
  useEffect(() => writeStored(GAME_STORAGE_KEY, game), [game]);
  const update = useCallback((change: (current: WordleGame) => WordleGame) => setGame(change), []);
  const reset = useCallback(() => setGame(newGame()), []);
  return { game, update, reset };
}

/** The colour-blind palette switch, remembered in this browser. */
export function useColourBlind() {
  const [colourBlind, setColourBlind] = useState(() =>
    readStored(COLOUR_BLIND_STORAGE_KEY, (value) => (typeof value === "boolean" ? value : undefined), false),
  );
  useEffect(() => writeStored(COLOUR_BLIND_STORAGE_KEY, colourBlind), [colourBlind]);
  return [colourBlind, setColourBlind] as const;
}
