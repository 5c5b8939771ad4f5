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
