import { COLUMN_KEYS, type TransactionIndex } from "./transaction-index";

// Transfer suggestions from the in-memory ledger (issue 24): a debit in one of the owner's
// accounts and a credit of the same amount in another, at most MAX_DAYS apart, neither already
// in a confirmed pair, and not a pair the owner dismissed.

export const TRANSFER_MAX_DAYS = 3;
const ACCOUNT = COLUMN_KEYS.indexOf("account");

export type Candidate = { debitId: number; creditId: number };
export type CandidateOptions = {
  /** "debitId:creditId" of pairs the owner said are not transfers. */
  dismissed: Set<string>;
  /** Stop after this many (newest first). */
  limit?: number;
  /** Only debits in `from` paired with credits in `to` (a transfer rule). */
  accounts?: { from: number; to: number };
};

export const pairKey = (debitId: number, creditId: number) => `${debitId}:${creditId}`;

/**
 * Pairs, newest debit first. Each debit takes the unpaired credit nearest in date (then the
 * newest), so one credit never pairs twice. One pass to file credits by amount, one over debits.
 */
export function transferCandidates(index: TransactionIndex, options: CandidateOptions): Candidate[] {
  const { amounts, ids, transfers, days: dayOfRun, dateStart } = index;
  const accounts = index.columns[ACCOUNT]!;
  const fromCode = options.accounts ? accounts.codeOf.get(options.accounts.from) : undefined;
  const toCode = options.accounts ? accounts.codeOf.get(options.accounts.to) : undefined;
  if (options.accounts && (fromCode === undefined || toCode === undefined)) return [];

  // Credits by amount: [row, day] pairs.
  const credits = new Map<number, number[]>();
  for (let run = 0; run < dayOfRun.length; run++) {
    for (let row = dateStart[run]!; row < dateStart[run + 1]!; row++) {
      const amount = amounts[row]!;
      if (amount <= 0 || transfers?.[row] === 1) continue;
      if (toCode !== undefined && accounts.codes[row] !== toCode) continue;
      const list = credits.get(amount);
      if (list) list.push(row, dayOfRun[run]!);
      else credits.set(amount, [row, dayOfRun[run]!]);
    }
  }

  const used = new Set<number>();
  const found: Candidate[] = [];
  for (let run = 0; run < dayOfRun.length; run++) {
    const day = dayOfRun[run]!;
    for (let row = dateStart[run]!; row < dateStart[run + 1]!; row++) {
      const amount = amounts[row]!;
      if (amount >= 0 || transfers?.[row] === 1) continue;
      const account = accounts.codes[row]!;
      if (fromCode !== undefined && account !== fromCode) continue;
      const list = credits.get(-amount);
      if (!list) continue;
      let best = -1;
      let bestGap = Number.POSITIVE_INFINITY;
      for (let at = 0; at < list.length; at += 2) {
        const credit = list[at]!;
        const gap = Math.abs(list[at + 1]! - day);
        if (gap > TRANSFER_MAX_DAYS || gap >= bestGap || used.has(credit)) continue;
        if (accounts.codes[credit] === account || options.dismissed.has(pairKey(ids[row]!, ids[credit]!))) continue;
        best = credit;
        bestGap = gap;
      }
      if (best < 0) continue;
      used.add(best);
      found.push({ debitId: ids[row]!, creditId: ids[best]! });
      if (options.limit !== undefined && found.length >= options.limit) return found;
    }
  }
  return found;
}

/**
 * The row mask without the rows in a confirmed transfer pair (issue 24: the list opened from a
 * report leaves them out as the report does), narrowing `rows` (a search's mask) when given.
 */
export function rowsWithoutTransfers(index: TransactionIndex, rows: Uint8Array | null): Uint8Array | null {
  const { transfers, size } = index;
  if (!transfers) return rows;
  const kept = rows ? rows.slice(0, size) : new Uint8Array(size).fill(1);
  for (let row = 0; row < size; row++) if (transfers[row] === 1) kept[row] = 0;
  return kept;
}
