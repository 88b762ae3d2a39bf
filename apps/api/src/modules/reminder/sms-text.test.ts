import { describe, expect, it } from 'vitest';
import { extensionUrl, reminderSmsText, smsSegments } from './sms-text.js';

const url = extensionUrl(
  'https://parking.example.com/',
  'b6129176-2e41-4221-ae76-f22afba2321c',
  '0f8e7c1a-3d2b-4c5e-9a7f-1b2c3d4e5f60',
);
const base = {
  placeName: 'Midtown Garage',
  plate: 'ABC1234',
  // 19:30 UTC is 15:30 in New York (EDT) and 21:30 in Madrid (CEST).
  end: new Date('2026-07-01T19:30:00Z'),
  now: new Date('2026-07-01T19:15:00Z'),
  extensionUrl: url,
};

describe('reminderSmsText', () => {
  it('tells place, plate, end on the place clock, minutes left and the link in English', () => {
    expect(reminderSmsText({ ...base, locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      `Midtown Garage: parking for ABC1234 ends at 3:30 PM (15 min left). Extend: ${url}`,
    );
  });

  it('speaks Spanish with a 24-hour clock', () => {
    expect(reminderSmsText({ ...base, locale: 'es-ES', timeZone: 'Europe/Madrid' })).toBe(
      `Midtown Garage: tu aparcamiento de ABC1234 termina a las 21:30 (quedan 15 min). Ampliar: ${url}`,
    );
  });

  it('falls back to English for another locale, and leaves out a missing plate', () => {
    const text = reminderSmsText({ ...base, plate: null, locale: 'fr-FR', timeZone: 'UTC' });
    expect(text).toBe(`Midtown Garage: parking ends at 7:30 PM (15 min left). Extend: ${url}`);
  });

  it('rounds the minutes left up, and never below 0', () => {
    const text = (now: string) =>
      reminderSmsText({ ...base, now: new Date(now), locale: 'en-US', timeZone: 'UTC' });
    expect(text('2026-07-01T19:15:30Z')).toContain('(15 min left)');
    expect(text('2026-07-01T19:31:00Z')).toContain('(0 min left)');
  });

  it('tells the end on the place clock across the DST switch (New York, 2026-03-08)', () => {
    const text = reminderSmsText({
      ...base,
      end: new Date('2026-03-08T07:10:00Z'),
      now: new Date('2026-03-08T06:55:00Z'),
      locale: 'en-US',
      timeZone: 'America/New_York',
    });
    // 06:55Z is 1:55 EST; 07:10Z is 3:10 EDT: 15 minutes, an hour apart on the wall clock.
    expect(text).toContain('ends at 3:10 AM (15 min left)');
  });

  it('stays within two GSM segments, cutting a long place name', () => {
    for (const locale of ['en-US', 'es-ES']) {
      const text = reminderSmsText({
        ...base,
        placeName: 'Aparcamiento Municipal Plaza Mayor de la Ciudad Vieja Norte',
        plate: 'ABCDEFGHIJ',
        locale,
        timeZone: 'Europe/Madrid',
      });
      expect(text).toContain('Aparcamiento Municipal Plaza...:');
      expect(smsSegments(text)).toBeLessThanOrEqual(2);
      // GSM 7-bit throughout: UCS-2 would count 67 characters a segment.
      expect(smsSegments(text)).toBe(Math.ceil(text.length / 153));
    }
  });
});

describe('extensionUrl', () => {
  it('joins the base and the web path without a double slash', () => {
    expect(extensionUrl('http://127.0.0.1:3000', 'p', 'r')).toBe(
      'http://127.0.0.1:3000/transient/p/extension/r',
    );
    expect(url).toMatch(/^https:\/\/parking\.example\.com\/transient\/b6129176-[^/]+\/extension\//);
  });
});

describe('smsSegments', () => {
  it('counts GSM 7-bit and UCS-2 texts', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments(`${'a'.repeat(69)}ó`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}ó`)).toBe(2);
  });
});
