// Kept apart from the components so the module registry (loaded with the app shell) can name
// the Bible paths without pulling any Bible code into the first load. Spec §2 BibleReading.
export const BIBLE_READING_PATH = "/bible/schedule/";

/** Issue 8: the plans page (the spec shows only the schedule; this is where plans come from). */
export const BIBLE_PLANS_PATH = "/bible/plans/";
