import type { ImportProblem, RepeatRule } from "@homebase/contracts";
import type { ImportedTask } from "../../tasks/tasks.import";

// iCalendar to-dos (RFC 5545 VTODO), as Apple Reminders, Thunderbird, Nextcloud Tasks and
// others export them: SUMMARY, DESCRIPTION, DUE (a date or a date-time), PRIORITY (1 highest
// … 9 lowest, 0 none), RRULE, STATUS, CATEGORIES (the first one becomes the project).
// Completed to-dos are left out; a repeat rule Homebase cannot keep goes into the notes.

export type ICalendarFile = { tasks: ImportedTask[]; left_out: string[]; problems: ImportProblem[] };

type Property = { name: string; params: Record<string, string>; value: string; line: number };

/** Unfolds continuation lines (a leading space or tab), keeping each property's first line number. */
function properties(text: string): Property[] {
  const out: Property[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const last = out.at(-1);
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && last) {
      last.value += raw.slice(1);
      return;
    }
    if (raw.trim() === "") return;
    const colon = raw.indexOf(":");
    const head = colon === -1 ? raw : raw.slice(0, colon);
    const [name = "", ...params] = head.split(";");
    out.push({
      name: name.toUpperCase(),
      params: Object.fromEntries(
        params.map((p) => p.split("=") as [string, string]).map(([k, v]) => [k.toUpperCase(), v ?? ""]),
      ),
      value: colon === -1 ? "" : raw.slice(colon + 1),
      line: index + 1,
    });
  });
  return out;
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === "n" || c === "N" ? "\n" : c));

/** DUE as a day: 20260315 or 20260315T090000(Z); the day as written (a to-do's day, not an instant). */
function day(value: string): string | undefined {
  const match = value.match(/^(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?$/);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

const UNITS: Record<string, RepeatRule["unit"]> = { DAILY: "day", WEEKLY: "week", MONTHLY: "month", YEARLY: "year" };
const WEEKDAYS = "MO,TU,WE,TH,FR";

/** An RRULE Homebase keeps: FREQ with INTERVAL, or every weekday; anything more (BYDAY on the 3rd…) is not kept. */
function repeatRule(rule: string): RepeatRule | undefined {
  const parts = Object.fromEntries(rule.split(";").map((p) => p.split("=") as [string, string]));
  const every = parts.INTERVAL === undefined ? 1 : Number(parts.INTERVAL);
  const keys = Object.keys(parts).filter((k) => k !== "FREQ" && k !== "INTERVAL" && k !== "WKST");
  if (parts.FREQ === "WEEKLY" && every === 1 && keys.length === 1 && parts.BYDAY === WEEKDAYS) {
    return { every: 1, unit: "weekday", from: "due" };
  }
  const unit = UNITS[parts.FREQ ?? ""];
  if (!unit || keys.length > 0 || !Number.isInteger(every) || every < 1 || every > 365) return undefined;
  return { every, unit, from: "due" };
}

/** RFC 5545: 1–4 high, 5 medium, 6–9 low, 0 none; onto the owner's four priorities. */
const rankOf = (priority: number) =>
  priority === 0 ? 0 : priority === 1 ? 1 : priority <= 4 ? 2 : priority === 5 ? 3 : 4;

export function readICalendar(text: string): ICalendarFile {
  const out: ICalendarFile = { tasks: [], left_out: [], problems: [] };
  const props = properties(text.replace(/^\uFEFF/, ""));
  if (props[0]?.name !== "BEGIN" || props[0].value.toUpperCase() !== "VCALENDAR") {
    return {
      ...out,
      problems: [{ line: 1, message: "This is not an iCalendar file (it does not start with BEGIN:VCALENDAR)." }],
    };
  }
  let todo: Property[] | undefined;
  for (const prop of props) {
    if (prop.name === "BEGIN" && prop.value.toUpperCase() === "VTODO") todo = [prop];
    else if (prop.name === "END" && prop.value.toUpperCase() === "VTODO" && todo) {
      readTodo(todo, out);
      todo = undefined;
    } else todo?.push(prop);
  }
  if (out.tasks.length === 0 && out.problems.length === 0)
    out.problems.push({ line: null, message: "The file has no to-dos (VTODO)." });
  return out;
}

function readTodo(props: Property[], out: ICalendarFile) {
  const line = props[0]?.line ?? 1;
  const get = (name: string) => props.find((p) => p.name === name);
  const name = unescapeText(get("SUMMARY")?.value ?? "").trim();
  if ((get("STATUS")?.value ?? "").toUpperCase() === "COMPLETED") {
    out.left_out.push(`Line ${line}: “${name}” is completed, left out.`);
    return;
  }
  if (!name) return void out.problems.push({ line, message: "The to-do has no SUMMARY." });
  if (name.length > 200)
    return void out.problems.push({ line, message: "The to-do's SUMMARY is longer than 200 characters." });
  const due = get("DUE");
  const dueDate = due ? day(due.value) : null;
  if (due && !dueDate) return void out.problems.push({ line: due.line, message: `DUE "${due.value}" is not a date.` });
  const priorityText = get("PRIORITY")?.value ?? "0";
  const priority = Number(priorityText);
  if (!Number.isInteger(priority) || priority < 0 || priority > 9) {
    return void out.problems.push({ line, message: `PRIORITY "${priorityText}" is not 0 to 9.` });
  }
  const rrule = get("RRULE")?.value;
  const repeat = rrule ? repeatRule(rrule.toUpperCase()) : undefined;
  const notes = [
    unescapeText(get("DESCRIPTION")?.value ?? "").trim(),
    rrule && !repeat ? `Repeats (iCalendar rule): ${rrule}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const category = unescapeText(get("CATEGORIES")?.value ?? "")
    .split(/(?<!\\),/)[0]
    ?.trim();
  out.tasks.push({
    line,
    project: category || null,
    name,
    notes,
    rank: rankOf(priority),
    due_date: dueDate ?? null,
    repeat: repeat ?? null,
    checklist: [],
  });
}
