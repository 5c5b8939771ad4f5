import type { MoneyUploadResult } from "@homebase/contracts";
import { type Db, nowIso } from "../../../db/database";
import { resolvePayees } from "../payees/resolve";
import { rescorePayees } from "../payees/similarity.service";
import { invalidateTransactionIndex } from "../transaction-index";
import type { CsvConfig } from "./csv-statement";
import { readStatement } from "./statement";

/** Rows per INSERT (12 columns: well inside both dialects' parameter limits). */
const INSERT_BATCH = 1000;
/** Hashes per duplicate lookup (an IN list over the (account_id, original_data_hash) index). */
const LOOKUP_BATCH = 500;

/**
 * Reads the statement and imports its new rows into the account, all or nothing: a row that
 * cannot be read throws StatementError before anything is written; the payees, aliases and
 * transactions are written in one database transaction.
 */
export async function importStatement(
  db: Db,
  userId: number,
  account: CsvConfig & { id: number },
  bytes: Uint8Array,
): Promise<MoneyUploadResult> {
  const statement = readStatement(bytes, account);
  const { rows } = statement;
  const outcome = await db.transaction().execute(async (trx) => {
    const known = new Set<string>();
    const hashes = rows.map((row) => row.hash);
    for (let i = 0; i < hashes.length; i += LOOKUP_BATCH) {
      const found = await trx
        .selectFrom("money_transactions")
        .select("original_data_hash")
        .where("account_id", "=", account.id)
        .where("original_data_hash", "in", hashes.slice(i, i + LOOKUP_BATCH))
        .execute();
      for (const row of found) if (row.original_data_hash) known.add(row.original_data_hash);
    }
    const fresh = rows.filter((row) => !known.has(row.hash));
    const { byDescription, createdPayeeIds } = await resolvePayees(
      trx,
      userId,
      fresh.map((row) => row.description),
    );
    const now = nowIso();
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      await trx
        .insertInto("money_transactions")
        .values(
          fresh.slice(i, i + INSERT_BATCH).map((row) => {
            const payee = byDescription.get(row.description);
            return {
              user_id: userId,
              account_id: account.id,
              payee_id: payee?.payeeId ?? null,
              // The payee's default category files the transaction (spec §2 Payee).
              category_id: payee?.defaultCategoryId ?? null,
              transaction_date: row.transaction_date,
              posted_date: row.posted_date,
              amount: row.amount,
              notes: row.notes,
              original_description: row.description,
              original_data: JSON.stringify(row.original_data),
              original_data_hash: row.hash,
              created_at: now,
            };
          }),
        )
        .execute();
    }
    return { imported: fresh.length, createdPayeeIds };
  });
  if (outcome.imported > 0) invalidateTransactionIndex(db, userId);
  await rescorePayees(db, userId, outcome.createdPayeeIds);
  return {
    imported: outcome.imported,
    duplicates: rows.length - outcome.imported,
    skipped: statement.skipped,
    errors: [],
  };
}
