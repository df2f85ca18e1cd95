import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** One VEVENT of a calendar feed, whatever module it comes from. */
export type CalendarItem = {
  /** Unique and stable across versions of the feed (RFC 5545 UID), e.g. `<id>@<host>`. */
  uid: string;
  start: Date;
  /** Absent: no DTEND, which RFC 5545 allows (an event with no end time). */
  end?: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  category: string;
  cancelled?: boolean;
  created: Date;
  lastModified: Date;
};

/**
 * An iCalendar (RFC 5545) text through ical-generator: CRLF line endings, lines folded at 75
 * octets, commas, semicolons and backslashes escaped. Times are written in UTC (DTSTART:…Z), which
 * every client reads in its own zone. The page's address goes in DESCRIPTION too: many calendar
 * apps show it, not URL.
 */
export function calendarText(
  items: CalendarItem[],
  opts: { productName: string; product: string; name: string },
): string {
  const calendar = ical({
    name: opts.name,
    prodId: { company: opts.productName, product: opts.product, language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const stamp = new Date();
  for (const item of items) {
    calendar.createEvent({
      id: item.uid,
      start: item.start,
      ...(item.end ? { end: item.end } : {}),
      stamp,
      created: item.created,
      lastModified: item.lastModified,
      summary: item.summary,
      description: item.description ? `${item.description}\n\n${item.url}` : item.url,
      location: item.location || null,
      url: item.url,
      categories: [{ name: item.category }],
      status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
