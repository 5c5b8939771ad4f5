import { SIMILARITY_PAGE_SIZE } from "@homebase/contracts";
import type { Db } from "../../../db/database";
import { orNotFound } from "../../../http/errors";
import { pageWindow } from "../../../http/pagination";
import { findPayee } from "../money.repo";
import * as repo from "./similarity.repo";
import { settledScoring } from "./similarity.service";

// The similarity suggestions the API lists (spec §2 Payee similarity list); scoring them is
// similarity.service.ts. Each waits for the owner's scoring in flight first, so it answers the
// complete set.

/** The payee's active suggestions, most similar first. */
export async function suggestionsFor(db: Db, userId: number, payeeId: number) {
  orNotFound(await findPayee(db, userId, payeeId), "Payee");
  await settledScoring(db, userId);
  return repo.activeSuggestionsOf(db, userId, payeeId);
}

/** One page of all the owner's active suggestions (404 past the last page). */
export async function suggestionPage(db: Db, userId: number, page: number) {
  await settledScoring(db, userId);
  const count = await repo.countActiveSuggestions(db, userId);
  const window = pageWindow(page, count, SIMILARITY_PAGE_SIZE);
  return { count, suggestions: await repo.activeSuggestions(db, userId, window.offset, window.limit) };
}

export async function getSuggestion(db: Db, userId: number, id: number) {
  await settledScoring(db, userId);
  return orNotFound(await repo.findSuggestion(db, userId, id), "Similarity");
}

/** Dismissing keeps the row (is_active false) so re-scoring never suggests the pair again. */
export async function dismissSuggestion(db: Db, userId: number, id: number) {
  await settledScoring(db, userId);
  orNotFound(await repo.findSuggestion(db, userId, id), "Similarity");
  await repo.deactivateSuggestion(db, userId, id);
  return orNotFound(await repo.findSuggestion(db, userId, id));
}
