import type { MoneyTransaction } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { transactionDto } from "./money.dto";
import { filterQuerySchema } from "./transaction-filters";
import { transactionPage } from "./transactions.service";

/** Rows per read: the list's 50 would mean 20,000 scans of a 1,000,000-transaction ledger. */
const EXPORT_PAGE = 2_000;

/**
 * Every transaction in the API's shape and the list's order (issue 18 §4), a page at a time so
 * that a large ledger is never held whole.
 */
export async function* transactionHistory(request: FastifyRequest): AsyncGenerator<MoneyTransaction[]> {
  const { db } = request.server;
  for (let page = 1; ; page++) {
    const found = await transactionPage(db, request.owner.id, filterQuerySchema.parse({ page }), EXPORT_PAGE);
    yield found.transactions.map((row) =>
      transactionDto(request, row, found.lookups, { transfer: found.transfers.get(row.id) }),
    );
    if (page * EXPORT_PAGE >= found.count) return;
  }
}
