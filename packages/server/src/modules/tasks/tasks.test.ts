import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const TASKS = "/task/api/task/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

const create = (client: ApiClient, body: object) => client.post(TASKS, body);
const names = (list: { name: string }[]) => list.map((t) => t.name);

describe("priorities and projects", () => {
  it("starts an owner with four priorities, once", async () => {
    const { client } = await ctx.signedIn();
    const priorities = (await client.get("/task/api/priority/")).body;
    expect(priorities.map((p: { name: string; ordering: number }) => [p.name, p.ordering])).toEqual([
      ["Urgent", 1],
      ["High", 2],
      ["Normal", 3],
      ["Low", 4],
    ]);
    for (const p of priorities) expect((await client.delete(p.url)).status).toBe(204);
    expect((await client.get("/task/api/priority/")).body).toEqual([]);
  });

  it("creates, renames, reorders and deletes; deleting one in use clears it from its tasks", async () => {
    const { client } = await ctx.signedIn();
    const project = (await client.post("/task/api/project/", { name: "House" })).body;
    expect(project).toMatchObject({ name: "House", url: `http://localhost:80/task/api/project/${project.id}/` });
    expect((await client.patch(project.url, { name: "Home" })).body.name).toBe("Home");
    const priority = (await client.post("/task/api/priority/", { name: "Someday", color: "#00897B", ordering: 9 }))
      .body;
    expect((await client.patch(priority.url, { ordering: 0 })).body).toMatchObject({ name: "Someday", ordering: 0 });
    expect((await client.get("/task/api/priority/")).body[0].name).toBe("Someday");

    const task = (await create(client, { name: "Paint", project_id: project.id, priority_id: priority.id })).body;
    expect(task).toMatchObject({
      project: { id: project.id, name: "Home" },
      priority: { name: "Someday", ordering: 0 },
    });
    await client.delete(project.url);
    await client.delete(priority.url);
    expect((await client.get(task.url)).body).toMatchObject({ name: "Paint", project: null, priority: null });
  });

  it.each([
    ["/task/api/project/", { name: " " }, "name", "This field may not be blank."],
    ["/task/api/priority/", { name: "P", color: "red", ordering: 1 }, "color", "Use a colour like #1E88E5."],
    ["/task/api/priority/", { name: "P", color: "#FF0000" }, "ordering", "Enter a number."],
  ])("POST %s %j answers 400 and writes nothing", async (path, body, field, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(path, body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
    expect(await rowCount(ctx.db, "task_projects", { column: "user_id", value: user.id })).toBe(0);
  });

  it("hides another owner's projects and priorities behind 404s", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const project = (await owner.client.post("/task/api/project/", { name: "Secret" })).body;
    const priority = (await owner.client.get("/task/api/priority/")).body[0];
    expect((await stranger.client.patch(project.url, { name: "Mine" })).status).toBe(404);
    expect((await stranger.client.delete(project.url)).status).toBe(404);
    expect((await stranger.client.patch(priority.url, { name: "Mine" })).status).toBe(404);
    expect((await stranger.client.delete(priority.url)).status).toBe(404);
    expect((await stranger.client.get("/task/api/project/")).body).toEqual([]);
    expect((await owner.client.get(project.url.replace(/\d+\/$/, ""))).body[0].name).toBe("Secret");
  });

  it("answers 401 without a token", async () => {
    for (const path of ["/task/api/project/", "/task/api/priority/", TASKS]) {
      expect((await ctx.anonymous.get(path)).status).toBe(401);
      expect((await ctx.anonymous.post(path, { name: "x" })).status).toBe(401);
    }
  });
});

describe("tasks", () => {
  it("creates with a readable unique slug and loads by slug", async () => {
    const { client } = await ctx.signedIn();
    const first = await create(client, { name: "Call Mom!", notes: "Birthday", due_date: "2026-11-22" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      slug: "call-mom",
      url: "http://localhost:80/task/api/task/call-mom/",
      name: "Call Mom!",
      notes: "Birthday",
      due_date: "2026-11-22",
      is_completed: false,
      time_completed: null,
      is_active: true,
      project: null,
      priority: null,
      repeat: null,
    });
    expect((await create(client, { name: "call mom" })).body.slug).toBe("call-mom-2");
    expect((await client.get(first.body.url)).body).toEqual(first.body);
  });

  it("lists open tasks sorted by due date then priority, keeping today's completions and dropping older ones", async () => {
    const { client } = await ctx.signedIn();
    const [urgent, , , low] = (await client.get("/task/api/priority/")).body;
    freezeDateAt("2026-11-21T18:00:00Z");
    const doneYesterday = (await create(client, { name: "done yesterday", due_date: "2026-11-21" })).body;
    await client.patch(doneYesterday.url, { is_completed: true });
    freezeDateAt("2026-11-22T18:00:00Z");
    await create(client, { name: "no date" });
    await create(client, { name: "later", due_date: "2026-12-01", priority_id: urgent.id });
    await create(client, { name: "low today", due_date: "2026-11-22", priority_id: low.id });
    await create(client, { name: "urgent today", due_date: "2026-11-22", priority_id: urgent.id });
    const doneToday = (await create(client, { name: "done today", due_date: "2026-11-20" })).body;
    const completed = (await client.patch(doneToday.url, { is_completed: true })).body;
    expect(completed).toMatchObject({ is_completed: true, time_completed: "2026-11-22T18:00:00.000Z" });

    expect(names((await client.get(TASKS)).body)).toEqual([
      "done today",
      "urgent today",
      "low today",
      "later",
      "no date",
    ]);
    const reopened = (await client.patch(doneToday.url, { is_completed: false })).body;
    expect(reopened).toMatchObject({ is_completed: false, time_completed: null });
  });

  it("soft-deletes and restores, listing deleted tasks separately", async () => {
    const { client } = await ctx.signedIn();
    const task = (await create(client, { name: "Old idea" })).body;
    expect((await client.patch(task.url, { is_active: false })).body.is_active).toBe(false);
    expect(names((await client.get(TASKS)).body)).toEqual([]);
    expect(names((await client.get(TASKS, { deleted: "1" })).body)).toEqual(["Old idea"]);
    expect((await client.get(task.url)).body.is_active).toBe(false);
    await client.patch(task.url, { is_active: true });
    expect(names((await client.get(TASKS)).body)).toEqual(["Old idea"]);
  });

  it("moves a repeating task to its next due date on completion and keeps the history", async () => {
    const { client } = await ctx.signedIn();
    freezeDateAt("2026-11-22T18:00:00Z");
    const weekly = (
      await create(client, {
        name: "Bins out",
        due_date: "2026-11-22",
        repeat: { every: 1, unit: "week", from: "due" },
      })
    ).body;
    const moved = (await client.patch(weekly.url, { is_completed: true })).body;
    expect(moved).toMatchObject({ due_date: "2026-11-29", is_completed: false, time_completed: null });
    const history = (await client.get(`${weekly.url}completions/`)).body;
    expect(history).toEqual([
      { id: expect.any(Number), completed_at: "2026-11-22T18:00:00.000Z", due_date: "2026-11-22" },
    ]);

    const fromCompletion = await client.patch(weekly.url, { repeat: { every: 3, unit: "day", from: "completion" } });
    expect(fromCompletion.body.repeat).toEqual({ every: 3, unit: "day", from: "completion" });
    expect((await client.patch(weekly.url, { is_completed: true })).body.due_date).toBe("2026-11-25");
    expect((await client.get(`${weekly.url}completions/`)).body).toHaveLength(2);
    expect((await client.patch(weekly.url, { repeat: null })).body.repeat).toBeNull();
  });

  it.each([
    [{ name: "" }, "name", "This field may not be blank."],
    [{ name: "x".repeat(201) }, "name", "Use at most 200 characters."],
    [{ name: "x", due_date: "22/11/2026" }, "due_date", "Use a date as yyyy-mm-dd."],
    [{ name: "x", priority_id: 999999 }, "priority_id", "Choose one from the list."],
    [{ name: "x", project_id: 999999 }, "project_id", "Choose one from the list."],
    [{ name: "x", repeat: { every: 0, unit: "week", from: "due" } }, "repeat.every", "Repeat at least every 1."],
    [
      { name: "x", repeat: { every: 1, unit: "fortnight", from: "due" } },
      "repeat.unit",
      "Choose days, weekdays, weeks, months or years.",
    ],
  ])("rejects %j with a field error and writes nothing", async (body, field, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await create(client, body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
  });

  it("refuses another owner's project on a task, and a bad patch changes nothing", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const theirs = (await stranger.client.post("/task/api/project/", { name: "Theirs" })).body;
    const task = (await create(owner.client, { name: "Mine", notes: "keep" })).body;
    const response = await owner.client.patch(task.url, { project_id: theirs.id, notes: "changed" });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ project_id: ["Choose one from the list."] });
    expect((await owner.client.patch(task.url, { unknown: 1 })).status).toBe(400);
    expect((await owner.client.get(task.url)).body).toEqual(task);
  });

  it("hides another owner's task behind 404s", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const task = (await create(owner.client, { name: "Private" })).body;
    expect((await stranger.client.get(task.url)).status).toBe(404);
    expect((await stranger.client.patch(task.url, { name: "Mine" })).status).toBe(404);
    expect((await stranger.client.get(`${task.url}completions/`)).status).toBe(404);
    expect((await owner.client.get(task.url)).body.name).toBe("Private");
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(`${TASKS}anything/`)).status).toBe(401);
    expect((await ctx.anonymous.patch(`${TASKS}anything/`, { name: "x" })).status).toBe(401);
    expect((await ctx.anonymous.get(`${TASKS}anything/completions/`)).status).toBe(401);
  });
});
