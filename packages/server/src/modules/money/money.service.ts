import { categoryLabel } from "@homebase/contracts";
import { type Db, nowIso } from "../../db/database";
import * as ledger from "./ledger.service";
import { categoryRef } from "./money.dto";
import * as repo from "./money.repo";
import { rescoreInTurn } from "./payees/similarity.service";

// What other modules (bills) use of Money: its payees, categories and bank accounts by name, and
// the add-new dialogs that create them. They never read or write the money tables themselves.

export type MoneyNames = {
  payees: Map<number, string>;
  /** "Child (Parent)" for a child category. */
  categories: Map<number, string>;
  accounts: Map<number, string>;
};

export type Named = { id: number; name: string; created: boolean };

/** The owner's payees, categories and bank accounts, id → display name. */
export async function moneyNames(db: Db, userId: number): Promise<MoneyNames> {
  const [payees, found] = await Promise.all([repo.listPayees(db, userId), repo.lookups(db, userId)]);
  const categories = new Map<number, string>();
  for (const id of found.categories.keys()) {
    const category = categoryRef(found.categories, id);
    if (category) categories.set(id, categoryLabel(category));
  }
  return {
    payees: new Map(payees.map((p) => [p.id, p.name])),
    categories,
    accounts: new Map([...found.accounts.values()].map((a) => [a.id, a.name])),
  };
}

/** The owner's payee with this name (any letter case), created when missing. */
export async function findOrCreatePayee(db: Db, userId: number, name: string): Promise<Named> {
  const existing = await repo.findByName(db, "money_payees", userId, name);
  if (existing) return { ...existing, created: false };
  const row = await repo.insertPayee(db, { user_id: userId, name, created_at: nowIso() });
  // A new payee is scored against the others, like one created on the Money pages.
  await rescoreInTurn(db, userId, [row.id]);
  return { id: row.id, name: row.name, created: true };
}

/** The owner's bank account with this name (any letter case), created when missing. */
export async function findOrCreateAccount(db: Db, userId: number, name: string): Promise<Named> {
  const existing = await repo.findByName(db, "money_accounts", userId, name);
  if (existing) return { ...existing, created: false };
  const row = await ledger.createAccount(db, userId, name, nowIso());
  return { id: row.id, name: row.name, created: true };
}

/** The owner's top-level category with this name (any letter case), created (included, not a parent) when missing. */
export async function findOrCreateCategory(db: Db, userId: number, name: string): Promise<Named> {
  const lower = name.toLowerCase();
  const existing = (await repo.listCategories(db, userId)).find(
    (c) => c.parent_category_id === null && c.name.toLowerCase() === lower,
  );
  if (existing) return { id: existing.id, name: existing.name, created: false };
  const row = await ledger.createCategory(db, {
    user_id: userId,
    name,
    is_parent: false,
    is_included: true,
    parent_category_id: null,
    created_at: nowIso(),
  });
  return { ...row, created: true };
}
