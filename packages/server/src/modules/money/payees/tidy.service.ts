import type { MoneyPayeeTidy } from "@homebase/contracts";
import type { Db } from "../../../db/database";
import { invalid, notFound } from "../../../http/errors";
import { listPayees } from "../money.repo";
import { updatePayee } from "../payees.service";
import { mergeIntoPayee } from "./merge.service";
import { tidyName } from "./tidy";
import { payeeDescriptions } from "./tidy.repo";

// Issue 19: "Tidy payee names" lists the payees whose name the current cleaner would change and
// renames them on confirmation; payees that end up with one name are merged (spec §4 merge).

type Member = MoneyPayeeTidy["payees"][number];

/** The groups to tidy, by new name; in each, the payee kept (already so named, else the oldest) comes first. */
export async function tidyPlan(db: Db, userId: number): Promise<MoneyPayeeTidy[]> {
  const [payees, rows] = await Promise.all([listPayees(db, userId), payeeDescriptions(db, userId)]);
  const descriptions = new Map<number, string[]>();
  const counts = new Map<number, number>();
  for (const row of rows) {
    const id = row.payee_id as number;
    const list = descriptions.get(id) ?? [];
    // Each distinct description once per transaction carrying it, so the most used wins the vote.
    for (let n = 0; n < Math.min(Number(row.count), 20); n++) list.push(row.original_description);
    descriptions.set(id, list);
    counts.set(id, (counts.get(id) ?? 0) + Number(row.count));
  }
  const byName = new Map(payees.map((payee) => [payee.name.toLowerCase(), payee]));
  const groups = new Map<string, { name: string; kept?: Member; others: Member[] }>();
  for (const payee of payees) {
    const name = tidyName(payee.name, descriptions.get(payee.id) ?? []);
    if (name === null) continue;
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { name, others: [] };
    groups.set(key, group);
    group.others.push({ id: payee.id, name: payee.name, transaction_count: counts.get(payee.id) ?? 0 });
    // A payee already so named (not itself being renamed) is the one kept.
    const named = byName.get(key);
    if (named && named.id !== payee.id && !group.kept) {
      group.kept = { id: named.id, name: named.name, transaction_count: counts.get(named.id) ?? 0 };
    }
  }
  return [...groups.values()]
    .map((group) => {
      const members = [...(group.kept ? [group.kept] : []), ...group.others.filter((m) => m.id !== group.kept?.id)];
      if (!group.kept) members.sort((a, b) => a.id - b.id);
      return { name: group.name, payees: members };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Tidies the chosen payees: in each group, those chosen merge into its first, which takes the new name. */
export async function applyTidy(db: Db, userId: number, payeeIds: number[]) {
  const chosen = new Set(payeeIds);
  const owned = new Set((await listPayees(db, userId)).map((payee) => payee.id));
  if ([...chosen].some((id) => !owned.has(id))) throw notFound("Payee");
  const plan = await tidyPlan(db, userId);
  const planned = new Set(plan.flatMap((group) => group.payees.map((payee) => payee.id)));
  if ([...chosen].some((id) => !planned.has(id))) {
    throw invalid({ payee_ids: ["Some of these payees' names are tidy already: reload the list."] });
  }
  let renamed = 0;
  let merged = 0;
  for (const group of plan) {
    const picked = group.payees.filter((payee) => chosen.has(payee.id));
    if (picked.length === 0) continue;
    // The group's first is kept when it is an existing payee of that name or was chosen; else the first chosen.
    const first = group.payees[0]!;
    const kept = first.name === group.name || chosen.has(first.id) ? first : picked[0]!;
    const others = picked.filter((payee) => payee.id !== kept.id).map((payee) => payee.id);
    if (others.length > 0) await mergeIntoPayee(db, userId, kept.id, others);
    merged += others.length;
    if (kept.name !== group.name) {
      await updatePayee(db, userId, kept.id, { name: group.name });
      renamed++;
    }
  }
  return { renamed, merged };
}
