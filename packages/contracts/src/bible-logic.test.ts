import { describe, expect, it } from "vitest";
import {
  BUILT_IN_PLANS,
  type ChapterRange,
  catchUpDates,
  catchUpSteps,
  chapterName,
  chaptersOf,
  DEFAULT_BIBLE_URL_TEMPLATE,
  firstReview,
  generateSchedule,
  isValidBibleUrlTemplate,
  nextReview,
  overlappingSelections,
  type PlannedChapter,
  partitionByVerses,
  passageUrl,
  readingDates,
  shiftReadingDays,
  streakDays,
} from "./bible-logic";
import { addDays, weekdayOf } from "./dates";

const START = "2026-01-01"; // a Thursday

/** Verses per reading day, in date order. */
function dailyVerses(schedule: PlannedChapter[]) {
  const byDate = new Map<string, { verses: number; chapters: number }>();
  for (const entry of schedule) {
    const day = byDate.get(entry.planned_date) ?? { verses: 0, chapters: 0 };
    day.verses += entry.verses;
    day.chapters += 1;
    byDate.set(entry.planned_date, day);
  }
  return [...byDate.values()];
}

function expectCoversInOrder(schedule: PlannedChapter[], selections: ChapterRange[]) {
  const expected = chaptersOf(selections).map((chapter) => `${chapter.book} ${chapter.chapter}`);
  expect(schedule.map((entry) => `${entry.book} ${entry.chapter}`)).toEqual(expected);
  const dates = schedule.map((entry) => entry.planned_date);
  expect([...dates].sort()).toEqual(dates);
}

describe("built-in plans", () => {
  it.each([
    ["year", 1189, 365],
    ["nt90", 260, 90],
    ["psalms-proverbs", 181, 30],
  ] as const)("%s covers every chapter once, in order, on every one of its days", (kind, chapters, days) => {
    const plan = BUILT_IN_PLANS[kind];
    expect(plan.days).toBe(days);
    const schedule = generateSchedule(plan.books, START, plan.days, []);
    expect(schedule).toHaveLength(chapters);
    expect(new Set(schedule.map((entry) => entry.sequence)).size).toBe(chapters);
    expectCoversInOrder(schedule, plan.books);
    const dates = [...new Set(schedule.map((entry) => entry.planned_date))];
    expect(dates).toEqual(readingDates(START, days, []));
  });

  // Tolerance: no day above twice the mean unless it is a single (long) chapter such as Psalm 119,
  // and none below a quarter of the mean (the day after Psalm 119 is the lightest).
  it.each(["year", "nt90", "psalms-proverbs"] as const)("%s balances the verses per day", (kind) => {
    const plan = BUILT_IN_PLANS[kind];
    const days = dailyVerses(generateSchedule(plan.books, START, plan.days, []));
    const mean = days.reduce((total, day) => total + day.verses, 0) / days.length;
    for (const day of days) {
      if (day.chapters > 1) expect(day.verses).toBeLessThanOrEqual(2 * mean);
      expect(day.verses).toBeGreaterThanOrEqual(mean / 4);
    }
  });

  it("reads the year plan at about 85 verses a day, Psalm 119 alone", () => {
    const schedule = generateSchedule(BUILT_IN_PLANS.year.books, START, 365, []);
    const verses = dailyVerses(schedule).map((day) => day.verses);
    expect(Math.round(verses.reduce((a, b) => a + b, 0) / verses.length)).toBe(85);
    expect(Math.max(...verses)).toBe(176);
    expect(Math.min(...verses)).toBe(28);
    const psalm119 = schedule.find((entry) => entry.book === "PSA" && entry.chapter === 119)!;
    expect(schedule.filter((entry) => entry.planned_date === psalm119.planned_date)).toHaveLength(1);
    // 68% of days fall within 15 verses of the mean.
    expect(verses.filter((v) => Math.abs(v - 85.2) <= 15).length / verses.length).toBeGreaterThan(0.6);
  });
});

describe("custom plans", () => {
  it("honours the reading days", () => {
    const books = [{ book: "ROM" }, { book: "JHN", from_chapter: 3, to_chapter: 5 }];
    const schedule = generateSchedule(books, START, 8, [1, 3, 5]);
    expectCoversInOrder(schedule, books);
    const dates = [...new Set(schedule.map((entry) => entry.planned_date))];
    expect(dates).toHaveLength(8);
    expect(dates[0]).toBe("2026-01-02"); // the Friday after the Thursday start
    for (const date of dates) expect([1, 3, 5]).toContain(weekdayOf(date));
  });

  it("never leaves a reading day empty when there are at least as many chapters as days", () => {
    for (const days of [1, 2, 7, 15, 16]) {
      const schedule = generateSchedule([{ book: "ROM" }], START, days, []);
      expect(new Set(schedule.map((entry) => entry.planned_date)).size).toBe(days);
    }
    const daily = generateSchedule([{ book: "PSA" }], START, 150, []);
    expect(new Set(daily.map((entry) => entry.planned_date)).size).toBe(150);
  });

  it("spreads fewer chapters than days across the whole span", () => {
    const schedule = generateSchedule([{ book: "RUT" }], START, 8, []);
    expect(schedule.map((entry) => entry.planned_date)).toEqual([
      "2026-01-01",
      "2026-01-03",
      "2026-01-05",
      "2026-01-07",
    ]);
  });

  it("keeps the chosen order of books", () => {
    const books = [
      { book: "JHN", from_chapter: 21 },
      { book: "GEN", to_chapter: 1 },
    ];
    expectCoversInOrder(generateSchedule(books, START, 2, []), books);
  });

  it("finds selections that repeat chapters", () => {
    expect(overlappingSelections([{ book: "ROM" }, { book: "GAL" }])).toEqual([]);
    expect(
      overlappingSelections([
        { book: "ROM", to_chapter: 8 },
        { book: "ROM", from_chapter: 9 },
        { book: "ROM", from_chapter: 8, to_chapter: 8 },
      ]),
    ).toEqual([2]);
  });
});

describe("partitionByVerses", () => {
  it("puts each day's end nearest its share of the verses", () => {
    expect(partitionByVerses([10, 10, 10, 10], 2)).toEqual([2, 2]);
    expect(partitionByVerses([30, 5, 5, 5, 5], 2)).toEqual([1, 4]);
    expect(partitionByVerses([1, 1, 100], 3)).toEqual([1, 1, 1]);
    expect(partitionByVerses([5, 5, 5], 1)).toEqual([3]);
  });
});

describe("reading days", () => {
  it("counts only the chosen weekdays", () => {
    expect(readingDates(START, 3, [])).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(readingDates(START, 3, [0])).toEqual(["2026-01-04", "2026-01-11", "2026-01-18"]);
    expect(shiftReadingDays("2026-01-05", 2, [1, 4])).toBe("2026-01-12");
  });
});

describe("catch-up", () => {
  it("moves every open date by the steps that bring the oldest overdue one to today", () => {
    const moves = catchUpDates(["2026-01-03", "2026-01-01", "2026-01-05", "2026-01-03"], "2026-01-04", []);
    expect([...moves].sort()).toEqual([
      ["2026-01-01", "2026-01-04"],
      ["2026-01-03", "2026-01-06"],
      ["2026-01-05", "2026-01-08"],
    ]);
  });

  it("keeps the reading days and lands on the next one when today is not a reading day", () => {
    // Mon/Thu plan; today is Wednesday 7 Jan; oldest overdue Mon 5 Jan → Thu 8 Jan (one step).
    expect(catchUpSteps("2026-01-05", "2026-01-07", [1, 4])).toBe(1);
    const moves = catchUpDates(["2026-01-05", "2026-01-08", "2026-01-12"], "2026-01-07", [1, 4]);
    expect(Object.fromEntries(moves)).toEqual({
      "2026-01-05": "2026-01-08",
      "2026-01-08": "2026-01-12",
      "2026-01-12": "2026-01-15",
    });
  });

  it("moves nothing when nothing is overdue", () => {
    expect(catchUpDates(["2026-01-04", "2026-01-05"], "2026-01-04", []).size).toBe(0);
    expect(catchUpDates([], "2026-01-04", []).size).toBe(0);
  });
});

describe("streak", () => {
  const day = (date: string, planned: number, done: number) => ({ date, planned, done });

  it("counts finished days up to today, or up to yesterday while today is open", () => {
    const days = [day("2026-01-01", 3, 3), day("2026-01-02", 3, 3), day("2026-01-03", 2, 0)];
    expect(streakDays(days, "2026-01-03")).toBe(2);
    expect(streakDays([...days.slice(0, 2), day("2026-01-03", 2, 2)], "2026-01-03")).toBe(3);
  });

  it("stops at a missed day and ignores future days", () => {
    const days = [day("2026-01-01", 3, 3), day("2026-01-02", 3, 2), day("2026-01-03", 2, 2), day("2026-01-09", 1, 1)];
    expect(streakDays(days, "2026-01-04")).toBe(1);
    expect(streakDays([], "2026-01-04")).toBe(0);
  });
});

describe("review schedule", () => {
  it("starts tomorrow and then waits 3, 7, 14, 30 and 90 days", () => {
    let state = firstReview("2026-01-01");
    expect(state).toEqual({ review_stage: 0, next_review_date: "2026-01-02" });
    const gaps: number[] = [];
    let today = state.next_review_date;
    for (let review = 0; review < 7; review++) {
      state = nextReview(state.review_stage, true, today);
      gaps.push((Date.parse(state.next_review_date) - Date.parse(today)) / 86_400_000);
      today = state.next_review_date;
    }
    expect(gaps).toEqual([3, 7, 14, 30, 90, 90, 90]);
    expect(state.review_stage).toBe(6);
  });

  it("restarts when forgotten", () => {
    expect(nextReview(5, false, "2026-03-01")).toEqual({ review_stage: 0, next_review_date: "2026-03-02" });
    expect(nextReview(0, true, "2026-03-01")).toEqual({ review_stage: 1, next_review_date: addDays("2026-03-01", 3) });
  });
});

describe("passage links", () => {
  it("names chapters", () => {
    expect(chapterName("GEN", 1)).toBe("Genesis 1");
    expect(chapterName("PSA", 119)).toBe("Psalm 119");
    expect(chapterName("1JN", 4)).toBe("1 John 4");
  });

  it("fills the template with the encoded passage", () => {
    expect(passageUrl(null, "Genesis 1")).toBe("https://www.biblegateway.com/passage/?search=Genesis%201&version=ESV");
    expect(passageUrl("https://example.org/{passage}/{passage}", "Song of Solomon 2")).toBe(
      "https://example.org/Song%20of%20Solomon%202/Song%20of%20Solomon%202",
    );
  });

  it("accepts only http(s) templates with {passage}", () => {
    expect(isValidBibleUrlTemplate(DEFAULT_BIBLE_URL_TEMPLATE)).toBe(true);
    expect(isValidBibleUrlTemplate("http://localhost:8080/read?q={passage}")).toBe(true);
    expect(isValidBibleUrlTemplate("https://example.org/read")).toBe(false);
    expect(isValidBibleUrlTemplate("mailto:me@example.org?subject={passage}")).toBe(false);
    expect(isValidBibleUrlTemplate("{passage}")).toBe(false);
  });
});
