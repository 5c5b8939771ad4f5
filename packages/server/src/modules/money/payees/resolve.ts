import { sql } from "kysely";
import { type Db, nowIso } from "../../../db/database";
import { descriptionKey, normalizeDescription, payeeDisplayName } from "./normalize";
import { looseKey, payeeNameKey } from "./tidy";

type Executor = Pick<Db, "selectFrom" | "insertInto">;

export interface ResolvedPayee {
  payeeId: number;
  defaultCategoryId: number | null;
}

export interface Resolution {
  /** Raw description -> payee (absent when the description names no payee). */
  byDescription: Map<string, ResolvedPayee>;
  createdPayeeIds: number[];
}

const CHUNK = 500;

async function inChunks<T, R>(items: T[], work: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) results.push(...(await work(items.slice(i, i + CHUNK))));
  return results;
}

/**
 * Names no alias or payee name matched: a payee named by an older cleaner ("Trader Joe S",
 * "Amazon Mktpl*2k4ab1cd2") is found by what the current cleaner makes of its name, loosely
 * keyed (tidy.ts), before a second payee is made. Its new alias then finds it directly.
 */
async function findByLooseName(
  db: Executor,
  userId: number,
  wanted: Map<string, { raw: string; normalized: string }>,
  aliasOf: Map<string, number>,
  payeeByName: Map<string, number>,
) {
  const missing = [...wanted.values()].filter(
    (w) => !aliasOf.has(w.raw) && !aliasOf.has(w.normalized) && !payeeByName.has(w.normalized),
  );
  if (missing.length === 0) return;
  const payees = await db
    .selectFrom("money_payees")
    .select(["id", "name"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  const byKey = new Map<string, number>();
  for (const payee of payees) {
    const key = payeeNameKey(payee.name);
    if (key !== "" && !byKey.has(key)) byKey.set(key, payee.id);
  }
  for (const w of missing) {
    const found = byKey.get(looseKey(w.normalized));
    if (found !== undefined) payeeByName.set(w.normalized, found);
  }
}

/**
 * The payee for each description: by an alias of the raw description, else an alias of its
 * normalised name, else a payee with that name, else a new payee with a title-cased name. Every
 * raw description and normalised name is remembered as an alias of the payee it resolved to, so
 * a later upload lands on the same payee after a rename or a merge. Run inside the upload's
 * transaction: new payees and aliases are written with the transactions, or not at all.
 */
export async function resolvePayees(
  db: Executor,
  userId: number,
  descriptions: Iterable<string>,
  /** The descriptions are payee names a person typed (QIF): a new payee keeps them as written. */
  { asTyped = false }: { asTyped?: boolean } = {},
): Promise<Resolution> {
  const wanted = new Map<string, { raw: string; normalized: string }>();
  for (const description of descriptions) {
    if (wanted.has(description)) continue;
    const normalized = normalizeDescription(description);
    const fallback = /\p{L}/u.test(description) ? descriptionKey(description) : "";
    const name = normalized !== "" ? normalized : fallback;
    if (name === "") continue;
    wanted.set(description, { raw: descriptionKey(description), normalized: name.slice(0, 200) });
  }
  const keys = [...new Set([...wanted.values()].flatMap((w) => [w.raw, w.normalized]))];
  const aliasRows = await inChunks(keys, (chunk) =>
    db
      .selectFrom("money_payee_aliases")
      .select(["alias", "payee_id"])
      .where("user_id", "=", userId)
      .where("alias", "in", chunk)
      .execute(),
  );
  const aliasOf = new Map(aliasRows.map((row) => [row.alias, row.payee_id]));
  const names = [...new Set([...wanted.values()].map((w) => w.normalized))];
  const nameRows = await inChunks(names, (chunk) =>
    db
      .selectFrom("money_payees")
      .select(["id", sql<string>`lower(name)`.as("key")])
      .where("user_id", "=", userId)
      .where(sql<string>`lower(name)`, "in", chunk)
      .orderBy("id")
      .execute(),
  );
  const payeeByName = new Map<string, number>();
  for (const row of nameRows) if (!payeeByName.has(row.key)) payeeByName.set(row.key, row.id);
  await findByLooseName(db, userId, wanted, aliasOf, payeeByName);

  // New payees: one per distinct normalised name, named from its first description.
  const toCreate = new Map<string, string>();
  for (const [description, w] of wanted) {
    const known = aliasOf.get(w.raw) ?? aliasOf.get(w.normalized) ?? payeeByName.get(w.normalized);
    if (known === undefined && !toCreate.has(w.normalized)) {
      const typed = description.replace(/\s+/g, " ").trim().slice(0, 200);
      toCreate.set(w.normalized, asTyped && typed !== "" ? typed : payeeDisplayName(w.normalized, description));
    }
  }
  const createdPayeeIds: number[] = [];
  const now = nowIso();
  const newEntries = [...toCreate.entries()];
  for (let i = 0; i < newEntries.length; i += CHUNK) {
    const chunk = newEntries.slice(i, i + CHUNK);
    const created = await db
      .insertInto("money_payees")
      .values(chunk.map(([, name]) => ({ user_id: userId, name, created_at: now })))
      .returning(["id", "name"])
      .execute();
    // RETURNING order follows VALUES order on both dialects for a single multi-row insert.
    created.forEach((row, k) => {
      payeeByName.set(chunk[k]![0], row.id);
      createdPayeeIds.push(row.id);
    });
  }

  const byPayeeId = new Map<number, ResolvedPayee>();
  const resolvedIds = new Set<number>();
  const byDescription = new Map<string, number>();
  const newAliases = new Map<string, number>();
  for (const [description, w] of wanted) {
    const payeeId = (aliasOf.get(w.raw) ?? aliasOf.get(w.normalized) ?? payeeByName.get(w.normalized)) as number;
    byDescription.set(description, payeeId);
    resolvedIds.add(payeeId);
    if (!aliasOf.has(w.raw) && !newAliases.has(w.raw)) newAliases.set(w.raw, payeeId);
    if (!aliasOf.has(w.normalized) && !newAliases.has(w.normalized)) newAliases.set(w.normalized, payeeId);
  }
  const aliasValues = [...newAliases.entries()].map(([alias, payee_id]) => ({ user_id: userId, payee_id, alias }));
  for (let i = 0; i < aliasValues.length; i += CHUNK) {
    await db
      .insertInto("money_payee_aliases")
      .values(aliasValues.slice(i, i + CHUNK))
      .onConflict((conflict) => conflict.columns(["user_id", "alias"]).doNothing())
      .execute();
  }
  const categories = await inChunks([...resolvedIds], (chunk) =>
    db.selectFrom("money_payees").select(["id", "default_category_id"]).where("id", "in", chunk).execute(),
  );
  for (const row of categories) byPayeeId.set(row.id, { payeeId: row.id, defaultCategoryId: row.default_category_id });
  const result = new Map<string, ResolvedPayee>();
  for (const [description, payeeId] of byDescription) {
    const resolved = byPayeeId.get(payeeId);
    if (resolved) result.set(description, resolved);
  }
  return { byDescription: result, createdPayeeIds };
}
