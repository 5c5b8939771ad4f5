import { z } from "zod";
import { FREQUENCIES, PAYMENT_STATUSES } from "./bills-logic";
import { isIsoDate } from "./dates";
import { requiredText } from "./fields";

// Bills API payloads (spec §3 Bill, Statement and lookups, §7 Bills). Amounts are dollars.

const isoDate = z.string({ error: "Enter a date." }).refine(isIsoDate, "Use a date as yyyy-mm-dd.");
const pickId = z.number({ error: "Choose one from the list." }).int().positive("Choose one from the list.");
const amount = z
  .number({ error: "Enter an amount." })
  .min(0, "Use an amount of 0 or more.")
  .max(9_999_999, "Use an amount under 10,000,000.")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Use at most 2 decimal places.");
const frequencyId = z.enum(FREQUENCIES.map((f) => f.id) as [string, ...string[]], {
  error: "Choose a frequency from the list.",
});
const statusId = z.enum(PAYMENT_STATUSES.map((s) => s.id) as [string, ...string[]], {
  error: "Choose a status from the list.",
});
const externalUrl = z
  .string({ error: "Enter a web address." })
  .trim()
  .max(500, "Use at most 500 characters.")
  .refine(
    (value) => value === "" || /^https?:\/\/\S+$/i.test(value),
    "Use a web address starting with http:// or https://.",
  );
const named = z.object({ id: z.number(), name: z.string() });

export const lookupSchema = named;
export type BillLookup = z.infer<typeof lookupSchema>;
export const lookupCreateSchema = z.object({ name: requiredText(200) }).strict();
export const statusSchema = z.object({ id: z.string(), name: z.string() });
export const frequencySchema = z.object({ id: z.string(), name: z.string(), ordering: z.number() });

/** A transaction as the bills screens show it: amount signed (money out is negative). */
export const paymentTransactionSchema = z.object({
  id: z.number(),
  transaction_date: z.string(),
  amount: z.number(),
  payee: z.string().nullable(),
  account: z.string(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

export const statementSchema = z.object({
  id: z.number(),
  url: z.string(),
  due_date: z.string(),
  due_amount: z.number(),
  bank_account: named.nullable(),
  comments: z.string(),
  payment_status: statusSchema,
  date_paid: z.string().nullable(),
  /** Paid by auto-pay (issue 25: "Auto-paid Nov 20"). */
  auto_paid: z.boolean(),
  /** What the linked transaction paid (issue 19); null without one. */
  amount_paid: z.number().nullable(),
  /** The imported transaction that paid it (issue 19). */
  transaction: paymentTransactionSchema.nullable(),
});
export type BillStatement = z.infer<typeof statementSchema>;

/** A possible payment that was not clear-cut (issue 19): accept it or dismiss it. */
export const paymentOfferSchema = z.object({
  id: z.number(),
  url: z.string(),
  accept_url: z.string(),
  bill: named,
  statement: z.object({ id: z.number(), due_date: z.string(), due_amount: z.number(), payment_status: z.string() }),
  transaction: paymentTransactionSchema,
});
export type PaymentOffer = z.infer<typeof paymentOfferSchema>;

/** The bill statement a transaction paid (the transaction's "Paid bill"). */
export const billPaymentSchema = z.object({
  transaction_id: z.number(),
  statement_id: z.number(),
  due_date: z.string(),
  bill: named,
});
export type BillPayment = z.infer<typeof billPaymentSchema>;
export const billPaymentQuerySchema = z.object({
  transaction_id: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((ids) => ids.every((id) => /^\d{1,15}$/.test(id)), "Use transaction ids (whole numbers).")
    .transform((ids) => ids.map(Number))
    .pipe(z.array(z.number()).max(500, "Ask for at most 500 transactions at a time.")),
});

export const billSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  is_auto_pay: z.boolean(),
  external_url: z.string(),
  frequency: frequencySchema,
  frequency_count: z.number(),
  pay_to: named.nullable(),
  bill_category: named.nullable(),
  default_bank_account: named.nullable(),
  is_active: z.boolean(),
  is_past_due: z.boolean(),
  has_last_paid_statement: z.boolean(),
  has_next_due_statement: z.boolean(),
  payment_status: z.string().nullable(),
  next_due_statement: statementSchema.nullable(),
  last_paid_statement: statementSchema.nullable(),
  statements: z.array(statementSchema),
});
export type Bill = z.infer<typeof billSchema>;

const billFields = {
  name: requiredText(200),
  pay_to_id: pickId.nullable(),
  bill_category_id: pickId.nullable(),
  default_bank_account_id: pickId.nullable(),
  frequency_id: frequencyId,
  frequency_count: z
    .number({ error: "Enter a number." })
    .int("Use a whole number.")
    .min(1, "Use at least 1.")
    .max(365, "Use at most 365."),
  is_auto_pay: z.boolean({ error: "Choose yes or no." }),
  is_active: z.boolean({ error: "Choose yes or no." }),
  external_url: externalUrl,
};

/** Spec §7 create fields plus the first statement's due date and amount (issue 5). */
export const billCreateSchema = z
  .object({
    name: billFields.name,
    pay_to_id: billFields.pay_to_id.default(null),
    bill_category_id: billFields.bill_category_id.default(null),
    default_bank_account_id: billFields.default_bank_account_id.default(null),
    frequency_id: billFields.frequency_id.default("M"),
    frequency_count: billFields.frequency_count.default(1),
    is_auto_pay: billFields.is_auto_pay.default(true),
    external_url: billFields.external_url.default(""),
    due_date: isoDate,
    due_amount: amount,
  })
  .strict();
export const billPatchSchema = z.object(billFields).partial().strict();

export const statementPatchSchema = z
  .object({
    due_date: isoDate,
    due_amount: amount,
    bank_account_id: pickId.nullable(),
    comments: z.string({ error: "Enter text." }).max(2000, "Use at most 2,000 characters."),
    payment_status_id: statusId,
    date_paid: isoDate.nullable(),
  })
  .partial()
  .strict();
