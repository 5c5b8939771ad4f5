import { z } from "zod";

// Statement upload, payee similarity and payee merge (spec §2 Account / Payee / Payee similarity
// list, §4 Payee merge, §7 Money). The upload itself is multipart (account_id, file), so it has
// no body schema here; its answer does.

/** Largest statement file the server reads (413 beyond). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Single-byte character sets a statement that is not UTF-8 may be in, offered in the preview when
 * the file does not decode cleanly: Western, Central European, Cyrillic, Greek, Turkish, Baltic.
 * The server reads a file that is not UTF-8 or UTF-16 as the first unless the owner chose another.
 */
export const SINGLE_BYTE_ENCODINGS = [
  "windows-1252",
  "iso-8859-2",
  "windows-1250",
  "iso-8859-15",
  "windows-1251",
  "koi8-r",
  "iso-8859-7",
  "windows-1254",
  "windows-1257",
  "ibm866",
  "macintosh",
] as const;
export type SingleByteEncoding = (typeof SINGLE_BYTE_ENCODINGS)[number];
export const isSingleByteEncoding = (name: string): name is SingleByteEncoding =>
  (SINGLE_BYTE_ENCODINGS as readonly string[]).includes(name);

/** The date formats the Upload Configuration card offers (any token pattern is accepted). */
export const UPLOAD_DATE_FORMATS = [
  "MM/DD/YYYY",
  "M/D/YYYY",
  "MM/DD/YY",
  "M/D/YY",
  "YYYY-MM-DD",
  "YYYYMMDD",
  "MM-DD-YYYY",
  "DD/MM/YYYY",
  "MMM D, YYYY",
  "D MMM YYYY",
] as const;

/**
 * Issue 24: an OFX/QFX statement states the bank's balance on a day; after the import it is
 * compared with the account's own balance that day. `since`: the first statement day on which
 * the two differ (after the last day they agreed); null when they agree.
 */
export const balanceCheckSchema = z.object({
  as_of: z.string(),
  bank_balance: z.number(),
  our_balance: z.number(),
  /** Bank minus ours: positive when transactions (or an opening balance) are missing here. */
  difference: z.number(),
  since: z.string().nullable(),
  message: z.string(),
});
export type MoneyBalanceCheck = z.infer<typeof balanceCheckSchema>;

/**
 * A successful upload. `errors`: rows left out that a person should hear about ("Line 7:
 * skipped, …": a merchant line the bank wrapped, a pending row without a date), also counted in
 * `skipped`; a row that cannot be read at all makes the whole upload fail with 400.
 */
export const uploadResultSchema = z.object({
  imported: z.number(),
  duplicates: z.number(),
  skipped: z.number(),
  errors: z.array(z.string()),
  /** Only for statements that state a balance (OFX/QFX LEDGERBAL). */
  balance_check: balanceCheckSchema.nullable().optional(),
});
export type MoneyUploadResult = z.infer<typeof uploadResultSchema>;

const payeeLink = z.object({ id: z.number(), name: z.string(), url: z.string() });

/**
 * Two payees whose names look alike (0..1). On a payee's own list (`.../similar/`) `payee` is
 * always that payee and `secondary` the other one.
 */
export const payeeSimilaritySchema = z.object({
  id: z.number(),
  url: z.string(),
  similarity: z.number(),
  payee: payeeLink,
  secondary: payeeLink,
  is_active: z.boolean(),
});
export type MoneyPayeeSimilarity = z.infer<typeof payeeSimilaritySchema>;

export const SIMILARITY_PAGE_SIZE = 100;

/** Deleting a suggestion is the only change a similarity row takes. */
export const similarityPatchSchema = z
  .object({ is_active: z.literal(false, { error: "Only false (delete) is allowed." }) })
  .strict();

const pickId = z.number({ error: "Choose one from the list." }).int().positive("Choose one from the list.");
export const payeeMergeSchema = z
  .object({
    payee_ids: z
      .array(pickId, { error: "Send a list of payee ids." })
      .min(1, "Choose at least one payee to merge.")
      .max(100, "Merge at most 100 payees at once."),
  })
  .strict();
export type MoneyPayeeMerge = z.infer<typeof payeeMergeSchema>;

/** Which CSV columns hold what (spec §2 Account, Upload Configuration), as the preview guesses them. */
export const uploadMappingSchema = z.object({
  transaction_date_field: z.string(),
  posted_date_field: z.string(),
  date_format: z.string(),
  description_field: z.string(),
  debit_field: z.string(),
  credit_field: z.string(),
  amount_field: z.string(),
  type_field: z.string(),
  account_number_field: z.string(),
  /** Beyond the spec: whether a positive amount in an uploaded file is money in (most bank accounts) or money out (many credit-card exports). */
  is_positive_credit: z.boolean(),
});
export type MoneyUploadMapping = z.infer<typeof uploadMappingSchema>;

/**
 * Issue 19: POST /money/api/upload/preview/ (multipart file, account_id; optional encoding,
 * qif_account and the mapping fields) answers what the file holds and how it would be imported,
 * writing nothing.
 */
export const uploadPreviewSchema = z.object({
  format: z.enum(["csv", "ofx", "qif"]),
  /** How the file was read: utf-8, utf-16le/be, or a single-byte set. */
  encoding: z.string(),
  /** Offered when the file is not UTF-8 or UTF-16: the character sets it may be in. */
  encodings: z.array(z.string()),
  /** CSV: the header's column names ("Column 1"… without a header row). */
  columns: z.array(z.string()),
  /** CSV: whether the file has a header row; without one, mapping fields are 1-based column numbers. */
  has_header: z.boolean(),
  /** CSV: the first 20 data rows, one cell per column. */
  rows: z.array(z.array(z.string())),
  guess: uploadMappingSchema.extend({ decimal_mark: z.enum([".", ","]) }),
  /** The mapping the transactions below were read with: the guess, or the request's edits. */
  mapping: uploadMappingSchema,
  problems: z.array(z.string()),
  /** The first 20 transactions as they would be stored (amount signed, money in positive). */
  transactions: z.array(
    z.object({
      line: z.number(),
      transaction_date: z.string(),
      posted_date: z.string().nullable(),
      description: z.string(),
      amount: z.number(),
    }),
  ),
  count: z.number(),
  skipped: z.number(),
  /** QIF: the accounts the file holds transactions for; qif_account is the one read. */
  accounts: z.array(z.object({ name: z.string(), type: z.string(), transactions: z.number() })),
  qif_account: z.string().nullable(),
  /** QIF's "Opening Balance" record: it sets the account's opening balance instead of being income. */
  opening_balance: z.object({ amount: z.number(), date: z.string() }).nullable(),
});
export type MoneyUploadPreview = z.infer<typeof uploadPreviewSchema>;
