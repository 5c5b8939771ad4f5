import type { ImportResult } from "@homebase/contracts";
import { numberText } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { errorDetail } from "../../api/client";
import { useNotify } from "../../components/notifications";
import { uploadImport } from "./uploadImport";

type Step =
  | { kind: "idle" }
  | { kind: "sending"; file: File; dryRun: boolean; fraction: number }
  | { kind: "preview"; file: File; result: ImportResult }
  | { kind: "failed"; message: string };

const rowsIn = (tables: Record<string, number>) => Object.values(tables).reduce((sum, n) => sum + n, 0);

/** Settings → "Import my data" (issue 18 §5): an export ZIP into this empty account, previewed first. */
export function DataImport() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: "idle" });

  const send = async (file: File, dryRun: boolean) => {
    setStep({ kind: "sending", file, dryRun, fraction: 0 });
    try {
      const result = await uploadImport(file, dryRun, (fraction) =>
        setStep({ kind: "sending", file, dryRun, fraction }),
      );
      if (dryRun) setStep({ kind: "preview", file, result });
      else {
        setStep({ kind: "idle" });
        const rows = Object.values(result.counts).reduce((sum, tables) => sum + rowsIn(tables), 0);
        notify(`Imported ${numberText(rows)} rows from ${file.name}`, "success");
        // Every screen's data may have changed.
        await queryClient.invalidateQueries();
      }
    } catch (error) {
      setStep({ kind: "failed", message: errorDetail(error) });
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Typography sx={{ color: "text.secondary" }}>
        Bring in the ZIP from “Download my data”, from this Homebase or another, into this account while it is still
        empty. You see what it holds before anything is written.
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        aria-label="Export file to import"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ""; // choosing the same file again still counts
          if (file) void send(file, true);
        }}
      />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={step.kind === "sending"}>
        Import my data
      </Button>
      {step.kind === "sending" && (
        <Stack spacing={0.5} sx={{ width: "100%", maxWidth: 420 }}>
          <LinearProgress
            variant={step.fraction < 1 ? "determinate" : "indeterminate"}
            value={step.fraction * 100}
            aria-label={step.dryRun ? "Reading the file" : "Importing"}
          />
          <Typography variant="body2" role="status">
            {step.fraction < 1
              ? `Sending ${step.file.name}… ${Math.round(step.fraction * 100)}%`
              : step.dryRun
                ? "Checking what it holds…"
                : "Importing…"}
          </Typography>
        </Stack>
      )}
      {step.kind === "failed" && <Alert severity="error">{step.message}</Alert>}
      {step.kind === "preview" && (
        <Stack spacing={1} sx={{ width: "100%" }}>
          <Typography>{step.file.name} holds:</Typography>
          <List dense aria-label="What the file holds">
            {Object.entries(step.result.counts).map(([module, tables]) => (
              <ListItem key={module}>
                {module}: {numberText(rowsIn(tables))} {rowsIn(tables) === 1 ? "row" : "rows"}
              </ListItem>
            ))}
          </List>
          {step.result.problems.length > 0 ? (
            <Alert severity="error">
              It cannot be imported:
              <ul>
                {step.result.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void send(step.file, false)}>
                Import
              </Button>
              <Button onClick={() => setStep({ kind: "idle" })}>Cancel</Button>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
