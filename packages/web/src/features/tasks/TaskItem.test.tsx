import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { priorityNamed, task, tasksApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tasks/task/water-plants/"), 60_000);

const PATH = "/task/api/task/water-plants/";
const WATER_PLANTS = task(100, "water-plants", "Water plants");

describe("TaskItem", () => {
  it("deletes an active task, saying it moved to the trash with an Undo, and restores it", async () => {
    const api = tasksApi({ tasks: [WATER_PLANTS] });
    renderApp("/tasks/task/water-plants/");
    api.answer({ [`PATCH ${PATH}`]: ok({ ...WATER_PLANTS, is_active: false }) });
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await screen.findByRole("button", { name: "Restore" });
    expect(screen.getByRole("status")).toHaveTextContent("Moved to trash");
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    api.answer({ [`PATCH ${PATH}`]: ok(WATER_PLANTS) });
    await userEvent.click(await screen.findByRole("button", { name: "Restore" }));
    expect(await screen.findByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(api.bodies("PATCH", PATH)).toEqual([{ is_active: false }, { is_active: true }]);
  });

  it("says an over-long name is too long under the field and keeps what was typed", async () => {
    const api = tasksApi({ tasks: [WATER_PLANTS] });
    renderApp("/tasks/task/water-plants/");
    api.answer({
      [`PATCH ${PATH}`]: {
        status: 400,
        body: { detail: "Invalid input.", code: "invalid", fields: { name: ["Use at most 200 characters."] } },
      },
    });
    const name = await screen.findByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("x".repeat(201));
    await userEvent.tab();
    expect(await screen.findByText("Use at most 200 characters.")).toBeInTheDocument();
    expect(name).toHaveValue("x".repeat(201));
  });

  it("offers Restore for a deleted task", async () => {
    tasksApi({ tasks: [{ ...WATER_PLANTS, is_active: false }] });
    renderApp("/tasks/task/water-plants/");
    expect(await screen.findByRole("button", { name: "Restore" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("saves a priority change at once and can clear it", async () => {
    const low = { ...WATER_PLANTS, priority: priorityNamed("Low") };
    const api = tasksApi({
      tasks: [low],
      routes: { [`PATCH ${PATH}`]: ok({ ...WATER_PLANTS, priority: priorityNamed("Urgent") }) },
    });
    renderApp("/tasks/task/water-plants/");
    const priority = await screen.findByRole("combobox", { name: "Priority" });
    await waitFor(() => expect(priority).toHaveValue("4"));
    await userEvent.selectOptions(priority, "Urgent");
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(priority).toHaveValue("1");
    api.answer({ [`PATCH ${PATH}`]: ok(WATER_PLANTS) });
    await userEvent.selectOptions(priority, "None");
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toEqual([{ priority_id: 1 }, { priority_id: null }]));
  });

  it("saves the name when the field is left, and shows a refusal", async () => {
    tasksApi({
      tasks: [WATER_PLANTS],
      routes: {
        [`PATCH ${PATH}`]: {
          status: 400,
          body: { detail: "Invalid.", code: "invalid", fields: { name: ["Use at most 200 characters."] } },
        },
      },
    });
    renderApp("/tasks/task/water-plants/");
    const name = await screen.findByRole("textbox", { name: "Name" });
    await userEvent.type(name, " often");
    await userEvent.tab();
    expect(await screen.findByText("Could not save the task: Use at most 200 characters.")).toBeInTheDocument();
    expect(name).toHaveValue("Water plants often");
  });

  it("says when the task does not exist", async () => {
    tasksApi();
    renderApp("/tasks/task/nope/");
    expect(await screen.findByText(/Task not found/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Tasks" })).toHaveAttribute("href", "/tasks/");
  });
});
