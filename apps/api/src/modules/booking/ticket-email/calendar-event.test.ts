import { describe, expect, it } from 'vitest';
import { toCalendarEvent } from './calendar-event.js';

const EVENT = {
  uid: 'booking-1@parking',
  start: new Date('2026-03-08T09:30:00Z'),
  end: new Date('2026-03-09T09:30:00Z'),
  stamp: new Date('2026-03-01T12:00:00.123Z'),
  summary: 'Parking reservation: LAX Park & Fly',
  location: 'LAX Park & Fly, 9600 S Sepulveda Blvd, 90045, Los Angeles',
  description: 'License plate: ABC123',
  cancelled: false,
  organizerName: 'Demo Parking Co',
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('toCalendarEvent', () => {
  it('writes one confirmed VEVENT of the window in UTC, with CRLF line ends', () => {
    const ics = toCalendarEvent(EVENT);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('DTSTART:20260308T093000Z');
    expect(lines).toContain('DTEND:20260309T093000Z');
    expect(lines).toContain('DTSTAMP:20260301T120000Z');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('UID:booking-1@parking');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const ics = unfold(toCalendarEvent({ ...EVENT, description: 'a,b;c\\d\ne' }));
    expect(ics).toContain('DESCRIPTION:a\\,b\\;c\\\\d\\ne\r\n');
    expect(ics).toContain(
      'LOCATION:LAX Park & Fly\\, 9600 S Sepulveda Blvd\\, 90045\\, Los Angeles',
    );
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const summary = `Reserva de aparcamiento: ${'Calle de Alcalá '.repeat(8)}`;
    const ics = toCalendarEvent({ ...EVENT, summary });
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(unfold(ics)).toContain(`SUMMARY:${summary}\r\n`);
  });

  it('cancels the same event once the booking is cancelled', () => {
    const lines = unfold(toCalendarEvent({ ...EVENT, cancelled: true })).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('UID:booking-1@parking');
  });
});
