import { WORDLE_ROUNDS, WORDLE_WORD_LENGTH } from "@homebase/contracts";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import type { SxProps, Theme } from "@mui/material/styles";
import type { Guess, GuessLetter } from "./game";
import { STATUS_NAMES, tileLook } from "./tileColours";

interface GuessGridProps {
  guesses: Guess[];
  colourBlind: boolean;
  onCycle: (round: number, position: number) => void;
}

// Five tiles fill the row up to 62 px each: about 58 px on a 390 px phone, easy to tap.
const ROW_SX = {
  display: "grid",
  gridTemplateColumns: `repeat(${WORDLE_WORD_LENGTH}, 1fr)`,
  gap: "6px",
  width: "100%",
  maxWidth: WORDLE_WORD_LENGTH * 62 + 4 * 6,
  mx: "auto",
} satisfies SxProps<Theme>;

const TILE_SX = {
  aspectRatio: "1",
  width: "100%",
  borderRadius: 1,
  fontSize: { xs: 26, sm: 30 },
  fontWeight: 700,
  lineHeight: 1,
  userSelect: "none",
} satisfies SxProps<Theme>;

/** Spec §2: the guess rows of lettered tiles; unplayed rounds show as empty outlines. */
export function GuessGrid({ guesses, colourBlind, onCycle }: GuessGridProps) {
  const emptyRows = Math.max(0, WORDLE_ROUNDS - guesses.length);
  return (
    <Box sx={{ display: "grid", gap: "6px" }}>
      {guesses.map((guess) => (
        <Box
          key={guess.round}
          role="group"
          aria-label={`Row ${guess.round}${guess.locked ? ", locked" : ""}`}
          sx={ROW_SX}
        >
          {guess.letters.map((tile) => (
            <Tile
              key={tile.position}
              round={guess.round}
              tile={tile}
              locked={guess.locked}
              colourBlind={colourBlind}
              onCycle={onCycle}
            />
          ))}
        </Box>
      ))}
      {Array.from({ length: emptyRows }, (_, index) => (
        // On a phone only the next row is drawn, keeping the recommendations within reach.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
        <Box key={index} aria-hidden sx={{ ...ROW_SX, display: index > 0 ? { xs: "none", sm: "grid" } : "grid" }}>
          {Array.from({ length: WORDLE_WORD_LENGTH }, (_, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder tiles have nothing else to key on
            <Box key={position} sx={{ ...TILE_SX, border: 2, borderColor: "divider" }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}

interface TileProps {
  round: number;
  tile: GuessLetter;
  locked: boolean;
  colourBlind: boolean;
  onCycle: GuessGridProps["onCycle"];
}

/** Spec §4: a click moves the tile to the next status; a locked guess's tiles stay as they are. */
function Tile({ round, tile, locked, colourBlind, onCycle }: TileProps) {
  const look = tile.status === 0 ? undefined : tileLook(tile.status, colourBlind);
  return (
    <ButtonBase
      disabled={locked}
      onClick={() => onCycle(round, tile.position)}
      aria-label={`Row ${round}, letter ${tile.position}: ${tile.letter}, ${STATUS_NAMES[tile.status]}`}
      data-status={tile.status}
      sx={{
        ...TILE_SX,
        color: look ? look.text : "text.primary",
        bgcolor: look ? look.background : "background.paper",
        border: 2,
        borderColor: look ? look.background : "text.secondary",
        transition: "background-color 120ms, border-color 120ms",
        "&.Mui-focusVisible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
        // Locked tiles keep their colours: only the pointer says they no longer change.
        "&.Mui-disabled": { cursor: "default" },
      }}
    >
      {tile.letter}
    </ButtonBase>
  );
}
