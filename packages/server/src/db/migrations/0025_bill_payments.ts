import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Issue 19 item 4: bills paid from the statement. An imported debit to a bill's payee pays the
// bill's statement and is linked to it (`transaction_id`, unique: a transaction pays at most one
// statement), recording what was actually paid. A statement the owner marked paid from an account
// waits for its transaction (`awaits_transaction`). Matches that are not clear-cut are offered.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("bill_statements")
    .addColumn("transaction_id", "integer", (col) => col.references("money_transactions.id").onDelete("set null"))
    .execute();
  /** Cents actually paid, from the transaction (null when paid by hand and not yet seen). */
  await db.schema.alterTable("bill_statements").addColumn("amount_paid", "integer").execute();
  await db.schema
    .alterTable("bill_statements")
    .addColumn("awaits_transaction", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex("bill_statements_transaction")
    .on("bill_statements")
    .column("transaction_id")
    .unique()
    .execute();

  await withOwner(withId(db, db.schema.createTable("bill_payment_offers")))
    .addColumn("statement_id", "integer", (col) => col.notNull().references("bill_statements.id").onDelete("cascade"))
    .addColumn("transaction_id", "integer", (col) =>
      col.notNull().references("money_transactions.id").onDelete("cascade"),
    )
    /** Dismissed offers are kept, so that the same pair is never offered again. */
    .addColumn("is_dismissed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("bill_payment_offers_pair", ["statement_id", "transaction_id"])
    .execute();
  await db.schema.createIndex("bill_payment_offers_user").on("bill_payment_offers").column("user_id").execute();
  await db.schema
    .createIndex("bill_payment_offers_transaction")
    .on("bill_payment_offers")
    .column("transaction_id")
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("bill_payment_offers").execute();
  await db.schema.dropIndex("bill_statements_transaction").execute();
  await db.schema.alterTable("bill_statements").dropColumn("awaits_transaction").execute();
  await db.schema.alterTable("bill_statements").dropColumn("amount_paid").execute();
  await db.schema.alterTable("bill_statements").dropColumn("transaction_id").execute();
}
