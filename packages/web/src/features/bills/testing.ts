import {
  type Bill,
  type BillLookup,
  type BillStatement,
  FREQUENCIES,
  type FrequencyId,
  PAYMENT_STATUSES,
  type PaymentOffer,
  type PaymentStatusId,
} from "@homebase/contracts";
import { ok, type Routes, signedInApi } from "../../test/fakeApi";
import { BILL_PATH, BILLS_API, FREQUENCY_PATH, LOOKUP_PATHS } from "./api";
import { OFFER_PATH } from "./paymentsApi";

// Test support only (imported by *.test.tsx): Bills objects as the API answers them, and a fake
// API that answers them as set up. It applies no Bills rule (no next statements, no past-due
// flags, no active filter); tests say what the server answers.

const ORIGIN = "http://localhost";

export const status = (id: PaymentStatusId) => {
  const { name } = PAYMENT_STATUSES.find((s) => s.id === id)!;
  return { id, name };
};

export const frequency = (id: FrequencyId) => {
  const { name, ordering } = FREQUENCIES.find((f) => f.id === id)!;
  return { id, name, ordering };
};

/** An unpaid statement of $50. */
export const statement = (id: number, due_date: string, fields: Partial<BillStatement> = {}): BillStatement => ({
  id,
  url: `${ORIGIN}${BILLS_API}statement/${id}/`,
  due_date,
  due_amount: 50,
  bank_account: null,
  comments: "",
  payment_status: status("F"),
  date_paid: null,
  auto_paid: false,
  amount_paid: null,
  transaction: null,
  ...fields,
});

/** An active monthly bill whose next statement, unpaid and not past due, is `next`. */
export const bill = (id: number, name: string, next: BillStatement, fields: Partial<Bill> = {}): Bill => ({
  id,
  url: `${ORIGIN}${BILL_PATH}${id}/`,
  name,
  is_auto_pay: false,
  external_url: "",
  frequency: frequency("M"),
  frequency_count: 1,
  pay_to: null,
  bill_category: null,
  default_bank_account: null,
  is_active: true,
  is_past_due: false,
  has_last_paid_statement: false,
  has_next_due_statement: true,
  payment_status: "F",
  next_due_statement: next,
  last_paid_statement: null,
  statements: [next],
  ...fields,
});

export const pathOf = (object: { url: string }) => new URL(object.url).pathname;

export interface BillsApiOptions {
  /** The active bills, as the server lists them. */
  bills?: Bill[];
  inactive?: Bill[];
  payees?: BillLookup[];
  accounts?: BillLookup[];
  categories?: BillLookup[];
  /** Issue 19: payments to confirm (none by default). */
  offers?: PaymentOffer[];
  /** Answers for anything else, e.g. what a change answers. */
  routes?: Routes;
}

export function billsApi({
  bills = [],
  inactive = [],
  payees = [],
  accounts = [],
  categories = [],
  offers = [],
  routes = {},
}: BillsApiOptions = {}) {
  return signedInApi({
    [`GET ${LOOKUP_PATHS.payee}`]: ok(payees),
    [`GET ${LOOKUP_PATHS.account}`]: ok(accounts),
    [`GET ${LOOKUP_PATHS.category}`]: ok(categories),
    [`GET ${FREQUENCY_PATH}`]: ok(FREQUENCIES.map(({ id }) => frequency(id))),
    [`GET ${BILL_PATH}`]: ok(bills),
    [`GET ${BILL_PATH}?is_active=false`]: ok(inactive),
    [`GET ${OFFER_PATH}`]: ok(offers),
    ...Object.fromEntries([...bills, ...inactive].map((b) => [`GET ${pathOf(b)}`, ok(b)])),
    // Each bill follows the owner's default reminder (issue 21), as a new bill does.
    ...Object.fromEntries(
      [...bills, ...inactive].map((b) => [
        `GET /api/notifications/bill-reminders/${b.id}/`,
        ok({ bill_id: b.id, reminder_days: 3, is_default: true }),
      ]),
    ),
    ...routes,
  });
}
