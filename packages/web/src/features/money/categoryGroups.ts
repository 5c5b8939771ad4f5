import type { MoneyCategory } from "@homebase/contracts";

export interface CategoryGroup {
  /** The parent's name, or null for categories outside any parent. */
  parent: string | null;
  categories: MoneyCategory[];
}

/**
 * Categories to pick from, grouped by parent (spec §2 "category select grouped by parent"):
 * each parent's children under its name, then categories with no parent. Parents themselves
 * are headings, not choices.
 */
export function groupCategories(categories: readonly MoneyCategory[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  const loose: MoneyCategory[] = [];
  for (const parent of categories.filter((category) => category.is_parent)) {
    const children = categories.filter((category) => category.parent_category?.id === parent.id);
    if (children.length > 0) groups.push({ parent: parent.name, categories: children });
  }
  for (const category of categories) {
    if (!category.is_parent && !category.parent_category) loose.push(category);
  }
  if (loose.length > 0) groups.push({ parent: null, categories: loose });
  return groups;
}
