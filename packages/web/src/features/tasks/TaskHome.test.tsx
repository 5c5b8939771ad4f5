import { addDays, todayIn } from "@homebase/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { priorityNamed, project, task, tasksApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tasks/"), 60_000);

const today = todayIn(SETTINGS.time_zone);
const WATER_PLANTS = task(101, "water-plants", "Water plants", { due_date: today });
const TASKS = [
  task(100, "overdue-bills", "Overdue bills", { due_date: addDays(today, -2), priority: priorityNamed("High") }),
  WATER_PLANTS,
  task(102, "done-already", "Done already", { due_date: today, is_completed: true }),
  task(103, "dentist", "Dentist", { due_date: addDays(today, 10) }),
  task(104, "someday", "Someday"),
];

describe("TaskHome", () => {
  it("puts overdue tasks above today's, counting both in the spec's heading, then Upcoming, Later and No date", async () => {
    tasksApi({ tasks: [...TASKS, task(105, "tomorrow", "Tomorrow's", { due_date: addDays(today, 1) })] });
    renderApp("/tasks/");
    expect(await screen.findByRole("heading", { name: "Today's Tasks (2 Open)" })).toBeInTheDocument();
    const overdue = screen.getByRole("list", { name: "Overdue (1)" });
    expect(within(overdue).getByText("High")).toBeInTheDocument();
    expect(within(overdue).getByRole("link").textContent).toBe("Overdue bills");
    const todays = screen.getByRole("list", { name: "Today's Tasks (2 Open)" });
    expect(
      within(todays)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Done already", "Water plants"]);
    expect(screen.getByRole("heading", { name: "Upcoming (1)" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: /^Tomorrow · / })).getByText("Tomorrow's")).toBeInTheDocument();
    expect(within(todays).getByRole("link", { name: "Done already" })).toHaveStyle({
      textDecoration: "line-through",
    });
    expect(within(screen.getByRole("list", { name: "Later (1)" })).getByText("Dentist")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "No due date (1)" })).getByText("Someday")).toBeInTheDocument();
  });

  it("says so when a section is empty", async () => {
    tasksApi();
    renderApp("/tasks/");
    expect(await screen.findByText("Nothing due today. Add a task above.")).toBeInTheDocument();
    expect(screen.getByText("Nothing in the next 7 days.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /^Overdue/ })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Today's Tasks (0 Open)" })).toBeInTheDocument();
  });

  it("ticks a task at once and updates the count", async () => {
    const api = tasksApi({
      tasks: TASKS,
      routes: { "PATCH /task/api/task/water-plants/": ok({ ...WATER_PLANTS, is_completed: true }) },
    });
    renderApp("/tasks/");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Complete Water plants" }));
    expect(screen.getByRole("heading", { name: "Today's Tasks (1 Open)" })).toBeInTheDocument();
    await waitFor(() => expect(api.bodies("PATCH", "/task/api/task/water-plants/")).toEqual([{ is_completed: true }]));
  });

  it("shows the tick in the click's own frame, before the mutation has touched the list", async () => {
    tasksApi({
      tasks: TASKS,
      routes: { "PATCH /task/api/task/water-plants/": ok({ ...WATER_PLANTS, is_completed: true }) },
    });
    renderApp("/tasks/");
    const box = await screen.findByRole("checkbox", { name: "Complete Water plants" });
    // fireEvent, not userEvent: no await, so no promise (the mutation's onMutate) runs in between.
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(await screen.findByRole("heading", { name: "Today's Tasks (1 Open)" })).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it("puts the tick back and says so when the server refuses", async () => {
    let release: () => void = () => {};
    tasksApi({
      tasks: TASKS,
      routes: {
        "PATCH /task/api/task/water-plants/": () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 500, body: { detail: "Database is locked.", code: "error" } });
          }),
      },
    });
    renderApp("/tasks/");
    const box = await screen.findByRole("checkbox", { name: "Complete Water plants" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole("heading", { name: "Today's Tasks (1 Open)" })).toBeInTheDocument();
    release();
    expect(await screen.findByText("Could not change the task: Database is locked.")).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(screen.getByRole("heading", { name: "Today's Tasks (2 Open)" })).toBeInTheDocument();
  });

  it("says where a repeating task went when it is completed", async () => {
    const nextWeek = addDays(today, 7);
    const trash = task(100, "trash", "Trash", { due_date: today, repeat: { every: 1, unit: "week", from: "due" } });
    // The server answers the repeating task on its next date, not completed.
    const api = tasksApi({
      tasks: [trash],
      routes: { "PATCH /task/api/task/trash/": ok({ ...trash, due_date: nextWeek }) },
    });
    renderApp("/tasks/");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Complete Trash" }));
    expect(await screen.findByText(/^Next due \w{3}, \w{3} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Upcoming (1)" })).toBeInTheDocument();
    // Undo puts it back on its date.
    api.answer({ "POST /task/api/task/trash/undo/": ok(trash) });
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(api.bodies("POST", "/task/api/task/trash/undo/")).toEqual([{}]));
    expect(await screen.findByRole("heading", { name: "Today's Tasks (1 Open)" })).toBeInTheDocument();
  });

  it("manages priorities and projects from a dialog, asking before a delete", async () => {
    const garden = project(1, "Garden");
    const api = tasksApi({ projects: [garden], routes: { "POST /task/api/project/": created(project(2, "House")) } });
    renderApp("/tasks/");
    await userEvent.click(await screen.findByRole("button", { name: "Manage priorities and projects" }));
    const dialog = await screen.findByRole("dialog", { name: "Priorities and projects" });
    api.answer({ "GET /task/api/project/": ok([garden, project(2, "House")]) });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "New project" }), "House{Enter}");
    await waitFor(() => expect(api.bodies("POST", "/task/api/project/")).toEqual([{ name: "House" }]));
    expect(await within(dialog).findByRole("textbox", { name: "Name of House" })).toHaveValue("House");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Garden" }));
    expect(await screen.findByText("Tasks using it will lose it.")).toBeInTheDocument();
  });
});
