import { describe, expect, it } from 'vitest';
import { formatZoneName } from './zone-name.js';

describe('formatZoneName', () => {
  it.each([
    ['America/Los_Angeles', 'en-US', 'Los Angeles time'],
    ['America/Los_Angeles', 'es-ES', 'hora de Los Ángeles'],
    ['America/New_York', 'es-ES', 'hora de Nueva York'],
    ['Europe/Madrid', 'es-ES', 'hora de Madrid'],
    ['Europe/Madrid', 'en-US', 'Madrid time'],
    ['America/Argentina/Buenos_Aires', 'en-US', 'Buenos Aires time'],
    ['UTC', 'es-ES', 'UTC'],
  ])('%s in %s is %s', (timeZone, locale, expected) => {
    expect(formatZoneName({ timeZone, locale })).toBe(expected);
  });

  it('never shows the raw id', () => {
    for (const timeZone of Intl.supportedValuesOf('timeZone')) {
      for (const locale of ['en-US', 'es-ES']) {
        const name = formatZoneName({ timeZone, locale });
        expect(name).not.toContain('/');
        expect(name).not.toContain('_');
      }
    }
  });
});
