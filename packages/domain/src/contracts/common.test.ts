import { canonicalUuid, isUuid, UuidSchema } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ID = 'b6129176-2e41-4221-ae76-f22afba2321c';

describe('isUuid', () => {
  it('accepts the 8-4-4-4-12 hex shape and nothing else', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('b6129176-2e41-4221-ae76-f22afba2321')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe('UuidSchema', () => {
  it('accepts either case and gives the id in lower case: one id, one key', () => {
    expect(UuidSchema.parse(ID.toUpperCase())).toBe(ID);
    expect(UuidSchema.parse('B6129176-2e41-4221-AE76-f22afba2321C')).toBe(ID);
    expect(UuidSchema.safeParse(`${ID}0`).success).toBe(false);
    expect(UuidSchema.safeParse(`g${ID.slice(1)}`).success).toBe(false);
  });

  it('stays a plain string pattern in JSON Schema (the OpenAPI document), both cases allowed', () => {
    const schema = z.toJSONSchema(UuidSchema, { io: 'input' }) as { type: string; pattern: string };
    expect(schema.type).toBe('string');
    expect(new RegExp(schema.pattern).test(ID.toUpperCase())).toBe(true);
  });
});

describe('canonicalUuid', () => {
  it('is the lower-case spelling, whatever it is given', () => {
    expect(canonicalUuid(ID.toUpperCase())).toBe(ID);
    expect(canonicalUuid(undefined)).toBe('');
    expect(canonicalUuid(['A', 'B'])).toBe('a,b');
  });
});
