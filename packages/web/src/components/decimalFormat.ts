const formats = new Map<string, Intl.NumberFormat>();

/**
 * An en-US number format with grouping and `minDecimals` to `maxDecimals` places, made once per
 * pair. `toLocaleString` with options builds a new formatter on every call: one per money box
 * render was 40-50 ms of Bills' loading at a mid-range phone's speed (4x CPU slowdown, issue 28).
 */
export function decimalFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals} ${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    formats.set(key, format);
  }
  return format;
}
