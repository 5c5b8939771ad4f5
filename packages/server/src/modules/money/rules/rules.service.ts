import type { MoneyRuleInput } from "@homebase/contracts";
import type { Db } from "../../../db/database";
import { type FieldErrors, invalid, orNotFound } from "../../../http/errors";
import { type Lookups, listPayees, listTags, lookups } from "../money.repo";
import * as repo from "./rules.repo";

// Money rules (issue 19): CRUD with owner checks. Running them is in apply.service.ts.

export type RuleView = { rule: repo.RuleRow; lookups: Lookups; payees: Map<number, string>; tags: Map<number, string> };

async function names(db: Db, userId: number) {
  const [found, payees, tags] = await Promise.all([lookups(db, userId), listPayees(db, userId), listTags(db, userId)]);
  return {
    lookups: found,
    payees: new Map(payees.map((p) => [p.id, p.name])),
    tags: new Map(tags.map((t) => [t.id, t.name])),
  };
}

export async function listRules(db: Db, userId: number) {
  const [rules, named] = await Promise.all([repo.listRules(db, userId), names(db, userId)]);
  return { rules, ...named };
}

const PICK = "Choose one from the list.";

/** The rule as it would be after `body`: every id the owner's, something to match and something to set (400 otherwise). */
async function checked(db: Db, userId: number, current: repo.RuleValues, body: MoneyRuleInput) {
  const named = await names(db, userId);
  const values: repo.RuleValues = {
    payee_id: body.payee_id !== undefined ? body.payee_id : current.payee_id,
    description_contains: body.description_contains ?? current.description_contains,
    set_payee_id: body.set_payee_id !== undefined ? body.set_payee_id : current.set_payee_id,
    set_category_id: body.set_category_id !== undefined ? body.set_category_id : current.set_category_id,
    tag_ids: body.set_tag_ids !== undefined ? [...new Set(body.set_tag_ids)] : current.tag_ids,
  };
  const errors: FieldErrors = {};
  if (values.payee_id !== null && !named.payees.has(values.payee_id)) errors.payee_id = [PICK];
  if (values.set_payee_id !== null && !named.payees.has(values.set_payee_id)) errors.set_payee_id = [PICK];
  if (values.set_category_id !== null && !named.lookups.categories.has(values.set_category_id)) {
    errors.set_category_id = [PICK];
  }
  if (values.tag_ids.some((id) => !named.tags.has(id))) errors.set_tag_ids = ["Choose tags from the list."];
  if (values.payee_id === null && values.description_contains === "" && !errors.payee_id) {
    errors.description_contains = ["Choose a payee or enter text the description contains."];
  }
  if (values.set_payee_id === null && values.set_category_id === null && values.tag_ids.length === 0) {
    if (!errors.set_payee_id && !errors.set_category_id && !errors.set_tag_ids) {
      errors.set_category_id = ["Choose a payee, a category or tags to set."];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return values;
}

const EMPTY: repo.RuleValues = {
  payee_id: null,
  description_contains: "",
  set_payee_id: null,
  set_category_id: null,
  tag_ids: [],
};

export async function getRule(db: Db, userId: number, id: number): Promise<RuleView> {
  const rule = orNotFound(await repo.findRule(db, userId, id), "Rule");
  return { rule, ...(await names(db, userId)) };
}

export async function createRule(db: Db, userId: number, body: MoneyRuleInput): Promise<RuleView> {
  const values = await checked(db, userId, EMPTY, body);
  return getRule(db, userId, await repo.insertRule(db, userId, values));
}

export async function updateRule(db: Db, userId: number, id: number, body: MoneyRuleInput): Promise<RuleView> {
  const rule = orNotFound(await repo.findRule(db, userId, id), "Rule");
  const { position, ...fields } = body;
  const values = await checked(db, userId, { ...rule }, fields);
  let order: number[] | undefined;
  if (position !== undefined) {
    const others = (await repo.listRuleRows(db, userId)).map((row) => row.id).filter((ruleId) => ruleId !== id);
    order = [...others.slice(0, position - 1), id, ...others.slice(position - 1)];
  }
  await repo.updateRule(db, id, values, order);
  return getRule(db, userId, id);
}

export async function deleteRule(db: Db, userId: number, id: number): Promise<void> {
  const rule = orNotFound(await repo.findRule(db, userId, id), "Rule");
  await repo.deleteRule(db, userId, id, rule.position);
}
