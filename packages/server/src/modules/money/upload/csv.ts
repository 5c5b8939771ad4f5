// A CSV reader for bank exports: quoted fields with embedded delimiters, doubled quotes and line
// breaks; CRLF, LF or CR line ends; comma, semicolon or tab delimiters (detected).

export interface CsvRecord {
  /** 1-based line of the file where the record starts (what an error message names). */
  line: number;
  cells: string[];
}

export type Delimiter = "," | ";" | "\t";
export const DELIMITERS: Delimiter[] = [",", ";", "\t"];

/**
 * A header row's cells as unique column names: a blank one is "Column N" (1-based), a repeated
 * one "Name (2)", "Name (3)"…; `width` pads or cuts the row to the data rows' width.
 */
export function columnLabels(cells: string[], width = cells.length): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, i) => {
    const base = cells[i]?.trim() || `Column ${i + 1}`;
    const times = (seen.get(base) ?? 0) + 1;
    seen.set(base, times);
    return times === 1 ? base : `${base} (${times})`;
  });
}

/** Splits the text into records (the first `limit` of them); blank lines are dropped. */
export function parseCsv(text: string, delimiter: Delimiter, limit = Number.POSITIVE_INFINITY): CsvRecord[] {
  const records: CsvRecord[] = [];
  eachCsvRecord(text, delimiter, (record) => void records.push(record), limit);
  return records;
}

/**
 * Hands each record to `visit` in turn, the first `limit` of them; blank lines are dropped. A long
 * file is read without holding every record: each one is garbage as soon as it is visited.
 */
export function eachCsvRecord(
  text: string,
  delimiter: Delimiter,
  visit: (record: CsvRecord) => void,
  limit = Number.POSITIVE_INFINITY,
): void {
  let visited = 0;
  const sep = delimiter.charCodeAt(0);
  const QUOTE = 34;
  const CR = 13;
  const LF = 10;
  const length = text.length;
  let line = 1;
  let position = 0;
  while (position < length && visited < limit) {
    const startLine = line;
    const cells: string[] = [];
    let endOfRecord = false;
    while (!endOfRecord) {
      let value: string;
      if (text.charCodeAt(position) === QUOTE) {
        // Quoted cell: runs to the next quote that is not doubled.
        let parts = "";
        let from = position + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) {
            parts += text.slice(from);
            position = length;
            break;
          }
          parts += text.slice(from, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            parts += '"';
            from = close + 2;
            continue;
          }
          position = close + 1;
          break;
        }
        for (let i = 0; i < parts.length; i++) if (parts.charCodeAt(i) === LF) line++;
        // Anything between the closing quote and the delimiter (a stray space) is kept.
        let end = position;
        while (end < length) {
          const c = text.charCodeAt(end);
          if (c === sep || c === CR || c === LF) break;
          end++;
        }
        value = parts + text.slice(position, end);
        position = end;
      } else {
        let end = position;
        while (end < length) {
          const c = text.charCodeAt(end);
          if (c === sep || c === CR || c === LF) break;
          end++;
        }
        value = text.slice(position, end);
        position = end;
      }
      cells.push(value);
      const c = text.charCodeAt(position);
      if (c === sep) {
        position++;
      } else {
        // A line end (CRLF, LF or CR) or the end of the text.
        if (c === CR && text.charCodeAt(position + 1) === LF) position += 2;
        else if (position < length) position++;
        line++;
        endOfRecord = true;
      }
    }
    if (cells.length > 1 || cells[0] !== "") {
      visited++;
      visit({ line: startLine, cells });
    }
  }
}

/** Counts a delimiter outside quotes in the first lines of the text. */
function countsPerLine(text: string, delimiter: Delimiter, lines: number): number[] {
  const counts: number[] = [];
  let inQuotes = false;
  let count = 0;
  for (let i = 0; i < text.length && counts.length < lines; i++) {
    const c = text[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && c === delimiter) count++;
    else if (!inQuotes && c === "\n") {
      counts.push(count);
      count = 0;
    }
  }
  if (counts.length < lines) counts.push(count);
  return counts;
}

/**
 * The delimiter that splits the most of the first lines into the same number of cells (the
 * data rows), so a preamble or a comma inside a description does not mislead it.
 */
export function detectDelimiter(text: string): Delimiter {
  let best: Delimiter = ",";
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const counts = countsPerLine(text, delimiter, 30).filter((n) => n > 0);
    if (counts.length === 0) continue;
    const frequency = new Map<number, number>();
    for (const n of counts) frequency.set(n, (frequency.get(n) ?? 0) + 1);
    const [mode, times] = [...frequency.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    // Lines split the same way, weighed by how many cells: a decimal comma ("-13,98") splits
    // every row of a semicolon file once, but the semicolons split it six times.
    const score = times * mode * 1000 + mode;
    if (score > bestScore) {
      bestScore = score;
      best = delimiter;
    }
  }
  return best;
}
