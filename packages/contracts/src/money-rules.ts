import { z } from "zod";

// Issue 19: money rules ("always categorise payee X", "description contains … → payee, category,
// tags"), run in order on import and on demand; and bulk edits of transactions.

const pickId = z.number({ error: "Choose one from the list." }).int().positive("Choose one from the list.");
const named = z.object({ id: z.number(), name: z.string() });

export const ruleSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** 1-based: rules run in this order, a later rule's choice winning over an earlier one's. */
  position: z.number(),
  /** Matches transactions with this payee (null: any payee). */
  payee: named.nullable(),
  /** Matches descriptions containing this text, any case ("": any description). */
  description_contains: z.string(),
  set_payee: named.nullable(),
  set_category: z.object({ id: z.number(), name: z.string(), parent_category: named.nullable() }).nullable(),
  /** Added to the transaction's tags. */
  set_tags: z.array(named),
});
export type MoneyRule = z.infer<typeof ruleSchema>;

const ruleFields = {
  payee_id: pickId.nullable(),
  description_contains: z.string({ error: "Enter text." }).trim().max(200, "Use at most 200 characters."),
  set_payee_id: pickId.nullable(),
  set_category_id: pickId.nullable(),
  set_tag_ids: z.array(pickId, { error: "Send a list of tag ids." }).max(50, "Use at most 50 tags."),
};
export const ruleCreateSchema = z.object(ruleFields).partial().strict();
export const rulePatchSchema = z
  .object({
    ...ruleFields,
    position: z.number({ error: "Enter a position." }).int("Use a whole number.").min(1, "Use 1 or more."),
  })
  .partial()
  .strict();
export type MoneyRuleInput = z.infer<typeof rulePatchSchema>;

/** How many existing transactions the rule would change (preview) or changed (apply). */
export const ruleCountSchema = z.object({ count: z.number() });

const tagList = z.array(pickId, { error: "Send a list of tag ids." }).max(50, "Use at most 50 tags.");

/**
 * What a bulk edit sets on every chosen transaction: a payee, a category (null: Uncategorized),
 * and tags: `tag_ids` replaces each one's tags, or `add_tag_ids` / `remove_tag_ids` add to and
 * take from the tags each already has (not together with `tag_ids`).
 */
export const bulkSetSchema = z
  .object({
    payee_id: pickId.nullable(),
    category_id: pickId.nullable(),
    tag_ids: tagList,
    add_tag_ids: tagList,
    remove_tag_ids: tagList,
  })
  .partial()
  .strict()
  .superRefine((set, context) => {
    if (Object.keys(set).length === 0) {
      context.addIssue({ code: "custom", path: [], message: "Choose what to set: a payee, a category or tags." });
    }
    if (set.tag_ids && (set.add_tag_ids || set.remove_tag_ids)) {
      context.addIssue({
        code: "custom",
        path: ["tag_ids"],
        message: "Replace the tags, or add and remove some: not both.",
      });
    }
    const added = new Set(set.add_tag_ids ?? []);
    if ((set.remove_tag_ids ?? []).some((id) => added.has(id))) {
      context.addIssue({
        code: "custom",
        path: ["remove_tag_ids"],
        message: "A tag cannot be added and removed at once.",
      });
    }
  });
export type MoneyBulkSet = z.infer<typeof bulkSetSchema>;

/** The most transactions a bulk edit by ids names (a larger selection is sent as filters). */
export const BULK_IDS_MAX = 5000;
export const bulkResultSchema = z.object({ updated: z.number() });

/**
 * Issue 19: "Tidy payee names": payees named by an older cleaner ("Trader Joe S"), each group the
 * payees that the current cleaner names `name`; the first is kept (renamed), the others merged into it.
 */
export const payeeTidySchema = z.object({
  name: z.string(),
  payees: z.array(z.object({ id: z.number(), name: z.string(), transaction_count: z.number() })),
});
export type MoneyPayeeTidy = z.infer<typeof payeeTidySchema>;
export const payeeTidyApplySchema = z
  .object({
    payee_ids: z
      .array(z.number({ error: "Choose payees from the list." }).int().positive("Choose payees from the list."), {
        error: "Send a list of payee ids.",
      })
      .min(1, "Choose at least one payee.")
      .max(1000, "Tidy at most 1000 payees at once."),
  })
  .strict();
export const payeeTidyResultSchema = z.object({ renamed: z.number(), merged: z.number() });
