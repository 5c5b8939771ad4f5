import { describe, expect, it } from "vitest";
import { todayIn } from "./dates";
import { nextDueDate, type RepeatRule } from "./tasks-logic";
import { parseQuickAdd, quickPartKey } from "./tasks-quick-add";

// Tuesday, November 24, 2026.
const TODAY = "2026-11-24";
const every = (n: number, unit: RepeatRule["unit"], from: RepeatRule["from"] = "due"): RepeatRule => ({
  every: n,
  unit,
  from,
});

type Row = [text: string, name: string, due: string | null, extra?: Partial<ReturnType<typeof parseQuickAdd>>];

describe("parseQuickAdd: dates", () => {
  it.each<Row>([
    ["Buy milk", "Buy milk", null],
    ["Buy milk today", "Buy milk", "2026-11-24"],
    // Not "tod": it is a name as often as it is today.
    ["Call Tod", "Call Tod", null],
    ["Buy milk tomorrow", "Buy milk", "2026-11-25"],
    ["Buy milk TOMORROW", "Buy milk", "2026-11-25"],
    ["tomorrow buy milk", "buy milk", "2026-11-25"],
    ["Buy tmrw milk", "Buy milk", "2026-11-25"],
    ["Call Ann tue", "Call Ann", "2026-11-24"],
    ["Call Ann wed", "Call Ann", "2026-11-25"],
    ["Call Ann mon", "Call Ann", "2026-11-30"],
    ["Call Ann monday", "Call Ann", "2026-11-30"],
    ["Call Ann on fri", "Call Ann", "2026-11-27"],
    ["Call Ann Saturday", "Call Ann", "2026-11-28"],
    ["Call Ann sun", "Call Ann", "2026-11-29"],
    ["Call Ann thurs", "Call Ann", "2026-11-26"],
    ["Plan next week", "Plan", "2026-11-30"],
    ["Plan next month", "Plan", "2026-12-01"],
    ["Plan next year", "Plan", "2027-01-01"],
    ["Oil in 3 days", "Oil", "2026-11-27"],
    ["Oil in 1 day", "Oil", "2026-11-25"],
    ["Oil in a week", "Oil", "2026-12-01"],
    ["Oil in 2 weeks", "Oil", "2026-12-08"],
    ["Oil in two months", "Oil", "2027-01-24"],
    ["Oil in 1 year", "Oil", "2027-11-24"],
    ["Party dec 5", "Party", "2026-12-05"],
    ["Party December 5th", "Party", "2026-12-05"],
    ["Party on dec 5", "Party", "2026-12-05"],
    ["Party 5 dec", "Party", "2026-12-05"],
    ["Party 5th of", "Party 5th of", null],
    ["Party dec 5, 2027", "Party", "2027-12-05"],
    ["Party dec 5 2027", "Party", "2027-12-05"],
    ["Party 12/5", "Party", "2026-12-05"],
    ["Party 12/5/2027", "Party", "2027-12-05"],
    ["Party 12/5/27", "Party", "2027-12-05"],
    ["Party 2026-12-05", "Party", "2026-12-05"],
    ["Party nov 24", "Party", "2026-11-24"],
    // Earlier this year: next year's.
    ["Taxes apr 15", "Taxes", "2027-04-15"],
    ["Taxes 4/15", "Taxes", "2027-04-15"],
    ["Taxes nov 23", "Taxes", "2027-11-23"],
    // A full date is taken as written, even in the past.
    ["Taxes 2026-04-15", "Taxes", "2026-04-15"],
    ["Leap feb 29", "Leap", "2028-02-29"],
    // Not dates: stay in the name.
    ["Party feb 30", "Party feb 30", null],
    ["Party 13/5", "Party 13/5", null],
    ["Party 2026-02-30", "Party 2026-02-30", null],
    ["Read Monday's notes", "Read Monday's notes", null],
    ["Fix todo list", "Fix todo list", null],
    ["Tomorrowland tickets", "Tomorrowland tickets", null],
    ["Visit Dec5 office", "Visit Dec5 office", null],
    ["Sort in boxes", "Sort in boxes", null],
    // The first date wins; a second one stays in the name.
    ["Call tomorrow about fri", "Call about fri", "2026-11-25"],
  ])("%s → %s, due %s", (text, name, due) => {
    const parsed = parseQuickAdd(text, TODAY);
    expect(parsed.name).toBe(name);
    expect(parsed.due_date).toBe(due);
  });
});

describe("parseQuickAdd: repeats", () => {
  it.each<[string, string, string, RepeatRule]>([
    ["Water plants every day", "Water plants", "2026-11-24", every(1, "day")],
    ["Stand-up every weekday", "Stand-up", "2026-11-24", every(1, "weekday")],
    ["Stand-up every workday", "Stand-up", "2026-11-24", every(1, "weekday")],
    ["Bins every week", "Bins", "2026-11-24", every(1, "week")],
    ["Bins every 2 weeks", "Bins", "2026-11-24", every(2, "week")],
    ["Bins every other week", "Bins", "2026-11-24", every(2, "week")],
    ["Rent every month", "Rent", "2026-11-24", every(1, "month")],
    ["Rent every month on the 15th", "Rent", "2026-12-15", every(1, "month")],
    ["Rent every month on the 30th", "Rent", "2026-11-30", every(1, "month")],
    ["Rent every month on the 24th", "Rent", "2026-11-24", every(1, "month")],
    ["Birthday every year", "Birthday", "2026-11-24", every(1, "year")],
    ["Gym every 3 days", "Gym", "2026-11-24", every(3, "day")],
    ["Haircut every! 4 weeks", "Haircut", "2026-11-24", every(4, "week", "completion")],
    ["Filter every! month", "Filter", "2026-11-24", every(1, "month", "completion")],
    ["Class every thu", "Class", "2026-11-26", every(1, "week")],
    ["Class every monday", "Class", "2026-11-30", every(1, "week")],
    // A date given with the repeat is where it starts.
    ["Bins every week from fri", "Bins from", "2026-11-27", every(1, "week")],
    ["Rent every month dec 1", "Rent", "2026-12-01", every(1, "month")],
  ])("%s", (text, name, due, repeat) => {
    const parsed = parseQuickAdd(text, TODAY);
    expect([parsed.name, parsed.due_date, parsed.repeat]).toEqual([name, due, repeat]);
  });

  it("starts a weekday repeat on Monday when typed at the weekend", () => {
    expect(parseQuickAdd("Stand-up every weekday", "2026-11-28").due_date).toBe("2026-11-30");
  });

  it("moves a weekday repeat from Friday to Monday", () => {
    expect(nextDueDate(every(1, "weekday"), "2026-11-27", "2026-11-27")).toBe("2026-11-30");
    expect(nextDueDate(every(1, "weekday"), "2026-11-24", "2026-11-24")).toBe("2026-11-25");
  });

  it("starts a monthly repeat on a day past the month's end on its last day", () => {
    expect(parseQuickAdd("Rent every month on the 31st", "2027-02-10").due_date).toBe("2027-02-28");
  });
});

describe("parseQuickAdd: priority, project and the rest", () => {
  it.each<Row>([
    ["Pay rent tomorrow p1 #Errands", "Pay rent", "2026-11-25", { priority: 1, project: "Errands" }],
    ["p4 Someday", "Someday", null, { priority: 4, project: null }],
    ["Urgent P2", "Urgent", null, { priority: 2 }],
    ["Model p5 engine", "Model p5 engine", null, { priority: null }],
    ["Fix p1p2", "Fix p1p2", null, { priority: null }],
    ["Call p1 then p2", "Call then p2", null, { priority: 1 }],
    ["#House paint fence", "paint fence", null, { project: "House" }],
    ["Tag # alone", "Tag # alone", null, { project: null }],
    ["Two #One #Two", "Two #Two", null, { project: "One" }],
    ["C# course", "C# course", null, { project: null }],
  ])("%s", (text, name, due, extra) => {
    const parsed = parseQuickAdd(text, TODAY);
    expect(parsed.name).toBe(name);
    expect(parsed.due_date).toBe(due);
    expect(parsed).toMatchObject(extra ?? {});
  });

  it("matches a known project with spaces, in its own spelling", () => {
    const parsed = parseQuickAdd("Caulk tub #home repair p3", TODAY, { projects: ["Home", "Home Repair"] });
    expect([parsed.name, parsed.project, parsed.priority]).toEqual(["Caulk tub", "Home Repair", 3]);
    expect(parseQuickAdd("Sweep #home", TODAY, { projects: ["Home Repair", "Home"] }).project).toBe("Home");
  });

  it("says where each part is, in the order typed", () => {
    const text = "Pay rent tomorrow p1 #Errands every month";
    const parsed = parseQuickAdd(text, TODAY);
    expect(parsed.parts.map((p) => [p.kind, p.text, text.slice(p.start, p.end)])).toEqual([
      ["date", "tomorrow", "tomorrow"],
      ["priority", "p1", "p1"],
      ["project", "#Errands", "#Errands"],
      ["repeat", "every month", "every month"],
    ]);
    expect(parsed.due_date).toBe("2026-11-25");
  });

  it("leaves an undone part in the name and reads the next one of its kind", () => {
    const first = parseQuickAdd("Watch Sun Valley fri", TODAY);
    expect([first.name, first.due_date]).toEqual(["Watch Valley fri", "2026-11-29"]);
    const undone = parseQuickAdd("Watch Sun Valley fri", TODAY, { ignore: [quickPartKey(first.parts[0]!)] });
    expect([undone.name, undone.due_date]).toEqual(["Watch Sun Valley", "2026-11-27"]);
    expect(quickPartKey({ kind: "date", text: "Sun" })).toBe("date:sun");
  });

  it("keeps the name's inner spacing tidy", () => {
    expect(parseQuickAdd("  Pay   rent  p1  ", TODAY).name).toBe("Pay rent");
    expect(parseQuickAdd("tomorrow p1", TODAY).name).toBe("");
  });
});

describe("parseQuickAdd: the owner's time zone decides today", () => {
  // 03:30 UTC on Nov 25 is still the evening of Nov 24 in Chicago, and already Nov 25 in Tokyo.
  const instant = new Date("2026-11-25T03:30:00Z");
  it.each([
    ["America/Chicago", "tomorrow", "2026-11-25"],
    ["Asia/Tokyo", "tomorrow", "2026-11-26"],
    ["UTC", "today", "2026-11-25"],
    ["America/Los_Angeles", "today", "2026-11-24"],
    ["Pacific/Kiritimati", "wed", "2026-11-25"],
    ["Pacific/Pago_Pago", "wed", "2026-11-25"],
    ["America/Chicago", "fri", "2026-11-27"],
    ["Asia/Tokyo", "in 7 days", "2026-12-02"],
  ])("%s: %s → %s", (zone, text, due) => {
    expect(parseQuickAdd(`Task ${text}`, todayIn(zone, instant)).due_date).toBe(due);
  });

  it("reads dates across the turn of the year", () => {
    const newYearsEve = todayIn("America/New_York", new Date("2027-01-01T04:00:00Z"));
    expect(newYearsEve).toBe("2026-12-31");
    expect(parseQuickAdd("Brunch tomorrow", newYearsEve).due_date).toBe("2027-01-01");
    expect(parseQuickAdd("Brunch dec 30", newYearsEve).due_date).toBe("2027-12-30");
    expect(parseQuickAdd("Brunch jan 2", newYearsEve).due_date).toBe("2027-01-02");
  });
});
