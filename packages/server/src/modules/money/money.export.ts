import type { MoneyTransaction } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { transactionDto } from "./money.dto";
import * as repo from "./money.repo";
import { filterQuerySchema } from "./transaction-filters";
import { scanTransactions } from "./transactions.service";

/** Rows per read: the list's 50 would mean 20,000 scans of a 1,000,000-transaction ledger. */
const EXPORT_PAGE = 2_000;

/**
 * Every transaction in the API's shape and the list's order (issue 18 §4), a page at a time so
 * that a large ledger is never held whole.
 */
export async function* transactionHistory(request: FastifyRequest): AsyncGenerator<MoneyTransaction[]> {
  const { db } = request.server;
  const userId = request.owner.id;
  const everything = filterQuerySchema.parse({});
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { lookups, result } = await scanTransactions(db, userId, everything, {
      window: { offset, limit: EXPORT_PAGE },
    });
    const rows = await repo.transactionsByIds(db, userId, result.pageIds);
    yield rows.map((row) => transactionDto(request, row, lookups));
    if (offset + EXPORT_PAGE >= result.count) return;
  }
}
