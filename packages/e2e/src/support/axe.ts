import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** One failed rule with the elements that fail it (axe-core's Result type). */
export type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

// Accessibility checks (ARCHITECTURE §5): axe-core with the WCAG 2.1 A and AA rules, nothing
// else (axe's best-practice rules are advice, not the standard the app is held to).

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** How many elements of one rule the message lists before saying "and N more". */
const MAX_TARGETS = 8;
/** How much of an element's HTML the message shows. */
const MAX_HTML = 140;

export type AxeScanOptions = {
  /** CSS selectors left out of the scan, e.g. a third-party widget this app does not render. */
  exclude?: string[];
  /**
   * axe rules outside WCAG 2.1 A/AA to hold the page to as well, e.g. "heading-order" (a
   * best practice) or "target-size" (WCAG 2.2 AA).
   */
  alsoRules?: string[];
  /** Only these axe rules (of those the scan would run), e.g. the colour rules for a repeat in another colour scheme. */
  onlyRules?: string[];
};

/** The axe rules whose outcome depends on colours: all a scan in a second colour scheme needs. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Runs axe on the page as it is now and returns its WCAG 2.1 A/AA violations. */
export async function axeViolations(page: Page, options: AxeScanOptions = {}): Promise<AxeViolation[]> {
  // The pointer rests where the last click left it; a control under it is scanned in its hover
  // colours one run and not the next (a dark outlined button's hover tint is 4.18:1). Scans
  // measure the resting page: the pointer goes to the corner, clear of any control.
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  // Legacy mode runs axe in the page itself instead of opening a blank page per scan to merge
  // frame results: the app has no iframes, and a scan then costs no extra page.
  let builder = new AxeBuilder({ page })
    .options({
      // Only violations are asked for: the report needs nothing else.
      resultTypes: ["violations"],
      runOnly: options.onlyRules ? { type: "rule", values: options.onlyRules } : { type: "tag", values: WCAG_TAGS },
      // Rules outside those tags are switched on by name, in the same pass.
      rules: Object.fromEntries((options.alsoRules ?? []).map((rule) => [rule, { enabled: true }])),
    })
    .setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

/**
 * Throws when axe finds any WCAG 2.1 A/AA violation, with one readable block per rule:
 * rule id, impact, what it means, and each offending element's selector and axe's reason.
 */
export async function expectNoAxeViolations(page: Page, label: string, options: AxeScanOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  if (violations.length > 0) throw new Error(formatViolations(violations, label));
}

/** The report `expectNoAxeViolations` throws, e.g. for a spec that gathers several pages' findings. */
export function formatViolations(violations: AxeViolation[], label: string): string {
  const elements = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  const lines = [
    `${label}: ${violations.length} accessibility rule${violations.length === 1 ? "" : "s"} failed on ${elements} element${elements === 1 ? "" : "s"}`,
  ];
  for (const violation of violations) {
    lines.push(`  ${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help} [${violation.helpUrl}]`);
    for (const node of violation.nodes.slice(0, MAX_TARGETS)) {
      lines.push(`    - ${node.target.join(" >> ")}  ${snippet(node.html)}`);
      const reason = summary(node.failureSummary);
      if (reason) lines.push(`      ${reason}`);
    }
    if (violation.nodes.length > MAX_TARGETS) lines.push(`    … and ${violation.nodes.length - MAX_TARGETS} more`);
  }
  return lines.join("\n");
}

/** The element's opening tag and text, short enough to read in a list. */
function snippet(html: string): string {
  const oneLine = html.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_HTML ? `${oneLine.slice(0, MAX_HTML)}…` : oneLine;
}

/** axe's "Fix any of the following:\n  Element has …" as one line, without the preamble. */
function summary(failureSummary: string | undefined): string {
  return (failureSummary ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:?$/.test(line))
    .join("; ");
}

/**
 * Waits for finite animations and transitions (a dialog fading in, a colour changing) to end, so
 * colour contrast is measured on the final colours. Endless ones (a spinner) are not waited
 * for, nor the ripple a click leaves on a button: it fades by itself and changes nothing after.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          if (animation.playState !== "running") return true;
          if (animation.effect?.getComputedTiming().endTime === Infinity) return true;
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && target.closest(".MuiTouchRipple-root") !== null;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {
      // A page that never settles is still scanned; the scan says what it finds.
    });
}
