import { addDays, centsToAmount, formatCurrency, formatIsoDay, formatShortDay, waterDayMet } from "@homebase/contracts";
import { zonedInstant } from "../../backup/schedule";
import type { Db } from "../../db/database";
import * as agenda from "../calendar/agenda.service";
import { episodeTitle } from "../calendar/feed-events";
import { summary as waterSummary } from "../water/water.service";
import type { Message } from "./channels";

// The daily digest (issue 21 §3): what needs doing today, from every module, in one message.

/** Bills due within this many days are in the digest (and every overdue unpaid one). */
export const DIGEST_BILL_DAYS = 3;

type DigestContext = { today: string; timeZone: string; appUrl: string | null };

const listOf = (names: readonly string[]) => names.join(", ");

function episodeTime(airstamp: string, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(airstamp));
}

/** The digest as it would be sent for `today`, or null when there is nothing to say. */
export async function composeDigest(db: Db, userId: number, context: DigestContext): Promise<Message | null> {
  const { today, timeZone } = context;
  const dayStart = new Date(zonedInstant(today, "00:00", timeZone)).toISOString();
  const dayEnd = new Date(zonedInstant(addDays(today, 1), "00:00", timeZone)).toISOString();
  const [tasks, statements, episodes, readings, water] = await Promise.all([
    agenda.tasksDueBy(db, userId, today),
    agenda.statementsDueBy(db, userId, addDays(today, DIGEST_BILL_DAYS)),
    agenda.episodesBetween(db, userId, dayStart, dayEnd),
    agenda.readingDaysBetween(db, userId, today, today),
    waterSummary(db, userId, today),
  ]);

  const lines: string[] = [];
  const overdue = tasks.filter((task) => (task.due_date as string) < today);
  const dueToday = tasks.filter((task) => task.due_date === today);
  if (overdue.length > 0) lines.push(`Overdue tasks: ${listOf(overdue.map((task) => task.name))}`);
  if (dueToday.length > 0) lines.push(`Tasks today: ${listOf(dueToday.map((task) => task.name))}`);
  for (const statement of statements) {
    const amount = formatCurrency(centsToAmount(statement.due_amount));
    const when =
      statement.due_date < today
        ? `overdue since ${formatShortDay(statement.due_date)}`
        : statement.due_date === today
          ? "due today"
          : `due ${formatShortDay(statement.due_date)}`;
    lines.push(`Bill: ${statement.name} ${amount} ${when}`);
  }
  for (const episode of episodes) {
    lines.push(`On TV at ${episodeTime(episode.airstamp as string, timeZone)}: ${episodeTitle(episode)}`);
  }
  for (const day of readings) lines.push(`Reading: ${day.passage} (${day.plan_name})`);
  // Yesterday's water is a look back, not something to do: alone it sends no digest.
  const somethingToDo = lines.length > 0;
  const yesterday = water.at(-2);
  if (yesterday && yesterday.target_ml > 0) {
    const met = waterDayMet(yesterday) ? "met" : "not met";
    lines.push(`Water yesterday: target ${met} (${yesterday.amount} of ${yesterday.target_ml} ml)`);
  }
  if (!somethingToDo) return null;
  return {
    kind: "digest",
    title: `Homebase: ${formatIsoDay(today)}`,
    body: lines.join("\n"),
    url: context.appUrl,
  };
}
