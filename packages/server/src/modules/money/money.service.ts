import { type Db, nowIso } from "../../db/database";
import { type FieldErrors, invalid } from "../../http/errors";
import { findByName, findPayee, type Lookups, type PayeeRow } from "./money.repo";
import { rescorePayees } from "./payees/similarity.service";

const PICK = "Choose one from the list.";

/** Account, payee and category ids on a transaction must be the owner's own (400 otherwise). */
export async function checkTransactionRefs(
  db: Db,
  userId: number,
  body: { account_id?: number; payee_id?: number | null; category_id?: number | null },
  found: Lookups,
): Promise<PayeeRow | undefined> {
  const errors: FieldErrors = {};
  if (body.account_id !== undefined && !found.accounts.has(body.account_id)) errors.account_id = [PICK];
  if (body.category_id != null && !found.categories.has(body.category_id)) errors.category_id = [PICK];
  const payee = body.payee_id != null ? await findPayee(db, userId, body.payee_id) : undefined;
  if (body.payee_id != null && !payee) errors.payee_id = [PICK];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return payee;
}

/**
 * The owner's payee or bank account with this name (any letter case), created when missing:
 * the bills module's add-new dialog and typed-in payees both land here.
 */
export async function findOrCreateNamed(
  db: Db,
  table: "money_payees" | "money_accounts",
  userId: number,
  name: string,
): Promise<{ id: number; created: boolean }> {
  const existing = await findByName(db, table, userId, name);
  if (existing) return { id: existing.id, created: false };
  const row = await db
    .insertInto(table)
    .values({ user_id: userId, name, created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A new payee is scored against the others, like one created on the Money pages.
  if (table === "money_payees") await rescorePayees(db, userId, [row.id]);
  return { id: row.id, created: true };
}
