import { z } from "zod";

// Statement upload, payee similarity and payee merge (spec §2 Account / Payee / Payee similarity
// list, §4 Payee merge, §7 Money). The upload itself is multipart (account_id, file), so it has
// no body schema here; its answer does.

/** Largest statement file the server reads (413 beyond). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

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

/** A successful upload: `errors` is always empty (any unreadable row makes the upload fail with 400). */
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
