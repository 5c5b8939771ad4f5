/** 0.741 → "74%": how alike two payee names are. */
export function similarityPercent(similarity: number): string {
  return `${Math.round(similarity * 100)}%`;
}

/**
 * The merge question (spec §4): who is kept and what moves. On the kept payee's own page the
 * transactions move "here"; elsewhere the question names where.
 */
export function mergeQuestion(names: readonly string[], into: string, onItsPage: boolean): string {
  const what = names.length === 1 ? names[0] : `${names.length} payees`;
  const their = names.length === 1 ? "Its" : "Their";
  return `Merge ${what} into ${into}? ${their} transactions move ${onItsPage ? "here" : `to ${into}`}.`;
}
