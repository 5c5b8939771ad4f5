import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Issue 22: the phone's offline queue sends each write with an `Idempotency-Key` header and may
// send it again (the answer was lost, the app was reopened). One row per owner and key holds
// what the first request answered, so a repeat is answered from here and writes nothing. The
// unique (user_id, idempotency_key) index is also the lock: of two concurrent requests with one
// key, only one insert succeeds. `status_code` stays null while the first request runs.
// Numbered 0019 (not 0018) so that it sorts after a 0018 another branch may add.

export async function up(db: MigrationDb): Promise<void> {
  await withOwner(withId(db, db.schema.createTable("idempotency_keys")))
    .addColumn("idempotency_key", "varchar(200)", (col) => col.notNull())
    // SHA-256 of method, path and body: the same key with another request is refused.
    .addColumn("request_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("status_code", "integer")
    .addColumn("response_body", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("idempotency_keys_owner_key")
    .on("idempotency_keys")
    .columns(["user_id", "idempotency_key"])
    .unique()
    .execute();
  await db.schema.createIndex("idempotency_keys_created").on("idempotency_keys").column("created_at").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
