/**
 * Orders names as Intl.Collator("en-US") does ("apple" < "Banana" < "banana 2"), the one way the
 * app sorts names. Names of letters, digits and spaces only (most task, item and project names)
 * are compared here, giving the Collator's order: the first Intl object a page makes loads the
 * browser's locale data (15-45 ms of Tasks' first render on this machine, four times that on a
 * mid-range phone; issue 28). Any other name goes to a Collator, made when first needed.
 */
export function compareNames(a: string, b: string): number {
  if (SIMPLE_NAME.test(a) && SIMPLE_NAME.test(b)) return compareSimpleNames(a, b);
  collator ??= new Intl.Collator("en-US");
  return collator.compare(a, b);
}

let collator: Intl.Collator | undefined;
const SIMPLE_NAME = /^[A-Za-z0-9 ]*$/;

// The Collator's weights for these characters: first by base character (space, then digits,
// then letters whatever their case), and only between names equal on that, lowercase before
// uppercase at the first difference of case.
function compareSimpleNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = baseWeight(a.charCodeAt(i)) - baseWeight(b.charCodeAt(i));
    if (difference !== 0) return Math.sign(difference);
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < length; i++) {
    if (a[i] !== b[i]) return isLowercase(a.charCodeAt(i)) ? -1 : 1;
  }
  return 0;
}

const isLowercase = (code: number) => code >= 97;

/** Space < 0-9 < a-z, a letter's case aside. */
function baseWeight(code: number): number {
  if (code === 32) return 0;
  if (code <= 57) return code - 47;
  return code >= 97 ? code - 86 : code - 54;
}
