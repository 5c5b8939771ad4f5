import type { MigrationDb } from "../schema-helpers";

// Issue 19: the character set chosen in a statement's preview is kept with the account's
// mapping, so the next file that is not UTF-8 is read the same way without a preview.

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("money_accounts")
    .addColumn("encoding", "varchar(30)", (col) => col.notNull().defaultTo(""))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("money_accounts").dropColumn("encoding").execute();
}
