import { WORDLE_ROUNDS, WORDLE_WORD_LENGTH } from "@homebase/contracts";
import { mdiUndo } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { errorDetail } from "../../api/client";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { useDebouncedValue } from "../../components/useDebouncedValue";
import { useCheckWord } from "./api";
import { GuessEntry } from "./GuessEntry";
import { GuessGrid } from "./GuessGrid";
import {
  addGuess,
  addGuessRefusal,
  configOf,
  currentRound,
  cycleTile,
  isComplete,
  isSolved,
  openGuess,
  removeLastGuess,
} from "./game";
import { Recommendations } from "./Recommendations";
import { useColourBlind, useWordleGame } from "./useWordleGame";

/** Tile clicks in quick succession ask for recommendations once, for the colours they end on. */
const REFETCH_DELAY_MS = 250;

/**
 * WordleHome (/wordle): enter the guesses played in the real game, colour their tiles as the
 * game did, and pick the next guess from the recommendations. Kept in this browser.
 */
export function WordleHome() {
  const { game, update, reset } = useWordleGame();
  const [colourBlind, setColourBlind] = useColourBlind();
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [confirming, setConfirming] = useState(false);
  const check = useCheckWord();

  const config = useMemo(() => configOf(game), [game]);
  const settledConfig = useDebouncedValue(config, REFETCH_DELAY_MS);
  const solved = isSolved(game);
  const refusal = addGuessRefusal(game);
  // Solved or out of rounds (spec §4: none above round 5): nothing more until a new game.
  const closedReason = solved || currentRound(game) > WORDLE_ROUNDS - 1 ? refusal : null;
  const open = openGuess(game);

  const enter = (word: string) => {
    update((current) => addGuess(current, word));
    setText("");
    setError("");
  };

  const submitText = () => {
    if (check.isPending) return;
    if (refusal) return setError(refusal);
    if (text.length !== WORDLE_WORD_LENGTH) return setError("Enter a 5-letter word.");
    const word = text;
    check.mutate(word, {
      onSuccess: (answer) => (answer.is_allowed ? enter(word) : setError(`${word} is not in the word list.`)),
      onError: (failure) => setError(`Could not check the word: ${errorDetail(failure)}`),
    });
  };

  const pick = (word: string) => (refusal ? setError(refusal) : enter(word));

  const startOver = () => {
    reset();
    setText("");
    setError("");
    setConfirming(false);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h4" component="h1">
          Wordle
        </Typography>
        <Button
          variant="outlined"
          disabled={game.guesses.length === 0}
          onClick={() => (solved ? startOver() : setConfirming(true))}
        >
          New game
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, xl: 5 }}>
          <Paper component="section" aria-label="Guesses" sx={{ p: 2 }}>
            <Stack spacing={2}>
              {solved && (
                <Alert severity="success">
                  Solved in {game.guesses.length} {game.guesses.length === 1 ? "guess" : "guesses"}!
                </Alert>
              )}
              <GuessGrid
                guesses={game.guesses}
                colourBlind={colourBlind}
                onCycle={(round, position) => update((current) => cycleTile(current, round, position))}
              />
              {!solved && (
                <Typography variant="body2" sx={{ color: "text.secondary", textAlign: "center" }}>
                  {game.guesses.length === 0
                    ? "Enter your first guess, or pick one of the recommended words."
                    : `Click a tile to set its colour: grey, ${colourBlind ? "blue, orange" : "yellow, green"}.`}
                </Typography>
              )}
              <GuessEntry
                text={text}
                onTextChange={(value) => {
                  setText(value);
                  setError("");
                }}
                onSubmit={submitText}
                error={error}
                pending={check.isPending}
                closedReason={closedReason}
              />
              <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}>
                <FormControlLabel
                  control={<Switch checked={colourBlind} onChange={(event) => setColourBlind(event.target.checked)} />}
                  label="Colour-blind colours"
                />
                <Button
                  startIcon={<Icon path={mdiUndo} />}
                  disabled={game.guesses.length === 0}
                  onClick={() => update(removeLastGuess)}
                >
                  Undo guess
                </Button>
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 7 }}>
          <Paper sx={{ p: 2 }}>
            {solved ? (
              <Typography sx={{ color: "text.secondary" }}>
                Solved. Start a new game for fresh recommendations.
              </Typography>
            ) : (
              <Recommendations
                config={settledConfig}
                onPick={pick}
                disabled={closedReason !== null}
                note={open && !isComplete(open) ? `Colour row ${open.round} to update this list.` : undefined}
              />
            )}
          </Paper>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title="Start a new game?"
        message={`This clears the ${game.guesses.length === 1 ? "guess" : `${game.guesses.length} guesses`} on the board.`}
        confirmLabel="New game"
        onConfirm={startOver}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
