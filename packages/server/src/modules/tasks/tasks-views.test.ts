import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 20: search, views (project, priority, completed, trash), undo and checklists.
const TASKS = "/task/api/task/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

const names = (list: { name: string }[]) => list.map((t) => t.name);
const list = async (client: ApiClient, query: Record<string, string> = {}) => (await client.get(TASKS, query)).body;

describe("search and views", () => {
  it("searches name and notes, case-insensitively, with % and _ taken literally", async () => {
    const { client } = await ctx.signedIn();
    await client.post(TASKS, { name: "Call the Plumber" });
    await client.post(TASKS, { name: "Kitchen", notes: "ask the plumber about the sink" });
    await client.post(TASKS, { name: "Raise 5% savings" });
    await client.post(TASKS, { name: "Read a_b notes" });
    await client.post(TASKS, { name: "Groceries" });
    expect(names(await list(client, { search: "PLUMBER" }))).toEqual(["Call the Plumber", "Kitchen"]);
    expect(names(await list(client, { search: "5%" }))).toEqual(["Raise 5% savings"]);
    expect(names(await list(client, { search: "a_b" }))).toEqual(["Read a_b notes"]);
    expect(names(await list(client, { search: "%" }))).toEqual(["Raise 5% savings"]);
    expect(await list(client, { search: "nothing like it" })).toEqual([]);
  });

  it("filters by project and priority, and lists the trash", async () => {
    const { client } = await ctx.signedIn();
    const [urgent] = (await client.get("/task/api/priority/")).body;
    const house = (await client.post("/task/api/project/", { name: "House" })).body;
    await client.post(TASKS, { name: "Paint", project_id: house.id });
    await client.post(TASKS, { name: "Fix roof", project_id: house.id, priority_id: urgent.id });
    await client.post(TASKS, { name: "Taxes", priority_id: urgent.id });
    const gone = (await client.post(TASKS, { name: "Old idea", project_id: house.id })).body;
    await client.patch(gone.url, { is_active: false });
    expect(names(await list(client, { project: String(house.id) }))).toEqual(["Fix roof", "Paint"]);
    expect(names(await list(client, { priority: String(urgent.id) }))).toEqual(["Fix roof", "Taxes"]);
    expect(names(await list(client, { project: String(house.id), priority: String(urgent.id) }))).toEqual(["Fix roof"]);
    expect(names(await list(client, { status: "deleted" }))).toEqual(["Old idea"]);
    expect(names(await list(client, { status: "deleted", search: "idea" }))).toEqual(["Old idea"]);
  });

  it("lists tasks completed in the last 30 days, latest first, with the time done", async () => {
    const { client } = await ctx.signedIn();
    const done = async (name: string, at: string) => {
      freezeDateAt(at);
      const task = (await client.post(TASKS, { name })).body;
      await client.patch(task.url, { is_completed: true });
    };
    await done("Too old", "2026-10-25T18:00:00Z");
    await done("Thirty days ago", "2026-10-26T18:00:00Z");
    await done("Last week", "2026-11-17T18:00:00Z");
    await done("Today", "2026-11-24T15:00:00Z");
    freezeDateAt("2026-11-24T18:00:00Z");
    await client.post(TASKS, { name: "Still open" });
    const completed = await list(client, { status: "completed" });
    expect(completed.map((t: { name: string; time_completed: string }) => [t.name, t.time_completed])).toEqual([
      ["Today", "2026-11-24T15:00:00.000Z"],
      ["Last week", "2026-11-17T18:00:00.000Z"],
      ["Thirty days ago", "2026-10-26T18:00:00.000Z"],
    ]);
    // The open list keeps today's completion (spec §9) and drops the others.
    expect(names(await list(client))).toEqual(["Still open", "Today"]);
  });

  it("empties the trash, and only the owner's", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const mine = (await owner.client.post(TASKS, { name: "Mine" })).body;
    await owner.client.post(TASKS, { name: "Keep" });
    const theirs = (await stranger.client.post(TASKS, { name: "Theirs" })).body;
    await owner.client.patch(mine.url, { is_active: false });
    await stranger.client.patch(theirs.url, { is_active: false });
    expect((await owner.client.delete("/task/api/trash/")).body).toEqual({ deleted: 1 });
    expect((await owner.client.get(mine.url)).status).toBe(404);
    expect(names(await list(owner.client))).toEqual(["Keep"]);
    expect(names(await list(stranger.client, { status: "deleted" }))).toEqual(["Theirs"]);
  });

  it.each([
    [{ status: "done" }, "status", "Use open, completed or deleted."],
    [{ project: "abc" }, "project", "Use a project id."],
    [{ search: "x".repeat(201) }, "search", "Use at most 200 characters."],
  ])("rejects %j with a field error", async (query, field, message) => {
    const { client } = await ctx.signedIn();
    const response = await client.get(TASKS, query);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(TASKS, { search: "x" })).status).toBe(401);
    expect((await ctx.anonymous.delete("/task/api/trash/")).status).toBe(401);
    expect((await ctx.anonymous.post(`${TASKS}x/undo/`, {})).status).toBe(401);
    expect((await ctx.anonymous.post(`${TASKS}x/checklist/`, { name: "x" })).status).toBe(401);
  });
});

describe("undo and checklists", () => {
  it("undoes a completion: a plain task opens again, a repeating one goes back to its date", async () => {
    const { client } = await ctx.signedIn();
    freezeDateAt("2026-11-24T18:00:00Z");
    const plain = (await client.post(TASKS, { name: "Plain", due_date: "2026-11-24" })).body;
    await client.patch(plain.url, { is_completed: true });
    const undone = await client.post(`${plain.url}undo/`, {});
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ is_completed: false, time_completed: null, due_date: "2026-11-24" });
    expect((await client.get(`${plain.url}completions/`)).body).toEqual([]);
    expect((await client.post(`${plain.url}undo/`, {})).status).toBe(409);

    const weekly = (
      await client.post(TASKS, {
        name: "Weekly",
        due_date: "2026-11-20",
        repeat: { every: 1, unit: "week", from: "due" },
      })
    ).body;
    expect((await client.patch(weekly.url, { is_completed: true })).body.due_date).toBe("2026-11-27");
    expect((await client.post(`${weekly.url}undo/`, {})).body).toMatchObject({
      due_date: "2026-11-20",
      is_completed: false,
    });
    expect((await client.get(`${weekly.url}completions/`)).body).toEqual([]);
  });

  it("keeps a checklist in the task, unticks it when the task repeats and ticks it again on undo", async () => {
    const { client } = await ctx.signedIn();
    freezeDateAt("2026-11-24T18:00:00Z");
    const task = (
      await client.post(TASKS, {
        name: "Clean",
        due_date: "2026-11-24",
        repeat: { every: 1, unit: "week", from: "due" },
      })
    ).body;
    expect(task.checklist).toEqual([]);
    const added = await client.post(`${task.url}checklist/`, { name: "Kitchen" });
    expect(added.status).toBe(201);
    const withTwo = (await client.post(`${task.url}checklist/`, { name: "Bath" })).body;
    expect(withTwo.checklist.map((i: { name: string; is_done: boolean }) => [i.name, i.is_done])).toEqual([
      ["Kitchen", false],
      ["Bath", false],
    ]);
    const [kitchen, bath] = withTwo.checklist;
    const ticked = (await client.patch(`${task.url}checklist/${kitchen.id}/`, { is_done: true })).body;
    expect(ticked.checklist[0]).toEqual({ id: kitchen.id, name: "Kitchen", is_done: true });
    expect((await client.patch(`${task.url}checklist/${bath.id}/`, { name: "Bathroom" })).body.checklist[1].name).toBe(
      "Bathroom",
    );
    // Listed with the task, too.
    expect((await list(client))[0].checklist[0].is_done).toBe(true);
    const next = (await client.patch(task.url, { is_completed: true })).body;
    expect(next.due_date).toBe("2026-12-01");
    expect(next.checklist.map((i: { is_done: boolean }) => i.is_done)).toEqual([false, false]);
    // Undo ticks again what was ticked when it was completed.
    const undone = (await client.post(`${task.url}undo/`, {})).body;
    expect([undone.due_date, undone.checklist.map((i: { is_done: boolean }) => i.is_done)]).toEqual([
      "2026-11-24",
      [true, false],
    ]);
    const removed = (await client.delete(`${task.url}checklist/${bath.id}/`)).body;
    expect(removed.checklist.map((i: { name: string }) => i.name)).toEqual(["Kitchen"]);
  });

  it("rejects a blank or over-long item with a field error and writes nothing", async () => {
    const { user, client } = await ctx.signedIn();
    const task = (await client.post(TASKS, { name: "Pack" })).body;
    for (const [name, message] of [
      ["  ", "This field may not be blank."],
      ["x".repeat(201), "Use at most 200 characters."],
    ]) {
      const response = await client.post(`${task.url}checklist/`, { name });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ name: [message] });
    }
    expect(await rowCount(ctx.db, "task_checklist_items", { column: "user_id", value: user.id })).toBe(0);
  });

  it("hides another owner's task and items behind 404s", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const task = (await owner.client.post(TASKS, { name: "Private" })).body;
    const item = (await owner.client.post(`${task.url}checklist/`, { name: "Step" })).body.checklist[0];
    expect((await stranger.client.post(`${task.url}checklist/`, { name: "Mine" })).status).toBe(404);
    expect((await stranger.client.patch(`${task.url}checklist/${item.id}/`, { is_done: true })).status).toBe(404);
    expect((await stranger.client.delete(`${task.url}checklist/${item.id}/`)).status).toBe(404);
    expect((await stranger.client.post(`${task.url}undo/`, {})).status).toBe(404);
    // An item of another task of the owner's own is not this task's.
    const other = (await owner.client.post(TASKS, { name: "Other" })).body;
    expect((await owner.client.patch(`${other.url}checklist/${item.id}/`, { is_done: true })).status).toBe(404);
    expect((await owner.client.get(task.url)).body.checklist).toEqual([{ id: item.id, name: "Step", is_done: false }]);
  });
});
