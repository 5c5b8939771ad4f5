import { sql } from "kysely";
import type { MigrationDb } from "../schema-helpers";

// Issue 25: auto-pay pays only statements due on or after the day it was set up (earlier ones
// stay due), says which statements it paid, and leaves alone one the owner set back to unpaid.
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("bills").addColumn("auto_pay_since", "varchar(10)").execute();
  await db.schema
    .alterTable("bill_statements")
    .addColumn("is_auto_paid", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable("bill_statements")
    .addColumn("is_auto_pay_off", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  // Bills that already pay themselves did so from the day they were created.
  await sql`update bills set auto_pay_since = substr(created_at, 1, 10) where is_auto_pay = ${sql.lit(true)}`.execute(
    db,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("bill_statements").dropColumn("is_auto_pay_off").execute();
  await db.schema.alterTable("bill_statements").dropColumn("is_auto_paid").execute();
  await db.schema.alterTable("bills").dropColumn("auto_pay_since").execute();
}
