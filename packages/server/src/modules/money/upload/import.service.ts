import { addDays, isSingleByteEncoding, type MoneyUploadResult } from "@homebase/contracts";
import { CompiledQuery, type Insertable, SqliteAdapter, sql, type Transaction } from "kysely";
import { type Db, nowIso } from "../../../db/database";
import type { Database } from "../../../db/types";
import { orNotFound } from "../../../http/errors";
import { checkStatedBalance } from "../balance-check";
import { ledgerWritten, recordLedgerWrite } from "../ledger.service";
import { findAccount, updateAccount } from "../money.repo";
import { resolvePayees } from "../payees/resolve";
import { scheduleRescore } from "../payees/similarity.service";
import { applyRulesToImport } from "../rules/apply.service";
import { statementImported } from "../statement-imported";
import { applyTransferRules } from "../transfers.service";
import type { CsvConfig } from "./csv-statement";
import { type PreviewOptions, previewStatement } from "./preview";
import { type HashedRow, type ReadOptions, readStatement } from "./statement";

/** Rows per INSERT (12 columns: well inside both dialects' parameter limits). */
const INSERT_BATCH = 1000;
/**
 * A bank may re-send a transaction (same FITID) with its date moved, e.g. from pending to posted;
 * the duplicate check looks this many days either side of the statement's dates.
 */
const DATE_SLACK_DAYS = 7;
/** Days per duplicate lookup, so a statement spanning years never loads the whole ledger at once. */
const LOOKUP_WINDOW_DAYS = 31;

/** SQLite page cache while importing, KiB (96 MB; the default is 2 MB). */
const IMPORT_CACHE_KIB = 98_304;

/**
 * Runs the import in one transaction. On SQLite it holds the app's one connection for the whole
 * of it, with settings for a bulk load, then the usual ones again:
 * - A larger page cache: with a million transactions the indexes are far larger than SQLite's
 *   default 2 MB, and every insert would re-read pages.
 * - No foreign-key checks: they were a third of the insert time, and every reference the import
 *   writes was just read or created in this same transaction (the owner, their account, the
 *   payees it resolved, those payees' default categories). Holding the connection means no other
 *   request's statement ever runs while they are off.
 * - No checkpoint inside the commit: SQLite copies the write-ahead log back into the database file
 *   in the commit that grows the log past 1,000 pages, which after a large import took longer than
 *   the commit itself. It runs just after the answer instead; the committed rows are safe in the
 *   log either way.
 */
async function inImportTransaction<T>(
  db: Db,
  log: (error: unknown) => void,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    const pragma = (statement: string) => sql.raw(`PRAGMA ${statement}`).execute(connection);
    const setting = async (name: string) => Number(Object.values((await pragma(name)).rows[0] as object)[0]);
    const usualCache = await setting("cache_size");
    const usualCheckpoint = await setting("wal_autocheckpoint");
    await pragma(`cache_size = -${IMPORT_CACHE_KIB}`);
    await pragma("wal_autocheckpoint = 0");
    await pragma("foreign_keys = OFF");
    try {
      return await connection.transaction().execute(work);
    } finally {
      await pragma("foreign_keys = ON");
      await pragma(`cache_size = ${usualCache}`);
      await pragma(`wal_autocheckpoint = ${usualCheckpoint}`);
      setImmediate(() => {
        // PASSIVE: copies what no reader still needs, never waits for readers or writers.
        sql.raw("PRAGMA wal_checkpoint(PASSIVE)").execute(db).catch(log);
      });
    }
  });
}

type NewTransaction = {
  [Column in (typeof INSERT_COLUMNS)[number]]: Insertable<Database["money_transactions"]>[Column];
};
const INSERT_COLUMNS = [
  "user_id",
  "account_id",
  "payee_id",
  "category_id",
  "transaction_date",
  "posted_date",
  "amount",
  "notes",
  "original_description",
  "original_data",
  "original_data_hash",
  "created_at",
] as const;

/**
 * Inserts in batches of INSERT_BATCH rows. Building and compiling a 12,000-value Kysely query per
 * batch cost as much as SQLite's own work, and every full batch has the same shape: it is compiled
 * once per statement (in the dialect's own SQL) and then run with each batch's values, in the
 * template's column order.
 */
async function insertTransactions(db: Db, rows: NewTransaction[]): Promise<void> {
  const templates = new Map<number, CompiledQuery>();
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    let template = templates.get(batch.length);
    if (!template) {
      // Values keyed in INSERT_COLUMNS order, so the template's columns are in that order too.
      const keyed = batch.map((row) => Object.fromEntries(INSERT_COLUMNS.map((column) => [column, row[column]])));
      template = db
        .insertInto("money_transactions")
        .values(keyed as NewTransaction[])
        .compile();
      templates.set(batch.length, template);
    }
    const parameters: unknown[] = [];
    for (const row of batch) for (const column of INSERT_COLUMNS) parameters.push(row[column]);
    await db.executeQuery(CompiledQuery.raw(template.sql, parameters));
  }
}

/**
 * The hashes of the rows the account already holds that this statement repeats. Read from the
 * (account_id, transaction_date, original_data_hash) index alone, window by window over the dates
 * the statement covers, keeping only the ones the statement has.
 */
async function knownHashes(db: Db, accountId: number, rows: HashedRow[]): Promise<Set<string>> {
  const known = new Set<string>();
  if (rows.length === 0) return known;
  const wanted = new Set(rows.map((row) => row.hash));
  let first = rows[0]!.transaction_date;
  let last = first;
  for (const row of rows) {
    if (row.transaction_date < first) first = row.transaction_date;
    if (row.transaction_date > last) last = row.transaction_date;
  }
  const end = addDays(last, DATE_SLACK_DAYS);
  for (let from = addDays(first, -DATE_SLACK_DAYS); from <= end; from = addDays(from, LOOKUP_WINDOW_DAYS)) {
    // The last window may reach past `end`: rows there are only compared, never a reason to skip.
    const found = await db
      .selectFrom("money_transactions")
      .select("original_data_hash")
      .where("account_id", "=", accountId)
      .where("transaction_date", ">=", from)
      .where("transaction_date", "<=", addDays(from, LOOKUP_WINDOW_DAYS - 1))
      .execute();
    for (const { original_data_hash: hash } of found) if (hash && wanted.has(hash)) known.add(hash);
  }
  return known;
}

/**
 * Reads the statement and imports its new rows into the account, all or nothing: a row that
 * cannot be read throws StatementError before anything is written; the payees, aliases and
 * transactions are written in one database transaction.
 */
async function importStatement(
  db: Db,
  userId: number,
  account: CsvConfig & { id: number },
  bytes: Uint8Array,
  log: (error: unknown) => void,
  options: ReadOptions,
): Promise<MoneyUploadResult & { ledgerBalance?: { cents: number; date: string; rows: HashedRow[] } }> {
  const statement = readStatement(bytes, account, options);
  const { rows } = statement;
  const outcome = await inImportTransaction(db, log, async (trx) => {
    const known = await knownHashes(trx, account.id, rows);
    const fresh = rows.filter((row) => !known.has(row.hash));
    const { byDescription, createdPayeeIds } = await resolvePayees(
      trx,
      userId,
      fresh.map((row) => row.description),
      // A QIF file's payees were typed by a person in another app ("TCI" is not "Tci").
      { asTyped: statement.format === "qif" },
    );
    const now = nowIso();
    await insertTransactions(
      trx,
      fresh.map((row) => {
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
    );
    // Issue 19: the owner's rules, in order, over the rows just written.
    if (fresh.length > 0) await applyRulesToImport(trx, userId, { accountId: account.id, createdAt: now });
    // QIF's "Opening Balance" record is the account's opening balance, not income (issue 19).
    const opening = statement.openingBalance;
    if (opening) await updateAccount(trx, account.id, { opening_balance: opening.cents, opening_date: opening.date });
    if (fresh.length > 0 || opening) await recordLedgerWrite(trx, userId);
    return { imported: fresh.length, createdPayeeIds };
  });
  if (outcome.imported > 0) ledgerWritten(db, userId);
  scheduleRescore(db, userId, outcome.createdPayeeIds, log);
  return {
    imported: outcome.imported,
    duplicates: rows.length - outcome.imported,
    skipped: statement.skipped,
    errors: statement.problems ?? [],
    ...(statement.ledgerBalance ? { ledgerBalance: { ...statement.ledgerBalance, rows } } : {}),
  };
}

/** The upload endpoint: the account must be the owner's (404) before the file is read. */
export async function importIntoAccount(
  db: Db,
  userId: number,
  accountId: number,
  bytes: Uint8Array,
  log: (error: unknown) => void,
  options: ReadOptions = {},
): Promise<MoneyUploadResult> {
  const account = orNotFound(await findAccount(db, userId, accountId), "Account");
  const result = await importStatement(db, userId, account, bytes, log, withSavedEncoding(account, options));
  if (result.imported > 0) {
    // After the commit, so their failure is logged, never answered: the transactions are saved,
    // and an error would have the owner upload again for nothing.
    // Issue 24: transfer rules pair what came in.
    await applyTransferRules(db, userId).catch(log);
    // Issue 19: modules acting on new transactions (bills paid from the statement).
    await statementImported(db, userId).catch(log);
  }
  const { ledgerBalance, ...answer } = result;
  if (!ledgerBalance) return answer;
  return { ...answer, balance_check: await checkStatedBalance(db, account, ledgerBalance.rows, ledgerBalance) };
}

/** The preview endpoint (issue 19): the account must be the owner's (404); nothing is written. */
export async function previewForAccount(
  db: Db,
  userId: number,
  accountId: number,
  bytes: Uint8Array,
  options: PreviewOptions,
) {
  const account = orNotFound(await findAccount(db, userId, accountId), "Account");
  return previewStatement(bytes, account, withSavedEncoding(account, options));
}

/** The character set the owner chose for this upload, else the one saved on the account (issue 19). */
function withSavedEncoding<T extends ReadOptions>(account: { encoding: string }, options: T): T {
  if (options.encoding || !isSingleByteEncoding(account.encoding)) return options;
  return { ...options, encoding: account.encoding };
}
