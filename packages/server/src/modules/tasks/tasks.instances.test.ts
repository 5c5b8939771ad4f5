import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { createTwoInstances } from "../../test-support/two-instances";
import { issueToken } from "../auth/auth.service";
import { postImport, todoistZip } from "../import/apps-import-test-support";

// The task list is answered from kept bytes while the owner's tasks are unchanged (ARCHITECTURE
// §6: 300 tasks took over a millisecond to build and encode per request). Every write to tasks,
// checklists, priorities and projects, through either instance, bumps the owner's tasks version,
// so neither instance answers what it kept from before; a browser's If-None-Match gets 304.

const TASKS = "/task/api/task/";
const TRASH = `${TASKS}?status=deleted`;
let two: Awaited<ReturnType<typeof createTwoInstances>>;
beforeAll(async () => {
  two = await createTwoInstances();
});
afterAll(() => two.close());

/** The open list and the trash, as one client sees them. */
const lists = async (client: ApiClient) => ({
  open: (await client.get(TASKS)).body,
  trash: (await client.get(TRASH)).body,
});

describe("the task list across two instances", () => {
  it("every kind of write through A changes what B answers, which B had already answered", async () => {
    const { a, b } = await two.owner();
    const priority = (await a.get("/task/api/priority/")).body[0];
    const project = (await a.post("/task/api/project/", { name: "Home" })).body;
    const task = (await a.post(TASKS, { name: "Paint the fence", priority_id: priority.id, project_id: project.id }))
      .body;
    const repeating = (
      await a.post(TASKS, {
        name: "Water plants",
        due_date: "2026-01-05",
        repeat: { every: 1, unit: "week", from: "due" },
      })
    ).body;
    let imported = "";
    const writes: [string, () => Promise<{ status: number }>][] = [
      ["create a task", () => a.post(TASKS, { name: "Call the plumber" })],
      ["quick-add a task", () => a.post(`${TASKS}quick/`, { text: "Buy milk tomorrow #Errands" })],
      ["rename a task", () => a.patch(task.url, { name: "Paint the back fence" })],
      ["add a checklist step", () => a.post(`${task.url}checklist/`, { name: "Buy paint" })],
      [
        "tick a checklist step",
        async () => {
          const step = (await a.get(task.url)).body.checklist[0];
          return a.patch(`${task.url}checklist/${step.id}/`, { is_done: true });
        },
      ],
      [
        "delete a checklist step",
        async () => {
          const step = (await a.get(task.url)).body.checklist[0];
          return a.delete(`${task.url}checklist/${step.id}/`);
        },
      ],
      ["complete a task", () => a.patch(task.url, { is_completed: true })],
      ["undo the completion", () => a.post(`${task.url}undo/`, {})],
      ["complete a repeating task", () => a.patch(repeating.url, { is_completed: true })],
      ["rename its priority", () => a.patch(priority.url, { name: "Before anything" })],
      ["rename its project", () => a.patch(project.url, { name: "House" })],
      ["delete its priority", () => a.delete(priority.url)],
      ["delete its project", () => a.delete(project.url)],
      ["move a task to the trash", () => a.patch(task.url, { is_active: false })],
      ["empty the trash", () => a.delete("/task/api/trash/")],
      [
        "import from Todoist",
        async () => {
          const response = await postImport(a, "todoist", todoistZip(), { name: "todoist.zip" });
          imported = response.body.url;
          return response;
        },
      ],
      ["undo the import", () => a.delete(imported)],
    ];
    for (const [what, write] of writes) {
      const before = await lists(b);
      expect((await write()).status, what).toBeLessThan(300);
      const after = await lists(b);
      expect(after, what).not.toEqual(before);
      expect(after, what).toEqual(await lists(a));
    }
  });

  it("answers 304 to the ETag it gave while nothing changed, and the new list once something did", async () => {
    const { a, b } = await two.owner();
    await a.post(TASKS, { name: "Call the plumber" });
    const first = await a.get(TASKS);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    for (const client of [a, b]) {
      const again = await client.request("GET", TASKS, undefined, undefined, { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe("");
    }
    await b.post(TASKS, { name: "Buy milk" });
    const changed = await a.request("GET", TASKS, undefined, undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.map((t: { name: string }) => t.name).sort()).toEqual(["Buy milk", "Call the plumber"]);
  });

  it("keeps a task completed today in the open list for that day only, by the owner's zone", async () => {
    const { a } = await two.owner();
    // Fourteen hours ahead of UTC and eleven behind: never the same date.
    await a.patch("/auth/users/me/settings/", { time_zone: "Pacific/Kiritimati" });
    const task = (await a.post(TASKS, { name: "Call the plumber" })).body;
    await a.patch(task.url, { is_completed: true });
    expect((await a.get(TASKS)).body.map((t: { name: string }) => t.name)).toEqual(["Call the plumber"]);
    // No task changed, but the owner's today did: the kept answer for the other day is not used.
    await a.patch("/auth/users/me/settings/", { time_zone: "Pacific/Pago_Pago" });
    expect((await a.get(TASKS)).body).toEqual([]);
  });

  it("shows the tasks of a backup restored through A in a list B had already answered", async () => {
    const source = await two.owner();
    await source.a.post(TASKS, { name: "Call the plumber" });
    const backup = await two.a.app.inject({
      method: "GET",
      url: "/api/export/",
      headers: { authorization: `Bearer ${await issueToken(two.db, source.user.id)}` },
    });
    const { a, b } = await two.owner();
    expect((await b.get(TASKS)).body).toEqual([]);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(backup.rawPayload)]), "export.zip");
    expect((await a.postForm("/api/import/homebase/", form)).status).toBeLessThan(300);
    expect((await b.get(TASKS)).body.map((t: { name: string }) => t.name)).toEqual(["Call the plumber"]);
  });

  it("keeps each owner's lists apart", async () => {
    const one = await two.owner();
    const other = await two.owner();
    await one.a.post(TASKS, { name: "Call the plumber" });
    expect((await one.a.get(TASKS)).body).toHaveLength(1);
    expect((await other.a.get(TASKS)).body).toEqual([]);
  });
});
