import { formatIsoDay } from "@homebase/contracts";
import { useUndoSnackbar } from "../../components/UndoSnackbar";
import { useToggleTask, useUndoCompletion } from "./api";
import type { OnToggle } from "./TaskList";

/**
 * The completion toggle of every task list (spec §4: shown at once, then patched), with
 * issue 20's Undo: a repeating task says when it is next due.
 */
export function useCompleteTask() {
  const toggle = useToggleTask();
  const undo = useUndoCompletion();
  const { element, offer } = useUndoSnackbar();
  // mutateAsync, not mutate: its promise settles for every tick, also when a second tick starts
  // before the first answered (mutate's own callbacks then fire for the last one only).
  const onToggle: OnToggle = async (task, done) => {
    // A failure is already shown by the mutation's error message and rolled back by its onError.
    const saved = (await toggle.mutateAsync({ task, done }).catch(() => undefined))?.sent;
    // Queued offline: nothing to undo on the server yet.
    if (!done || !saved) return;
    // A repeating task comes back uncompleted on its next date: say where it went.
    const message =
      task.repeat && !saved.is_completed && saved.due_date
        ? `Next due ${formatIsoDay(saved.due_date)}`
        : `Completed ${task.name}`;
    offer(message, () => undo.mutate(saved));
  };
  return { onToggle, snackbar: element };
}
