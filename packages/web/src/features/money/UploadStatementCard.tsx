import { MAX_UPLOAD_BYTES, type MoneyAccount, type MoneyUploadResult } from "@homebase/contracts";
import { mdiFileUploadOutline } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { uploadErrorMessage } from "../../api/upload";
import { Icon } from "../../components/Icon";
import { useUploadStatement } from "./api";
import { plural } from "./format";
import { moneyPaths } from "./paths";

const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** "Imported 12 · 3 duplicates · 1 skipped". */
export function uploadSummary(result: MoneyUploadResult): string {
  return `Imported ${result.imported.toLocaleString("en-US")} · ${plural(result.duplicates, "duplicate")} · ${result.skipped.toLocaleString("en-US")} skipped`;
}

/** Refused before sending: the server would answer 413 only after the whole upload. */
export function statementTooLarge(file: File): string | null {
  return file.size > MAX_UPLOAD_BYTES
    ? `${file.name} is larger than ${MAX_MB} MB. Upload a shorter statement (for example one month).`
    : null;
}

/**
 * Spec §2 Account, "Upload New Transactions": any file type (spec §5); CSV is read with the
 * Upload Configuration below, OFX/QFX/QIF need none. Progress while the bytes go out, then
 * "Processing…" until the server answers with the counts or the line it could not read.
 */
export function UploadStatementCard({ account }: { account: MoneyAccount }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUploadStatement(setProgress);

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setRefusal(chosen ? statementTooLarge(chosen) : null);
  };
  const send = () => {
    if (!file || refusal) return;
    setProgress(0);
    upload.mutate(
      { accountId: account.id, file },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = "";
        },
      },
    );
  };
  const error = refusal ?? (upload.isError ? uploadErrorMessage(upload.error) : null);

  return (
    <Paper component="section" aria-labelledby="upload-new-transactions" sx={{ p: 2 }}>
      <Typography id="upload-new-transactions" variant="h6" component="h2">
        Upload New Transactions
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        A CSV statement (read with the Upload Configuration below) or an OFX, QFX or QIF file, up to {MAX_MB} MB.
        Transactions already imported are skipped as duplicates.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <input
          ref={input}
          type="file"
          aria-label="Statement file"
          hidden
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Button
          variant="outlined"
          startIcon={<Icon path={mdiFileUploadOutline} />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          Choose file
        </Button>
        <Typography
          variant="body2"
          color={file ? undefined : "textSecondary"}
          sx={{ minWidth: 0, overflowWrap: "anywhere" }}
          data-testid="chosen-file"
        >
          {file ? file.name : "No file chosen"}
        </Typography>
        <Button
          variant="contained"
          onClick={send}
          disabled={!file || Boolean(refusal) || upload.isPending}
          loading={upload.isPending}
        >
          Upload
        </Button>
      </Stack>
      {upload.isPending && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            aria-label="Upload progress"
            variant={progress < 100 ? "determinate" : "indeterminate"}
            value={progress}
          />
          <Typography variant="body2" color="textSecondary" role="status" sx={{ mt: 0.5 }}>
            {progress < 100 ? `Uploading… ${progress}%` : "Processing…"}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2, overflowWrap: "anywhere" }}>
          {error}
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {uploadSummary(upload.data)}.{" "}
          <Link component={RouterLink} to={moneyPaths.accountTransactions(account.id)}>
            View transactions
          </Link>
        </Alert>
      )}
    </Paper>
  );
}
