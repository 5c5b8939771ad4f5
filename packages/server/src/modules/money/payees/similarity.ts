// Payee-name similarity: the Dice coefficient over word trigrams (as PostgreSQL's pg_trgm makes
// them: each word padded "  word "), 0..1. "Starbucks" and "Starbucks Seattle" score 0.74.
// Candidates come from an inverted index over each payee's rarest trigrams (prefix filtering):
// a pair at or above the threshold must share one of them, and common trigrams ("ing", " th")
// never turn the lookup into all pairs. Exact up to MAX_CANDIDATES_PER_PAYEE candidates a payee.

/**
 * Pairs at or above this are suggested. Tuned on the statement fixtures (true pairs 0.74 and
 * 0.82, best unrelated pair 0.32; see similarity.test.ts) and on 20,000 generated names, where
 * 0.5 also paired every two-word name sharing one word ("Peach Pharmacy", "Prone Pharmacy").
 */
export const SIMILARITY_THRESHOLD = 0.6;
/** At most this many suggestions per changed payee (its best ones). */
export const MAX_SIMILAR_PER_PAYEE = 20;
/**
 * Most candidates compared per changed payee, rarest shared trigrams first. Only a name made of
 * very common letter runs has more; its pairs past this many may be missed, which keeps one
 * re-scoring of 20,000 payees near a second rather than all pairs.
 */
export const MAX_CANDIDATES_PER_PAYEE = 250;

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

/** Words that say the opposite of each other: "Transfer from Savings" is not "Transfer to Savings". */
const OPPOSITES: [string, string][] = [
  ["from", "to"],
  ["in", "out"],
  ["credit", "debit"],
  ["deposit", "withdrawal"],
  ["incoming", "outgoing"],
  ["received", "sent"],
];

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
const dice = (a: string[], b: string[]) => {
  const right = new Set(b);
  return a.length + right.size === 0 ? 0 : (2 * a.filter((t) => right.has(t)).length) / (a.length + right.size);
};

/**
 * Whether two names can be the same payee at all, whatever their score: the merchant's name
 * comes first, so first words that share almost nothing ("Hofer …" and "Lidl …", alike only in
 * what the statement put after them) are different shops; and opposite words
 * ("from"/"to") make different payees of otherwise equal names.
 */
export function comparable(a: string, b: string): boolean {
  const left = wordsOf(a).filter((word, i, all) => !(i === 0 && word === "the" && all.length > 1));
  const right = wordsOf(b).filter((word, i, all) => !(i === 0 && word === "the" && all.length > 1));
  if (left.length === 0 || right.length === 0) return false;
  if (dice(trigrams(left[0]!), trigrams(right[0]!)) < FIRST_WORD_MINIMUM) return false;
  const l = new Set(left);
  const r = new Set(right);
  return !OPPOSITES.some(
    ([x, y]) => (l.has(x) && !l.has(y) && r.has(y) && !r.has(x)) || (l.has(y) && !l.has(x) && r.has(x) && !r.has(y)),
  );
}

/** First words scoring below this (trigram Dice) name different merchants ("Amzn"/"Amazon" score 0.33). */
export const FIRST_WORD_MINIMUM = 0.3;

export function similarity(a: string, b: string): number {
  if (!comparable(a, b)) return 0;
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
  maxCandidates = MAX_CANDIDATES_PER_PAYEE,
): SimilarPair[] {
  // Trigram codes are numbered rarest first, so each payee's sorted codes begin with its rarest.
  const gramsOf = payees.map((payee) => trigrams(payee.name));
  const frequency = new Map<string, number>();
  for (const grams of gramsOf) for (const gram of grams) frequency.set(gram, (frequency.get(gram) ?? 0) + 1);
  const codeOf = new Map<string, number>();
  for (const [gram] of [...frequency.entries()].sort((a, b) => a[1] - b[1])) codeOf.set(gram, codeOf.size);
  const codes: Int32Array[] = gramsOf.map((grams) => Int32Array.from(grams, (gram) => codeOf.get(gram)!).sort());
  // The same codes end to end in one array (payee `row`'s run from gramStart[row]): the probe below
  // reads millions of candidates' codes, and one contiguous array keeps them in the CPU cache.
  const gramStart = new Int32Array(payees.length + 1);
  codes.forEach((mine, row) => {
    gramStart[row + 1] = gramStart[row]! + mine.length;
  });
  const allCodes = new Int32Array(gramStart[payees.length]!);
  codes.forEach((mine, row) => {
    allCodes.set(mine, gramStart[row]!);
  });

  // A pair scoring Dice >= t shares at least t·|A| / (2 − t) trigrams, so it shares one among each
  // side's first |A| − that + 1 (rarest) trigrams: only those prefixes are indexed and probed.
  // (less a hair: 0.6 · 7 / 1.4 is 3.0000000000000004 in floating point, and must count as 3).
  const prefixLength = (size: number) =>
    size === 0 ? 0 : size - Math.ceil((threshold * size) / (2 - threshold) - 1e-9) + 1;
  const postingCount = new Int32Array(codeOf.size);
  codes.forEach((mine) => {
    for (let p = 0; p < prefixLength(mine.length); p++) postingCount[mine[p]!]!++;
  });
  const postingStart = new Int32Array(codeOf.size + 1);
  for (let c = 0; c < codeOf.size; c++) postingStart[c + 1] = postingStart[c]! + postingCount[c]!;
  const postings = new Int32Array(postingStart[codeOf.size]!);
  const fill = postingStart.slice(0, codeOf.size);
  codes.forEach((mine, row) => {
    for (let p = 0; p < prefixLength(mine.length); p++) postings[fill[mine[p]!]!++] = row;
  });

  const rowOf = new Map(payees.map((payee, row) => [payee.id, row]));
  const seen = new Set<string>();
  const pairs: SimilarPair[] = [];
  const lastProbe = new Int32Array(payees.length).fill(-1);
  const gramOwner = new Int32Array(codeOf.size).fill(-1);
  for (const id of changedIds) {
    const row = rowOf.get(id);
    if (row === undefined) continue;
    const mine = codes[row]!;
    // Marks this payee's trigrams, so counting a candidate's shared ones is one pass over its
    // codes (a sorted merge of both lists mispredicted a branch at almost every step).
    for (let i = 0; i < mine.length; i++) gramOwner[mine[i]!] = row;
    const found: { row: number; score: number }[] = [];
    let compared = 0;
    probing: for (let p = 0; p < prefixLength(mine.length); p++) {
      const code = mine[p]!;
      for (let k = postingStart[code]!; k < postingStart[code + 1]!; k++) {
        const other = postings[k]!;
        if (other === row || lastProbe[other] === row) continue;
        lastProbe[other] = row;
        if (++compared > maxCandidates) break probing;
        const from: number = gramStart[other]!;
        const to: number = gramStart[other + 1]!;
        const size = mine.length + to - from;
        // Sizes alone can rule a pair out: Dice <= 2·min / (|A| + |B|).
        if (2 * Math.min(mine.length, to - from) < threshold * size) continue;
        let shared = 0;
        for (let j = from; j < to; j++) if (gramOwner[allCodes[j]!] === row) shared++;
        const score = (2 * shared) / size;
        if (score >= threshold && comparable(payees[row]!.name, payees[other]!.name)) found.push({ row: other, score });
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
