import { type MoneyUploadMapping, type MoneyUploadPreview, numberText, UPLOAD_DATE_FORMATS } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Currency } from "../../components/Currency";
import { formatTransactionDate, plural } from "./format";

type ColumnKey = Exclude<keyof MoneyUploadMapping, "date_format" | "is_positive_credit">;

/** Spec §2 Account, Upload Configuration, in the spec's order (the date format has its own select). */
const COLUMN_FIELDS: { key: ColumnKey; label: string }[] = [
  { key: "transaction_date_field", label: "Transaction Date Field" },
  { key: "posted_date_field", label: "Posted Date Field" },
  { key: "description_field", label: "Description Field" },
  { key: "debit_field", label: "Debit Field" },
  { key: "credit_field", label: "Credit Field" },
  { key: "amount_field", label: "Amount Field" },
  { key: "type_field", label: "Type Field" },
  { key: "account_number_field", label: "Account Number Field" },
];

/** The preview's mapping as the form fields the preview and the account take. */
export function mappingFields(mapping: MoneyUploadMapping): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).map(([key, value]) => [key, String(value)]));
}

interface StatementPreviewProps {
  preview: MoneyUploadPreview;
  onMapping: (mapping: MoneyUploadMapping) => void;
  onEncoding: (encoding: string) => void;
  onQifAccount: (name: string) => void;
  disabled: boolean;
}

/**
 * Issue 19: what the chosen file holds before anything is imported. A CSV file's columns are
 * mapped with selects pre-filled from the server's guess; every change is read again by the
 * server, and the table shows the transactions exactly as they would be stored.
 */
export function StatementPreview({ preview, onMapping, onEncoding, onQifAccount, disabled }: StatementPreviewProps) {
  const { mapping } = preview;
  // Without a header row the Upload Configuration names columns by number.
  const options = preview.columns.map((name, i) => ({ value: preview.has_header ? name : String(i + 1), label: name }));
  const formats = [...new Set([...(mapping.date_format ? [mapping.date_format] : []), ...UPLOAD_DATE_FORMATS])];
  const set = (changes: Partial<MoneyUploadMapping>) => onMapping({ ...mapping, ...changes });
  return (
    <Box sx={{ mt: 2 }} data-testid="statement-preview">
      {preview.encodings.length > 0 && (
        <TextField
          select
          label="Character set"
          value={preview.encoding}
          onChange={(event) => onEncoding(event.target.value)}
          disabled={disabled}
          sx={{ minWidth: 220, mb: 2 }}
        >
          {preview.encodings.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {preview.accounts.length > 1 && (
        <TextField
          select
          label="Account in the file"
          value={preview.qif_account ?? ""}
          onChange={(event) => onQifAccount(event.target.value)}
          disabled={disabled}
          sx={{ minWidth: 220, mb: 2, ml: preview.encodings.length > 0 ? { sm: 2 } : 0 }}
        >
          {preview.accounts.map((account) => (
            <MenuItem key={account.name} value={account.name}>
              {account.name || "(unnamed)"} · {account.type} · {plural(account.transactions, "transaction")}
            </MenuItem>
          ))}
        </TextField>
      )}
      {preview.format === "csv" && (
        <>
          <Typography variant="subtitle1" component="h3">
            Columns
          </Typography>
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" },
              gap: 2,
              mt: 1,
              mb: 2,
            }}
          >
            {COLUMN_FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                select
                label={label}
                value={mapping[key]}
                onChange={(event) => set({ [key]: event.target.value })}
                disabled={disabled}
                // "Not in the file" is shown, not an empty box.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                <MenuItem value="">
                  <em>Not in the file</em>
                </MenuItem>
                {options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            <TextField
              select
              label="Date Format"
              value={mapping.date_format}
              onChange={(event) => set({ date_format: event.target.value })}
              disabled={disabled}
              fullWidth
            >
              {formats.map((format) => (
                <MenuItem key={format} value={format}>
                  {format}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="A positive amount is"
              value={mapping.is_positive_credit ? "in" : "out"}
              onChange={(event) => set({ is_positive_credit: event.target.value === "in" })}
              disabled={disabled}
              fullWidth
            >
              <MenuItem value="in">Money in</MenuItem>
              <MenuItem value="out">Money out</MenuItem>
            </TextField>
          </Box>
        </>
      )}
      {preview.problems.map((problem) => (
        <Alert key={problem} severity="warning" role="note" sx={{ mb: 1, overflowWrap: "anywhere" }}>
          {problem}
        </Alert>
      ))}
      {preview.opening_balance && (
        <Alert severity="info" role="note" sx={{ mb: 1 }}>
          The file's Opening Balance of <Currency value={preview.opening_balance.amount} /> on{" "}
          {formatTransactionDate(preview.opening_balance.date)} becomes this account's opening balance.
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" id="preview-heading">
        As they will be stored
      </Typography>
      <Typography variant="body2" color="textSecondary" role="status">
        {plural(preview.count, "transaction")}
        {preview.skipped > 0 ? ` · ${numberText(preview.skipped)} rows skipped` : ""}
        {preview.count > preview.transactions.length ? ` · the first ${preview.transactions.length} shown` : ""}
      </Typography>
      {preview.transactions.length > 0 && (
        <TableContainer sx={{ mt: 1 }}>
          <Table size="small" aria-labelledby="preview-heading">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.transactions.map((row) => (
                <TableRow key={row.line}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatTransactionDate(row.transaction_date)}</TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>{row.description}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    <Currency value={row.amount} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
