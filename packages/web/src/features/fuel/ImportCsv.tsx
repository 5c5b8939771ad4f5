import { FUEL_IMPORT_MAX_BYTES, type Vehicle } from "@homebase/contracts";
import { mdiFileUploadOutline } from "@mdi/js";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { errorDetail } from "../../api/client";
import { Icon } from "../../components/Icon";
import { useImportCsv } from "./api";
import { fillUpCount } from "./format";

type Outcome = { ok: true; message: string } | { ok: false; fileName: string; message: string };

const MAX_MB = FUEL_IMPORT_MAX_BYTES / 1024 / 1024;

/** The import's state, shared by its button (in the page's actions) and its status (below them). */
export function useCsvImport(vehicle: Vehicle) {
  const upload = useImportCsv(vehicle);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fail = (name: string, message: string) => setOutcome({ ok: false, fileName: name, message });

  const choose = async (file: File) => {
    setOutcome(null);
    setFileName(file.name);
    setReading(true);
    let csv: string;
    try {
      csv = await file.text();
    } catch (error) {
      fail(file.name, `The file could not be read: ${errorDetail(error)}`);
      return;
    } finally {
      setReading(false);
    }
    // Checked here too, so a large file is refused before it is uploaded.
    if (new Blob([csv]).size > FUEL_IMPORT_MAX_BYTES) {
      fail(file.name, `The file is too large to import: the limit is ${MAX_MB} MB.`);
      return;
    }
    upload.mutate(csv, {
      onSuccess: ({ imported }) =>
        setOutcome({ ok: true, message: `Imported ${fillUpCount(imported)} from ${file.name}.` }),
      onError: (error) => fail(file.name, errorDetail(error)),
    });
  };

  return {
    busy: reading || upload.isPending,
    fileName,
    outcome,
    choose: (file: File) => void choose(file),
    dismiss: () => setOutcome(null),
  };
}

export type CsvImport = ReturnType<typeof useCsvImport>;

/**
 * A button that opens the hidden file input (as Money's statement upload does); a button
 * wrapped around a focusable input would nest one control in another (WCAG 4.1.2).
 */
export function ImportCsvButton({ state }: { state: CsvImport }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Icon path={mdiFileUploadOutline} />}
        disabled={state.busy}
        onClick={() => input.current?.click()}
      >
        Import CSV
      </Button>
      <input
        ref={input}
        hidden
        aria-label="Import CSV"
        type="file"
        accept=".csv,text/csv"
        disabled={state.busy}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          const file = input.files?.[0];
          // Cleared so choosing the same file again (after fixing it) still fires a change.
          input.value = "";
          if (file) state.choose(file);
        }}
      />
    </>
  );
}

/** Progress while a file is read and imported, then what came of it. */
export function ImportCsvStatus({ state }: { state: CsvImport }) {
  if (state.busy) {
    return (
      <Box role="status">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          Importing {state.fileName}…
        </Typography>
        <LinearProgress aria-label={`Importing ${state.fileName}`} />
      </Box>
    );
  }
  if (!state.outcome) return null;
  if (state.outcome.ok) {
    return (
      <Alert severity="success" role="status" onClose={state.dismiss}>
        {state.outcome.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" onClose={state.dismiss}>
      <AlertTitle>Nothing was imported from {state.outcome.fileName}</AlertTitle>
      {state.outcome.message}
    </Alert>
  );
}
