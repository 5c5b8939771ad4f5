import { type MigrationDb, withId, withOwner } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  // Payees, categories and bank accounts are the Money module's rows (issue 5).
  await withOwner(withId(db, db.schema.createTable("bills")))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("payee_id", "integer", (col) => col.references("money_payees.id").onDelete("set null"))
    .addColumn("category_id", "integer", (col) => col.references("money_categories.id").onDelete("set null"))
    .addColumn("default_bank_account_id", "integer", (col) => col.references("money_accounts.id").onDelete("set null"))
    .addColumn("frequency", "varchar(1)", (col) => col.notNull())
    .addColumn("frequency_count", "integer", (col) => col.notNull())
    .addColumn("is_auto_pay", "boolean", (col) => col.notNull())
    .addColumn("external_url", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    // The first statement's due date: every later one is counted from it, so dates never drift.
    .addColumn("anchor_date", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("bills_user").on("bills").column("user_id").execute();

  await withOwner(withId(db, db.schema.createTable("bill_statements")))
    .addColumn("bill_id", "integer", (col) => col.notNull().references("bills.id").onDelete("cascade"))
    // Periods after the anchor: due_date is the anchor advanced by sequence × frequency_count units.
    .addColumn("sequence", "integer", (col) => col.notNull())
    .addColumn("due_date", "varchar(10)", (col) => col.notNull())
    .addColumn("due_amount", "integer", (col) => col.notNull()) // cents
    .addColumn("bank_account_id", "integer", (col) => col.references("money_accounts.id").onDelete("set null"))
    .addColumn("comments", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("payment_status", "varchar(1)", (col) => col.notNull())
    .addColumn("date_paid", "varchar(10)")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("bill_statements_bill").on("bill_statements").columns(["bill_id", "sequence"]).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("bill_statements").execute();
  await db.schema.dropTable("bills").execute();
}
