import type { TileStatus } from "@homebase/contracts";

// The game's own tile colours, and its high-contrast set for colour-blind players (orange
// for correct, blue for present), so a board here looks like the one being copied.

export interface TileLook {
  background: string;
  text: string;
}

const STANDARD: Record<1 | 2 | 3, TileLook> = {
  1: { background: "#787C7E", text: "#FFFFFF" },
  2: { background: "#C9B458", text: "#FFFFFF" },
  3: { background: "#6AAA64", text: "#FFFFFF" },
};

// Dark text: white on these lighter tones would be hard to read.
const COLOUR_BLIND: Record<1 | 2 | 3, TileLook> = {
  1: { background: "#787C7E", text: "#FFFFFF" },
  2: { background: "#85C0F9", text: "#121212" },
  3: { background: "#F5793A", text: "#121212" },
};

/** A coloured tile's look; untried tiles (0) are drawn by the theme instead. */
export function tileLook(status: Exclude<TileStatus, 0>, colourBlind: boolean): TileLook {
  return (colourBlind ? COLOUR_BLIND : STANDARD)[status];
}

/** How a tile's state is read out: the game's names for what the colour means. */
export const STATUS_NAMES: Record<TileStatus, string> = {
  0: "untried",
  1: "grey",
  2: "yellow",
  3: "green",
};
