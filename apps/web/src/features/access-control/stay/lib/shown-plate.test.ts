import type { StaySession } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { shownPlate } from './shown-plate.ts';

const SESSION = '7b0e4a52-2c55-4c1e-9d0a-0d4b7f3c9e11';
const stay = (localIdentifier: string | null) =>
  ({
    sessionId: SESSION,
    credential: localIdentifier === null ? null : { type: 'LICENSE_PLATE', localIdentifier },
  }) as StaySession;

describe('shownPlate', () => {
  it('shows the plate just typed in full when the lookup answered this stay for it', () => {
    expect(shownPlate(stay('••••••Z'), { plate: '4321XYZ', sessionId: SESSION })).toBe('4321XYZ');
  });

  it('shows the masked plate when nothing was typed, another plate was, or for another stay', () => {
    expect(shownPlate(stay('••••••Z'), undefined)).toBe('••••••Z');
    expect(shownPlate(stay('••••••Z'), { plate: '4321XYY', sessionId: SESSION })).toBe('••••••Z');
    const elsewhere = { plate: '1321XYZ', sessionId: '00000000-0000-4000-8000-000000000000' };
    expect(shownPlate(stay('••••••Z'), elsewhere)).toBe('••••••Z');
    expect(shownPlate(stay(null), { plate: '4321XYZ', sessionId: SESSION })).toBeNull();
  });
});
