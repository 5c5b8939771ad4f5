import { normalizeDescription, payeeDisplayName } from "./normalize";

// Issue 19: payees named by the cleaner before it kept apostrophes and dropped reference codes
// ("Trader Joe S", "Amazon Mktpl*2k4ab1cd2"). A new import finds them by a loose key of what the
// current cleaner makes of their names, and "Tidy payee names" renames (and merges) them.

/** Letters and digits only, lower case, single spaces: "Trader Joe's" and "Trader Joe S" share one. */
export const looseKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The key an existing payee is found by from a new description's cleaned name ("" for none). */
export const payeeNameKey = (name: string) => looseKey(normalizeDescription(name) || name);

/**
 * What the current cleaner names a payee, or null when it would keep the name: its statement
 * descriptions (the aliases learned from imports) cleaned, the most common name among those that
 * agree with its own name cleaned; else its own name cleaned. A name a person chose that the
 * cleaner leaves alone ("Amazon" for "AMAZON MKTPL*…") is not changed.
 */
export function tidyName(name: string, descriptions: readonly string[]): string | null {
  const cleaned = normalizeDescription(name);
  if (cleaned === "") return null;
  const key = looseKey(cleaned);
  const votes = new Map<string, number>();
  for (const description of descriptions) {
    const normalized = normalizeDescription(description);
    if (normalized === "" || looseKey(normalized) !== key) continue;
    const candidate = payeeDisplayName(normalized, description);
    votes.set(candidate, (votes.get(candidate) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [candidate, n] of votes) if (best === null || n > votes.get(best)!) best = candidate;
  // Without a description that agrees, only a name the cleaner shortens is changed.
  const tidy = best ?? (looseKey(name) !== key ? payeeDisplayName(cleaned, name) : name);
  if (tidy === name) return null;
  // A difference of case alone is tidied only in a name the old cleaner title-cased ("Tci"), not in one written so ("McDonald's").
  if (tidy.toLowerCase() === name.toLowerCase() && !TITLE_CASED.test(name)) return null;
  return tidy;
}

const TITLE_CASED = /^(\p{Lu}[\p{Ll}\d'’.&-]*)( \p{Lu}[\p{Ll}\d'’.&-]*)*$/u;
