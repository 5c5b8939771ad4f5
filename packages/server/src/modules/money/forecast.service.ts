import { addDays, centsToAmount, FORECAST_DAYS, type MoneyForecast } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { invalid } from "../../http/errors";
import { listBills } from "../bills/bills.service";
import { openingsOf } from "./accounts.service";
import { accountBalances } from "./index-balances";
import { nextDate, recurringSeries } from "./index-recurring";
import * as repo from "./money.repo";
import { transactionIndex } from "./transaction-index";

// The 90-day cash-flow forecast (issue 24): the balance today, then each unpaid bill statement
// on its due date (an overdue one tomorrow) and each repeating income or spending on its next
// dates. A payee with a bill is forecast from its statements only, not twice.

type Event = MoneyForecast["events"][number] & { cents: number };

/** Unpaid statements due within the forecast, from the bills module (its service, never its tables). */
async function billEvents(
  db: Db,
  userId: number,
  today: string,
  accountIds: Set<number> | null,
  names: Map<number, string>,
) {
  const { bills } = await listBills(db, userId, true, today);
  const events: Event[] = [];
  const billPayees = new Set<number>();
  const end = addDays(today, FORECAST_DAYS);
  for (const { bill, statements } of bills) {
    for (const statement of statements) {
      if (statement.payment_status !== "F" || statement.due_date > end) continue;
      const accountId = statement.bank_account_id ?? bill.default_bank_account_id;
      if (accountIds && (accountId === null || !accountIds.has(accountId))) continue;
      if (bill.payee_id !== null) billPayees.add(bill.payee_id);
      events.push({
        date: statement.due_date > today ? statement.due_date : addDays(today, 1),
        cents: -statement.due_amount,
        amount: centsToAmount(-statement.due_amount),
        description: bill.name,
        source: "bill",
        account: accountId === null ? null : { id: accountId, name: names.get(accountId) ?? "" },
      });
    }
  }
  return { events, billPayees };
}

export async function forecast(
  db: Db,
  userId: number,
  accountId: number | undefined,
  today: string,
): Promise<MoneyForecast> {
  const lookups = await repo.lookups(db, userId);
  const account = accountId === undefined ? undefined : lookups.accounts.get(accountId);
  if (accountId !== undefined && !account) throw invalid({ account: ["Choose one from the list."] });
  const accounts = account ? [account] : [...lookups.accounts.values()];
  const accountIds = account ? new Set([account.id]) : null;
  const accountNames = new Map(accounts.map((row) => [row.id, row.name]));

  const index = await transactionIndex(db, userId);
  const balances = accountBalances(index, openingsOf(accounts), today);
  const balanceToday = [...balances.values()].reduce((sum, cents) => sum + cents, 0);

  const { events, billPayees } = await billEvents(db, userId, today, accountIds, accountNames);
  const payeeNames = new Map((await repo.listPayees(db, userId)).map((payee) => [payee.id, payee.name]));
  const end = addDays(today, FORECAST_DAYS);
  for (const series of recurringSeries(index, accountIds, today)) {
    if (billPayees.has(series.payeeId)) continue;
    for (let date = nextDate(series.last, series.step); date <= end; date = nextDate(date, series.step)) {
      if (date <= today) continue;
      events.push({
        date,
        cents: series.amount,
        amount: centsToAmount(series.amount),
        description: payeeNames.get(series.payeeId) ?? "",
        source: "repeating",
        account: { id: series.accountId, name: accountNames.get(series.accountId) ?? "" },
      });
    }
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.cents - b.cents);

  const points: MoneyForecast["points"] = [];
  let balance = balanceToday;
  let lowest = { date: today, cents: balanceToday };
  let next = 0;
  for (let day = 0; day <= FORECAST_DAYS; day++) {
    const date = addDays(today, day);
    while (next < events.length && events[next]!.date === date) balance += events[next++]!.cents;
    points.push({ date, balance: centsToAmount(balance) });
    if (balance < lowest.cents) lowest = { date, cents: balance };
  }
  return {
    account: account ? { id: account.id, name: account.name } : null,
    today,
    balance_today: centsToAmount(balanceToday),
    points,
    lowest: { date: lowest.date, balance: centsToAmount(lowest.cents) },
    events: events.map(({ cents, ...event }) => event),
  };
}
