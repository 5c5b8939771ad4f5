import type { MigrationDb } from "../schema-helpers";

// The upload's duplicate check (issue 4) looks up the hashes an account already holds for the
// dates a statement covers, instead of probing every hash. Keyed by date first, the index takes
// a statement's new rows in one small date-ordered region (statements cover recent dates)
// instead of scattering them over the whole index as random hashes did: importing 100,000 rows
// into a 1,000,000-row ledger wrote about half as many pages. The lookup reads the hashes from
// the index alone, and the index still serves every account_id lookup.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex("money_transactions_account_date_hash")
    .on("money_transactions")
    .columns(["account_id", "transaction_date", "original_data_hash"])
    .execute();
  await db.schema.dropIndex("money_transactions_account_hash").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex("money_transactions_account_hash")
    .on("money_transactions")
    .columns(["account_id", "original_data_hash"])
    .execute();
  await db.schema.dropIndex("money_transactions_account_date_hash").execute();
}
