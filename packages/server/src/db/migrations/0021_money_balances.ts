import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Issue 24: balances and transfers.
// - An account's opening balance (signed cents) and the day it held it: the balance counts the
//   transactions on or after that day (no date: every transaction).
// - Transfer pairs: a debit in one of the owner's accounts and the credit of the same amount in
//   another. "confirmed" pairs stay out of spending; "dismissed" ones are suggestions the owner
//   said no to, kept so they are not suggested again.
// - Transfer rules: every matching pair between these two accounts is a transfer without asking.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("money_accounts")
    .addColumn("opening_balance", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("money_accounts").addColumn("opening_date", "varchar(10)").execute();

  await withOwner(withId(db, db.schema.createTable("money_transfers")))
    .addColumn("debit_transaction_id", "integer", (col) =>
      col.notNull().references("money_transactions.id").onDelete("cascade"),
    )
    .addColumn("credit_transaction_id", "integer", (col) =>
      col.notNull().references("money_transactions.id").onDelete("cascade"),
    )
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("money_transfers_pair")
    .on("money_transfers")
    .columns(["debit_transaction_id", "credit_transaction_id"])
    .unique()
    .execute();
  await db.schema.createIndex("money_transfers_credit").on("money_transfers").column("credit_transaction_id").execute();
  await db.schema.createIndex("money_transfers_user").on("money_transfers").column("user_id").execute();

  await withOwner(withId(db, db.schema.createTable("money_transfer_rules")))
    .addColumn("from_account_id", "integer", (col) => col.notNull().references("money_accounts.id").onDelete("cascade"))
    .addColumn("to_account_id", "integer", (col) => col.notNull().references("money_accounts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("money_transfer_rules_accounts")
    .on("money_transfer_rules")
    .columns(["user_id", "from_account_id", "to_account_id"])
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("money_transfer_rules").execute();
  await db.schema.dropTable("money_transfers").execute();
  await db.schema.alterTable("money_accounts").dropColumn("opening_date").execute();
  await db.schema.alterTable("money_accounts").dropColumn("opening_balance").execute();
}
