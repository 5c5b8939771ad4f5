import { z } from "zod";
import { isIsoDate } from "./dates";
import { requiredText } from "./fields";
import { SINGLE_BYTE_ENCODINGS, uploadMappingSchema } from "./money-upload";

// Money API payloads (spec §3 money entities, §7 Money). Amounts travel as signed dollars with
// two decimals (money in positive, money out negative); the server stores integer cents.

const isoDate = z.string({ error: "Enter a date." }).refine(isIsoDate, "Use a date as yyyy-mm-dd.");
const pickId = z.number({ error: "Choose one from the list." }).int().positive("Choose one from the list.");
const yesNo = z.boolean({ error: "Choose yes or no." });
const named = z.object({ id: z.number(), name: z.string() });

// --- Accounts -------------------------------------------------------------------------------

/** The CSV upload settings (spec §2 Account, Upload Configuration). Empty means "not in the file". */
export const UPLOAD_FIELD_KEYS = [
  "transaction_date_field",
  "posted_date_field",
  "description_field",
  "debit_field",
  "credit_field",
  "amount_field",
  "type_field",
  "account_number_field",
] as const;

export const accountSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  logo_width: z.number().nullable(),
  logo_height: z.number().nullable(),
  is_active: z.boolean(),
  // The Upload Configuration (spec §2 Account), in the shape the statement preview guesses it.
  ...uploadMappingSchema.shape,
  /**
   * Issue 19: the character set of this account's statements when they are not UTF-8 or UTF-16,
   * as chosen in the preview (one of SINGLE_BYTE_ENCODINGS); "" until one is chosen (Windows-1252).
   */
  encoding: z.string(),
  transaction_count: z.number(),
  /** Issue 24: what the account held on opening_date (dollars, signed). */
  opening_balance: z.number(),
  /** yyyy-mm-dd, or null: the balance counts every transaction. */
  opening_date: z.string().nullable(),
  /** Read-only: opening_balance plus every transaction on or after opening_date. */
  balance: z.number(),
});
export type MoneyAccount = z.infer<typeof accountSchema>;

const uploadField = z.string({ error: "Enter text." }).trim().max(100, "Use at most 100 characters.");
export const accountCreateSchema = z.object({ name: requiredText(100) }).strict();
export const accountPatchSchema = z
  .object({
    name: requiredText(100),
    is_active: yesNo,
    date_format: uploadField,
    transaction_date_field: uploadField,
    posted_date_field: uploadField,
    description_field: uploadField,
    debit_field: uploadField,
    credit_field: uploadField,
    amount_field: uploadField,
    type_field: uploadField,
    account_number_field: uploadField,
    is_positive_credit: yesNo,
    encoding: z.enum(["", ...SINGLE_BYTE_ENCODINGS], { error: "Choose a character set from the list." }),
    opening_balance: z
      .number({ error: "Enter an amount." })
      .refine((value) => Number.isFinite(value) && Math.abs(value) < 10_000_000, "Use an amount under 10,000,000.")
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Use at most 2 decimal places."),
    opening_date: isoDate.nullable(),
  })
  .partial()
  .strict();
export type MoneyAccountPatch = z.infer<typeof accountPatchSchema>;

// --- Categories -----------------------------------------------------------------------------

export const categorySchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  is_parent: z.boolean(),
  is_included: z.boolean(),
  children: z.array(named),
  parent_category: named.nullable(),
  default_icon: z.string().nullable(),
  transaction_count: z.number(),
});
export type MoneyCategory = z.infer<typeof categorySchema>;

/** Spec §7: a child {parent_category_id, name, is_included}; a parent {name, is_included, is_parent}. */
export const categoryCreateSchema = z
  .object({
    name: requiredText(100),
    is_parent: yesNo.default(false),
    is_included: yesNo.default(true),
    parent_category_id: pickId.nullish(),
  })
  .strict();
export const categoryPatchSchema = z
  .object({ name: requiredText(100), is_included: yesNo, parent_category_id: pickId.nullable() })
  .partial()
  .strict();

// --- Payees and tags ------------------------------------------------------------------------

const categoryRef = z.object({ id: z.number(), name: z.string(), parent_category: named.nullable() });
export type MoneyCategoryRef = z.infer<typeof categoryRef>;

export const payeeSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  logo_width: z.number().nullable(),
  logo_height: z.number().nullable(),
  is_active: z.boolean(),
  default_category: categoryRef.nullable(),
});
export type MoneyPayee = z.infer<typeof payeeSchema>;
export const payeeCreateSchema = z.object({ name: requiredText(200), default_category_id: pickId.nullish() }).strict();
export const payeePatchSchema = z
  .object({ name: requiredText(200), default_category_id: pickId.nullable() })
  .partial()
  .strict();

export const tagSchema = z.object({ id: z.number(), url: z.string(), name: z.string() });
export type MoneyTag = z.infer<typeof tagSchema>;
export const tagCreateSchema = z.object({ name: requiredText(50) }).strict();

// --- Transactions ---------------------------------------------------------------------------

export const transactionSchema = z.object({
  url: z.string(),
  id: z.number(),
  account: named,
  payee: named.nullable(),
  category: categoryRef.nullable(),
  transaction_date: z.string(),
  transaction_year: z.number(),
  transaction_month: z.number(),
  posted_date: z.string().nullable(),
  amount_type: z.enum(["credit", "debit"]),
  amount: z.number(),
  debit_amount: z.number(),
  credit_amount: z.number(),
  absolute_amount: z.number(),
  notes: z.string(),
  original_description: z.string(),
  original_data: z.record(z.string(), z.string()).nullable(),
  original_data_hash: z.string().nullable(),
  tags: z.array(named),
  /**
   * Issue 24, in the list filtered to exactly one account: that account's balance just after
   * this transaction (null before its opening date). Absent elsewhere.
   */
  running_balance: z.number().nullable().optional(),
  /** Issue 24: the other half when this transaction is in a confirmed transfer pair. */
  transfer: z.object({ id: z.number(), transaction_id: z.number(), account: named }).nullable().optional(),
});
export type MoneyTransaction = z.infer<typeof transactionSchema>;

const amountField = z
  .number({ error: "Enter an amount." })
  .refine((value) => Number.isFinite(value) && value !== 0, "Enter an amount other than 0.")
  .refine((value) => Math.abs(value) < 10_000_000, "Use an amount under 10,000,000.")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Use at most 2 decimal places.");
const transactionFields = {
  account_id: pickId,
  payee_id: pickId.nullable(),
  category_id: pickId.nullable(),
  transaction_date: isoDate,
  posted_date: isoDate.nullable(),
  amount: amountField,
  notes: z.string({ error: "Enter text." }).max(10_000, "Use at most 10,000 characters."),
};
/** Cash and corrections entered by hand; a payee's default category applies when none is given. */
export const transactionCreateSchema = z
  .object({
    account_id: transactionFields.account_id,
    payee_id: transactionFields.payee_id.optional(),
    category_id: transactionFields.category_id.optional(),
    transaction_date: transactionFields.transaction_date,
    posted_date: transactionFields.posted_date.optional(),
    amount: transactionFields.amount,
    notes: transactionFields.notes.default(""),
  })
  .strict();
export const transactionPatchSchema = z.object(transactionFields).partial().strict();
export const transactionTagsSchema = z
  .object({ ids: z.array(pickId, { error: "Send a list of tag ids." }).max(50, "Use at most 50 tags.") })
  .strict();

export const paginationSchema = z.object({
  count: z.number(),
  page: z.number(),
  previous: z.string().nullable(),
  next: z.string().nullable(),
  num_pages: z.number(),
});
export const transactionPageSchema = z.object({
  pagination: paginationSchema,
  results: z.array(transactionSchema),
});
export type MoneyTransactionPage = z.infer<typeof transactionPageSchema>;

export const transactionSummarySchema = z.object({ record_count: z.number(), total_amount: z.number() });
export type MoneyTransactionSummary = z.infer<typeof transactionSummarySchema>;

export const transactionFilterSchema = z.object({
  key: z.string(),
  name: z.string(),
  options: z.array(z.object({ option_key: z.string(), option_value: z.string(), count: z.number() })),
  selected: z.array(z.string()),
});
export type MoneyTransactionFilter = z.infer<typeof transactionFilterSchema>;

/** Beyond the spec: totals per month for the chart (income = money in, spending = money out, both ≥ 0). */
export const transactionMonthSchema = z.object({ month: z.string(), income: z.number(), spending: z.number() });
export type MoneyTransactionMonth = z.infer<typeof transactionMonthSchema>;

// --- Balances (issue 24) ---------------------------------------------------------------------

/** An account's (or every account's) balance at the end of each month. */
export const balancePointSchema = z.object({ month: z.string(), balance: z.number() });
export type MoneyBalancePoint = z.infer<typeof balancePointSchema>;

// --- Transfers (issue 24) --------------------------------------------------------------------

/** A debit and the credit of the same amount in another of the owner's accounts. */
export const transferPairBodySchema = z
  .object({ debit_transaction_id: pickId, credit_transaction_id: pickId })
  .strict();
export type MoneyTransferPairBody = z.infer<typeof transferPairBodySchema>;

export const transferSuggestionSchema = z.object({ debit: transactionSchema, credit: transactionSchema });
export type MoneyTransferSuggestion = z.infer<typeof transferSuggestionSchema>;

export const transferSchema = transferSuggestionSchema.extend({ id: z.number(), url: z.string() });
export type MoneyTransfer = z.infer<typeof transferSchema>;

/** Every matching pair from `from_account` (the debit) to `to_account` (the credit) is a transfer. */
export const transferRuleCreateSchema = z.object({ from_account_id: pickId, to_account_id: pickId }).strict();
export const transferRuleSchema = z.object({
  id: z.number(),
  url: z.string(),
  from_account: named,
  to_account: named,
  /** On creation: how many pairs already in the ledger it confirmed. */
  confirmed_count: z.number().optional(),
});
export type MoneyTransferRule = z.infer<typeof transferRuleSchema>;
