import type { TvShow } from "@homebase/contracts";
import { mdiUndoVariant } from "@mdi/js";
import Button from "@mui/material/Button";
import { Icon } from "../../components/Icon";
import { useShowAction } from "./api";

/** "Undo reset" (spec §4: undo_reset_url), offered only while the show is reset. */
export function UndoResetButton({ show, size, variant }: { show: TvShow; size?: "small"; variant?: "outlined" }) {
  const undoReset = useShowAction("undoReset");
  if (!show.is_reset) return null;
  return (
    <Button
      size={size}
      variant={variant}
      startIcon={<Icon path={mdiUndoVariant} />}
      loading={undoReset.isPending}
      onClick={() => undoReset.mutate(show)}
    >
      Undo reset
    </Button>
  );
}
