import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { addMessage, addWords, closedGroups, MAX_WORDS, openWords } from "./board";
import { ClosedGroups } from "./ClosedGroups";
import { GroupTable } from "./GroupTable";
import { useBoard } from "./useBoard";
import { WordEntry } from "./WordEntry";

/**
 * WordleConnections (/wordle/connections): the puzzle's words by candidate groups. Everything
 * stays in this browser; the board survives reloads until "New puzzle".
 */
export function ConnectionsHome() {
  const { board, update, reset } = useBoard();
  const [message, setMessage] = useState("");
  const [confirming, setConfirming] = useState(false);
  const solved = board.words.length === MAX_WORDS && openWords(board).length === 0;

  const add = (text: string) => {
    const result = addWords(board, text);
    update(() => result.board);
    setMessage(addMessage(result));
  };

  const startOver = () => {
    reset();
    setMessage("");
    setConfirming(false);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h4" component="h1">
          Connections
        </Typography>
        <Button
          variant="outlined"
          onClick={() => setConfirming(true)}
          disabled={board.words.length === 0 && closedGroups(board).length === 0}
        >
          New puzzle
        </Button>
      </Stack>
      {board.words.length < MAX_WORDS && <WordEntry count={board.words.length} onAdd={add} />}
      {message && (
        <Alert severity="warning" onClose={() => setMessage("")}>
          {message}
        </Alert>
      )}
      {solved ? (
        <Alert severity="success">All {MAX_WORDS} words are in closed groups. Well done!</Alert>
      ) : (
        <GroupTable board={board} update={update} />
      )}
      <ClosedGroups board={board} update={update} />
      <ConfirmDialog
        open={confirming}
        title="Start a new puzzle?"
        message="This clears every word and group on the board."
        confirmLabel="New puzzle"
        onConfirm={startOver}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
