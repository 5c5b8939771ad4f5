import { IMPORT_SOURCE_KEYS } from "@homebase/contracts";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ImportFromApp } from "./ImportFromApp";
import { PastImports } from "./PastImports";

/** Settings → "Import from other apps" (issue 23): every source, then the imports done so far. */
export function ImportFromApps() {
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: "text.secondary" }}>
        Bring your history from the app you are leaving. You see what the file holds before anything is written;
        importing the same file again adds nothing, and Undo removes exactly what an import added.
      </Typography>
      <ImportFromApp sources={IMPORT_SOURCE_KEYS} />
      <PastImports />
    </Stack>
  );
}
