import { type Insertable, sql, type Updateable } from "kysely";
import { bumpDataVersion, dataVersion } from "../../db/data-versions";
import type { Db } from "../../db/database";
import type {
  MoneyAccountsTable,
  MoneyCategoriesTable,
  MoneyPayeesTable,
  MoneyTransactionsTable,
} from "../../db/types";

// Queries shared by the money routes. Accounts, categories and tags are small lists, loaded whole
// per request; payees and transactions are fetched by id.

export const listAccounts = (db: Db, userId: number) =>
  db.selectFrom("money_accounts").selectAll().where("user_id", "=", userId).orderBy("name").orderBy("id").execute();
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];

export const findAccount = (db: Db, userId: number, id: number) =>
  db.selectFrom("money_accounts").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();

export const listCategories = (db: Db, userId: number) =>
  db.selectFrom("money_categories").selectAll().where("user_id", "=", userId).orderBy("name").orderBy("id").execute();
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export const listPayees = (db: Db, userId: number) =>
  db.selectFrom("money_payees").selectAll().where("user_id", "=", userId).orderBy("name").orderBy("id").execute();
export type PayeeRow = Awaited<ReturnType<typeof listPayees>>[number];

export const findPayee = (db: Db, userId: number, id: number) =>
  db.selectFrom("money_payees").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();

export const listTags = (db: Db, userId: number) =>
  db.selectFrom("money_tags").selectAll().where("user_id", "=", userId).orderBy("name").orderBy("id").execute();
export type TagRow = Awaited<ReturnType<typeof listTags>>[number];

/** A row of `table` owned by the user whose name matches case-insensitively (names are unique per owner). */
export function findByName(
  db: Db,
  table: "money_accounts" | "money_payees" | "money_tags",
  userId: number,
  name: string,
) {
  return db
    .selectFrom(table)
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .where(sql<string>`lower(name)`, "=", name.toLowerCase())
    .executeTakeFirst();
}

// Account and category writes go through ledger.service.ts: the transaction index keeps both
// lists (and owns the category tree). Payee and tag rows are written by their services without
// the ledger: the index keeps only their ids.

export const insertAccount = (db: Db, userId: number, name: string, createdAt: string) =>
  db
    .insertInto("money_accounts")
    .values({ user_id: userId, name, created_at: createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();

export type AccountChanges = Updateable<MoneyAccountsTable>;

export async function updateAccount(db: Db, id: number, changes: AccountChanges): Promise<void> {
  await db.updateTable("money_accounts").set(changes).where("id", "=", id).execute();
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.deleteFrom("money_accounts").where("id", "=", id).execute();
}

export const insertPayee = (db: Db, values: Insertable<MoneyPayeesTable>) =>
  db.insertInto("money_payees").values(values).returningAll().executeTakeFirstOrThrow();

export type PayeeChanges = { name?: string; default_category_id?: number | null };
export async function updatePayee(db: Db, id: number, changes: PayeeChanges): Promise<void> {
  await db.updateTable("money_payees").set(changes).where("id", "=", id).execute();
}

export const insertTag = (db: Db, userId: number, name: string) =>
  db.insertInto("money_tags").values({ user_id: userId, name }).returningAll().executeTakeFirstOrThrow();

export type Lookups = {
  accounts: Map<number, AccountRow>;
  categories: Map<number, CategoryRow>;
};

export async function lookups(db: Db, userId: number): Promise<Lookups> {
  const [accounts, categories] = await Promise.all([listAccounts(db, userId), listCategories(db, userId)]);
  return {
    accounts: new Map(accounts.map((row) => [row.id, row])),
    categories: new Map(categories.map((row) => [row.id, row])),
  };
}

const transactionColumns = [
  "money_transactions.id",
  "money_transactions.account_id",
  "money_transactions.payee_id",
  "money_transactions.category_id",
  "money_transactions.transaction_date",
  "money_transactions.posted_date",
  "money_transactions.amount",
  "money_transactions.notes",
  "money_transactions.original_description",
  "money_transactions.original_data",
  "money_transactions.original_data_hash",
  "money_payees.name as payee_name",
] as const;

/** The owner's transactions with these ids, in the order of `ids`, each with its tags. */
export async function transactionsByIds(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, tagLinks] = await Promise.all([
    db
      .selectFrom("money_transactions")
      .leftJoin("money_payees", "money_payees.id", "money_transactions.payee_id")
      .select(transactionColumns)
      .where("money_transactions.user_id", "=", userId)
      .where("money_transactions.id", "in", ids)
      .execute(),
    db
      .selectFrom("money_transaction_tags")
      .innerJoin("money_tags", "money_tags.id", "money_transaction_tags.tag_id")
      .select(["money_transaction_tags.transaction_id", "money_tags.id", "money_tags.name"])
      .where("money_transaction_tags.transaction_id", "in", ids)
      .orderBy("money_tags.name")
      .execute(),
  ]);
  const tagsOf = new Map<number, { id: number; name: string }[]>();
  for (const link of tagLinks) {
    const list = tagsOf.get(link.transaction_id) ?? [];
    list.push({ id: link.id, name: link.name });
    tagsOf.set(link.transaction_id, list);
  }
  const byId = new Map(rows.map((row) => [row.id, { ...row, tags: tagsOf.get(row.id) ?? [] }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type TransactionRow = Awaited<ReturnType<typeof transactionsByIds>>[number];

export async function findTransaction(db: Db, userId: number, id: number): Promise<TransactionRow | undefined> {
  return (await transactionsByIds(db, userId, [id]))[0];
}

/** How many of the owner's transactions reference `column` = id (delete checks). */
export async function transactionsUsing(db: Db, column: "account_id" | "category_id", id: number): Promise<number> {
  const row = await db
    .selectFrom("money_transactions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(column, "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// Ledger writes (called only from ledger.service.ts; those that change the index run in its transaction).

export type NewTransaction = Pick<
  Insertable<MoneyTransactionsTable>,
  | "user_id"
  | "account_id"
  | "payee_id"
  | "category_id"
  | "transaction_date"
  | "posted_date"
  | "amount"
  | "notes"
  | "created_at"
>;
export type TransactionChanges = Partial<
  Pick<NewTransaction, "account_id" | "payee_id" | "category_id" | "transaction_date" | "amount" | "notes">
>;

export async function insertTransaction(db: Db, values: NewTransaction): Promise<number> {
  return (await db.insertInto("money_transactions").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

export async function updateTransaction(db: Db, id: number, changes: TransactionChanges): Promise<void> {
  await db.updateTable("money_transactions").set(changes).where("id", "=", id).execute();
}

export async function replaceTransactionTags(db: Db, id: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom("money_transaction_tags").where("transaction_id", "=", id).execute();
  if (tagIds.length > 0) {
    await db
      .insertInto("money_transaction_tags")
      .values(tagIds.map((tagId) => ({ transaction_id: id, tag_id: tagId })))
      .execute();
  }
}

export async function deleteTransaction(db: Db, id: number): Promise<void> {
  await db.deleteFrom("money_transactions").where("id", "=", id).execute();
}

/** Deleting a tag untags its transactions (the link rows cascade). */
export async function deleteTag(db: Db, id: number): Promise<void> {
  await db.deleteFrom("money_tags").where("id", "=", id).execute();
}

export type NewCategory = Insertable<MoneyCategoriesTable>;
export const insertCategory = (db: Db, values: NewCategory) =>
  db.insertInto("money_categories").values(values).returning(["id", "name"]).executeTakeFirstOrThrow();

/** Payees' default category is cleared by the foreign key. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom("money_categories").where("id", "=", id).execute();
}

export type CategoryChanges = { name?: string; is_included?: boolean; parent_category_id?: number | null };
export async function updateCategory(db: Db, id: number, changes: CategoryChanges): Promise<void> {
  await db.updateTable("money_categories").set(changes).where("id", "=", id).execute();
}

/** The owner's ledger version (0 before the first write). */
export const ledgerVersion = (db: Db, userId: number) => dataVersion(db, userId, "money");

/** Answers the owner's new ledger version. */
export const bumpLedgerVersion = (db: Db, userId: number) => bumpDataVersion(db, userId, "money");

/** The fields of a transaction the in-memory index holds. */
export const indexedFields = (db: Db, id: number) =>
  db
    .selectFrom("money_transactions")
    .select(["id", "account_id", "payee_id", "category_id", "transaction_date", "amount", "notes"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

// The in-memory ledger index's reads (transaction-index.ts): small pages in id order (sequential
// reads; list order through the date index measured twice as slow), so a build holds one page of
// row objects at a time.

/** Category id → its parent and whether it is a parent. */
export async function countTransactions(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("money_transactions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The owner's next `limit` transactions after (`afterDate`, `afterId`), in (date, id) order. Read
 * along money_transactions_user_date, so each page costs its own rows: no sort, and no re-reading
 * of the rows before it.
 */
const ledgerPage = (db: Db, userId: number, afterDate: string, afterId: number, limit: number) =>
  db
    .selectFrom("money_transactions")
    .where("user_id", "=", userId)
    .where((eb) => eb(eb.refTuple("transaction_date", "id"), ">", eb.tuple(afterDate, afterId)))
    .orderBy("transaction_date")
    .orderBy("id")
    .limit(limit);

/**
 * The indexed fields of one page as one string, rows "id,account,payee,category,date,amount"
 * joined by ";" (a missing payee or category is 0), null for an empty page. One value instead of
 * thousands of row objects: the drivers' per-row and per-field work was most of a build's time
 * and nearly all its garbage (index-page.ts reads it). Every field it reads is in
 * money_transactions_user_date (migration 0029), so the database reads that index alone.
 */
export const indexedFieldsPackedQuery = (db: Db, userId: number, afterDate: string, afterId: number, limit: number) =>
  db
    .selectFrom(
      ledgerPage(db, userId, afterDate, afterId, limit)
        .select(["id", "account_id", "payee_id", "category_id", "transaction_date", "amount"])
        .as("page"),
    )
    .select(
      sql<
        string | null
      >`string_agg(concat_ws(',', id, account_id, coalesce(payee_id, 0), coalesce(category_id, 0), transaction_date, amount), ';' order by transaction_date, id)`.as(
        "packed",
      ),
    );

export async function indexedFieldsPacked(
  db: Db,
  userId: number,
  afterDate: string,
  afterId: number,
  limit: number,
): Promise<string | null> {
  const { packed } = await indexedFieldsPackedQuery(db, userId, afterDate, afterId, limit).executeTakeFirstOrThrow();
  return packed;
}

/** The searched text of the same rows, in the same order (index-text-load.ts, on the first search). */
export const indexedTextPage = (db: Db, userId: number, afterDate: string, afterId: number, limit: number) =>
  ledgerPage(db, userId, afterDate, afterId, limit)
    .select(["id", "transaction_date", "original_description", "notes"])
    .execute();

/**
 * The tag links of the owner's transactions after (`afterDate`, `afterId`) up to and including
 * (`lastDate`, `lastId`): one page of indexedFieldsPacked, found by the same index range (a list of
 * thousands of ids costs more to send than the rows it finds).
 */
export const tagLinksOfPage = (
  db: Db,
  userId: number,
  after: [date: string, id: number],
  last: [date: string, id: number],
) =>
  db
    .selectFrom("money_transactions as t")
    .innerJoin("money_transaction_tags as tt", "tt.transaction_id", "t.id")
    .select(["tt.transaction_id", "tt.tag_id"])
    .where("t.user_id", "=", userId)
    .where((eb) => eb(eb.refTuple("t.transaction_date", "t.id"), ">", eb.tuple(...after)))
    .where((eb) => eb(eb.refTuple("t.transaction_date", "t.id"), "<=", eb.tuple(...last)))
    .orderBy("tt.transaction_id")
    .orderBy("tt.tag_id")
    .execute();

/** Ids of the owner's transactions in a confirmed transfer pair (the index marks them). */
export async function confirmedTransferIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("money_transfers")
    .select(["debit_transaction_id", "credit_transaction_id"])
    .where("user_id", "=", userId)
    .where("status", "=", "confirmed")
    .execute();
  return rows.flatMap((row) => [row.debit_transaction_id, row.credit_transaction_id]);
}
