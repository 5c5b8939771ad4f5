import { BOOK_TABLE } from "./bible-books";
import { addDays, weekdayOf } from "./dates";

// Pure Bible rules (issue 8): book data access, plan generation, catch-up, review schedule and
// passage links. Free of zod so the web screens can use them cheaply.

export type Testament = "OT" | "NT";
export type BibleBook = {
  id: string;
  name: string;
  testament: Testament;
  chapters: number;
  /** Verses of each chapter; index 0 is chapter 1. */
  verses: readonly number[];
  /** Canonical index of the book's first chapter among all 1,189 chapters. */
  firstChapterIndex: number;
};

const OLD_TESTAMENT_BOOKS = 39;

// Pure annotations let bundlers drop the table from chunks that only need, say, the URL helpers.
export const BIBLE_BOOKS: readonly BibleBook[] = /* @__PURE__ */ (() => {
  let firstChapterIndex = 0;
  return BOOK_TABLE.map(([id, name, verseList], index) => {
    const verses = verseList.split(" ").map(Number);
    const book: BibleBook = {
      id,
      name,
      testament: index < OLD_TESTAMENT_BOOKS ? "OT" : "NT",
      chapters: verses.length,
      verses,
      firstChapterIndex,
    };
    firstChapterIndex += verses.length;
    return book;
  });
})();

const booksById = /* @__PURE__ */ new Map(BIBLE_BOOKS.map((book) => [book.id, book]));

export function bookById(id: string): BibleBook | undefined {
  return booksById.get(id);
}

export const PLAN_KINDS = ["year", "nt90", "psalms-proverbs", "custom"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const MAX_PLAN_DAYS = 3650;

export type ChapterRange = { book: string; from_chapter?: number; to_chapter?: number };

function wholeBooks(testament?: Testament): ChapterRange[] {
  return BIBLE_BOOKS.filter((book) => !testament || book.testament === testament).map((book) => ({ book: book.id }));
}

/** The built-in plans: their names, books and length in reading days. */
export const BUILT_IN_PLANS: Record<
  Exclude<PlanKind, "custom">,
  { name: string; days: number; books: ChapterRange[] }
> = {
  year: { name: "Bible in a Year", days: 365, books: /* @__PURE__ */ wholeBooks() },
  nt90: { name: "New Testament in 90 Days", days: 90, books: /* @__PURE__ */ wholeBooks("NT") },
  "psalms-proverbs": { name: "Psalms and Proverbs in a Month", days: 30, books: [{ book: "PSA" }, { book: "PRO" }] },
};

/** One chapter of a plan; `sequence` is its canonical index (0 = Genesis 1 … 1188 = Revelation 22). */
export type PlanChapter = { book: string; chapter: number; verses: number; sequence: number };

/** The chapters of the selections in the order given; unknown books are skipped (validation rejects them). */
export function chaptersOf(selections: readonly ChapterRange[]): PlanChapter[] {
  const chapters: PlanChapter[] = [];
  for (const selection of selections) {
    const book = bookById(selection.book);
    if (!book) continue;
    const from = Math.max(1, selection.from_chapter ?? 1);
    const to = Math.min(book.chapters, selection.to_chapter ?? book.chapters);
    for (let chapter = from; chapter <= to; chapter++) {
      chapters.push({
        book: book.id,
        chapter,
        verses: book.verses[chapter - 1]!,
        sequence: book.firstChapterIndex + chapter - 1,
      });
    }
  }
  return chapters;
}

/** Indexes (into `selections`) of selections that repeat a chapter an earlier selection already covers. */
export function overlappingSelections(selections: readonly ChapterRange[]): number[] {
  const seen = new Set<number>();
  const overlapping: number[] = [];
  selections.forEach((selection, index) => {
    const chapters = chaptersOf([selection]);
    if (chapters.some((chapter) => seen.has(chapter.sequence))) overlapping.push(index);
    for (const chapter of chapters) seen.add(chapter.sequence);
  });
  return overlapping;
}

/**
 * Splits chapters (given by their verse counts, in order) into `days` consecutive groups whose verse
 * totals are as even as possible: day d ends at the chapter boundary nearest the cumulative target
 * total × (d + 1) / days, while leaving at least one chapter for every remaining day. Returns the
 * number of chapters on each day. With fewer chapters than days, the chapters are spread out and
 * some days are empty.
 */
export function partitionByVerses(verseCounts: readonly number[], days: number): number[] {
  const count = verseCounts.length;
  if (days <= 0) return [];
  if (count < days) {
    const sizes = new Array<number>(days).fill(0);
    for (let index = 0; index < count; index++) sizes[Math.floor((index * days) / count)]! += 1;
    return sizes;
  }
  const cumulative = [0];
  for (const verses of verseCounts) cumulative.push(cumulative.at(-1)! + verses);
  const total = cumulative[count]!;
  const sizes: number[] = [];
  let start = 0;
  for (let day = 0; day < days; day++) {
    const remainingDays = days - day - 1;
    if (remainingDays === 0) {
      sizes.push(count - start);
      break;
    }
    const target = (total * (day + 1)) / days;
    // The end boundary may go from start + 1 (at least one chapter) to count - remainingDays.
    let end = start + 1;
    const maxEnd = count - remainingDays;
    while (end < maxEnd && cumulative[end + 1]! <= target) end++;
    // Take one more chapter when that lands nearer the target.
    if (end < maxEnd && Math.abs(cumulative[end + 1]! - target) < Math.abs(cumulative[end]! - target)) end++;
    sizes.push(end - start);
    start = end;
  }
  return sizes;
}

function isReadingDay(date: string, weekdays: readonly number[]): boolean {
  return weekdays.length === 0 || weekdays.includes(weekdayOf(date));
}

/** The first reading day on or after `date` (weekdays empty = every day). */
export function readingDayOnOrAfter(date: string, weekdays: readonly number[]): string {
  let day = date;
  while (!isReadingDay(day, weekdays)) day = addDays(day, 1);
  return day;
}

/** `count` reading days from `start` (inclusive) on the chosen weekdays. */
export function readingDates(start: string, count: number, weekdays: readonly number[]): string[] {
  const dates: string[] = [];
  let day = readingDayOnOrAfter(start, weekdays);
  while (dates.length < count) {
    dates.push(day);
    day = readingDayOnOrAfter(addDays(day, 1), weekdays);
  }
  return dates;
}

/** Moves a date forward by `steps` reading days (a date off the reading days counts from the next one). */
export function shiftReadingDays(date: string, steps: number, weekdays: readonly number[]): string {
  let day = date;
  for (let step = 0; step < steps; step++) day = readingDayOnOrAfter(addDays(day, 1), weekdays);
  return day;
}

export type PlannedChapter = PlanChapter & { planned_date: string };

/** A plan's schedule: every chapter once, in the order given, spread over `days` reading days. */
export function generateSchedule(
  selections: readonly ChapterRange[],
  startDate: string,
  days: number,
  weekdays: readonly number[],
): PlannedChapter[] {
  const chapters = chaptersOf(selections);
  const sizes = partitionByVerses(
    chapters.map((chapter) => chapter.verses),
    days,
  );
  const dates = readingDates(startDate, days, weekdays);
  const planned: PlannedChapter[] = [];
  let next = 0;
  sizes.forEach((size, day) => {
    for (let index = 0; index < size; index++) planned.push({ ...chapters[next++]!, planned_date: dates[day]! });
  });
  return planned;
}

/**
 * Catch-up (POST {plan url}catch-up/): how many reading days every uncompleted entry moves so the
 * oldest overdue one lands on today — or on the next reading day when today is not one. 0 when
 * nothing is overdue.
 */
export function catchUpSteps(oldestOverdue: string, today: string, weekdays: readonly number[]): number {
  const target = readingDayOnOrAfter(today, weekdays);
  let steps = 0;
  let day = oldestOverdue;
  while (day < target) {
    day = shiftReadingDays(day, 1, weekdays);
    steps++;
  }
  return steps;
}

/** Old planned date → new planned date for each distinct date of the uncompleted entries. */
export function catchUpDates(
  uncompletedDates: readonly string[],
  today: string,
  weekdays: readonly number[],
): Map<string, string> {
  const moves = new Map<string, string>();
  const overdue = uncompletedDates.filter((date) => date < today).sort();
  if (overdue.length === 0) return moves;
  const steps = catchUpSteps(overdue[0]!, today, weekdays);
  for (const date of new Set(uncompletedDates)) moves.set(date, shiftReadingDays(date, steps, weekdays));
  return moves;
}

/** Days of a plan (distinct planned dates up to today) with how many readings were planned and done. */
export type PlanDay = { date: string; planned: number; done: number };

/**
 * Consecutive days, up to today (or yesterday while today's readings are unfinished), on which every
 * planned reading was completed. Days without readings (off weekdays) neither count nor break it.
 */
export function streakDays(days: readonly PlanDay[], today: string): number {
  const past = days.filter((day) => day.date <= today).sort((a, b) => (a.date < b.date ? 1 : -1));
  let streak = 0;
  for (const day of past) {
    const finished = day.done >= day.planned;
    if (day.date === today && !finished) continue;
    if (!finished) break;
    streak++;
  }
  return streak;
}

/**
 * Review gaps after memorizing: the first review is 1 day later (stage 0); each "I remembered"
 * moves to the next stage and waits REVIEW_INTERVALS[stage] days (3, 7, 14, 30, 90), stage 6 keeps 90.
 */
export const REVIEW_INTERVALS = [1, 3, 7, 14, 30, 90] as const;
export const MAX_REVIEW_STAGE = 6;

export type ReviewState = { review_stage: number; next_review_date: string };

/** A memorized item starts at stage 0, due for review tomorrow. */
export function firstReview(today: string): ReviewState {
  return { review_stage: 0, next_review_date: addDays(today, 1) };
}

/** "I remembered" advances a stage (capped at 6, which keeps 90 days); "I forgot" restarts. */
export function nextReview(stage: number, remembered: boolean, today: string): ReviewState {
  if (!remembered) return firstReview(today);
  const next = Math.min(stage + 1, MAX_REVIEW_STAGE);
  const interval = REVIEW_INTERVALS[Math.min(next, REVIEW_INTERVALS.length - 1)]!;
  return { review_stage: next, next_review_date: addDays(today, interval) };
}

export const DEFAULT_BIBLE_URL_TEMPLATE = "https://www.biblegateway.com/passage/?search={passage}&version=ESV";
export const PASSAGE_PLACEHOLDER = "{passage}";

/** An http(s) URL with a {passage} placeholder. */
export function isValidBibleUrlTemplate(template: string): boolean {
  if (!template.includes(PASSAGE_PLACEHOLDER)) return false;
  try {
    const url = new URL(template.replaceAll(PASSAGE_PLACEHOLDER, "passage"));
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** "Genesis 1"; Psalms chapters read "Psalm 23". */
export function chapterName(bookId: string, chapter: number): string {
  const name = bookId === "PSA" ? "Psalm" : (bookById(bookId)?.name ?? bookId);
  return `${name} ${chapter}`;
}

export function passageUrl(template: string | null | undefined, passage: string): string {
  return (template || DEFAULT_BIBLE_URL_TEMPLATE).replaceAll(PASSAGE_PLACEHOLDER, encodeURIComponent(passage));
}
