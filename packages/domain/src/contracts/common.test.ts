import { isUuid } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';

describe('isUuid', () => {
  it('accepts the 8-4-4-4-12 hex shape and nothing else', () => {
    expect(isUuid('b6129176-2e41-4221-ae76-f22afba2321c')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('b6129176-2e41-4221-ae76-f22afba2321')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
