import { addDays, addMonths, isIsoDate, weekdayOf } from "./dates";
import type { RepeatRule } from "./tasks-logic";

// Issue 20: one line of natural language to a task ("Pay rent tomorrow p1 #Errands").
// Pure: the owner's today comes in, so the web app (as you type) and the server (quick add)
// read a line the same way. Each recognised part keeps its place in the text, so the web
// app can highlight it and the owner can undo it (an undone part stays in the name).

export type QuickPartKind = "date" | "repeat" | "priority" | "project";

export interface QuickPart {
  kind: QuickPartKind;
  /** Offsets in the original text: text.slice(start, end) is the part as typed. */
  start: number;
  end: number;
  text: string;
}

export interface QuickAdd {
  name: string;
  due_date: string | null;
  repeat: RepeatRule | null;
  /** 1 is the highest priority, 4 the lowest (the owner's priorities in their order). */
  priority: 1 | 2 | 3 | 4 | null;
  /** As typed (or as the known project is spelled); may be a project that does not exist yet. */
  project: string | null;
  parts: QuickPart[];
}

export interface QuickAddOptions {
  /** The owner's project names: "#Home Repair" matches a known name with spaces. */
  projects?: readonly string[];
  /** Parts the owner undid, as quickPartKey() gives them: they stay in the name. */
  ignore?: readonly string[];
}

/** How an undone part is remembered: its kind and its text, case-insensitive. */
export const quickPartKey = (part: Pick<QuickPart, "kind" | "text">) => `${part.kind}:${part.text.toLowerCase()}`;

const WEEKDAYS: Record<string, number> = {
  sun: 0,
  sunday: 0,
  mon: 1,
  monday: 1,
  tue: 2,
  tues: 2,
  tuesday: 2,
  wed: 3,
  weds: 3,
  wednesday: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  thursday: 4,
  fri: 5,
  friday: 5,
  sat: 6,
  saturday: 6,
};
const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

const alt = (words: Record<string, number>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join("|");
const WD = alt(WEEKDAYS);
const MON = alt(MONTHS);
const ORD = "(?:st|nd|rd|th)?";
const UNIT = "(days|day|weeks|week|months|month|years|year)";

/** The next date on or after `from` that falls on `weekday`. */
function onOrAfter(from: string, weekday: number): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** A month and day without a year: this year's, or next year's once it has passed. */
function nextMonthDay(today: string, month: number, day: number, year?: number): string | null {
  if (year !== undefined) return isoOf(year, month, day);
  const thisYear = Number(today.slice(0, 4));
  const candidate = isoOf(thisYear, month, day);
  if (candidate && candidate >= today) return candidate;
  return isoOf(thisYear + 1, month, day) ?? isoOf(thisYear + 4 - (thisYear % 4), month, day);
}

function addUnits(date: string, count: number, unit: string): string {
  if (unit.startsWith("day")) return addDays(date, count);
  if (unit.startsWith("week")) return addDays(date, 7 * count);
  if (unit.startsWith("month")) return addMonths(date, count);
  return addMonths(date, 12 * count);
}

const singular = (unit: string) => unit.replace(/s$/, "") as "day" | "week" | "month" | "year";

type Found = { due_date?: string | null; repeat?: RepeatRule; firstDue?: string };
type Rule = { kind: QuickPartKind; pattern: RegExp; read: (m: RegExpExecArray, today: string) => Found | null };

// Each pattern is tried at the start of every word and must end where a word ends.
const RULES: Rule[] = (
  [
    {
      kind: "repeat",
      pattern: new RegExp(`every(!?) (?:(\\d{1,3}|other) )?${UNIT}(?: on the (\\d{1,2})${ORD})?`, "y"),
      read: (m, today) => {
        const [, bang, count, unitWord = "", dayText] = m;
        const unit = singular(unitWord);
        const every = count === "other" ? 2 : count ? Number(count) : 1;
        if (every < 1 || every > 365) return null;
        const repeat: RepeatRule = { every, unit, from: bang ? "completion" : "due" };
        if (dayText === undefined) return { repeat, firstDue: today };
        const day = Number(dayText);
        if (unit !== "month" || day < 1 || day > 31) return null;
        // The first one: this month's day if still ahead, else next month's (clamped to its end).
        const thisMonth = `${today.slice(0, 8)}01`;
        let first = clampDay(thisMonth, day);
        if (first < today) first = clampDay(addMonths(thisMonth, 1), day);
        return { repeat, firstDue: first };
      },
    },
    {
      kind: "repeat",
      pattern: /every(!?) (?:weekday|workday)s?/y,
      read: (m, today) => ({
        repeat: { every: 1, unit: "weekday", from: m[1] ? "completion" : "due" },
        firstDue: weekdayOf(today) === 0 || weekdayOf(today) === 6 ? onOrAfter(today, 1) : today,
      }),
    },
    {
      kind: "repeat",
      pattern: new RegExp(`every(!?) (${WD})`, "y"),
      read: (m, today) => ({
        repeat: { every: 1, unit: "week", from: m[1] ? "completion" : "due" },
        firstDue: onOrAfter(today, WEEKDAYS[m[2] ?? ""] ?? 0),
      }),
    },
    { kind: "date", pattern: /today/y, read: (_m, today) => ({ due_date: today }) },
    { kind: "date", pattern: /tomorrow|tmrw|tmr/y, read: (_m, today) => ({ due_date: addDays(today, 1) }) },
    {
      kind: "date",
      pattern: /next (week|month|year)/y,
      read: (m, today) => {
        if (m[1] === "week") return { due_date: onOrAfter(addDays(today, 1), 1) };
        if (m[1] === "month") return { due_date: addMonths(`${today.slice(0, 8)}01`, 1) };
        return { due_date: `${Number(today.slice(0, 4)) + 1}-01-01` };
      },
    },
    {
      kind: "date",
      pattern: new RegExp(`in (\\d{1,3}|${alt(NUMBER_WORDS)}) ${UNIT}`, "y"),
      read: (m, today) => {
        const count = NUMBER_WORDS[m[1] ?? ""] ?? Number(m[1]);
        return { due_date: addUnits(today, count, m[2] ?? "day") };
      },
    },
    {
      kind: "date",
      pattern: new RegExp(`(?:on )?(${MON}) (\\d{1,2})${ORD}(?:,? (\\d{4}))?`, "y"),
      read: (m, today) => monthDay(today, m[1], m[2], m[3]),
    },
    {
      kind: "date",
      pattern: new RegExp(`(?:on )?(\\d{1,2})${ORD} (${MON})(?:,? (\\d{4}))?`, "y"),
      read: (m, today) => monthDay(today, m[2], m[1], m[3]),
    },
    {
      kind: "date",
      pattern: /(\d{4})-(\d{2})-(\d{2})/y,
      read: (m) => {
        const iso = `${m[1]}-${m[2]}-${m[3]}`;
        return isIsoDate(iso) ? { due_date: iso } : null;
      },
    },
    {
      kind: "date",
      // US order, as the app shows dates: 12/5 is December 5.
      pattern: /(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?/y,
      read: (m, today) => {
        const year = m[3] === undefined ? undefined : m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
        const due = nextMonthDay(today, Number(m[1]), Number(m[2]), year);
        return due ? { due_date: due } : null;
      },
    },
    {
      kind: "date",
      pattern: new RegExp(`(?:on )?(${WD})`, "y"),
      read: (m, today) => ({ due_date: onOrAfter(today, WEEKDAYS[m[1] ?? ""] ?? 0) }),
    },
  ] as Rule[]
).map((rule) => ({ ...rule, pattern: new RegExp(`(?:${rule.pattern.source})(?=\\s|$)`, "y") }));

function clampDay(firstOfMonth: string, day: number): string {
  const last = Number(addDays(addMonths(firstOfMonth, 1), -1).slice(8, 10));
  return `${firstOfMonth.slice(0, 8)}${String(Math.min(day, last)).padStart(2, "0")}`;
}

function monthDay(today: string, monthWord = "", dayText = "", yearText?: string): Found | null {
  const month = MONTHS[monthWord];
  if (!month) return null;
  const due = nextMonthDay(today, month, Number(dayText), yearText === undefined ? undefined : Number(yearText));
  return due ? { due_date: due } : null;
}

const PRIORITY = /p([1-4])/y;
const PROJECT = /#([^\s#]+)/y;
const isBoundary = (text: string, index: number) => index >= text.length || /\s/.test(text[index] ?? "");

/** Reads one line: the recognised parts (the first of each kind wins) and the rest as the name. */
export function parseQuickAdd(text: string, today: string, options: QuickAddOptions = {}): QuickAdd {
  const lower = text.toLowerCase();
  const ignore = new Set(options.ignore ?? []);
  const knownProjects = [...(options.projects ?? [])].sort((a, b) => b.length - a.length);
  const result: QuickAdd = { name: "", due_date: null, repeat: null, priority: null, project: null, parts: [] };
  let firstDue: string | undefined;
  const taken = new Set<QuickPartKind>();

  const accept = (kind: QuickPartKind, start: number, end: number) => {
    const part = { kind, start, end, text: text.slice(start, end) };
    if (taken.has(kind) || ignore.has(quickPartKey(part))) return false;
    taken.add(kind);
    result.parts.push(part);
    return true;
  };

  let index = 0;
  while (index < text.length) {
    if (/\s/.test(text[index] ?? "")) {
      index++;
      continue;
    }
    const end = matchAt(index);
    index = end ?? nextWord(index);
  }

  function nextWord(from: number): number {
    let at = from;
    while (at < text.length && !/\s/.test(text[at] ?? "")) at++;
    return at;
  }

  function matchAt(start: number): number | undefined {
    for (const rule of RULES) {
      if (taken.has(rule.kind)) continue;
      rule.pattern.lastIndex = start;
      const m = rule.pattern.exec(lower);
      if (!m || !isBoundary(lower, rule.pattern.lastIndex)) continue;
      const found = rule.read(m, today);
      if (!found) continue;
      const end = start + m[0].length;
      if (!accept(rule.kind, start, end)) continue;
      if (found.due_date !== undefined) result.due_date = found.due_date;
      if (found.repeat) result.repeat = found.repeat;
      if (found.firstDue) firstDue = found.firstDue;
      return end;
    }
    if (!taken.has("priority")) {
      PRIORITY.lastIndex = start;
      const m = PRIORITY.exec(lower);
      if (m && isBoundary(lower, PRIORITY.lastIndex) && accept("priority", start, PRIORITY.lastIndex)) {
        result.priority = Number(m[1]) as 1 | 2 | 3 | 4;
        return PRIORITY.lastIndex;
      }
    }
    if (!taken.has("project") && text[start] === "#") {
      // A known name first (it may hold spaces), the longest that fits; else one word.
      for (const name of knownProjects) {
        const end = start + 1 + name.length;
        if (
          lower.slice(start + 1, end) === name.toLowerCase() &&
          isBoundary(lower, end) &&
          accept("project", start, end)
        ) {
          result.project = name;
          return end;
        }
      }
      PROJECT.lastIndex = start;
      const m = PROJECT.exec(text);
      if (m && accept("project", start, PROJECT.lastIndex)) {
        result.project = m[1] ?? null;
        return PROJECT.lastIndex;
      }
    }
    return undefined;
  }

  // A repeat without a date starts on its first occurrence.
  if (result.due_date === null && firstDue !== undefined) result.due_date = firstDue;
  result.parts.sort((a, b) => a.start - b.start);

  let name = "";
  let at = 0;
  for (const part of result.parts) {
    name += `${text.slice(at, part.start)} `;
    at = part.end;
  }
  name += text.slice(at);
  result.name = name.replace(/\s+/g, " ").trim();
  return result;
}
