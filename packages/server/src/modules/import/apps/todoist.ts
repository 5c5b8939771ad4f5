import path from "node:path";
import { type ImportProblem, parseQuickAdd } from "@homebase/contracts";
import { unzipSync } from "fflate";
import type { ImportedTask } from "../../tasks/tasks.import";
import { cellOf, columnsOf, readTable } from "./table";

// Todoist's backup: a ZIP with one CSV per project ("Groceries [2203306141].csv"), or one such
// CSV. Columns as Todoist's help describes its CSV format: TYPE (task, section, note), CONTENT,
// DESCRIPTION, PRIORITY (4 is Todoist's highest, shown as p1), INDENT, AUTHOR, RESPONSIBLE,
// DATE (as typed: "every monday", "Feb 3 2024"), DATE_LANG, TIMEZONE, DURATION…

export type TodoistFile = { tasks: ImportedTask[]; left_out: string[]; problems: ImportProblem[] };

const ALIASES = {
  type: ["type"],
  content: ["content"],
  description: ["description"],
  priority: ["priority"],
  indent: ["indent"],
  date: ["date"],
};
const NAME_MAX = 200;

/** "Groceries [2203306141].csv" → "Groceries". */
export const projectName = (fileName: string) =>
  path.posix
    .basename(fileName)
    .replace(/\.csv$/i, "")
    .replace(/\s*\[\d+\]$/, "")
    .trim();

/** A Todoist date as Homebase's quick add reads dates: a repeat rule or a day, else undefined. */
function readDate(text: string, today: string) {
  const read = parseQuickAdd(text, today, { ignore: [] });
  if (read.name.trim() !== "" || (!read.repeat && !read.due_date)) return undefined;
  return { due_date: read.due_date, repeat: read.repeat };
}

function readProject(bytes: Uint8Array, project: string, file: string, today: string, out: TodoistFile) {
  const table = readTable(bytes, ",");
  if (!table.ok) {
    out.problems.push({ ...table.problem, message: `${file}: ${table.problem.message}` });
    return;
  }
  const columns = columnsOf(table.table.header, ALIASES);
  if (columns.type === undefined || columns.content === undefined) {
    out.problems.push({ line: 1, message: `${file}: no TYPE or CONTENT column: is this a Todoist backup?` });
    return;
  }
  let last: ImportedTask | undefined;
  for (const record of table.table.records) {
    const cell = cellOf(columns, record);
    const type = cell("type").toLowerCase();
    const content = cell("content");
    const subTask = type === "task" && Number(cell("indent") || "1") > 1 && last !== undefined;
    if (subTask && last) {
      // Todoist's sub-tasks (INDENT 2 and deeper) are the steps of the task above: its checklist.
      if (!content || content.length > NAME_MAX) {
        out.problems.push({
          line: record.line,
          message: `${file}: the sub-task has no CONTENT, or it is longer than ${NAME_MAX} characters.`,
        });
      } else {
        last.checklist.push(content);
        const lost = [cell("date") && "date", cell("description") && "description"].filter(Boolean);
        if (lost.length > 0)
          out.left_out.push(
            `${file} line ${record.line}: sub-task “${content}” comes in as a checklist step of “${last.name}”, without its ${lost.join(" and ")}.`,
          );
      }
    } else if (type === "note" && last) {
      last.notes = [last.notes, content].filter(Boolean).join("\n\n");
    } else if (type === "section") {
      out.left_out.push(
        `${file} line ${record.line}: section “${content}”: Homebase has no sections; its tasks come in without it.`,
      );
    } else if (type === "task") {
      const priority = cell("priority") === "" ? 1 : Number(cell("priority"));
      if (!content) out.problems.push({ line: record.line, message: `${file}: the task has no CONTENT.` });
      else if (content.length > NAME_MAX) {
        out.problems.push({
          line: record.line,
          message: `${file}: the task's name is longer than ${NAME_MAX} characters.`,
        });
      } else if (![1, 2, 3, 4].includes(priority)) {
        out.problems.push({ line: record.line, message: `${file}: PRIORITY "${cell("priority")}" is not 1 to 4.` });
      } else {
        const dateText = cell("date");
        const date = dateText ? readDate(dateText, today) : { due_date: null, repeat: null };
        const notes = [cell("description"), date ? "" : `Todoist date: ${dateText}`].filter(Boolean).join("\n\n");
        last = {
          line: record.line,
          project,
          name: content,
          notes,
          // Todoist's 4 (its p1) is the owner's first priority; its 1 is no priority.
          rank: priority === 1 ? 0 : 5 - priority,
          due_date: date?.due_date ?? null,
          repeat: date?.repeat ?? null,
          checklist: [],
        };
        out.tasks.push(last);
      }
    }
  }
}

export function readTodoist(bytes: Uint8Array, fileName: string, today: string): TodoistFile {
  const out: TodoistFile = { tasks: [], left_out: [], problems: [] };
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) {
    readProject(
      bytes,
      projectName(fileName || "Inbox.csv") || "Inbox",
      path.posix.basename(fileName || "file"),
      today,
      out,
    );
  } else {
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes, { filter: (file) => /\.csv$/i.test(file.name) });
    } catch {
      return { ...out, problems: [{ line: null, message: "The ZIP could not be read." }] };
    }
    for (const [name, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
      readProject(data, projectName(name), path.posix.basename(name), today, out);
    }
  }
  if (out.tasks.length === 0 && out.problems.length === 0)
    out.problems.push({ line: null, message: "The file has no tasks." });
  return out;
}
