import ICAL from "ical.js";

export type ParsedEvent = {
  uid: string;
  summary: string;
  start: string;
  end: string;
  isAllDay: boolean;
  url: string;
  dtstamp: string;
  description: string;
};

/** A calendar's events as a real iCalendar parser (ical.js) reads them. */
export function parseIcs(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      isAllDay: event.startDate.isDate,
      url: String(vevent.getFirstPropertyValue("url")),
      dtstamp: String(vevent.getFirstPropertyValue("dtstamp")),
      description: event.description,
    };
  });
}
