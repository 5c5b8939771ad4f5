import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Statement upload (issue 4): the account's sign setting, payee aliases, payee similarity
// suggestions, and the (account, hash) index that makes the duplicate check one indexed lookup.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("money_accounts")
    .addColumn("is_positive_credit", "boolean", (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createIndex("money_transactions_account_hash")
    .on("money_transactions")
    .columns(["account_id", "original_data_hash"])
    .execute();
  // It also serves every account_id lookup, so the single-column index only slowed inserts.
  await db.schema.dropIndex("money_transactions_account").execute();

  // Every raw description and normalised name ever resolved to a payee (lower case), so a later
  // upload finds the same payee after a rename or a merge.
  await withOwner(withId(db, db.schema.createTable("money_payee_aliases")))
    .addColumn("payee_id", "integer", (col) => col.notNull().references("money_payees.id").onDelete("cascade"))
    .addColumn("alias", "varchar(500)", (col) => col.notNull())
    .addUniqueConstraint("money_payee_aliases_user_alias", ["user_id", "alias"])
    .execute();
  await db.schema.createIndex("money_payee_aliases_payee").on("money_payee_aliases").column("payee_id").execute();

  // One row per unordered pair (payee_id < secondary_id); is_active false = deleted by the owner,
  // kept so the pair is never suggested again.
  await withOwner(withId(db, db.schema.createTable("money_payee_similarities")))
    .addColumn("payee_id", "integer", (col) => col.notNull().references("money_payees.id").onDelete("cascade"))
    .addColumn("secondary_id", "integer", (col) => col.notNull().references("money_payees.id").onDelete("cascade"))
    .addColumn("similarity", "double precision", (col) => col.notNull())
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("money_payee_similarities_pair", ["payee_id", "secondary_id"])
    .execute();
  await db.schema
    .createIndex("money_payee_similarities_secondary")
    .on("money_payee_similarities")
    .column("secondary_id")
    .execute();
  await db.schema
    .createIndex("money_payee_similarities_user_active")
    .on("money_payee_similarities")
    .columns(["user_id", "is_active", "similarity"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("money_payee_similarities").execute();
  await db.schema.dropTable("money_payee_aliases").execute();
  await db.schema.createIndex("money_transactions_account").on("money_transactions").column("account_id").execute();
  await db.schema.dropIndex("money_transactions_account_hash").execute();
  await db.schema.alterTable("money_accounts").dropColumn("is_positive_credit").execute();
}
