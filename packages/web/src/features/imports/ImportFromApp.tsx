import {
  type AppImportResult,
  IMPORT_SOURCES,
  type ImportSource,
  importCountText,
  numberText,
} from "@homebase/contracts";
import { mdiFileUploadOutline } from "@mdi/js";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { Icon } from "../../components/Icon";
import { type ImportProgress, importErrorLines, sendImport, useRefetchAll, useUndoImport } from "./api";
import { ImportPreview } from "./ImportPreview";
import { needsVehicle, SourceFields } from "./SourceFields";

type Step =
  | { kind: "idle" }
  | { kind: "sending"; file: File; dryRun: boolean; progress: ImportProgress }
  | { kind: "preview"; file: File; result: AppImportResult }
  | { kind: "done"; file: File; result: AppImportResult; undone: boolean }
  | { kind: "failed"; file: File; lines: string[] };

/** The upload's percentage, then the server's steps when it reports them (TV: shows looked up). */
function SendingProgress({ file, dryRun, progress }: { file: File; dryRun: boolean; progress: ImportProgress }) {
  const { percent, steps } = progress;
  const counted = steps !== undefined && steps.total > 0;
  const text =
    percent < 100
      ? `Sending ${file.name}… ${percent}%`
      : counted
        ? `Looking up shows at TVmaze: ${numberText(steps.done)} of ${numberText(steps.total)}.${dryRun ? "" : " You may leave this page: the import goes on, and shows under Past imports when done."}`
        : dryRun
          ? "Reading the file…"
          : "Importing…";
  return (
    <Stack spacing={0.5} sx={{ width: "100%", maxWidth: 420 }} role="status">
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant={percent < 100 || counted ? "determinate" : "indeterminate"}
        value={counted ? (steps.done / steps.total) * 100 : percent}
        aria-label={dryRun ? "Reading the file" : "Importing"}
      />
    </Stack>
  );
}

/** Added rows only ("fill_ups": 4), as "4 fill-ups"; the skipped ones are said apart. */
export function addedText(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([key, n]) => !key.endsWith("_skipped") && n > 0)
    .map(([key, n]) => importCountText(key, n));
  return parts.length > 0 ? parts.join(", ") : "nothing new";
}

const addsSomething = (result: AppImportResult) =>
  Object.entries(result.counts).some(([key, n]) => !key.endsWith("_skipped") && n > 0);

/**
 * The import flow of issue 23 for one or more sources: choose the app and the file, see the
 * dry run's preview, import, and undo right there if it was the wrong file.
 */
export function ImportFromApp({ sources, vehicleSlug }: { sources: readonly ImportSource[]; vehicleSlug?: string }) {
  const [source, setSource] = useState<ImportSource>(sources[0] as ImportSource);
  const [vehicle, setVehicle] = useState<string>();
  const askVehicle = needsVehicle(source, vehicleSlug);
  const target = vehicleSlug ?? (askVehicle ? vehicle : undefined);
  const fields: Record<string, string> = target ? { vehicle: target } : {};
  const ready = !askVehicle || vehicle !== undefined;
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const refetchAll = useRefetchAll();
  const undo = useUndoImport();
  const { label, accept } = IMPORT_SOURCES[source];

  const send = async (file: File, dryRun: boolean) => {
    setStep({ kind: "sending", file, dryRun, progress: { percent: 0 } });
    try {
      const result = await sendImport(source, file, dryRun, fields, (progress) =>
        setStep({ kind: "sending", file, dryRun, progress }),
      );
      setStep(dryRun ? { kind: "preview", file, result } : { kind: "done", file, result, undone: false });
      if (!dryRun) await refetchAll();
    } catch (error) {
      setStep({ kind: "failed", file, lines: importErrorLines(error) });
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start", width: "100%" }}>
      <SourceFields
        sources={sources}
        source={source}
        onSource={(next) => {
          setSource(next);
          setStep({ kind: "idle" });
        }}
        vehicle={vehicle}
        onVehicle={setVehicle}
        askVehicle={askVehicle}
        disabled={step.kind === "sending"}
      />
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={`${label} file to import`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ""; // choosing the same file again (after fixing it) still counts
          if (file && ready) void send(file, true);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<Icon path={mdiFileUploadOutline} />}
        onClick={() => input.current?.click()}
        disabled={step.kind === "sending" || !ready}
      >
        Choose {label} file
      </Button>
      {step.kind === "sending" && <SendingProgress {...step} />}
      {step.kind === "preview" && (
        <>
          <ImportPreview fileName={step.file.name} result={step.result} />
          {step.result.problems.length === 0 && !addsSomething(step.result) && (
            <Alert severity="info">Everything in this file is here already: importing it would add nothing.</Alert>
          )}
          <Stack direction="row" spacing={1}>
            {step.result.problems.length === 0 && addsSomething(step.result) && (
              <Button variant="contained" onClick={() => void send(step.file, false)}>
                Import
              </Button>
            )}
            <Button onClick={() => setStep({ kind: "idle" })}>Cancel</Button>
          </Stack>
        </>
      )}
      {step.kind === "done" && (
        <Alert
          severity={step.undone ? "info" : "success"}
          role="status"
          action={
            step.result.url && !step.undone ? (
              <Button
                color="inherit"
                size="small"
                disabled={undo.isPending}
                onClick={() =>
                  undo.mutate(
                    { url: step.result.url as string },
                    { onSuccess: () => setStep({ ...step, undone: true }) },
                  )
                }
              >
                Undo
              </Button>
            ) : undefined
          }
        >
          {step.undone
            ? `The import of ${step.file.name} was undone.`
            : `Imported ${addedText(step.result.counts)} from ${step.file.name}.`}
        </Alert>
      )}
      {step.kind === "failed" && (
        <Alert severity="error" onClose={() => setStep({ kind: "idle" })}>
          <AlertTitle>Nothing was imported from {step.file.name}</AlertTitle>
          {step.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
