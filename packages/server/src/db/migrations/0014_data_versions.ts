import { type MigrationDb, withOwner } from "../schema-helpers";

// One counter per owner and scope ("money", "fuel"…), bumped in the same transaction as every
// write to that scope's data. An instance that keeps something derived from the data in memory
// (the money ledger index, cached list answers) compares the version it was built at with this
// row (one primary-key lookup) and rebuilds when another instance has written since. It
// generalises 0013's money_ledger_versions, whose counters become the "money" scope.

export async function up(db: MigrationDb): Promise<void> {
  await withOwner(db.schema.createTable("data_versions"))
    .addColumn("scope", "varchar(32)", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("data_versions_pk", ["user_id", "scope"])
    .execute();
  await db
    .insertInto("data_versions")
    .columns(["user_id", "scope", "version"])
    .expression((eb) =>
      eb.selectFrom("money_ledger_versions").select(["user_id", eb.val("money").as("scope"), "version"]),
    )
    .execute();
  await db.schema.dropTable("money_ledger_versions").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("money_ledger_versions")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await db
    .insertInto("money_ledger_versions")
    .columns(["user_id", "version"])
    .expression((eb) => eb.selectFrom("data_versions").select(["user_id", "version"]).where("scope", "=", "money"))
    .execute();
  await db.schema.dropTable("data_versions").execute();
}
