import type { StaySession } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { shownPlate } from './shown-plate.ts';

const stay = (localIdentifier: string | null) =>
  ({
    credential: localIdentifier === null ? null : { type: 'LICENSE_PLATE', localIdentifier },
  }) as StaySession;

describe('shownPlate', () => {
  it('shows the plate just typed in full when it is this stay', () => {
    expect(shownPlate(stay('••••••Z'), '4321XYZ')).toBe('4321XYZ');
  });

  it('shows the masked plate when nothing was typed, or another plate was', () => {
    expect(shownPlate(stay('••••••Z'), undefined)).toBe('••••••Z');
    expect(shownPlate(stay('••••••Z'), '4321XYY')).toBe('••••••Z');
    expect(shownPlate(stay(null), '4321XYZ')).toBeNull();
  });
});
