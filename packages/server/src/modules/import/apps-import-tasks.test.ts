import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { fixture, postImport, todoistZip } from "./apps-import-test-support";

// Todoist's backup through the import flow (issue 23): projects, priorities, repeat rules.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function storedTasks(userId: number) {
  const rows = await ctx.db
    .selectFrom("tasks")
    .leftJoin("task_projects", "task_projects.id", "tasks.project_id")
    .leftJoin("task_priorities", "task_priorities.id", "tasks.priority_id")
    .select([
      "tasks.name",
      "tasks.slug",
      "tasks.notes",
      "tasks.due_date",
      "tasks.repeat_every",
      "tasks.repeat_unit",
      "tasks.repeat_from",
      "task_projects.name as project",
      "task_priorities.name as priority",
    ])
    .where("tasks.user_id", "=", userId)
    .orderBy("tasks.id")
    .execute();
  return new Map(rows.map((row) => [row.name, row]));
}

const projectsOf = async (client: ApiClient) =>
  ((await client.get("/task/api/project/")).body as { name: string }[]).map((p) => p.name).sort();

describe("POST /api/import/todoist/", () => {
  it("previews the backup: counts, projects, the section it leaves out; writes nothing", async () => {
    const { client, user } = await ctx.signedIn();
    const response = await postImport(client, "todoist", todoistZip(), { dryRun: true, name: "todoist.zip" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: null,
      dry_run: true,
      counts: { projects: 2, tasks: 6, tasks_skipped: 0, sub_tasks: 2 },
      matched: ["Groceries (project)", "Work (project)"],
      unmatched: [
        "Groceries [2203306141].csv line 5: section “Weekend”: Homebase has no sections; its tasks come in without it.",
        "Work [2203306142].csv line 5: sub-task “Send invites” comes in as a checklist step of “Plan offsite”, without its date and description.",
      ],
      problems: [],
    });
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
    expect(await rowCount(ctx.db, "task_projects", { column: "user_id", value: user.id })).toBe(0);
  });

  it("creates projects, maps priorities (Todoist's 4 is the highest), keeps repeat rules or the date in notes", async () => {
    const { client, user } = await ctx.signedIn();
    const response = await postImport(client, "todoist", todoistZip(), { name: "todoist.zip" });
    expect(response.status).toBe(201);
    const tasks = await storedTasks(user.id);
    expect(tasks.get("Buy milk")).toMatchObject({
      project: "Groceries",
      priority: "Urgent",
      repeat_every: 1,
      repeat_unit: "week",
      repeat_from: "due",
      notes: '2%, the big one\n\nAsk for "organic" next time',
    });
    expect(tasks.get("Bake bread")).toMatchObject({ priority: null, due_date: "2030-02-03", repeat_every: null });
    expect(tasks.get("Call the plumber")).toMatchObject({ priority: "High", repeat_every: 2, repeat_unit: "week" });
    expect(tasks.get("Renew passport")).toMatchObject({
      priority: "Normal",
      repeat_every: null,
      due_date: null,
      notes: "Todoist date: every 3rd friday of the month",
    });
    expect(tasks.get("Send report")).toMatchObject({ project: "Work", repeat_every: 2, repeat_from: "completion" });
    // Todoist's sub-tasks are the steps of the task above them.
    const offsite = tasks.get("Plan offsite") as { slug: string };
    const details = (await client.get(`/task/api/task/${offsite.slug}/`)).body;
    expect(details.checklist.map((step: { name: string; is_done: boolean }) => [step.name, step.is_done])).toEqual([
      ["Book the venue", false],
      ["Send invites", false],
    ]);
    expect(await projectsOf(client)).toEqual(["Groceries", "Work"]);

    const again = await postImport(client, "todoist", todoistZip());
    expect(again.status).toBe(200);
    expect(again.body.counts).toEqual({ projects: 0, tasks: 0, tasks_skipped: 6 });

    expect((await client.delete(response.body.url)).status).toBe(204);
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
    expect(await projectsOf(client)).toEqual([]);
  });

  it("reads one project's CSV named after the project, into a project the owner has already", async () => {
    const { client, user } = await ctx.signedIn();
    await client.post("/task/api/project/", { name: "work" });
    const csv = fixture("todoist/Work [2203306142].csv");
    const response = await postImport(client, "todoist", csv, { name: "Work [2203306142].csv" });
    expect(response.body.counts).toEqual({ projects: 0, tasks: 2, tasks_skipped: 0, sub_tasks: 2 });
    await client.delete(response.body.url);
    expect(await projectsOf(client)).toEqual(["work"]);
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
  });

  it("answers 400 naming the line of a bad row and writes nothing; 401 without a token", async () => {
    const { client, user } = await ctx.signedIn();
    const bad = "TYPE,CONTENT,PRIORITY,DATE\ntask,Fine,4,\ntask,Wrong,7,\n";
    const response = await postImport(client, "todoist", bad, { name: "Inbox.csv" });
    expect(response.status).toBe(400);
    expect(response.body.fields.file).toEqual(['Line 3: Inbox.csv: PRIORITY "7" is not 1 to 4.']);
    const notTodoist = await postImport(client, "todoist", "Date,Odometer\n1,2\n", { name: "fuel.csv" });
    expect(notTodoist.body.fields.file).toEqual([
      "Line 1: fuel.csv: no TYPE or CONTENT column: is this a Todoist backup?",
    ]);
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
    expect((await postImport(ctx.anonymous, "todoist", todoistZip())).status).toBe(401);
  });
});

describe("POST /api/import/icalendar/", () => {
  it("imports to-dos: repeat rules kept where they fit, else in notes; completed ones left out; undo", async () => {
    const { client, user } = await ctx.signedIn();
    const preview = await postImport(client, "icalendar", fixture("reminders.ics"), {
      dryRun: true,
      name: "reminders.ics",
    });
    expect(preview.body).toMatchObject({
      counts: { projects: 1, tasks: 3, tasks_skipped: 0 },
      matched: ["Home (project)"],
      unmatched: ["Line 29: “Old chore” is completed, left out."],
      problems: [],
    });
    const response = await postImport(client, "icalendar", fixture("reminders.ics"), { name: "reminders.ics" });
    expect(response.status).toBe(201);
    const tasks = await storedTasks(user.id);
    expect(tasks.get("Pay rent, on time")).toMatchObject({
      project: "Home",
      priority: "Urgent",
      due_date: "2026-04-01",
      repeat_every: 1,
      repeat_unit: "month",
      notes: "Transfer from checking.\nReference: flat 3",
    });
    expect(tasks.get("Stand-up notes for the very long running weekly team meeting that goes on and on")).toMatchObject(
      {
        priority: "Normal",
        due_date: "2026-03-16",
        repeat_unit: "weekday",
      },
    );
    expect(tasks.get("Water the ferns")).toMatchObject({
      priority: "Low",
      repeat_every: null,
      notes: "Repeats (iCalendar rule): FREQ=MONTHLY;BYDAY=3FR",
    });
    expect((await postImport(client, "icalendar", fixture("reminders.ics"))).body.counts.tasks).toBe(0);
    expect((await client.delete(response.body.url)).status).toBe(204);
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
  });

  it("answers 400 naming the line of a bad DUE, and for a file that is not iCalendar", async () => {
    const { client, user } = await ctx.signedIn();
    const bad = "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:A\nDUE:soon\nEND:VTODO\nEND:VCALENDAR\n";
    const response = await postImport(client, "icalendar", bad);
    expect(response.status).toBe(400);
    expect(response.body.fields.file).toEqual(['Line 4: DUE "soon" is not a date.']);
    const notIcs = await postImport(client, "icalendar", "TYPE,CONTENT\n");
    expect(notIcs.body.fields.file).toEqual([
      "Line 1: This is not an iCalendar file (it does not start with BEGIN:VCALENDAR).",
    ]);
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
    expect((await postImport(ctx.anonymous, "icalendar", fixture("reminders.ics"))).status).toBe(401);
  });
});
