import type { categoryCreateSchema, categoryPatchSchema } from "@homebase/contracts";
import type { z } from "zod";
import { type Db, nowIso } from "../../db/database";
import { conflict, type FieldErrors, invalid, orNotFound } from "../../http/errors";
import * as ledger from "./ledger.service";
import * as repo from "./money.repo";
import { countBy, transactionIndex } from "./transaction-index";

/** A category with what its DTO needs: the whole tree (for parent and children) and its count. */
export type CategoryView = {
  category: repo.CategoryRow;
  categories: repo.Lookups["categories"];
  transactionCount: number;
};

/** Spec order: parents and their children together (parent name, then child name). */
function treeOrder(categories: repo.CategoryRow[]): repo.CategoryRow[] {
  const byId = new Map(categories.map((row) => [row.id, row]));
  const groupName = (row: repo.CategoryRow) =>
    (row.parent_category_id === null ? row.name : (byId.get(row.parent_category_id)?.name ?? "")).toLowerCase();
  return [...categories].sort(
    (a, b) =>
      groupName(a).localeCompare(groupName(b)) ||
      Number(a.parent_category_id !== null) - Number(b.parent_category_id !== null) ||
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  );
}

/** A child's parent must be one of the owner's parent categories; names are unique within a parent. */
function checkTree(
  found: repo.Lookups,
  fields: { name?: string; is_parent: boolean; parent_category_id: number | null },
  self?: number,
) {
  const errors: FieldErrors = {};
  if (fields.parent_category_id !== null) {
    if (fields.is_parent) errors.parent_category_id = ["A parent category cannot have a parent."];
    else if (found.categories.get(fields.parent_category_id)?.is_parent !== true)
      errors.parent_category_id = ["Choose one from the list."];
  }
  if (fields.name !== undefined) {
    const name = fields.name.toLowerCase();
    const clash = [...found.categories.values()].some(
      (row) =>
        row.id !== self && row.parent_category_id === fields.parent_category_id && row.name.toLowerCase() === name,
    );
    if (clash) errors.name = ["A category with this name already exists here."];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function listCategories(db: Db, userId: number): Promise<CategoryView[]> {
  const index = await transactionIndex(db, userId);
  const found = index.lookups;
  const counts = countBy(index, "category");
  return treeOrder([...found.categories.values()]).map((category) => ({
    category,
    categories: found.categories,
    transactionCount: counts.get(category.id) ?? 0,
  }));
}

/** The category as it is after a write (read again, with the tree and counts). */
async function categoryView(db: Db, userId: number, id: number): Promise<CategoryView> {
  const found = await repo.lookups(db, userId);
  const counts = countBy(await transactionIndex(db, userId), "category");
  return {
    category: orNotFound(found.categories.get(id)),
    categories: found.categories,
    transactionCount: counts.get(id) ?? 0,
  };
}

export async function createCategory(
  db: Db,
  userId: number,
  body: z.output<typeof categoryCreateSchema>,
): Promise<CategoryView> {
  const { name, is_parent, is_included } = body;
  const parent_category_id = body.parent_category_id ?? null;
  checkTree(await repo.lookups(db, userId), { name, is_parent, parent_category_id });
  const row = await ledger.createCategory(db, {
    user_id: userId,
    name,
    is_parent,
    is_included,
    parent_category_id,
    created_at: nowIso(),
  });
  return categoryView(db, userId, row.id);
}

export async function updateCategory(
  db: Db,
  userId: number,
  id: number,
  changes: z.output<typeof categoryPatchSchema>,
): Promise<CategoryView> {
  const found = await repo.lookups(db, userId);
  const current = orNotFound(found.categories.get(id), "Category");
  const parent_category_id =
    changes.parent_category_id !== undefined ? changes.parent_category_id : current.parent_category_id;
  checkTree(found, { name: changes.name ?? current.name, is_parent: current.is_parent, parent_category_id }, id);
  if (Object.keys(changes).length > 0) await ledger.updateCategory(db, userId, current, changes);
  return categoryView(db, userId, id);
}

/** A category with children or transactions stays (409): the owner moves them first. */
export async function deleteCategory(db: Db, userId: number, id: number): Promise<void> {
  const found = await repo.lookups(db, userId);
  orNotFound(found.categories.get(id), "Category");
  const children = [...found.categories.values()].filter((row) => row.parent_category_id === id).length;
  if (children > 0) {
    throw conflict(
      `This category has ${children} categor${children === 1 ? "y" : "ies"} under it; delete or move them first.`,
    );
  }
  const used = await repo.transactionsUsing(db, "category_id", id);
  if (used > 0) {
    throw conflict(`${used} transaction${used === 1 ? " uses" : "s use"} this category; recategorise them first.`);
  }
  await ledger.deleteCategory(db, userId, id);
}
