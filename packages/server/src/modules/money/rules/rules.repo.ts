import { sql } from "kysely";
import { type Db, nowIso } from "../../../db/database";
import type { Rule } from "./engine";

// SQL for money rules (issue 19) and the transactions they read and write.

export const listRuleRows = (db: Db, userId: number) =>
  db.selectFrom("money_rules").selectAll().where("user_id", "=", userId).orderBy("position").orderBy("id").execute();
export type RuleRow = Awaited<ReturnType<typeof listRuleRows>>[number] & { tag_ids: number[] };

async function withTags(db: Db, rows: Awaited<ReturnType<typeof listRuleRows>>): Promise<RuleRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom("money_rule_tags")
    .select(["rule_id", "tag_id"])
    .where(
      "rule_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("tag_id")
    .execute();
  return rows.map((row) => ({ ...row, tag_ids: links.filter((l) => l.rule_id === row.id).map((l) => l.tag_id) }));
}

export const listRules = async (db: Db, userId: number) => withTags(db, await listRuleRows(db, userId));

export async function findRule(db: Db, userId: number, id: number): Promise<RuleRow | undefined> {
  const row = await db
    .selectFrom("money_rules")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? (await withTags(db, [row]))[0] : undefined;
}

export type RuleValues = {
  payee_id: number | null;
  description_contains: string;
  set_payee_id: number | null;
  set_category_id: number | null;
  tag_ids: number[];
};

async function setRuleTags(trx: Db, ruleId: number, tagIds: number[]) {
  await trx.deleteFrom("money_rule_tags").where("rule_id", "=", ruleId).execute();
  if (tagIds.length > 0) {
    await trx
      .insertInto("money_rule_tags")
      .values(tagIds.map((tag_id) => ({ rule_id: ruleId, tag_id })))
      .execute();
  }
}

export async function insertRule(db: Db, userId: number, values: RuleValues): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("money_rules")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("user_id", "=", userId)
      .executeTakeFirst();
    const { tag_ids, ...fields } = values;
    const { id } = await trx
      .insertInto("money_rules")
      .values({ ...fields, user_id: userId, position: Number(last?.position ?? 0) + 1, created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setRuleTags(trx, id, tag_ids);
    return id;
  });
}

/** Writes the rule and, when `order` is given, every rule's position (1..n in that order). */
export async function updateRule(db: Db, id: number, values: RuleValues, order?: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { tag_ids, ...fields } = values;
    await trx.updateTable("money_rules").set(fields).where("id", "=", id).execute();
    await setRuleTags(trx, id, tag_ids);
    for (const [at, ruleId] of (order ?? []).entries()) {
      await trx
        .updateTable("money_rules")
        .set({ position: at + 1 })
        .where("id", "=", ruleId)
        .execute();
    }
  });
}

/** Deletes the rule; the later ones move up a place. */
export async function deleteRule(db: Db, userId: number, id: number, position: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("money_rules").where("id", "=", id).execute();
    await trx
      .updateTable("money_rules")
      .set((eb) => ({ position: eb("position", "-", 1) }))
      .where("user_id", "=", userId)
      .where("position", ">", position)
      .execute();
  });
}

export const toRule = (row: RuleRow): Rule => ({
  id: row.id,
  payeeId: row.payee_id,
  contains: row.description_contains.toLowerCase(),
  setPayeeId: row.set_payee_id,
  setCategoryId: row.set_category_id,
  tagIds: row.tag_ids,
});

/** LIKE pattern for "contains", with the wildcards in the text escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The owner's transactions a rule's conditions can match (by payee in SQL, by description with
 * LIKE; the engine decides), optionally only those created by one import.
 */
export async function candidateTransactions(
  db: Db,
  userId: number,
  where: { payeeId?: number | null; contains?: string; accountId?: number; createdAt?: string },
) {
  let query = db
    .selectFrom("money_transactions")
    .select(["id", "payee_id", "category_id", "original_description", "notes"])
    .where("user_id", "=", userId);
  if (where.payeeId != null) query = query.where("payee_id", "=", where.payeeId);
  if (where.accountId !== undefined) query = query.where("account_id", "=", where.accountId);
  if (where.createdAt !== undefined) query = query.where("created_at", "=", where.createdAt);
  if (where.contains) {
    const pattern = containsPattern(where.contains.toLowerCase());
    query = query.where(
      sql<boolean>`lower(coalesce(nullif(original_description, ''), notes, '')) like ${pattern} escape '\\'`,
    );
  }
  return query.execute();
}

export async function tagsOfTransactions(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const tags = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom("money_transaction_tags")
      .select(["transaction_id", "tag_id"])
      .where("transaction_id", "in", ids.slice(i, i + 1000))
      .execute();
    for (const row of rows) tags.set(row.transaction_id, [...(tags.get(row.transaction_id) ?? []), row.tag_id]);
  }
  return tags;
}

export const payeeDefaults = async (db: Db, userId: number) =>
  new Map(
    (
      await db.selectFrom("money_payees").select(["id", "default_category_id"]).where("user_id", "=", userId).execute()
    ).map((row) => [row.id, row.default_category_id]),
  );
