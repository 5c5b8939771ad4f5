import type { Db } from "../../db/database";
import { orNotFound } from "../../http/errors";
import * as ledger from "./ledger.service";
import * as repo from "./money.repo";

export const listTags = (db: Db, userId: number) => repo.listTags(db, userId);

const findTag = async (db: Db, userId: number, id: number) =>
  (await repo.listTags(db, userId)).find((tag) => tag.id === id);

/** Spec §5: tag names typed in the tag box are created if not already known (any letter case). */
export async function createTag(db: Db, userId: number, name: string): Promise<{ tag: repo.TagRow; created: boolean }> {
  const existing = await repo.findByName(db, "money_tags", userId, name);
  if (existing) return { tag: orNotFound(await findTag(db, userId, existing.id)), created: false };
  return { tag: await repo.insertTag(db, userId, name), created: true };
}

/** Deleting a tag untags its transactions, so it is a ledger write. */
export async function deleteTag(db: Db, userId: number, id: number): Promise<void> {
  orNotFound(await findTag(db, userId, id), "Tag");
  await ledger.deleteTag(db, userId, id);
}
