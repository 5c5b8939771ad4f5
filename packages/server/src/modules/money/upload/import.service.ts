import type { MoneyUploadResult } from "@homebase/contracts";
import { SqliteAdapter, sql } from "kysely";
import { type Db, nowIso } from "../../../db/database";
import { resolvePayees } from "../payees/resolve";
import { scheduleRescore } from "../payees/similarity.service";
import { invalidateTransactionIndex } from "../transaction-index";
import type { CsvConfig } from "./csv-statement";
import { readStatement } from "./statement";

/** Rows per INSERT (12 columns: well inside both dialects' parameter limits). */
const INSERT_BATCH = 1000;
/** Hashes per duplicate lookup (an IN list over the (account_id, original_data_hash) index). */
const LOOKUP_BATCH = 500;

/** SQLite page cache while importing, KiB (96 MB; the default is 2 MB). */
const IMPORT_CACHE_KIB = 98_304;

/**
 * With a million transactions the duplicate-hash, payee and category indexes are far larger
 * than SQLite's default 2 MB page cache, and every random probe or insert would re-read pages.
 * A larger cache for the length of the import (then the usual size again) keeps them in memory.
 */
async function withLargerCache<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work();
  const { rows } = await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(db);
  const usual = rows[0]?.cache_size ?? -2000;
  await sql.raw(`PRAGMA cache_size = -${IMPORT_CACHE_KIB}`).execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`PRAGMA cache_size = ${Number(usual)}`).execute(db);
  }
}

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
  log: (error: unknown) => void,
): Promise<MoneyUploadResult> {
  const statement = readStatement(bytes, account);
  const { rows } = statement;
  const outcome = await withLargerCache(db, () =>
    db.transaction().execute(async (trx) => {
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
    }),
  );
  if (outcome.imported > 0) invalidateTransactionIndex(db, userId);
  scheduleRescore(db, userId, outcome.createdPayeeIds, log);
  return {
    imported: outcome.imported,
    duplicates: rows.length - outcome.imported,
    skipped: statement.skipped,
    errors: [],
  };
}
