import { compareNames } from "./compare-names";
import { addDays, addMonths, daysBetween, weekdayOf } from "./dates";

/** Monday to Friday only: Friday + 1 weekday is Monday. */
function addWeekdays(date: string, count: number): string {
  let next = date;
  for (let left = count; left > 0; ) {
    next = addDays(next, 1);
    const day = weekdayOf(next);
    if (day !== 0 && day !== 6) left--;
  }
  return next;
}

// Pure task rules (spec §9 "Tasks"), free of zod so the task list can use them cheaply.

export const REPEAT_UNITS = ["day", "weekday", "week", "month", "year"] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];
export const REPEAT_FROM = ["due", "completion"] as const;
export type RepeatFrom = (typeof REPEAT_FROM)[number];
export type RepeatRule = { every: number; unit: RepeatUnit; from: RepeatFrom };

/** The owner's default priorities (issue 6). */
export const DEFAULT_PRIORITIES = [
  { name: "Urgent", color: "#E53935", ordering: 1 },
  { name: "High", color: "#FB8C00", ordering: 2 },
  { name: "Normal", color: "#1E88E5", ordering: 3 },
  { name: "Low", color: "#9E9E9E", ordering: 4 },
] as const;

/** The next due date of a repeating task, from its due date or the day it was completed. */
export function nextDueDate(rule: RepeatRule, dueDate: string | null, completedOn: string): string {
  const base = rule.from === "due" && dueDate ? dueDate : completedOn;
  const step = (date: string) => {
    switch (rule.unit) {
      case "day":
        return addDays(date, rule.every);
      case "weekday":
        return addWeekdays(date, rule.every);
      case "week":
        return addDays(date, 7 * rule.every);
      case "month":
        return addMonths(date, rule.every);
      case "year":
        return addMonths(date, 12 * rule.every);
    }
  };
  let next = step(base);
  // Repeating from a long-overdue due date skips the occurrences already missed.
  while (daysBetween(completedOn, next) <= 0) next = step(next);
  return next;
}

export type SortableTask = { due_date: string | null; name: string; priority: { ordering: number } | null };

/** Spec §9: by due date (none last), then priority ordering (none last), then name. */
export function compareTasks(a: SortableTask, b: SortableTask): number {
  if (a.due_date !== b.due_date) {
    if (a.due_date === null) return 1;
    if (b.due_date === null) return -1;
    return a.due_date < b.due_date ? -1 : 1;
  }
  const pa = a.priority?.ordering ?? Number.POSITIVE_INFINITY;
  const pb = b.priority?.ordering ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return compareNames(a.name, b.name);
}

/** Spec §9: today's tasks are those due on or before today. */
export const isDueToday = (task: { due_date: string | null }, today: string) =>
  task.due_date !== null && task.due_date <= today;
