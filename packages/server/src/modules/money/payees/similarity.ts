// Payee-name similarity: the Dice coefficient over word trigrams (as PostgreSQL's pg_trgm makes
// them: each word padded "  word "), 0..1. "Starbucks" and "Starbucks Seattle" score 0.71.
// Candidates come from an inverted index (trigram -> payees), probing only a payee's rarest
// trigrams: a pair at or above the threshold must share one of them, so nothing is missed and
// common trigrams ("ing", " th") never make it all-pairs.

/** Pairs at or above this are suggested (tuned on the statement fixtures; see similarity.test.ts). */
export const SIMILARITY_THRESHOLD = 0.5;
/** At most this many suggestions per changed payee (its best ones). */
export const MAX_SIMILAR_PER_PAYEE = 20;

export interface NamedPayee {
  id: number;
  name: string;
}

export interface SimilarPair {
  /** Smaller id first. */
  payeeId: number;
  secondaryId: number;
  similarity: number;
}

/** The distinct trigrams of a name: lower case, letters and digits, each word padded. */
export function trigrams(name: string): string[] {
  const set = new Set<string>();
  for (const word of name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === "") continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return [...set];
}

export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = new Set(trigrams(b));
  if (left.length === 0 || right.size === 0) return 0;
  const shared = left.filter((t) => right.has(t)).length;
  return (2 * shared) / (left.length + right.size);
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Every pair (changed payee, any other payee) scoring at least `threshold`, best
 * `perPayee` per changed payee, each pair once.
 */
export function similarPairs(
  payees: NamedPayee[],
  changedIds: Iterable<number>,
  threshold = SIMILARITY_THRESHOLD,
  perPayee = MAX_SIMILAR_PER_PAYEE,
): SimilarPair[] {
  const codeOf = new Map<string, number>();
  const grams: Int32Array[] = payees.map((payee) => {
    const codes = trigrams(payee.name).map((gram) => {
      let code = codeOf.get(gram);
      if (code === undefined) {
        code = codeOf.size;
        codeOf.set(gram, code);
      }
      return code;
    });
    return Int32Array.from(codes).sort();
  });
  const postingCount = new Int32Array(codeOf.size);
  for (const codes of grams) for (const code of codes) postingCount[code]!++;
  const postingStart = new Int32Array(codeOf.size + 1);
  for (let c = 0; c < codeOf.size; c++) postingStart[c + 1] = postingStart[c]! + postingCount[c]!;
  const postings = new Int32Array(postingStart[codeOf.size]!);
  const fill = postingStart.slice(0, codeOf.size);
  grams.forEach((codes, row) => {
    for (const code of codes) postings[fill[code]!++] = row;
  });

  const rowOf = new Map(payees.map((payee, row) => [payee.id, row]));
  const seen = new Set<string>();
  const pairs: SimilarPair[] = [];
  const lastProbe = new Int32Array(payees.length).fill(-1);
  for (const id of changedIds) {
    const row = rowOf.get(id);
    if (row === undefined) continue;
    const mine = grams[row]!;
    if (mine.length === 0) continue;
    // Dice >= t needs shared >= t·|A| / (2 − t): probing all but that many minus one of the
    // rarest trigrams finds every such pair.
    const needed = Math.ceil((threshold * mine.length) / (2 - threshold));
    const probe = Array.from(mine).sort((x, y) => postingCount[x]! - postingCount[y]!);
    const prefix = Math.max(1, mine.length - needed + 1);
    const found: { row: number; score: number }[] = [];
    for (let p = 0; p < prefix && p < probe.length; p++) {
      const code = probe[p]!;
      for (let k = postingStart[code]!; k < postingStart[code + 1]!; k++) {
        const other = postings[k]!;
        if (other === row || lastProbe[other] === row) continue;
        lastProbe[other] = row;
        const theirs = grams[other]!;
        let shared = 0;
        for (let i = 0, j = 0; i < mine.length && j < theirs.length; ) {
          if (mine[i]! === theirs[j]!) {
            shared++;
            i++;
            j++;
          } else if (mine[i]! < theirs[j]!) i++;
          else j++;
        }
        const score = (2 * shared) / (mine.length + theirs.length);
        if (score >= threshold) found.push({ row: other, score });
      }
    }
    found.sort((a, b) => b.score - a.score || payees[a.row]!.id - payees[b.row]!.id);
    for (const { row: other, score } of found.slice(0, perPayee)) {
      const a = Math.min(id, payees[other]!.id);
      const b = Math.max(id, payees[other]!.id);
      const key = `${a}:${b}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pairs.push({ payeeId: a, secondaryId: b, similarity: rounded(score) });
    }
  }
  return pairs;
}
