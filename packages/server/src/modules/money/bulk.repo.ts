import type { Db } from "../../db/database";

// Ledger writes over many transactions at once (rules, bulk edits): called only from
// ledger.service.ts, inside its write transaction. Ids are the owner's, checked by the caller.

const CHUNK = 1000;

async function chunked(ids: number[], work: (chunk: number[]) => Promise<unknown>) {
  for (let i = 0; i < ids.length; i += CHUNK) await work(ids.slice(i, i + CHUNK));
}

export type BulkChanges = { payee_id?: number | null; category_id?: number | null };

export async function updateTransactions(db: Db, userId: number, ids: number[], changes: BulkChanges) {
  if (Object.keys(changes).length === 0) return;
  await chunked(ids, (chunk) =>
    db.updateTable("money_transactions").set(changes).where("user_id", "=", userId).where("id", "in", chunk).execute(),
  );
}

export async function replaceTags(db: Db, ids: number[], tagIds: number[]) {
  await chunked(ids, async (chunk) => {
    await db.deleteFrom("money_transaction_tags").where("transaction_id", "in", chunk).execute();
    const links = chunk.flatMap((transaction_id) => tagIds.map((tag_id) => ({ transaction_id, tag_id })));
    for (let i = 0; i < links.length; i += CHUNK) {
      await db
        .insertInto("money_transaction_tags")
        .values(links.slice(i, i + CHUNK))
        .execute();
    }
  });
}

export async function removeTags(db: Db, ids: number[], tagIds: number[]) {
  if (tagIds.length === 0) return;
  await chunked(ids, (chunk) =>
    db
      .deleteFrom("money_transaction_tags")
      .where("transaction_id", "in", chunk)
      .where("tag_id", "in", tagIds)
      .execute(),
  );
}

export async function addTags(db: Db, links: { transaction_id: number; tag_id: number }[]) {
  for (let i = 0; i < links.length; i += CHUNK) {
    await db
      .insertInto("money_transaction_tags")
      .values(links.slice(i, i + CHUNK))
      .onConflict((conflict) => conflict.columns(["transaction_id", "tag_id"]).doNothing())
      .execute();
  }
}

/** Which of these ids are the owner's transactions. */
export async function ownedTransactionIds(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  const owned = new Set<number>();
  await chunked(ids, async (chunk) => {
    const rows = await db
      .selectFrom("money_transactions")
      .select("id")
      .where("user_id", "=", userId)
      .where("id", "in", chunk)
      .execute();
    for (const row of rows) owned.add(row.id);
  });
  return owned;
}
