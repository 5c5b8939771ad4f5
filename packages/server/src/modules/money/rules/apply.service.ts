import type { Db } from "../../../db/database";
import { orNotFound } from "../../../http/errors";
import { addTags, type BulkChanges, updateTransactions } from "../bulk.repo";
import { rewriteIndexedTags, setIndexedRefs } from "../index-batch";
import { writeMany } from "../ledger.service";
import { lookups } from "../money.repo";
import type { TransactionIndex } from "../transaction-index";
import { changes, type Rule, runRules } from "./engine";
import * as repo from "./rules.repo";

// Running rules over transactions (issue 19): the new rows of an import, or the existing
// transactions one rule matches (previewed as a count first).

type Candidate = Awaited<ReturnType<typeof repo.candidateTransactions>>[number];
/** Only what changes: payeeId / categoryId are absent when the rules keep them. */
type Planned = { id: number; payeeId?: number | null; categoryId?: number | null; addTagIds: number[] };

async function plan(db: Db, userId: number, rules: Rule[], rows: Candidate[]): Promise<Planned[]> {
  if (rules.length === 0 || rows.length === 0) return [];
  const [defaults, tags] = await Promise.all([
    repo.payeeDefaults(db, userId),
    repo.tagsOfTransactions(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const planned: Planned[] = [];
  for (const row of rows) {
    const target = {
      payeeId: row.payee_id,
      categoryId: row.category_id,
      description: row.original_description || row.notes,
      tagIds: tags.get(row.id) ?? [],
    };
    const outcome = runRules(rules, target, (payeeId) => defaults.get(payeeId) ?? null);
    if (!changes(target, outcome)) continue;
    planned.push({
      id: row.id,
      ...(outcome.payeeId !== target.payeeId ? { payeeId: outcome.payeeId } : {}),
      ...(outcome.categoryId !== target.categoryId ? { categoryId: outcome.categoryId } : {}),
      addTagIds: outcome.addTagIds,
    });
  }
  return planned;
}

/** Writes the plan: one UPDATE per distinct (payee, category) change, then the added tags. */
async function write(trx: Db, userId: number, planned: Planned[]) {
  const groups = new Map<string, { changes: BulkChanges; ids: number[] }>();
  for (const row of planned) {
    const change: BulkChanges = {};
    if (row.payeeId !== undefined) change.payee_id = row.payeeId;
    if (row.categoryId !== undefined) change.category_id = row.categoryId;
    if (Object.keys(change).length === 0) continue;
    const key = JSON.stringify(change);
    const group = groups.get(key) ?? { changes: change, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  for (const group of groups.values()) await updateTransactions(trx, userId, group.ids, group.changes);
  await addTags(
    trx,
    planned.flatMap((row) => row.addTagIds.map((tag_id) => ({ transaction_id: row.id, tag_id }))),
  );
}

const ruleMatches = async (db: Db, userId: number, id: number) => {
  const rule = repo.toRule(orNotFound(await repo.findRule(db, userId, id), "Rule"));
  const rows = await repo.candidateTransactions(db, userId, { payeeId: rule.payeeId, contains: rule.contains });
  return plan(db, userId, [rule], rows);
};

/** How many of the owner's existing transactions the rule would change. */
export async function previewRule(db: Db, userId: number, id: number): Promise<number> {
  return (await ruleMatches(db, userId, id)).length;
}

/** The plan applied to the index's rows (`rows[k]` holds `planned[k]`), as `write` applies it to the database. */
function applyToIndex(
  index: TransactionIndex,
  rows: number[],
  planned: Planned[],
  categories: Parameters<typeof setIndexedRefs>[3],
) {
  const tagged: number[] = [];
  const planAt = new Int32Array(index.size); // row → 1 + its place in the plan
  planned.forEach((row, k) => {
    const at = rows[k]!;
    setIndexedRefs(index, at, { payee_id: row.payeeId, category_id: row.categoryId }, categories);
    if (row.addTagIds.length > 0) {
      tagged.push(at);
      planAt[at] = k + 1;
    }
  });
  rewriteIndexedTags(index, tagged, (at, current) => {
    const added = planned[planAt[at]! - 1]!.addTagIds.filter((tag) => !current.includes(tag));
    return [...current, ...added];
  });
  return true;
}

/** Applies one rule to the owner's existing transactions; answers how many changed. */
export async function applyRule(db: Db, userId: number, id: number): Promise<number> {
  const planned = await ruleMatches(db, userId, id);
  if (planned.length === 0) return 0;
  const { categories } = await lookups(db, userId);
  await writeMany(
    db,
    userId,
    async (trx) => {
      await write(trx, userId, planned);
      return { ids: planned.map((row) => row.id) };
    },
    (index, rows) => applyToIndex(index, rows, planned, categories),
  );
  return planned.length;
}

/**
 * Inside an import's transaction, after its rows are written: runs every rule, in order, over the
 * transactions that import created (the account's rows stamped `createdAt`). With no rules this
 * is one small query, so imports keep their speed.
 */
export async function applyRulesToImport(
  trx: Db,
  userId: number,
  imported: { accountId: number; createdAt: string },
): Promise<void> {
  const rules = (await repo.listRules(trx, userId)).map(repo.toRule);
  if (rules.length === 0) return;
  const rows = await repo.candidateTransactions(trx, userId, imported);
  await write(trx, userId, await plan(trx, userId, rules, rows));
}
