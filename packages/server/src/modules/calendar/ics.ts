// A small RFC 5545 writer for the calendar feed: only what the feed needs (all-day and timed
// events in UTC), with the text escaping and 75-octet line folding the RFC requires.

/** An all-day date (yyyy-mm-dd) or an instant (ISO 8601, written in UTC). */
export type IcsTime = { date: string } | { instant: string };

export type IcsEvent = {
  /** Stable across fetches: a calendar app matches updates by it. */
  uid: string;
  summary: string;
  start: IcsTime;
  /** Exclusive, as RFC 5545 wants it for DTEND (an all-day event on one day ends the next day). */
  end: IcsTime;
  url: string;
  description?: string;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, newlines as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basicDate = (date: string) => date.replace(/-/g, "");

/** 20261124T013000Z: the instant in UTC, whole seconds. */
export const utcStamp = (instant: string | Date) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

function timeProperty(name: "DTSTART" | "DTEND", time: IcsTime): string {
  return "date" in time ? `${name};VALUE=DATE:${basicDate(time.date)}` : `${name}:${utcStamp(time.instant)}`;
}

export function icsCalendar(events: readonly IcsEvent[], options: { name: string; stamp: Date }): string {
  const stamp = utcStamp(options.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Homebase//Calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // Hints for how often subscribers should fetch again (Apple and Outlook read one or the other).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      timeProperty("DTSTART", event.start),
      timeProperty("DTEND", event.end),
      `SUMMARY:${escapeText(event.summary)}`,
      `URL:${event.url}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if ("date" in event.start) lines.push("TRANSP:TRANSPARENT");
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
