import type { MigrationDb } from "../schema-helpers";

// Issue 29: building an owner's ledger index reads their transactions along
// money_transactions_user_date and, for every row, looked its account, payee, category and amount
// up in the table, one B-tree descent per transaction into pages that also hold descriptions and
// notes. With those four columns in the index the build reads the index alone (SQLite's covering
// index; PostgreSQL's index-only scan once a vacuum marked the pages visible). The key's first
// three columns are unchanged, so every other use of the index reads it as before.

const COVERING = ["user_id", "transaction_date", "id", "account_id", "payee_id", "category_id", "amount"];

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex("money_transactions_user_date").execute();
  await db.schema.createIndex("money_transactions_user_date").on("money_transactions").columns(COVERING).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex("money_transactions_user_date").execute();
  await db.schema
    .createIndex("money_transactions_user_date")
    .on("money_transactions")
    .columns(["user_id", "transaction_date", "id"])
    .execute();
}
