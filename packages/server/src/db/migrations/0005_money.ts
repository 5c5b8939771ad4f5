import { type MigrationDb, withId, withOwner } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  let accounts = withOwner(withId(db, db.schema.createTable("money_accounts")))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("date_format", "varchar(100)", (col) => col.notNull().defaultTo("MM/DD/YYYY"));
  for (const field of [
    "transaction_date_field",
    "posted_date_field",
    "description_field",
    "debit_field",
    "credit_field",
    "amount_field",
    "type_field",
    "account_number_field",
  ]) {
    accounts = accounts.addColumn(field, "varchar(100)", (col) => col.notNull().defaultTo(""));
  }
  await accounts.addColumn("created_at", "text", (col) => col.notNull()).execute();

  await withOwner(withId(db, db.schema.createTable("money_categories")))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("is_parent", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_included", "boolean", (col) => col.notNull().defaultTo(true))
    // Deleting a parent that still has children is refused by the API; the FK backs that up.
    .addColumn("parent_category_id", "integer", (col) => col.references("money_categories.id"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await withOwner(withId(db, db.schema.createTable("money_payees")))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("default_category_id", "integer", (col) => col.references("money_categories.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("money_payees_user_name").on("money_payees").columns(["user_id", "name"]).execute();

  await withOwner(withId(db, db.schema.createTable("money_tags")))
    .addColumn("name", "varchar(50)", (col) => col.notNull())
    .execute();

  await withOwner(withId(db, db.schema.createTable("money_transactions")))
    // Accounts and categories in use cannot be deleted (the API answers 409 first).
    .addColumn("account_id", "integer", (col) => col.notNull().references("money_accounts.id"))
    .addColumn("payee_id", "integer", (col) => col.references("money_payees.id").onDelete("set null"))
    .addColumn("category_id", "integer", (col) => col.references("money_categories.id"))
    .addColumn("transaction_date", "varchar(10)", (col) => col.notNull())
    .addColumn("posted_date", "varchar(10)")
    .addColumn("amount", "integer", (col) => col.notNull()) // signed cents, money in positive
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("original_description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("original_data", "text") // JSON object of the statement row, for uploads
    .addColumn("original_data_hash", "varchar(64)")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // The list's order (newest first) and each lookup a page or a delete check makes.
  await db.schema
    .createIndex("money_transactions_user_date")
    .on("money_transactions")
    .columns(["user_id", "transaction_date", "id"])
    .execute();
  await db.schema.createIndex("money_transactions_account").on("money_transactions").column("account_id").execute();
  await db.schema.createIndex("money_transactions_payee").on("money_transactions").column("payee_id").execute();
  await db.schema.createIndex("money_transactions_category").on("money_transactions").column("category_id").execute();

  await db.schema
    .createTable("money_transaction_tags")
    .addColumn("transaction_id", "integer", (col) =>
      col.notNull().references("money_transactions.id").onDelete("cascade"),
    )
    .addColumn("tag_id", "integer", (col) => col.notNull().references("money_tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("money_transaction_tags_pk", ["transaction_id", "tag_id"])
    .execute();
  await db.schema.createIndex("money_transaction_tags_tag").on("money_transaction_tags").column("tag_id").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "money_transaction_tags",
    "money_transactions",
    "money_tags",
    "money_payees",
    "money_categories",
    "money_accounts",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
