/**
 * A number as en-US writes it, thousands grouped ("2,309"): the one way to show a count or a
 * plain quantity. Whole numbers are grouped here rather than by Intl: the first Intl object a
 * page creates loads the browser's locale data (35 to 80 ms here, four times that on a
 * mid-range phone), so a page that shows nothing else locale-formatted (Wordle's count of
 * possible answers) no longer pays for it (issue 28). Other numbers go to Intl as before.
 */
export function numberText(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * `value` with exactly `decimals` places and thousands grouped, as en-US writes it ("1,234.50"),
 * without Intl (see numberText). Rounded as Intl rounds: half away from zero, on the shortest
 * decimal that reads back as `value` (1.005 is "1.01", where toFixed says "1.00").
 */
export function fixedText(value: number, decimals: number): string {
  const digits = String(Math.abs(value));
  if (!Number.isFinite(value) || digits.includes("e")) {
    return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  }
  const [whole = "0", fraction = ""] = digits.split(".");
  let kept = whole + fraction.padEnd(decimals, "0").slice(0, decimals);
  if ((fraction[decimals] ?? "0") >= "5") kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - decimals) || "0";
  const text = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ",") + (decimals > 0 ? `.${kept.slice(-decimals)}` : "");
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/** A string of decimal digits plus one ("199" -> "200", "99" -> "100"). */
function incremented(digits: string): string {
  const last = digits.length - 1;
  if (last < 0) return "1";
  if (digits[last] !== "9") return digits.slice(0, last) + String(Number(digits[last]) + 1);
  return `${incremented(digits.slice(0, last))}0`;
}
