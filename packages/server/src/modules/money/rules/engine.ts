// Running the owner's rules over one transaction (pure: the repo loads, the service writes).
// Rules run in order; each sees what the earlier ones set, so "description contains AMZN → payee
// Amazon" followed by "payee Amazon → category Shopping" files the transaction in one pass. A later
// rule's payee or category wins over an earlier one's; tags add up.

export interface Rule {
  id: number;
  payeeId: number | null;
  /** Lower case; "" matches any description. */
  contains: string;
  setPayeeId: number | null;
  setCategoryId: number | null;
  tagIds: number[];
}

export interface RuleTarget {
  payeeId: number | null;
  categoryId: number | null;
  /** The statement's description (the notes for a transaction entered by hand). */
  description: string;
  tagIds: number[];
}

export interface RuleOutcome {
  payeeId: number | null;
  categoryId: number | null;
  /** Tags to add (not already on the transaction). */
  addTagIds: number[];
}

/** A rule needs something to match on and something to set; the service refuses one without. */
export const matches = (rule: Rule, payeeId: number | null, description: string) =>
  (rule.payeeId !== null || rule.contains !== "") &&
  (rule.payeeId === null || rule.payeeId === payeeId) &&
  (rule.contains === "" || description.toLowerCase().includes(rule.contains));

/**
 * What the rules make of the transaction. A rule that sets a payee but no category gives an
 * uncategorised transaction that payee's default category, as an import would.
 */
export function runRules(
  rules: Rule[],
  target: RuleTarget,
  defaultCategoryOf: (payeeId: number) => number | null,
): RuleOutcome {
  let { payeeId, categoryId } = target;
  const tags = new Set(target.tagIds);
  const added: number[] = [];
  for (const rule of rules) {
    if (!matches(rule, payeeId, target.description)) continue;
    if (rule.setPayeeId !== null) {
      payeeId = rule.setPayeeId;
      if (rule.setCategoryId === null && categoryId === null) categoryId = defaultCategoryOf(payeeId);
    }
    if (rule.setCategoryId !== null) categoryId = rule.setCategoryId;
    for (const tag of rule.tagIds) {
      if (tags.has(tag)) continue;
      tags.add(tag);
      added.push(tag);
    }
  }
  return { payeeId, categoryId, addTagIds: added };
}

export const changes = (target: RuleTarget, outcome: RuleOutcome) =>
  outcome.payeeId !== target.payeeId || outcome.categoryId !== target.categoryId || outcome.addTagIds.length > 0;
