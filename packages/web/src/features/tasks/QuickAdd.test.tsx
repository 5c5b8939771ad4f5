import { addDays, formatIsoDay, todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { TASKS_PATH } from "./api";
import { readTypedDate } from "./TypedDateField";
import { project, task, tasksApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tasks/"), 60_000);

const today = todayIn(SETTINGS.time_zone);
const form = () => screen.findByRole("region", { name: "Add New Task" });
const nameBox = async () => within(await form()).getByRole("textbox", { name: "Name" });

describe("quick add (issue 20)", () => {
  it("reads one line, shows the parts as chips, asks before a new project, then adds", async () => {
    const api = tasksApi({
      projects: [project(1, "Home")],
      routes: {
        "POST /task/api/project/": created(project(2, "Errands")),
        [`POST ${TASKS_PATH}`]: created(task(9, "pay-rent", "Pay rent")),
      },
    });
    renderApp("/tasks/");
    await userEvent.type(await nameBox(), "Pay rent tomorrow p1 #Errands");
    const chips = within(await form()).getByRole("list", { name: "Recognised" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual([`Due ${formatIsoDay(addDays(today, 1))}`, "Priority Urgent", "New project Errands"]);
    expect(within(await form()).getByRole("textbox", { name: "Due date" })).toHaveValue(
      formatIsoDay(addDays(today, 1)),
    );
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Create the project Errands?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create project" }));
    await waitFor(() =>
      expect(api.bodies("POST", TASKS_PATH)).toEqual([
        {
          name: "Pay rent",
          notes: "",
          due_date: addDays(today, 1),
          priority_id: 1,
          project_id: 2,
          repeat: null,
        },
      ]),
    );
    expect(api.bodies("POST", "/task/api/project/")).toEqual([{ name: "Errands" }]);
    await waitFor(async () => expect(await nameBox()).toHaveValue(""));
  });

  it("keeps a part in the name when Backspace is pressed on its chip, and sends a known project at once", async () => {
    const api = tasksApi({
      projects: [project(1, "Home")],
      routes: { [`POST ${TASKS_PATH}`]: created(task(9, "x", "x")) },
    });
    renderApp("/tasks/");
    await userEvent.type(await nameBox(), "Watch Sun Valley #home");
    const chips = within(await form()).getByRole("list", { name: "Recognised" });
    const sunday = within(chips).getByText(/^Due /).closest("[role=button]") as HTMLElement;
    sunday.focus();
    await userEvent.keyboard("{Backspace}");
    expect(within(chips).queryByText(/^Due /)).not.toBeInTheDocument();
    expect(within(await form()).getByRole("textbox", { name: "Due date" })).toHaveValue(formatIsoDay(today));
    await userEvent.click(within(await form()).getByRole("button", { name: "Add Task" }));
    await waitFor(() =>
      expect(api.bodies("POST", TASKS_PATH)).toEqual([
        { name: "Watch Sun Valley", notes: "", due_date: today, priority_id: null, project_id: 1, repeat: null },
      ]),
    );
  });

  it("takes a typed due date and clears it in one click", async () => {
    const api = tasksApi({ routes: { [`POST ${TASKS_PATH}`]: created(task(9, "x", "x")) } });
    renderApp("/tasks/");
    await userEvent.type(await nameBox(), "Someday");
    const dueDate = within(await form()).getByRole("textbox", { name: "Due date" });
    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, "in 3 days{Enter}");
    expect(dueDate).toHaveValue(formatIsoDay(addDays(today, 3)));
    await userEvent.click(within(await form()).getByRole("button", { name: "Clear the due date" }));
    expect(dueDate).toHaveValue("");
    expect(dueDate).toHaveAccessibleDescription("No due date");
    await userEvent.click(within(await form()).getByRole("button", { name: "Add Task" }));
    await waitFor(() => expect(api.bodies("POST", TASKS_PATH)[0]).toMatchObject({ name: "Someday", due_date: null }));
  });

  it.each([
    ["tomorrow", addDays(today, 1)],
    ["2030-01-02", "2030-01-02"],
    ["", null],
    ["whenever", undefined],
    ["tomorrow please", undefined],
  ])("reads the typed date %j as %s", (text, date) => {
    expect(readTypedDate(text, today)).toBe(date);
  });
});

describe("TaskHome views, search and keys (issue 20)", () => {
  it("finds tasks by search, lists the trash and empties it after asking", async () => {
    const api = tasksApi({
      tasks: [task(1, "call-plumber", "Call the plumber", { due_date: today })],
      routes: {
        [`GET ${TASKS_PATH}?search=plumb`]: ok([task(1, "call-plumber", "Call the plumber", { due_date: today })]),
        [`GET ${TASKS_PATH}?status=deleted`]: ok([task(2, "old", "Old idea", { is_active: false })]),
        "DELETE /task/api/trash/": ok({ deleted: 1 }),
      },
    });
    renderApp("/tasks/");
    await screen.findByRole("heading", { name: "Today's Tasks (1 Open)" });
    await userEvent.keyboard("/");
    expect(screen.getByRole("searchbox", { name: "Search tasks" })).toHaveFocus();
    await userEvent.keyboard("plumb");
    expect(await screen.findByRole("heading", { name: "Found 1 task" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("tab", { name: "Trash" }));
    const trash = await screen.findByRole("list", { name: "Trash (1)" });
    expect(within(trash).getByRole("button", { name: "Restore Old idea" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Empty trash" }));
    const dialog = screen.getByRole("dialog", { name: "Empty the trash?" });
    api.answer({ [`GET ${TASKS_PATH}?status=deleted`]: ok([]) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Empty trash" }));
    expect(await screen.findByText("The trash is empty.")).toBeInTheDocument();
    expect(api.bodies("DELETE", "/task/api/trash/")).toHaveLength(1);
  });

  it("focuses quick add with q, walks rows with the arrows, completes with Space and lists the keys with ?", async () => {
    const first = task(1, "first", "First", { due_date: today });
    const api = tasksApi({
      tasks: [first, task(2, "second", "Second", { due_date: today })],
      routes: { "PATCH /task/api/task/first/": ok({ ...first, is_completed: true }) },
    });
    renderApp("/tasks/");
    await screen.findByRole("heading", { name: "Today's Tasks (2 Open)" });
    await userEvent.keyboard("q");
    expect(await nameBox()).toHaveFocus();
    (await nameBox()).blur();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toHaveTextContent("First");
    await userEvent.keyboard(" ");
    await waitFor(() => expect(api.bodies("PATCH", "/task/api/task/first/")).toEqual([{ is_completed: true }]));
    expect(await screen.findByText("Completed First")).toBeInTheDocument();
    await userEvent.keyboard("?");
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toHaveTextContent("Search tasks");
  });
});
