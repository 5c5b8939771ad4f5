import type { ImportSource } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, Suspense, useId } from "react";

const ImportFromApp = lazy(() => import("./ImportFromApp").then((m) => ({ default: m.ImportFromApp })));

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  sources: ImportSource[];
  vehicleSlug?: string;
}

/** The import flow for a module's sources, in a dialog (full screen on a phone). */
export function ImportDialog({ open, onClose, title, sources, vehicleSlug }: ImportDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {/* Room above the first field's outlined label, which the title's spacing would clip. */}
        <Box sx={{ pt: 1 }}>
          <Suspense fallback={<LinearProgress aria-label="Loading the import" />}>
            <ImportFromApp sources={sources} vehicleSlug={vehicleSlug} />
          </Suspense>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
