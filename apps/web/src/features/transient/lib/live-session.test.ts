import { describe, expect, it } from 'vitest';
import { latestEnd, plateOf, platesOf } from './live-session.ts';

describe('live session helpers', () => {
  it('reads the plate credential', () => {
    expect(
      plateOf([
        { type: 'QR_CODE', localIdentifier: 'qr' },
        { type: 'LICENSE_PLATE', localIdentifier: 'DEMO123' },
      ]),
    ).toBe('DEMO123');
    expect(plateOf([])).toBeNull();
    expect(
      platesOf([
        { type: 'LICENSE_PLATE', localIdentifier: 'A1' },
        { type: 'LICENSE_PLATE', localIdentifier: 'B2' },
        { type: 'LICENSE_PLATE', localIdentifier: 'A1' },
      ]),
    ).toEqual(['A1', 'B2']);
  });

  it('takes the latest end of the payments', () => {
    expect(
      latestEnd([
        { endPeriodCovered: '2026-11-25T10:00:00.000Z' },
        { endPeriodCovered: '2026-11-25T11:30:00.000Z' },
      ]),
    ).toEqual(new Date('2026-11-25T11:30:00.000Z'));
    expect(latestEnd([])).toBeNull();
  });
});
