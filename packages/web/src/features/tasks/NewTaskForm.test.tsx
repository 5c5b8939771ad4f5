import { todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { TASKS_PATH } from "./api";
import { isReady } from "./NewTaskForm";
import { priorityNamed, project, task, tasksApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tasks/"), 60_000);

const form = () => screen.findByRole("region", { name: "Add New Task" });
const nameBox = async () => within(await form()).getByRole("textbox", { name: "Name" });

describe("isReady (spec §5)", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["Call mom", true],
  ])("%j is ready: %s", (name, ready) => {
    expect(isReady({ name })).toBe(ready);
  });
});

describe("Add New Task form", () => {
  it("shows priority, project, notes and the buttons only once the name is ready", async () => {
    tasksApi({ projects: [project(1, "Home")] });
    renderApp("/tasks/");
    const region = await form();
    const dueDate = within(region).getByRole("textbox", { name: "Due date" });
    expect(dueDate).toHaveAccessibleDescription("Today");
    expect(within(region).queryByRole("combobox", { name: "Priority" })).not.toBeInTheDocument();
    expect(within(region).queryByRole("button", { name: "Add Task" })).not.toBeInTheDocument();

    await userEvent.type(await nameBox(), "   ");
    expect(within(region).queryByRole("button", { name: "Add Task" })).not.toBeInTheDocument();

    await userEvent.type(await nameBox(), "Call mom");
    expect(within(region).getByRole("combobox", { name: "Priority" })).toBeInTheDocument();
    expect(within(region).getByRole("combobox", { name: "Project" })).toBeInTheDocument();
    expect(within(region).getByRole("textbox", { name: "Notes" })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Add Task" })).toBeEnabled();
    expect(within(region).getByRole("button", { name: "Reset" })).toBeEnabled();
  });

  it("adds on Enter with today's date, the chosen priority and project, then resets and focuses the name", async () => {
    const home = project(1, "Home");
    const callMom = task(100, "call-mom", "Call mom", {
      due_date: todayIn(SETTINGS.time_zone),
      priority: priorityNamed("Urgent"),
      project: { id: home.id, name: home.name },
    });
    const api = tasksApi({ projects: [home], routes: { [`POST ${TASKS_PATH}`]: created(callMom) } });
    renderApp("/tasks/");
    await userEvent.type(await nameBox(), "Call mom");
    const region = await form();
    await waitFor(() => expect(within(region).getAllByRole("option", { name: "Urgent" })).toHaveLength(1));
    await userEvent.selectOptions(within(region).getByRole("combobox", { name: "Priority" }), "Urgent");
    await userEvent.selectOptions(within(region).getByRole("combobox", { name: "Project" }), "Home");
    api.answer({ [`GET ${TASKS_PATH}`]: ok([callMom]) });
    await userEvent.type(await nameBox(), "{Enter}");

    const today = screen.findByRole("list", { name: /^Today's Tasks/ });
    expect(await within(await today).findByRole("link", { name: "Call mom" })).toHaveAttribute(
      "href",
      "/tasks/task/call-mom/",
    );
    expect(api.bodies("POST", TASKS_PATH)).toEqual([
      {
        name: "Call mom",
        notes: "",
        due_date: todayIn(SETTINGS.time_zone),
        priority_id: 1,
        project_id: 1,
        repeat: null,
      },
    ]);
    await waitFor(async () => expect(await nameBox()).toHaveValue(""));
    expect(await nameBox()).toHaveFocus();
    expect(within(region).queryByRole("button", { name: "Add Task" })).not.toBeInTheDocument();
  });

  it("keeps Add Task disabled while the task is being added", async () => {
    tasksApi({ routes: { [`POST ${TASKS_PATH}`]: () => new Promise(() => {}) } });
    renderApp("/tasks/");
    await userEvent.type(await nameBox(), "Slow one");
    const add = within(await form()).getByRole("button", { name: "Add Task" });
    await userEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
  });

  it("Reset empties the form and focuses the name", async () => {
    tasksApi();
    renderApp("/tasks/");
    await userEvent.type(await nameBox(), "Draft");
    await userEvent.click(within(await form()).getByRole("button", { name: "Reset" }));
    expect(await nameBox()).toHaveValue("");
    expect(await nameBox()).toHaveFocus();
  });
});
