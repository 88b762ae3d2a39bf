/**
 * A booking's window as an iCalendar file (RFC 5545) that mail clients offer to add to the
 * driver's calendar. Times are written in UTC ('Z'): every client shows them on its own
 * clock, and no VTIMEZONE block (which would have to repeat the place's DST rules) is needed.
 */
export type CalendarEventInput = {
  /** Stable per booking, so a later file (the cancellation) replaces the first in the calendar. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location: string | null;
  description: string;
  /** A cancelled booking sends the same event, cancelled, so calendars drop it. */
  cancelled: boolean;
  organizerName: string;
};

/** 20261123T190000Z */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Lines longer than 75 octets are folded: CRLF and one space (RFC 5545 3.1), never inside a
 * UTF-8 character, so 'Aparcamiento Sol, Calle de Alcalá' stays readable in every client.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function toCalendarEvent(input: CalendarEventInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(input.organizerName)}//Parking reservations//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${text(input.uid)}`,
    // A cancellation is a later version of the same event.
    `SEQUENCE:${input.cancelled ? 1 : 0}`,
    `DTSTAMP:${utc(input.stamp)}`,
    `DTSTART:${utc(input.start)}`,
    `DTEND:${utc(input.end)}`,
    `SUMMARY:${text(input.summary)}`,
    ...(input.location ? [`LOCATION:${text(input.location)}`] : []),
    `DESCRIPTION:${text(input.description)}`,
    `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
