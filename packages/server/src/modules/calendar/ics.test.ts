import { describe, expect, it } from "vitest";
import { type ParsedEvent, parseIcs } from "../../test-support/ical";
import type { AgendaEpisode, AgendaReading } from "./agenda.repo";
import { episodeEvent, passageSummary, readingEvents, statementEvent, taskEvent, tripEvent } from "./feed-events";
import { escapeText, foldLine, type IcsEvent, icsCalendar, utcStamp } from "./ics";

const ORIGIN = "https://home.example.com";
const STAMP = new Date("2026-11-24T07:08:09.123Z");

describe("text values", () => {
  it.each([
    ["plain", "plain"],
    ["a, b; c", "a\\, b\\; c"],
    ["back\\slash", "back\\\\slash"],
    ["two\nlines\r\nthree", "two\\nlines\\nthree"],
  ])("escapes %j", (input, escaped) => {
    expect(escapeText(input)).toBe(escaped);
  });

  it.each([
    ["short", 5, 1],
    ["x".repeat(75), 75, 1],
    ["x".repeat(76), 76, 2],
    ["x".repeat(200), 200, 3],
    ["é".repeat(60), 120, 2],
    ["🚀".repeat(40), 160, 3],
  ])("folds a %#: line of %i octets into %i lines of at most 75 octets", (line, octets, count) => {
    expect(Buffer.byteLength(line)).toBe(octets);
    const lines = foldLine(line).split("\r\n");
    expect(lines).toHaveLength(count);
    for (const folded of lines) expect(Buffer.byteLength(folded)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((folded) => folded.startsWith(" "))).toBe(true);
    expect(lines.map((folded, i) => (i === 0 ? folded : folded.slice(1))).join("")).toBe(line);
  });

  it("writes instants in UTC to the second", () => {
    expect(utcStamp("2026-11-24T01:30:45.678Z")).toBe("20261124T013045Z");
    expect(utcStamp(new Date("2026-11-24T01:30:45-06:00"))).toBe("20261124T073045Z");
  });
});

describe("module rows as events", () => {
  const episode: AgendaEpisode = {
    id: 7,
    tv_show_id: 3,
    show_name: "Severance",
    season: 2,
    number: 5,
    name: "Trojan's Horse",
    airstamp: "2026-11-25T02:00:00+00:00",
    runtime: 52,
  };
  const reading = (plan_id: number, planned_date: string, book: string, chapter: number): AgendaReading => ({
    plan_id,
    plan_name: "Through the year",
    planned_date,
    book,
    chapter,
  });

  it.each<[string, IcsEvent, Partial<ParsedEvent>]>([
    [
      "an unpaid statement: all day on its due date, name and amount",
      statementEvent({ id: 11, bill_id: 4, name: "Electric", due_date: "2026-11-30", due_amount: 8000 }, ORIGIN),
      {
        uid: "bill-statement-11@homebase",
        summary: "Electric $80.00",
        start: "2026-11-30",
        end: "2026-12-01",
        isAllDay: true,
        url: `${ORIGIN}/bills/bill/4/`,
      },
    ],
    [
      "a task: all day, its occurrence in the UID",
      taskEvent({ id: 5, slug: "call plumber", name: "Call plumber", due_date: "2026-12-31" }, ORIGIN),
      {
        uid: "task-5-2026-12-31@homebase",
        summary: "Call plumber",
        start: "2026-12-31",
        end: "2027-01-01",
        url: `${ORIGIN}/tasks/task/call%20plumber/`,
      },
    ],
    [
      "an episode: timed from the airstamp, as long as its runtime",
      episodeEvent(episode, ORIGIN),
      {
        uid: "tv-episode-7@homebase",
        summary: "Severance S02E05: Trojan's Horse",
        start: "2026-11-25T02:00:00Z",
        end: "2026-11-25T02:52:00Z",
        isAllDay: false,
        url: `${ORIGIN}/tv/show/3`,
      },
    ],
    [
      "an episode without a runtime: half an hour",
      episodeEvent({ ...episode, runtime: null, number: 0, name: "" }, ORIGIN),
      { summary: "Severance S02 special", end: "2026-11-25T02:30:00Z" },
    ],
    [
      "a trip: all day, DTEND the day after its last",
      tripEvent({ id: 9, name: "Lisbon", date_start: "2026-12-28", date_end: "2027-01-02" }, ORIGIN),
      {
        uid: "trip-9@homebase",
        summary: "Lisbon",
        start: "2026-12-28",
        end: "2027-01-03",
        url: `${ORIGIN}/pack/trip/9`,
      },
    ],
    [
      "a reading day: the passage, the plan in the description",
      readingEvents([reading(2, "2026-11-24", "GEN", 1), reading(2, "2026-11-24", "GEN", 2)], ORIGIN)[0] as IcsEvent,
      {
        uid: "reading-2-2026-11-24@homebase",
        summary: "Read Genesis 1–2",
        start: "2026-11-24",
        end: "2026-11-25",
        url: `${ORIGIN}/bible/schedule/`,
        description: "Through the year",
      },
    ],
  ])("%s", (_name, event, expected) => {
    const [parsed] = parseIcs(icsCalendar([event], { name: "Homebase", stamp: STAMP }));
    expect(parsed).toMatchObject({ ...expected, dtstamp: "2026-11-24T07:08:09Z" });
  });

  it.each([
    [[["GEN", 1]], "Genesis 1"],
    [
      [
        ["GEN", 1],
        ["GEN", 2],
        ["GEN", 3],
      ],
      "Genesis 1–3",
    ],
    [
      [
        ["GEN", 50],
        ["EXO", 1],
        ["EXO", 2],
      ],
      "Genesis 50, Exodus 1–2",
    ],
    [
      [
        ["PSA", 1],
        ["PSA", 3],
      ],
      "Psalm 1, Psalm 3",
    ],
  ] as [[string, number][], string][])("summarises %j as %s", (chapters, text) => {
    expect(passageSummary(chapters.map(([book, chapter]) => ({ book, chapter })))).toBe(text);
  });

  it("makes one reading event per plan and day", () => {
    const events = readingEvents(
      [reading(1, "2026-11-24", "GEN", 1), reading(2, "2026-11-24", "MAT", 1), reading(1, "2026-11-25", "GEN", 2)],
      ORIGIN,
    );
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      ["reading-1-2026-11-24@homebase", "Read Genesis 1"],
      ["reading-2-2026-11-24@homebase", "Read Matthew 1"],
      ["reading-1-2026-11-25@homebase", "Read Genesis 2"],
    ]);
  });
});

describe("the calendar", () => {
  it("is CRLF-terminated RFC 5545 with its name, and keeps odd text intact through a parser", () => {
    const name = `Rent, "flat"; 🏠 ${"long ".repeat(20)}\\ end\nsecond line`;
    const text = icsCalendar(
      [statementEvent({ id: 1, bill_id: 1, name, due_date: "2026-11-30", due_amount: 123456 }, ORIGIN)],
      { name: "Homebase", stamp: STAMP },
    );
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain("X-WR-CALNAME:Homebase");
    expect(parseIcs(text)[0]?.summary).toBe(`${name} $1,234.56`);
  });

  it("holds no event when there is nothing to show", () => {
    expect(parseIcs(icsCalendar([], { name: "Homebase", stamp: STAMP }))).toEqual([]);
  });
});
