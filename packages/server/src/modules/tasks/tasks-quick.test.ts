import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

// Issue 20: POST /task/api/task/quick/ {text} reads one line as the web app does.
const QUICK = "/task/api/task/quick/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

describe("quick add", () => {
  it("makes 'Pay rent tomorrow p1 #Errands' a task due tomorrow, top priority, in a new project", async () => {
    const { user, client } = await ctx.signedIn();
    // 03:00 UTC on Nov 25 is still Nov 24 in Chicago: tomorrow is the 25th.
    freezeDateAt("2026-11-25T03:00:00Z");
    const response = await client.post(QUICK, { text: "Pay rent tomorrow p1 #Errands" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Pay rent",
      slug: "pay-rent",
      due_date: "2026-11-25",
      priority: { name: "Urgent", ordering: 1 },
      project: { name: "Errands" },
      repeat: null,
      is_completed: false,
      is_active: true,
    });
    const projects = (await client.get("/task/api/project/")).body;
    expect(projects.map((p: { name: string }) => p.name)).toEqual(["Errands"]);
    // The same project again, in any case, is reused.
    const again = (await client.post(QUICK, { text: "Stamps #errands p4 every! 2 weeks" })).body;
    expect(again).toMatchObject({
      name: "Stamps",
      project: { name: "Errands" },
      priority: { name: "Low" },
      due_date: "2026-11-24",
      repeat: { every: 2, unit: "week", from: "completion" },
    });
    expect(await rowCount(ctx.db, "task_projects", { column: "user_id", value: user.id })).toBe(1);
  });

  it("keeps the parts the owner undid in the name, and a plain line is only a name", async () => {
    const { client } = await ctx.signedIn();
    freezeDateAt("2026-11-24T18:00:00Z");
    const kept = (await client.post(QUICK, { text: "Watch Sun Valley fri", ignore: ["date:sun"] })).body;
    expect([kept.name, kept.due_date]).toEqual(["Watch Sun Valley", "2026-11-27"]);
    const plain = (await client.post(QUICK, { text: "Just a name" })).body;
    expect([plain.name, plain.due_date, plain.priority, plain.project]).toEqual(["Just a name", null, null, null]);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.post(QUICK, { text: "x" })).status).toBe(401);
  });

  it("uses only the owner's own projects: a stranger's #name makes the owner's own", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const theirs = (await stranger.client.post("/task/api/project/", { name: "Secret" })).body;
    const task = (await owner.client.post(QUICK, { text: "Peek #Secret" })).body;
    expect(task.project.name).toBe("Secret");
    expect(task.project.id).not.toBe(theirs.id);
    expect((await stranger.client.get(`/task/api/task/${task.slug}/`)).status).toBe(404);
  });

  it.each([
    [{ text: "" }, "text", ["Enter a task."]],
    [{ text: "   " }, "text", ["Enter a task."]],
    [{}, "text", ["Enter a task."]],
    [{ text: "tomorrow p1 #Errands" }, "text", ["Add a name as well as the date, priority or project."]],
    [{ text: `${"x".repeat(201)} tomorrow #New` }, "text", ["The name is 201 characters; use at most 200."]],
    [{ text: "x".repeat(1001) }, "text", ["Use at most 1,000 characters."]],
  ])("rejects %j with a field error and writes nothing", async (body, field, messages) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(QUICK, body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: messages });
    expect(await rowCount(ctx.db, "tasks", { column: "user_id", value: user.id })).toBe(0);
    expect(await rowCount(ctx.db, "task_projects", { column: "user_id", value: user.id })).toBe(0);
  });

  it("refuses p4 when the owner has fewer priorities", async () => {
    const { user, client } = await ctx.signedIn();
    const priorities = (await client.get("/task/api/priority/")).body;
    await client.delete(priorities[3].url);
    const response = await client.post(QUICK, { text: "Someday p4 #Later" });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ text: ["There is no priority p4: you have 3."] });
    expect(await rowCount(ctx.db, "task_projects", { column: "user_id", value: user.id })).toBe(0);
  });
});
