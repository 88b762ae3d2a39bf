import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../validation/email-address.js';
import { EmailAddressSchema } from './email-address.js';
import { EmailTicketQuerySchema } from './receipt.js';

describe('EmailAddressSchema', () => {
  it('trims, then accepts exactly what isEmailAddress accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress(),
          fc.emailAddress().map((a) => ` ${a}\t`),
        ),
        (value) => {
          const parsed = EmailAddressSchema.safeParse(value);
          expect(parsed.success).toBe(isEmailAddress(value.trim()));
          if (parsed.success) expect(parsed.data).toBe(value.trim());
        },
      ),
    );
  });

  it("answers the spec's 'Invalid email' for a bad, missing or non-string address", () => {
    for (const value of [
      '<script>alert(1)</script>@x.com',
      undefined,
      42,
      `${'a'.repeat(300)}@x.es`,
    ]) {
      const parsed = EmailTicketQuerySchema.safeParse({ email: value });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Invalid email']);
    }
  });
});
