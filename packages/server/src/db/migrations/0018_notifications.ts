import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Issue 21: a private calendar feed per owner, notification channels, the daily digest and bill
// reminders, and the record that makes each notification go out once.
export async function up(db: MigrationDb): Promise<void> {
  // A server-wide random key (never backed up): feed secrets are derived from it, so a backup
  // file or an export holds no working feed address.
  await db.schema
    .createTable("instance_secrets")
    .addColumn("name", "varchar(64)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  // One feed per owner: its secret is HMAC(instance key, nonce); only its SHA-256 is stored.
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("nonce", "varchar(64)", (col) => col.notNull())
    .addColumn("secret_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("notification_settings")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // HH:MM in the owner's zone; null: no digest.
    .addColumn("digest_time", "varchar(5)")
    // Days before a statement's due date; null: no bill reminders.
    .addColumn("bill_reminder_days", "integer")
    .addColumn("show_bills", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("show_tasks", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("show_episodes", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("show_trips", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("show_reading", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await withOwner(withId(db, db.schema.createTable("notification_channels")))
    // ntfy, gotify, webhook or email; one of each per owner.
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("url", "text")
    .addColumn("token", "text")
    .addColumn("address", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("notification_channels_owner_kind", ["user_id", "kind"])
    .execute();

  // A bill's own reminder, overriding the owner's bill_reminder_days: a number of days, or null (off).
  await withOwner(withId(db, db.schema.createTable("notification_bill_rules")))
    .addColumn("bill_id", "integer", (col) => col.notNull().unique().references("bills.id").onDelete("cascade"))
    .addColumn("reminder_days", "integer")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  // One row per notification per channel: the unique key is what keeps two instances (or two
  // passes) from sending it twice; a failed one is tried again after a back-off.
  await withOwner(withId(db, db.schema.createTable("notification_deliveries")))
    // digest or bill_reminder
    .addColumn("kind", "varchar(32)", (col) => col.notNull())
    // What it is about, e.g. the digest's date or a statement's id and due date.
    .addColumn("item_key", "varchar(100)", (col) => col.notNull())
    .addColumn("channel", "varchar(16)", (col) => col.notNull())
    // sending, sent, failed, or skipped (nothing to say)
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull())
    .addColumn("next_attempt_at", "text")
    .addColumn("error", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("notification_deliveries_once", ["user_id", "kind", "item_key", "channel"])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("notification_deliveries").execute();
  await db.schema.dropTable("notification_bill_rules").execute();
  await db.schema.dropTable("notification_channels").execute();
  await db.schema.dropTable("notification_settings").execute();
  await db.schema.dropTable("calendar_feeds").execute();
  await db.schema.dropTable("instance_secrets").execute();
}
