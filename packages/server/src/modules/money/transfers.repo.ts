import type { Db } from "../../db/database";

// SQL for transfer pairs and transfer rules (issue 24, migration 0021). Confirming or undoing a
// pair changes what the ledger index counts as spending: those writes run inside
// ledger.service.ts's writeTransfers.

export type TransferStatus = "confirmed" | "dismissed";

export const findTransfer = (db: Db, userId: number, id: number) =>
  db.selectFrom("money_transfers").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
export type TransferRow = NonNullable<Awaited<ReturnType<typeof findTransfer>>>;

export const listTransfers = (db: Db, userId: number, status: TransferStatus) =>
  db
    .selectFrom("money_transfers")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", status)
    .orderBy("id", "desc")
    .execute();

/** Pairs the owner dismissed, as "debitId:creditId". */
export async function dismissedPairs(db: Db, userId: number): Promise<Set<string>> {
  const rows = await listTransfers(db, userId, "dismissed");
  return new Set(rows.map((row) => `${row.debit_transaction_id}:${row.credit_transaction_id}`));
}

/** The confirmed pairs that hold any of these transactions. */
export const confirmedPairsOf = (db: Db, userId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("money_transfers")
        .selectAll()
        .where("user_id", "=", userId)
        .where("status", "=", "confirmed")
        .where((eb) => eb.or([eb("debit_transaction_id", "in", ids), eb("credit_transaction_id", "in", ids)]))
        .execute();

/** Writes each pair with its status (a dismissed pair that is confirmed later changes status). */
export async function savePairs(
  db: Db,
  userId: number,
  pairs: { debitId: number; creditId: number }[],
  status: TransferStatus,
  createdAt: string,
): Promise<void> {
  for (let at = 0; at < pairs.length; at += 500) {
    await db
      .insertInto("money_transfers")
      .values(
        pairs.slice(at, at + 500).map((pair) => ({
          user_id: userId,
          debit_transaction_id: pair.debitId,
          credit_transaction_id: pair.creditId,
          status,
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(["debit_transaction_id", "credit_transaction_id"]).doUpdateSet({ status }))
      .execute();
  }
}

export async function deleteTransfer(db: Db, id: number): Promise<void> {
  await db.deleteFrom("money_transfers").where("id", "=", id).execute();
}

export const listRules = (db: Db, userId: number) =>
  db.selectFrom("money_transfer_rules").selectAll().where("user_id", "=", userId).orderBy("id").execute();
export type TransferRuleRow = Awaited<ReturnType<typeof listRules>>[number];

export const findRule = (db: Db, userId: number, id: number) =>
  db
    .selectFrom("money_transfer_rules")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();

export const insertRule = (db: Db, userId: number, fromAccountId: number, toAccountId: number, createdAt: string) =>
  db
    .insertInto("money_transfer_rules")
    .values({ user_id: userId, from_account_id: fromAccountId, to_account_id: toAccountId, created_at: createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();

export async function deleteRule(db: Db, id: number): Promise<void> {
  await db.deleteFrom("money_transfer_rules").where("id", "=", id).execute();
}
