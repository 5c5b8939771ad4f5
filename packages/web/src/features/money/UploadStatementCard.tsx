import {
  isSingleByteEncoding,
  MAX_UPLOAD_BYTES,
  type MoneyAccount,
  type MoneyAccountPatch,
  type MoneyUploadMapping,
  type MoneyUploadPreview,
  type MoneyUploadResult,
  numberText,
} from "@homebase/contracts";
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
import { usePreviewStatement, useUpdateAccount, useUploadStatement } from "./api";
import { plural } from "./format";
import { moneyPaths } from "./paths";
import { mappingFields, StatementPreview } from "./StatementPreview";

const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** "Imported 12 · 3 duplicates · 1 skipped". */
export function uploadSummary(result: MoneyUploadResult): string {
  return `Imported ${numberText(result.imported)} · ${plural(result.duplicates, "duplicate")} · ${numberText(result.skipped)} skipped`;
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
  const preview = usePreviewStatement();
  const updateAccount = useUpdateAccount();
  // What the owner chose in the preview besides the mapping: the character set, the QIF account.
  const [choices, setChoices] = useState<Record<string, string>>({});
  // The last preview stays on screen while a change is read again, so the select keeps its place
  // (and the keyboard its focus); only the latest answer is shown. Until it comes, the selects
  // show the mapping asked for, and a second change builds on the first.
  const [shown, setShown] = useState<MoneyUploadPreview | null>(null);
  const [asked, setAsked] = useState<MoneyUploadMapping | null>(null);
  const readWith = (chosen: File, fields: Record<string, string>, mapping: MoneyUploadMapping | null = null) => {
    setAsked(mapping);
    preview.mutate(
      { accountId: account.id, file: chosen, fields },
      {
        onSuccess: (answer) => {
          setShown(answer);
          setAsked(null);
        },
        onError: () => setAsked(null),
      },
    );
  };

  const read = (chosen: File, fields: Record<string, string>) => {
    setChoices(fields);
    readWith(chosen, fields);
  };
  const choose = (chosen: File | null) => {
    upload.reset();
    preview.reset();
    setShown(null);
    setAsked(null);
    setFile(chosen);
    const tooLarge = chosen ? statementTooLarge(chosen) : null;
    setRefusal(tooLarge);
    if (chosen && !tooLarge) read(chosen, {});
  };
  const choice = (name: string) => (value: string) => {
    if (!file) return;
    const { [name]: _old, ...rest } = choices;
    read(file, { ...rest, [name]: value });
  };
  const remap = (mapping: MoneyUploadMapping) => {
    if (file) readWith(file, { ...choices, ...mappingFields(mapping) }, mapping);
  };
  const send = async () => {
    if (!file || refusal) return;
    setProgress(0);
    // The mapping the preview read the rows with becomes the account's Upload Configuration, and
    // the character set of a file that is not UTF-8 is kept for the next one.
    const settings: MoneyAccountPatch = {
      ...(shown?.format === "csv" ? shown.mapping : {}),
      ...(shown && shown.encodings.length > 0 && isSingleByteEncoding(shown.encoding)
        ? { encoding: shown.encoding }
        : {}),
    };
    if (Object.keys(settings).length > 0) {
      try {
        await updateAccount.mutateAsync({ account, body: settings });
      } catch {
        return; // shown below as the card's error
      }
    }
    upload.mutate(
      { accountId: account.id, file, fields: choices },
      {
        onSuccess: () => {
          setFile(null);
          preview.reset();
          setShown(null);
          if (input.current) input.current.value = "";
        },
      },
    );
  };
  const busy = upload.isPending || updateAccount.isPending;
  const error =
    refusal ??
    (upload.isError
      ? uploadErrorMessage(upload.error)
      : preview.isError
        ? uploadErrorMessage(preview.error)
        : updateAccount.isError
          ? uploadErrorMessage(updateAccount.error)
          : null);

  return (
    <Paper component="section" aria-labelledby="upload-new-transactions" sx={{ p: 2 }}>
      <Typography id="upload-new-transactions" variant="h6" component="h2">
        Upload New Transactions
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        A CSV statement or an OFX, QFX or QIF file, up to {MAX_MB} MB. Choosing a CSV file shows how its columns are
        read before anything is imported. Transactions already imported are skipped as duplicates.
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
          disabled={busy}
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
          onClick={() => void send()}
          disabled={!file || Boolean(refusal) || busy || preview.isPending}
          loading={busy}
        >
          Upload
        </Button>
      </Stack>
      {preview.isPending && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress aria-label="Reading the file" />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            Reading the file…
          </Typography>
        </Box>
      )}
      {file && shown && !upload.isPending && (
        <StatementPreview
          preview={asked ? { ...shown, mapping: asked } : shown}
          onMapping={remap}
          onEncoding={choice("encoding")}
          onQifAccount={choice("qif_account")}
          disabled={busy}
        />
      )}
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
          {upload.data.errors.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {upload.data.errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Paper>
  );
}
