import {
  addDays,
  type Bill,
  type BillLookup,
  type BillStatement,
  FREQUENCIES,
  type FrequencyId,
  PAYMENT_STATUSES,
  statementDueDate,
} from "@homebase/contracts";
import { type FakeRequest, signedInModuleApi } from "../../test/fakeApi";
import { BILL_PATH, FREQUENCY_PATH, LOOKUP_PATHS, type LookupKind } from "./api";

// Test support only (imported by *.test.tsx): an in-memory Bills API behind the fake fetch,
// following the server's rules closely enough for the screens (next statement on pay/skip).

const ORIGIN = "http://localhost";
type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export interface BillSeed {
  name: string;
  due_date: string;
  due_amount?: number;
  status?: "F" | "P" | "S";
  payee?: string;
  account?: string;
  external_url?: string;
  is_active?: boolean;
  is_auto_pay?: boolean;
}

export interface BillsApiOptions {
  bills?: BillSeed[];
  payees?: string[];
  accounts?: string[];
  categories?: string[];
  /** The fake's "today", for is_past_due. */
  today: string;
  /** Replace any route, e.g. to make one call fail. */
  routes?: Record<string, Route>;
}

interface StoredBill {
  id: number;
  name: string;
  pay_to: BillLookup | null;
  bill_category: BillLookup | null;
  default_bank_account: BillLookup | null;
  frequency_id: FrequencyId;
  frequency_count: number;
  is_auto_pay: boolean;
  is_active: boolean;
  external_url: string;
  anchor: string;
  statements: BillStatement[];
}

const notFound: Reply = { status: 404, body: { detail: "Not found.", code: "not_found" } };

export function billsApi({
  bills = [],
  payees = [],
  accounts = [],
  categories = [],
  today,
  routes = {},
}: BillsApiOptions) {
  let nextId = 100;
  const lookups: Record<LookupKind, BillLookup[]> = {
    payee: payees.map((name, i) => ({ id: i + 1, name })),
    account: accounts.map((name, i) => ({ id: i + 11, name })),
    category: categories.map((name, i) => ({ id: i + 21, name })),
  };
  const byName = (kind: LookupKind, name: string | undefined) => lookups[kind].find((l) => l.name === name) ?? null;
  const byId = (kind: LookupKind, id: unknown) => lookups[kind].find((l) => l.id === id) ?? null;
  const status = (id: string) => {
    const found = PAYMENT_STATUSES.find((s) => s.id === id)!;
    return { id: found.id, name: found.name };
  };
  const statement = (due_date: string, due_amount: number, bank_account: BillLookup | null, id = nextId++) => ({
    id,
    url: `${ORIGIN}/bills/api/v2/statement/${id}/`,
    due_date,
    due_amount,
    bank_account,
    comments: "",
    payment_status: status("F"),
    date_paid: null,
  });

  const store: StoredBill[] = bills.map((seed) => {
    const account = byName("account", seed.account);
    const first = statement(seed.due_date, seed.due_amount ?? 50, account);
    if (seed.status) first.payment_status = status(seed.status);
    return {
      id: nextId++,
      name: seed.name,
      pay_to: byName("payee", seed.payee),
      bill_category: null,
      default_bank_account: account,
      frequency_id: "M",
      frequency_count: 1,
      is_auto_pay: seed.is_auto_pay ?? false,
      is_active: seed.is_active ?? true,
      external_url: seed.external_url ?? "",
      anchor: seed.due_date,
      statements: [first],
    };
  });

  const toBill = (b: StoredBill): Bill => {
    const newestFirst = [...b.statements].sort((x, y) => y.due_date.localeCompare(x.due_date));
    const unpaid = newestFirst.filter((s) => s.payment_status.id === "F");
    // Seeded paid/skipped statements stay "next" for the card tests, as if just settled.
    const next = unpaid.at(-1) ?? (b.statements.length === 1 ? b.statements[0]! : null);
    const lastPaid = newestFirst.find((s) => s.payment_status.id === "P") ?? null;
    const frequency = FREQUENCIES.find((f) => f.id === b.frequency_id)!;
    return {
      id: b.id,
      url: `${ORIGIN}${BILL_PATH}${b.id}/`,
      name: b.name,
      is_auto_pay: b.is_auto_pay,
      external_url: b.external_url,
      frequency: { id: frequency.id, name: frequency.name, ordering: frequency.ordering },
      frequency_count: b.frequency_count,
      pay_to: b.pay_to,
      bill_category: b.bill_category,
      default_bank_account: b.default_bank_account,
      is_active: b.is_active,
      is_past_due: next !== null && next.payment_status.id === "F" && next.due_date < today,
      has_last_paid_statement: lastPaid !== null,
      has_next_due_statement: next !== null,
      payment_status: next?.payment_status.id ?? null,
      next_due_statement: next,
      last_paid_statement: lastPaid,
      statements: newestFirst,
    };
  };

  const findBill = (path: string) => store.find((b) => path === `${BILL_PATH}${b.id}/`);

  const handle = (request: FakeRequest): Reply => {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const kind of Object.keys(LOOKUP_PATHS) as LookupKind[]) {
      if (path !== LOOKUP_PATHS[kind]) continue;
      if (method === "GET") return { status: 200, body: lookups[kind] };
      if (method === "POST") {
        const existing = lookups[kind].find((l) => l.name.toLowerCase() === String(body.name).toLowerCase());
        if (existing) return { status: 200, body: existing };
        const created = { id: nextId++, name: String(body.name) };
        lookups[kind].push(created);
        return { status: 201, body: created };
      }
    }
    if (method === "GET" && path === FREQUENCY_PATH) {
      return { status: 200, body: FREQUENCIES.map(({ id, name, ordering }) => ({ id, name, ordering })) };
    }
    if (method === "GET" && (path === BILL_PATH || path === `${BILL_PATH}?is_active=false`)) {
      const active = path === BILL_PATH;
      return { status: 200, body: store.filter((b) => b.is_active === active).map(toBill) };
    }
    if (method === "POST" && path === BILL_PATH) {
      if (!String(body.name ?? "").trim()) {
        return {
          status: 400,
          body: { detail: "Check the fields.", code: "invalid", fields: { name: ["Enter a name."] } },
        };
      }
      const account = byId("account", body.default_bank_account_id);
      const created: StoredBill = {
        id: nextId++,
        name: String(body.name),
        pay_to: byId("payee", body.pay_to_id),
        bill_category: byId("category", body.bill_category_id),
        default_bank_account: account,
        frequency_id: (body.frequency_id as FrequencyId) ?? "M",
        frequency_count: Number(body.frequency_count ?? 1),
        is_auto_pay: Boolean(body.is_auto_pay),
        is_active: true,
        external_url: String(body.external_url ?? ""),
        anchor: String(body.due_date),
        statements: [statement(String(body.due_date), Number(body.due_amount), account)],
      };
      store.push(created);
      return { status: 201, body: toBill(created) };
    }
    const bill = findBill(path);
    if (bill && method === "GET") return { status: 200, body: toBill(bill) };
    if (bill && method === "PATCH") {
      if (typeof body.name === "string") bill.name = body.name;
      if ("pay_to_id" in body) bill.pay_to = byId("payee", body.pay_to_id);
      if ("bill_category_id" in body) bill.bill_category = byId("category", body.bill_category_id);
      if ("default_bank_account_id" in body) bill.default_bank_account = byId("account", body.default_bank_account_id);
      if (typeof body.frequency_id === "string") bill.frequency_id = body.frequency_id as FrequencyId;
      if (typeof body.frequency_count === "number") bill.frequency_count = body.frequency_count;
      if (typeof body.is_auto_pay === "boolean") bill.is_auto_pay = body.is_auto_pay;
      if (typeof body.is_active === "boolean") bill.is_active = body.is_active;
      if (typeof body.external_url === "string") bill.external_url = body.external_url;
      return { status: 200, body: toBill(bill) };
    }
    if (bill && method === "DELETE") {
      store.splice(store.indexOf(bill), 1);
      return { status: 204 };
    }
    for (const owner of store) {
      const found = owner.statements.find((s) => path === new URL(s.url).pathname);
      if (!found || method !== "PATCH") continue;
      if (typeof body.due_date === "string") found.due_date = body.due_date;
      if (typeof body.due_amount === "number") found.due_amount = body.due_amount;
      if (typeof body.comments === "string") found.comments = body.comments;
      if ("bank_account_id" in body) found.bank_account = byId("account", body.bank_account_id);
      const next = body.payment_status_id as string | undefined;
      if (next) {
        if (next === "S" && found.payment_status.id !== "F") {
          return { status: 409, body: { detail: "Only an unpaid statement can be skipped.", code: "conflict" } };
        }
        found.payment_status = status(next);
        found.date_paid = next === "P" ? today : null;
        const sequence = owner.statements.length;
        const due = statementDueDate(owner.anchor, owner.frequency_id, owner.frequency_count, sequence);
        owner.statements.push(statement(due, found.due_amount, owner.default_bank_account));
      }
      return { status: 200, body: found };
    }
    return notFound;
  };

  const fake = signedInModuleApi(handle, routes);
  return {
    ...fake,
    /** A bill as the fake server holds it now. */
    bill: (name: string) => {
      const found = store.find((b) => b.name === name);
      return found ? toBill(found) : undefined;
    },
    lookups,
  };
}

/** yyyy-mm-dd `days` after (or before, if negative) `date`. */
export const daysFrom = (date: string, days: number) => addDays(date, days);
