import { z } from "zod";
import { isIsoDate } from "./dates";
import { requiredText } from "./fields";
import { REPEAT_FROM, REPEAT_UNITS } from "./tasks-logic";

const isoDate = z.string({ error: "Enter a date." }).refine(isIsoDate, "Use a date as yyyy-mm-dd.");
const optionalId = z.number({ error: "Choose one from the list." }).int().positive().nullish();

export const repeatRuleSchema = z.object({
  every: z
    .number({ error: "Enter how often." })
    .int("Use a whole number.")
    .min(1, "Repeat at least every 1.")
    .max(365, "Use at most 365."),
  unit: z.enum(REPEAT_UNITS, { error: "Choose days, weekdays, weeks, months or years." }),
  from: z.enum(REPEAT_FROM, { error: "Choose the due date or the completion date." }),
});

export const prioritySchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  color: z.string(),
  ordering: z.number(),
});
export type Priority = z.infer<typeof prioritySchema>;
export const projectSchema = z.object({ id: z.number(), url: z.string(), name: z.string() });
export type Project = z.infer<typeof projectSchema>;

const colorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "Use a colour like #1E88E5.");
export const priorityWriteSchema = z.object({
  name: requiredText(50),
  color: colorSchema,
  ordering: z.number({ error: "Enter a number." }).int("Use a whole number.").min(0).max(1000),
});
export const priorityPatchSchema = priorityWriteSchema.partial().strict();
export const projectWriteSchema = z.object({ name: requiredText(100) }).strict();

export const checklistItemSchema = z.object({ id: z.number(), name: z.string(), is_done: z.boolean() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export const checklistItemCreateSchema = z.object({ name: requiredText(200) }).strict();
export const checklistItemPatchSchema = z
  .object({ name: requiredText(200), is_done: z.boolean({ error: "Choose yes or no." }) })
  .partial()
  .strict();

export const TASK_STATUSES = ["open", "completed", "deleted"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Issue 20: GET /task/api/task/?search=…&project=…&priority=…&status=open|completed|deleted */
export const taskListQuerySchema = z.object({
  search: z.string().trim().max(200, "Use at most 200 characters.").optional(),
  project: z.coerce.number({ error: "Use a project id." }).int().positive().optional(),
  priority: z.coerce.number({ error: "Use a priority id." }).int().positive().optional(),
  status: z.enum(TASK_STATUSES, { error: "Use open, completed or deleted." }).optional(),
  /** The older form of status=deleted. */
  deleted: z.enum(["0", "1"], { error: "Use deleted=1 or leave it out." }).optional(),
});

/** Completed tasks are listed for this many days (issue 20's completed view). */
export const COMPLETED_VIEW_DAYS = 30;

export const taskSchema = z.object({
  id: z.number(),
  url: z.string(),
  slug: z.string(),
  name: z.string(),
  notes: z.string(),
  is_completed: z.boolean(),
  time_completed: z.string().nullable(),
  due_date: z.string().nullable(),
  is_active: z.boolean(),
  project: z.object({ id: z.number(), name: z.string() }).nullable(),
  priority: z.object({ id: z.number(), name: z.string(), color: z.string(), ordering: z.number() }).nullable(),
  repeat: repeatRuleSchema.nullable(),
  checklist: z.array(checklistItemSchema),
});
export type Task = z.infer<typeof taskSchema>;

const taskFields = {
  name: requiredText(200),
  notes: z.string().max(10_000, "Use at most 10,000 characters."),
  due_date: isoDate.nullable(),
  project_id: optionalId,
  priority_id: optionalId,
  repeat: repeatRuleSchema.nullable(),
  is_completed: z.boolean({ error: "Choose yes or no." }),
  is_active: z.boolean({ error: "Choose yes or no." }),
};
/** Spec §7: POST with name, notes, due_date and optional project_id, priority_id (plus repeat). */
export const taskCreateSchema = z.object({
  name: taskFields.name,
  notes: taskFields.notes.default(""),
  due_date: taskFields.due_date.default(null),
  project_id: taskFields.project_id,
  priority_id: taskFields.priority_id,
  repeat: taskFields.repeat.default(null),
});
/** Built from fields without defaults, so absent keys stay absent in a PATCH. */
export const taskPatchSchema = z.object(taskFields).partial().strict();

export const taskCompletionSchema = z.object({
  id: z.number(),
  completed_at: z.string(),
  due_date: z.string().nullable(),
});
export type TaskCompletion = z.infer<typeof taskCompletionSchema>;

/** Issue 20: one line of natural language (see parseQuickAdd); `ignore` holds parts the owner undid. */
export const taskQuickSchema = z
  .object({
    text: z
      .string({ error: "Enter a task." })
      .trim()
      .min(1, { error: "Enter a task.", abort: true })
      .max(1000, "Use at most 1,000 characters."),
    ignore: z.array(z.string().max(300)).max(50).default([]),
  })
  .strict();
