import { addDays, todayIn } from "@homebase/contracts";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { splitSections } from "./sections";
import { task, tasksApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/"), 60_000);

const today = todayIn(SETTINGS.time_zone);

describe("splitSections", () => {
  it("sorts tasks into Overdue (oldest first), Today, Upcoming by day for 7 days, Later and No date", () => {
    const sections = splitSections(
      [
        task(1, "a", "Week out", { due_date: addDays(today, 7) }),
        task(2, "b", "Eight days", { due_date: addDays(today, 8) }),
        task(3, "c", "Older", { due_date: addDays(today, -5) }),
        task(4, "d", "Old", { due_date: addDays(today, -1) }),
        task(5, "e", "Done late", { due_date: addDays(today, -1), is_completed: true }),
        task(6, "f", "Tomorrow", { due_date: addDays(today, 1) }),
        task(7, "g", "Today", { due_date: today }),
        task(8, "h", "Undated"),
        task(9, "i", "Tomorrow too", { due_date: addDays(today, 1) }),
      ],
      today,
    );
    const names = (list: { name: string }[]) => list.map((t) => t.name);
    expect(names(sections.overdue)).toEqual(["Older", "Old"]);
    expect(names(sections.today)).toEqual(["Done late", "Today"]);
    expect(sections.openToday).toBe(3);
    expect(sections.upcoming.map((g) => [g.date, names(g.tasks)])).toEqual([
      [addDays(today, 1), ["Tomorrow", "Tomorrow too"]],
      [addDays(today, 7), ["Week out"]],
    ]);
    expect(names(sections.later)).toEqual(["Eight days"]);
    expect(names(sections.undated)).toEqual(["Undated"]);
  });
});

describe("Home's Today card", () => {
  it("lists overdue and today's tasks with their toggles", async () => {
    tasksApi({
      tasks: [
        task(1, "late", "Late one", { due_date: addDays(today, -3) }),
        task(2, "now", "Now one", { due_date: today }),
        task(3, "soon", "Soon one", { due_date: addDays(today, 2) }),
      ],
    });
    renderApp("/");
    const card = await screen.findByRole("region", { name: "Today" });
    expect(await within(card).findByRole("checkbox", { name: "Complete Late one" })).toBeInTheDocument();
    expect(within(within(card).getByRole("list", { name: "Overdue" })).getByText("Late one")).toBeInTheDocument();
    expect(within(within(card).getByRole("list", { name: "Due today" })).getByText("Now one")).toBeInTheDocument();
    expect(within(card).queryByText("Soon one")).not.toBeInTheDocument();
    expect(within(card).getByText("2 open, 1 overdue")).toBeInTheDocument();
  });

  it("says when all are done", async () => {
    tasksApi({ tasks: [task(2, "now", "Now one", { due_date: today, is_completed: true })] });
    renderApp("/");
    const card = await screen.findByRole("region", { name: "Today" });
    expect(await within(card).findByText("All done for today.")).toBeInTheDocument();
  });
});
