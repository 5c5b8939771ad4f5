import { addDays, compareTasks, isDueToday, type Task } from "@homebase/contracts";

/** Upcoming lists each of the next days on its own. */
export const UPCOMING_DAYS = 7;

export interface TaskSections {
  /** Open tasks due before today, oldest first. */
  overdue: Task[];
  /** Due today, plus anything completed today that was due by today. */
  today: Task[];
  /** Spec §2/§9: today's tasks (due on or before today) not yet completed. */
  openToday: number;
  /** The next seven days, one group per day that has tasks. */
  upcoming: { date: string; tasks: Task[] }[];
  later: Task[];
  undated: Task[];
}

/** Issue 20's sections: Overdue, Today, Upcoming by day, Later, No date (each in spec order). */
export function splitSections(tasks: readonly Task[], today: string): TaskSections {
  const sorted = [...tasks].sort(compareTasks);
  const lastUpcoming = addDays(today, UPCOMING_DAYS);
  const sections: TaskSections = { overdue: [], today: [], openToday: 0, upcoming: [], later: [], undated: [] };
  for (const task of sorted) {
    if (isDueToday(task, today) && !task.is_completed) sections.openToday++;
    const due = task.due_date;
    if (due === null) sections.undated.push(task);
    else if (due < today && !task.is_completed) sections.overdue.push(task);
    else if (due <= today) sections.today.push(task);
    else if (due <= lastUpcoming) {
      const group = sections.upcoming.at(-1);
      if (group?.date === due) group.tasks.push(task);
      else sections.upcoming.push({ date: due, tasks: [task] });
    } else sections.later.push(task);
  }
  return sections;
}
