import { type ImportSource, importSourcesOf } from "@homebase/contracts";
import { mdiFileUploadOutline } from "@mdi/js";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, Suspense, useId, useState } from "react";
import { Icon } from "../../components/Icon";

// Loaded when the dialog first opens: module pages do not carry the import flow's code.
const ImportFromApp = lazy(() => import("./ImportFromApp").then((m) => ({ default: m.ImportFromApp })));

/** A module page's "Import" button: the import flow for that module's sources, in a dialog. */
export function ImportButton({ module, title, vehicleSlug }: { module: string; title: string; vehicleSlug?: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const sources: ImportSource[] = importSourcesOf(module);
  return (
    <>
      <Button variant="outlined" startIcon={<Icon path={mdiFileUploadOutline} />} onClick={() => setOpen(true)}>
        Import
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
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
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
