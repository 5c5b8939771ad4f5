import { z } from "zod";

// Money reports (issue 24): totals per month over the last `months` months up to this one,
// without transfers between the owner's accounts or categories left out of the summary.

const months = z.coerce
  .number({ error: "Use a number of months from 1 to 120." })
  .int("Use a number of months from 1 to 120.")
  .min(1, "Use a number of months from 1 to 120.")
  .max(120, "Use a number of months from 1 to 120.");
export const reportQuerySchema = z.object({ months: months.default(12) });
export type MoneyReportQuery = z.infer<typeof reportQuerySchema>;

const named = z.object({ id: z.number(), name: z.string() });

/** Spending per top-level category per month (a child counts under its parent), biggest first. */
export const spendingByCategoryReportSchema = z.object({
  months: z.array(z.string()),
  categories: z.array(
    z.object({
      /** null: transactions with no category. */
      category: named.extend({ is_parent: z.boolean() }).nullable(),
      totals: z.array(z.number()),
      total: z.number(),
    }),
  ),
});
export type MoneySpendingByCategoryReport = z.infer<typeof spendingByCategoryReportSchema>;

export const incomeSpendingReportSchema = z.array(
  z.object({ month: z.string(), income: z.number(), spending: z.number(), net: z.number() }),
);
export type MoneyIncomeSpendingReport = z.infer<typeof incomeSpendingReportSchema>;

/** The sum of every account's balance at the end of each month. */
export const netWorthReportSchema = z.array(z.object({ month: z.string(), balance: z.number() }));
export type MoneyNetWorthReport = z.infer<typeof netWorthReportSchema>;

/** The payees with the most spending, biggest first (null: transactions with no payee). */
export const topPayeesReportSchema = z.array(
  z.object({ payee: named.nullable(), spending: z.number(), count: z.number() }),
);
export type MoneyTopPayeesReport = z.infer<typeof topPayeesReportSchema>;

/** How many payees the top-payees report lists. */
export const TOP_PAYEES_SHOWN = 10;

/** How many days the cash-flow forecast looks ahead. */
export const FORECAST_DAYS = 90;

export const forecastQuerySchema = z.object({
  account: z.coerce
    .number({ error: "Choose one from the list." })
    .int("Choose one from the list.")
    .positive("Choose one from the list.")
    .optional(),
});

/**
 * The balance today and each day of the next 90, from unpaid bill statements and the repeating
 * income and spending the ledger shows; one account, or all of them (account null).
 */
export const forecastSchema = z.object({
  account: named.nullable(),
  today: z.string(),
  balance_today: z.number(),
  points: z.array(z.object({ date: z.string(), balance: z.number() })),
  lowest: z.object({ date: z.string(), balance: z.number() }),
  events: z.array(
    z.object({
      date: z.string(),
      amount: z.number(),
      description: z.string(),
      source: z.enum(["bill", "repeating"]),
      account: named.nullable(),
    }),
  ),
});
export type MoneyForecast = z.infer<typeof forecastSchema>;
