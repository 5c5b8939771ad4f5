import type { RepeatRule, RepeatUnit } from "@homebase/contracts";

/** The plural of each repeat unit. */
export const UNIT_WORDS: Record<RepeatUnit, string> = {
  day: "days",
  weekday: "weekdays",
  week: "weeks",
  month: "months",
  year: "years",
};

/**
 * "Every 2 weeks from the due date", for the completion message and the task page. Kept apart
 * from the repeat fields so the task rows on Home do not carry the form's code.
 */
export function describeRepeat(rule: RepeatRule): string {
  const unit = rule.every === 1 ? rule.unit : `${rule.every} ${UNIT_WORDS[rule.unit]}`;
  return `Every ${unit} from the ${rule.from === "due" ? "due date" : "completion date"}`;
}
