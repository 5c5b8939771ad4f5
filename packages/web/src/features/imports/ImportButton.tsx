import { type ImportSource, importSourcesOf } from "@homebase/contracts";
import { mdiFileUploadOutline } from "@mdi/js";
import Button from "@mui/material/Button";
import { useState } from "react";
import { Icon } from "../../components/Icon";
import { lazyDialog } from "../../components/lazyDialog";

// Loaded when the dialog first opens (and the import flow inside it after that): the module
// pages that show this button do not download dialog code before their first content (issue 28).
const ImportDialog = lazyDialog(async () => (await import("./ImportDialog")).ImportDialog);

/** A module page's "Import" button: the import flow for that module's sources, in a dialog. */
export function ImportButton({ module, title, vehicleSlug }: { module: string; title: string; vehicleSlug?: string }) {
  const [open, setOpen] = useState(false);
  const sources: ImportSource[] = importSourcesOf(module);
  return (
    <>
      <Button variant="outlined" startIcon={<Icon path={mdiFileUploadOutline} />} onClick={() => setOpen(true)}>
        Import
      </Button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        sources={sources}
        vehicleSlug={vehicleSlug}
      />
    </>
  );
}
