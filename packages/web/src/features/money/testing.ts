import {
  categoryLabel,
  MONTH_NAMES,
  type MoneyAccount,
  type MoneyCategory,
  type MoneyPayee,
  type MoneyPayeeSimilarity,
  type MoneyTag,
  type MoneyTransaction,
  SIMILARITY_PAGE_SIZE,
  TRANSACTION_FILTER_KEYS,
  TRANSACTION_FILTER_NAMES,
  TRANSACTION_PAGE_SIZE,
  type TransactionFilterKey,
} from "@homebase/contracts";
import { vi } from "vitest";
import { type FakeRequest, signedInModuleApi } from "../../test/fakeApi";
import { ACCOUNTS_PATH, CATEGORIES_PATH, PAYEES_PATH, SIMILARITY_PATH, TAGS_PATH, TRANSACTIONS_PATH } from "./api";

// Test support only (imported by *.test.tsx): an in-memory Money API behind the fake fetch,
// answering like the server (paths, shapes, faceted filters, 400/404/409) for what the screens use.

const ORIGIN = "http://localhost";
type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);
type Body = Record<string, unknown>;

const notFound: Reply = { status: 404, body: { detail: "Not found.", code: "not_found" } };
const invalid = (fields: Record<string, string[]>): Reply => ({
  status: 400,
  body: { detail: "Check the highlighted fields.", code: "invalid", fields },
});

/**
 * Statement uploads use XMLHttpRequest (for progress); this stand-in sends them through the
 * fake fetch, so `routes` and `requests` cover them too. The body stays a FormData. Progress
 * is reported as 50% then 100% before the answer arrives.
 */
class XhrThroughFetch {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = "";
  private method = "GET";
  private url = "";
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    void (async () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

export interface TransactionSeed {
  account: string;
  payee?: string;
  /** A child category's name. */
  category?: string;
  date: string;
  amount: number;
  notes?: string;
  tags?: string[];
  original_data?: Record<string, string> | null;
}

export interface MoneyApiOptions {
  accounts?: string[];
  /** Parent name → child names. */
  categories?: Record<string, string[]>;
  tags?: string[];
  transactions?: TransactionSeed[];
  /** Look-alike pairs by payee name, with their score (0–1); missing payees are created. */
  similarities?: [string, string, number][];
  /** Replace any route, e.g. to make one call fail. */
  routes?: Record<string, Route>;
}

export function moneyApi({
  accounts: accountNames = [],
  categories: tree = {},
  tags: tagNames = [],
  transactions: seeds = [],
  similarities: pairs = [],
  routes = {},
}: MoneyApiOptions = {}) {
  let nextId = 1;
  const accounts: MoneyAccount[] = [];
  const categories: MoneyCategory[] = [];
  const payees: MoneyPayee[] = [];
  const tags: MoneyTag[] = [];
  const transactions: MoneyTransaction[] = [];
  const similarities: MoneyPayeeSimilarity[] = [];

  const addAccount = (name: string) => {
    const id = nextId++;
    const account: MoneyAccount = {
      id,
      url: `${ORIGIN}${ACCOUNTS_PATH}${id}/`,
      name,
      logo: null,
      logo_width: null,
      logo_height: null,
      is_active: true,
      transaction_date_field: "",
      posted_date_field: "",
      date_format: "",
      description_field: "",
      debit_field: "",
      credit_field: "",
      amount_field: "",
      type_field: "",
      account_number_field: "",
      is_positive_credit: true,
      transaction_count: 0,
    };
    accounts.push(account);
    return account;
  };
  const addCategory = (name: string, parent: MoneyCategory | null) => {
    const id = nextId++;
    const category: MoneyCategory = {
      id,
      url: `${ORIGIN}${CATEGORIES_PATH}${id}/`,
      name,
      is_parent: parent === null,
      is_included: true,
      children: [],
      parent_category: parent ? { id: parent.id, name: parent.name } : null,
      default_icon: null,
      transaction_count: 0,
    };
    categories.push(category);
    if (parent) parent.children.push({ id, name });
    return category;
  };
  const addPayee = (name: string) => {
    const id = nextId++;
    const payee: MoneyPayee = {
      id,
      url: `${ORIGIN}${PAYEES_PATH}${id}/`,
      name,
      logo: null,
      logo_width: null,
      logo_height: null,
      is_active: true,
      default_category: null,
    };
    payees.push(payee);
    return payee;
  };
  const addTag = (name: string) => {
    const id = nextId++;
    const tag: MoneyTag = { id, url: `${ORIGIN}${TAGS_PATH}${id}/`, name };
    tags.push(tag);
    return tag;
  };
  const categoryRef = (id: number | null | undefined) => {
    const category = categories.find((c) => c.id === id);
    return category ? { id: category.id, name: category.name, parent_category: category.parent_category } : null;
  };
  const setAmount = (transaction: MoneyTransaction, amount: number) => {
    Object.assign(transaction, {
      amount,
      amount_type: amount >= 0 ? "credit" : "debit",
      debit_amount: Math.max(-amount, 0),
      credit_amount: Math.max(amount, 0),
      absolute_amount: Math.abs(amount),
    });
  };
  const setDate = (transaction: MoneyTransaction, date: string) => {
    transaction.transaction_date = date;
    transaction.transaction_year = Number(date.slice(0, 4));
    transaction.transaction_month = Number(date.slice(5, 7));
  };
  const addTransaction = (body: Body) => {
    const id = nextId++;
    const account = accounts.find((a) => a.id === body.account_id)!;
    const payee = payees.find((p) => p.id === body.payee_id);
    const transaction = {
      url: `${ORIGIN}${TRANSACTIONS_PATH}${id}/`,
      id,
      account: { id: account.id, name: account.name },
      payee: payee ? { id: payee.id, name: payee.name } : null,
      category: categoryRef((body.category_id as number | undefined) ?? payee?.default_category?.id),
      posted_date: null,
      notes: String(body.notes ?? ""),
      original_description: "",
      original_data: (body.original_data as Record<string, string> | null | undefined) ?? null,
      original_data_hash: null,
      tags: [],
    } as unknown as MoneyTransaction;
    setDate(transaction, String(body.transaction_date));
    setAmount(transaction, Number(body.amount));
    transactions.push(transaction);
    return transaction;
  };

  for (const name of accountNames) addAccount(name);
  for (const [parentName, children] of Object.entries(tree)) {
    const parent = addCategory(parentName, null);
    for (const child of children) addCategory(child, parent);
  }
  for (const name of tagNames) addTag(name);
  for (const seed of seeds) {
    const payee = seed.payee ? (payees.find((p) => p.name === seed.payee) ?? addPayee(seed.payee)) : undefined;
    const transaction = addTransaction({
      account_id: accounts.find((a) => a.name === seed.account)?.id,
      payee_id: payee?.id,
      category_id: categories.find((c) => c.name === seed.category)?.id,
      transaction_date: seed.date,
      amount: seed.amount,
      notes: seed.notes,
      original_data: seed.original_data,
    });
    transaction.tags = (seed.tags ?? []).map((name) => {
      const tag = tags.find((t) => t.name === name) ?? addTag(name);
      return { id: tag.id, name: tag.name };
    });
  }

  const payeeLink = (payee: MoneyPayee) => ({ id: payee.id, name: payee.name, url: payee.url });
  for (const [first, second, score] of pairs) {
    const named = (name: string) => payees.find((p) => p.name === name) ?? addPayee(name);
    const id = nextId++;
    similarities.push({
      id,
      url: `${ORIGIN}${SIMILARITY_PATH}${id}/`,
      similarity: score,
      payee: payeeLink(named(first)),
      secondary: payeeLink(named(second)),
      is_active: true,
    });
  }
  const activeSimilarities = () =>
    similarities.filter((s) => s.is_active).sort((a, b) => b.similarity - a.similarity || a.id - b.id);
  /** Like the server's merge: transactions move, the others and their suggestions go. */
  const mergeInto = (kept: MoneyPayee, ids: number[]) => {
    for (const t of transactions) if (t.payee && ids.includes(t.payee.id)) t.payee = { id: kept.id, name: kept.name };
    for (const id of ids)
      payees.splice(
        payees.findIndex((p) => p.id === id),
        1,
      );
    for (let i = similarities.length - 1; i >= 0; i--) {
      const s = similarities[i]!;
      if ([s.payee.id, s.secondary.id].some((id) => ids.includes(id))) similarities.splice(i, 1);
    }
  };

  // --- Filters, as the server computes them --------------------------------------------------

  const valuesOf = (t: MoneyTransaction, key: TransactionFilterKey): string[] => {
    switch (key) {
      case "account":
        return [String(t.account.id)];
      case "payee":
        return t.payee ? [String(t.payee.id)] : [];
      case "category":
        return t.category ? [String(t.category.id)] : [];
      case "parent_category":
        return t.category?.parent_category ? [String(t.category.parent_category.id)] : [];
      case "tag":
        return t.tags.map((tag) => String(tag.id));
      case "year":
        return [String(t.transaction_year)];
      case "month":
        return [String(t.transaction_month)];
      case "amount_type":
        return [t.amount_type];
    }
  };
  const labelOf = (key: TransactionFilterKey, value: string): string => {
    const id = Number(value);
    if (key === "account") return accounts.find((a) => a.id === id)?.name ?? value;
    if (key === "payee") return payees.find((p) => p.id === id)?.name ?? value;
    if (key === "category") return categoryLabel(categoryRef(id) ?? { name: value, parent_category: null });
    if (key === "parent_category") return categories.find((c) => c.id === id)?.name ?? value;
    if (key === "tag") return tags.find((t) => t.id === id)?.name ?? value;
    if (key === "month") return MONTH_NAMES[id - 1] ?? value;
    if (key === "amount_type") return value === "credit" ? "Credit" : "Debit";
    return value;
  };
  const matching = (params: URLSearchParams, except?: TransactionFilterKey) =>
    transactions.filter((t) =>
      TRANSACTION_FILTER_KEYS.every((key) => {
        const wanted = params.getAll(key);
        return key === except || wanted.length === 0 || valuesOf(t, key).some((v) => wanted.includes(v));
      }),
    );
  const newestFirst = (list: MoneyTransaction[]) =>
    [...list].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id);

  const handle = (request: FakeRequest): Reply => {
    const url = new URL(request.path, ORIGIN);
    const params = url.searchParams;
    const body = (request.body ?? {}) as Body;
    const { method } = request;
    const path = url.pathname;
    const page = Number(params.get("page") ?? 1);

    if (path === ACCOUNTS_PATH && method === "GET") {
      return {
        status: 200,
        body: accounts.map((a) => ({
          ...a,
          transaction_count: transactions.filter((t) => t.account.id === a.id).length,
        })),
      };
    }
    if (path === ACCOUNTS_PATH && method === "POST") {
      if (accounts.some((a) => a.name.toLowerCase() === String(body.name).toLowerCase()))
        return invalid({ name: ["You already have an account with this name."] });
      return { status: 201, body: addAccount(String(body.name)) };
    }
    if (path === CATEGORIES_PATH && method === "GET") return { status: 200, body: categories };
    if (path === CATEGORIES_PATH && method === "POST") {
      const parent = categories.find((c) => c.id === body.parent_category_id) ?? null;
      const created = addCategory(String(body.name), parent);
      created.is_parent = Boolean(body.is_parent);
      created.is_included = body.is_included !== false;
      return { status: 201, body: created };
    }
    if (path === PAYEES_PATH && method === "GET") return { status: 200, body: payees };
    if (path === PAYEES_PATH && method === "POST") {
      const existing = payees.find((p) => p.name.toLowerCase() === String(body.name).toLowerCase());
      return existing ? { status: 200, body: existing } : { status: 201, body: addPayee(String(body.name)) };
    }
    if (path === TAGS_PATH && method === "GET") return { status: 200, body: tags };
    if (path === TAGS_PATH && method === "POST") {
      const existing = tags.find((t) => t.name.toLowerCase() === String(body.name).toLowerCase());
      return existing ? { status: 200, body: existing } : { status: 201, body: addTag(String(body.name)) };
    }
    if (path === TRANSACTIONS_PATH && method === "GET") {
      const found = newestFirst(matching(params));
      const numPages = Math.max(1, Math.ceil(found.length / TRANSACTION_PAGE_SIZE));
      if (page > numPages) return { status: 404, body: { detail: "Invalid page.", code: "not_found" } };
      return {
        status: 200,
        body: {
          pagination: { count: found.length, page, previous: null, next: null, num_pages: numPages },
          results: found.slice((page - 1) * TRANSACTION_PAGE_SIZE, page * TRANSACTION_PAGE_SIZE),
        },
      };
    }
    if (path === TRANSACTIONS_PATH && method === "POST") return { status: 201, body: addTransaction(body) };
    if (path === `${TRANSACTIONS_PATH}summary/`) {
      const found = matching(params);
      const included = found.filter((t) => !t.category || categories.find((c) => c.id === t.category?.id)?.is_included);
      const cents = included.reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
      return { status: 200, body: { record_count: found.length, total_amount: cents / 100 } };
    }
    if (path === `${TRANSACTIONS_PATH}filters/`) {
      return {
        status: 200,
        body: TRANSACTION_FILTER_KEYS.map((key) => {
          const counts = new Map<string, number>();
          for (const t of matching(params, key))
            for (const v of valuesOf(t, key)) counts.set(v, (counts.get(v) ?? 0) + 1);
          for (const v of params.getAll(key)) if (!counts.has(v)) counts.set(v, 0);
          return {
            key,
            name: TRANSACTION_FILTER_NAMES[key],
            options: [...counts].map(([v, count]) => ({ option_key: v, option_value: labelOf(key, v), count })),
            selected: params.getAll(key),
          };
        }),
      };
    }
    if (path === `${TRANSACTIONS_PATH}monthly/`) {
      const months = new Map<string, { income: number; spending: number }>();
      for (const t of matching(params)) {
        const month = t.transaction_date.slice(0, 7);
        const entry = months.get(month) ?? { income: 0, spending: 0 };
        if (t.amount >= 0) entry.income += t.amount;
        else entry.spending -= t.amount;
        months.set(month, entry);
      }
      return {
        status: 200,
        body: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, v]) => ({ month, ...v })),
      };
    }

    if (path === SIMILARITY_PATH && method === "GET") {
      const found = activeSimilarities();
      const numPages = Math.max(1, Math.ceil(found.length / SIMILARITY_PAGE_SIZE));
      if (page > numPages) return { status: 404, body: { detail: "Invalid page.", code: "not_found" } };
      return {
        status: 200,
        body: {
          pagination: { count: found.length, page, previous: null, next: null, num_pages: numPages },
          results: found.slice((page - 1) * SIMILARITY_PAGE_SIZE, page * SIMILARITY_PAGE_SIZE),
        },
      };
    }

    const match = path.match(/^\/money\/api\/(account|category|payee|similarity|tag|transaction)\/(\d+)\/(.*)$/);
    if (!match) return notFound;
    const [, kind, idText, rest] = match;
    const id = Number(idText);
    if (kind === "account") {
      const account = accounts.find((a) => a.id === id);
      if (!account) return notFound;
      if (method === "GET") return { status: 200, body: account };
      if (method === "PATCH") return { status: 200, body: Object.assign(account, body) };
      if (method === "DELETE") {
        const used = transactions.filter((t) => t.account.id === id).length;
        if (used > 0)
          return { status: 409, body: { detail: `This account has ${used} transactions.`, code: "conflict" } };
        accounts.splice(accounts.indexOf(account), 1);
        return { status: 204 };
      }
    }
    if (kind === "category") {
      const category = categories.find((c) => c.id === id);
      if (!category) return notFound;
      if (method === "PATCH") {
        if (body.name !== undefined && !String(body.name).trim()) return invalid({ name: ["Enter a name."] });
        const { parent_category_id: parentId, ...fields } = body;
        Object.assign(category, fields);
        if (parentId !== undefined) {
          // Moved under another parent, as the server answers it.
          const parent = categories.find((c) => c.id === parentId && c.is_parent);
          if (!parent) return invalid({ parent_category_id: ["Choose one from the list."] });
          for (const c of categories) c.children = c.children.filter((child) => child.id !== id);
          parent.children.push({ id, name: category.name });
          category.parent_category = { id: parent.id, name: parent.name };
        }
        return { status: 200, body: category };
      }
      if (method === "DELETE") {
        if (category.children.length > 0 || transactions.some((t) => t.category?.id === id))
          return {
            status: 409,
            body: { detail: "1 transaction uses this category; recategorise it first.", code: "conflict" },
          };
        categories.splice(categories.indexOf(category), 1);
        return { status: 204 };
      }
    }
    if (kind === "payee") {
      const payee = payees.find((p) => p.id === id);
      if (!payee) return notFound;
      if (rest === "similar/") {
        return {
          status: 200,
          body: activeSimilarities()
            .filter((s) => s.payee.id === id || s.secondary.id === id)
            .map((s) => (s.payee.id === id ? s : { ...s, payee: s.secondary, secondary: s.payee })),
        };
      }
      if (rest === "merge/" && method === "POST") {
        mergeInto(payee, body.payee_ids as number[]);
        return { status: 200, body: payee };
      }
      if (rest === "transactions/") {
        const found = newestFirst(transactions.filter((t) => t.payee?.id === id));
        const numPages = Math.max(1, Math.ceil(found.length / TRANSACTION_PAGE_SIZE));
        return {
          status: 200,
          body: {
            pagination: { count: found.length, page, previous: null, next: null, num_pages: numPages },
            results: found.slice((page - 1) * TRANSACTION_PAGE_SIZE, page * TRANSACTION_PAGE_SIZE),
          },
        };
      }
      if (method === "GET") return { status: 200, body: payee };
      if (method === "PATCH") {
        if (typeof body.name === "string") payee.name = body.name;
        if ("default_category_id" in body) payee.default_category = categoryRef(body.default_category_id as number);
        return { status: 200, body: payee };
      }
    }
    if (kind === "similarity") {
      const similarity = similarities.find((s) => s.id === id);
      if (!similarity) return notFound;
      if (method === "PATCH") {
        similarity.is_active = false;
        return { status: 200, body: similarity };
      }
    }
    if (kind === "transaction") {
      const transaction = transactions.find((t) => t.id === id);
      if (!transaction) return notFound;
      if (rest === "patch-tags/" && method === "PATCH") {
        transaction.tags = (body.ids as number[]).map((tagId) => {
          const tag = tags.find((t) => t.id === tagId)!;
          return { id: tag.id, name: tag.name };
        });
        return { status: 200, body: transaction };
      }
      if (method === "GET") return { status: 200, body: transaction };
      if (method === "PATCH") {
        if ("category_id" in body) transaction.category = categoryRef(body.category_id as number | null);
        if ("notes" in body) transaction.notes = String(body.notes);
        if ("amount" in body) setAmount(transaction, Number(body.amount));
        if ("transaction_date" in body) setDate(transaction, String(body.transaction_date));
        if ("account_id" in body) {
          const account = accounts.find((a) => a.id === body.account_id)!;
          transaction.account = { id: account.id, name: account.name };
        }
        if ("payee_id" in body) {
          const payee = payees.find((p) => p.id === body.payee_id);
          transaction.payee = payee ? { id: payee.id, name: payee.name } : null;
        }
        return { status: 200, body: transaction };
      }
      if (method === "DELETE") {
        transactions.splice(transactions.indexOf(transaction), 1);
        return { status: 204 };
      }
    }
    return notFound;
  };

  const api = signedInModuleApi(handle, routes);
  vi.stubGlobal("XMLHttpRequest", XhrThroughFetch);
  return {
    ...api,
    similarities,
    accounts,
    categories,
    payees,
    tags,
    transactions,
    /** Request paths (with query) of one method, e.g. every list call the page made. */
    paths: (method: string, prefix: string) =>
      api.requests.filter((r) => r.method === method && r.path.startsWith(prefix)).map((r) => r.path),
  };
}
