import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Issue 19: money rules. A rule matches a transaction by its payee and/or text its description
// contains, and sets a payee, a category and tags on it. Rules run in `position` order, on each
// import and on demand over existing transactions.
export async function up(db: MigrationDb): Promise<void> {
  await withOwner(withId(db, db.schema.createTable("money_rules")))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("payee_id", "integer", (col) => col.references("money_payees.id").onDelete("cascade"))
    .addColumn("description_contains", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("set_payee_id", "integer", (col) => col.references("money_payees.id").onDelete("set null"))
    .addColumn("set_category_id", "integer", (col) => col.references("money_categories.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("money_rules_user").on("money_rules").columns(["user_id", "position"]).execute();
  await db.schema
    .createTable("money_rule_tags")
    .addColumn("rule_id", "integer", (col) => col.notNull().references("money_rules.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (col) => col.notNull().references("money_tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("money_rule_tags_pk", ["rule_id", "tag_id"])
    .execute();
  await db.schema.createIndex("money_rule_tags_tag").on("money_rule_tags").column("tag_id").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("money_rule_tags").execute();
  await db.schema.dropTable("money_rules").execute();
}
