/** One CSV line (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvLine(values: readonly unknown[]): string {
  return `${values
    .map((value) => {
      if (value === null || value === undefined) return "";
      const text = String(value);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(",")}\r\n`;
}
