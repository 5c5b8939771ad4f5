import {
  type Bill,
  type BillStatement,
  centsToAmount,
  compareIsoDates,
  FREQUENCIES,
  PAYMENT_STATUSES,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";
import type { TransactionBrief } from "../money/debits.service";
import type { MoneyNames } from "../money/money.service";
import type { BillRow, StatementRow } from "./bills.repo";
import { keyStatements } from "./bills.service";

const ref = (names: Map<number, string>, id: number | null) =>
  id === null || !names.has(id) ? null : { id, name: names.get(id) as string };

/** A transaction as the bills screens show it (amount in dollars, money out negative). */
export const paymentTransactionDto = (brief: TransactionBrief) => ({
  id: brief.id,
  transaction_date: brief.transaction_date,
  amount: centsToAmount(brief.amount),
  payee: brief.payee,
  account: brief.account,
});

export function statementDto(
  request: FastifyRequest,
  row: StatementRow,
  names: MoneyNames,
  paidBy: Map<number, TransactionBrief>,
): BillStatement {
  const transaction = row.transaction_id === null ? undefined : paidBy.get(row.transaction_id);
  const status = PAYMENT_STATUSES.find((s) => s.id === row.payment_status) ?? PAYMENT_STATUSES[0];
  return {
    id: row.id,
    url: absoluteUrl(request, `/bills/api/v2/statement/${row.id}/`),
    due_date: row.due_date,
    due_amount: centsToAmount(row.due_amount),
    bank_account: ref(names.accounts, row.bank_account_id),
    comments: row.comments,
    payment_status: { id: status.id, name: status.name },
    date_paid: row.date_paid,
    auto_paid: row.is_auto_paid,
    amount_paid: row.amount_paid === null ? null : centsToAmount(row.amount_paid),
    transaction: transaction ? paymentTransactionDto(transaction) : null,
  };
}

export function billDto(
  request: FastifyRequest,
  row: BillRow,
  statements: StatementRow[],
  names: MoneyNames,
  today: string,
  paidBy: Map<number, TransactionBrief>,
): Bill {
  const frequency = FREQUENCIES.find((f) => f.id === row.frequency) ?? FREQUENCIES[2];
  const { nextDue, lastPaid } = keyStatements(statements);
  return {
    id: row.id,
    url: absoluteUrl(request, `/bills/api/v2/bill/${row.id}/`),
    name: row.name,
    is_auto_pay: row.is_auto_pay,
    external_url: row.external_url,
    frequency: { id: frequency.id, name: frequency.name, ordering: frequency.ordering },
    frequency_count: row.frequency_count,
    pay_to: ref(names.payees, row.payee_id),
    bill_category: ref(names.categories, row.category_id),
    default_bank_account: ref(names.accounts, row.default_bank_account_id),
    is_active: row.is_active,
    is_past_due: nextDue ? compareIsoDates(nextDue.due_date, today) < 0 : false,
    has_last_paid_statement: lastPaid !== undefined,
    has_next_due_statement: nextDue !== undefined,
    payment_status: nextDue?.payment_status ?? null,
    next_due_statement: nextDue ? statementDto(request, nextDue, names, paidBy) : null,
    last_paid_statement: lastPaid ? statementDto(request, lastPaid, names, paidBy) : null,
    statements: statements.map((s) => statementDto(request, s, names, paidBy)),
  };
}
