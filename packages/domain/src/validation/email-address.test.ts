import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_LIMITS, isEmailAddress } from './email-address.js';

// Known good and bad addresses, drawn from the corpora of validator.js
// (test/validators/isEmail.test.js), zod (packages/zod/src/v4/classic/tests/string.test.ts,
// which includes Microsoft's list) and RFC 3696 section 3, with our own choices marked.
const GOOD = [
  'foo@bar.com',
  'x@x.au',
  'a@b.cd',
  'foo@bar.com.au',
  'foo+bar@bar.com',
  'test|123@example.com',
  'firstname.lastname@domain.com',
  'email@subdomain.domain.com',
  '1234567890@domain.com',
  'email@domain-one.com',
  '_______@domain.com',
  'email@domain.name',
  'email@domain.co.jp',
  'user-@example.org',
  "common'name@domain.com",
  "o'brien@example.ie",
  'francois@etu.inp-n7.fr',
  'tom@test.te-st.com',
  'test@1337.com',
  'some.name.midd.leNa.me.and.locality+extension@GoogleMail.com',
  'user.name+tag+sorting@example.com',
  // RFC 3696: every atext character is legal, '/' and '=' included.
  "!#$%&'*+-/=?^_`{|}~@example.org",
  'customer/department=shipping@example.com',
  // An internationalised domain typed in its ASCII form, top-level domain included (.рф).
  'ana@xn--mller-kva.de',
  'ana@xn--80aswg.xn--p1ai',
  // The limits exactly: 64 in the local part, 63 in a label, 254 in all.
  `${'a'.repeat(64)}@${'a'.repeat(63)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
];

const BAD = [
  // The reproduction, and markup in general.
  '<script>alert(1)</script>@x.com',
  'a<b@example.com',
  'ana@example.com<script>',
  'Joe Smith <email@domain.com>',
  'Joe Smith &lt;email@domain.com&gt;',
  // Structure.
  '',
  'plainaddress',
  'invalid.com',
  'invalidemail@',
  '@invalid.com',
  'email@domain@domain.com',
  'A@b@c@example.com',
  'francois@@etu.inp-n7.fr',
  '#@%^%#$@#$@#.com',
  // Dots in the local part.
  '.email@domain.com',
  'email.@domain.com',
  'email..email@domain.com',
  'gmail...ignores...dots...@gmail.com',
  // The domain.
  'email@domain',
  'email@domain.',
  'foo@bar.com.',
  'email@domain..com',
  'test@.com',
  'email@-domain.com',
  'invalid@end.com-',
  'foo@_bar.com',
  'i_like_underscore@but_its_not_allowed_in_this_part.example.com',
  'z@co.c',
  'a.b@c.d',
  'aaaaaaaaaaaaaaalongemailthatcausesregexDoSvulnerability@test.c',
  'email@domain.c0m',
  // IP literals and bare addresses.
  'email@123.123.123.123',
  'email@[123.123.123.123]',
  'jsmith@[IPv6:2001:db8::1]',
  'email@111.222.333.44444',
  // Quoted local parts, comments, commas and other specials (legal in RFC 5322, refused here).
  '"email"@domain.com',
  '" "@example.org',
  '"foo\\@bar"@example.com',
  'a,b@domain.com',
  'email@domain.com (Joe Smith)',
  'a"b(c)d,e:f;g<h>i[j\\k]l@example.com',
  'just"not"right@example.com',
  'QA[icon]CHOCOLATE[icon]@test.com',
  // Spaces and control characters anywhere.
  'ana @example.com',
  'ana@exa mple.com',
  ' ana@example.com',
  'ana@example.com ',
  'nbsp\u00a0test@test.com',
  'ana@example.com\u0000',
  'ana\r\nBcc: x@example.com@example.com',
  'ana@example.com\nBcc: x@example.com',
  'test12@invalid.co\u3000m',
  // Unicode (refused, see email-address.ts): local part, domain, full-width lookalikes.
  'あいうえお@domain.com',
  'tüst@invalid.com',
  'hans@m端ller.com',
  'ana@müller.de',
  'somename@ｇｍａｉｌ.com',
  'username@domain.com©',
  '\uD800@example.com',
  // Over the limits: 65 in the local part, 64 in a label, 255 in all.
  `${'a'.repeat(65)}@example.com`,
  `${'a'.repeat(64)}@${'a'.repeat(64)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
];

describe('isEmailAddress', () => {
  it.each(GOOD)('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(BAD)('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('puts the limits where the table says', () => {
    expect(
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
    ).toHaveLength(EMAIL_ADDRESS_LIMITS.address);
  });
});

/** A dot-atom of RFC 5322's atext, upper case too (fast-check's own generator is lower case). */
const ATEXT = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...("!#$%&'*+-/=?^_`{|}~" as string),
];
const localPart = fc
  .array(fc.string({ unit: fc.constantFrom(...ATEXT), minLength: 1, maxLength: 12 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((atoms) => atoms.join('.'))
  .filter((local) => local.length <= EMAIL_ADDRESS_LIMITS.localPart);
const label = fc
  .stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,20}[A-Za-z0-9])?$/)
  .filter((value) => value.length <= EMAIL_ADDRESS_LIMITS.domainLabel);
const topLevel = fc.stringMatching(/^[A-Za-z]{2,10}$/);
const goodAddress = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 4 }), topLevel)
  .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`)
  .filter((address) => address.length <= EMAIL_ADDRESS_LIMITS.address);

/** Characters that may never appear in an address we mail to. */
const FORBIDDEN = [...' \t\r\n\u0000\u007f\u00a0\u2028"(),:;<>[\\]', 'é', 'ü', '\u3000', '😀'];

describe('isEmailAddress, properties', () => {
  it('never throws, and whatever it accepts respects every limit', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), goodAddress), (value) => {
        if (!isEmailAddress(value)) return;
        expect(value.length).toBeLessThanOrEqual(EMAIL_ADDRESS_LIMITS.address);
        expect(value).toMatch(/^[\x21-\x7e]+$/);
        const [local, domain, ...rest] = value.split('@');
        expect(rest).toEqual([]);
        expect(local?.length).toBeLessThanOrEqual(EMAIL_ADDRESS_LIMITS.localPart);
        const labels = domain?.split('.') ?? [];
        expect(labels.length).toBeGreaterThanOrEqual(2);
        for (const part of labels) {
          expect(part.length).toBeGreaterThan(0);
          expect(part.length).toBeLessThanOrEqual(EMAIL_ADDRESS_LIMITS.domainLabel);
        }
      }),
    );
  });

  it('accepts every well-formed address within the limits', () => {
    fc.assert(
      fc.property(goodAddress, (address) => {
        expect(isEmailAddress(address)).toBe(true);
      }),
    );
  });

  it("agrees with fast-check's own RFC 5322 generator within the length limit", () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((address) => address.length <= EMAIL_ADDRESS_LIMITS.address),
        (address) => {
          expect(isEmailAddress(address)).toBe(true);
        },
      ),
    );
  });

  it('refuses a good address with a forbidden character put anywhere in it', () => {
    fc.assert(
      fc.property(
        goodAddress,
        fc.constantFrom(...FORBIDDEN),
        fc.nat(),
        (address, character, at) => {
          const index = at % (address.length + 1);
          const spoiled = `${address.slice(0, index)}${character}${address.slice(index)}`;
          expect(isEmailAddress(spoiled)).toBe(false);
        },
      ),
    );
  });

  it('refuses a good address with a second @, a doubled dot or an IP for a domain', () => {
    fc.assert(
      fc.property(goodAddress, fc.ipV4(), (address, ip) => {
        const [local = '', domain = ''] = address.split('@');
        expect(isEmailAddress(`${local}@${address}`)).toBe(false);
        expect(isEmailAddress(`${local}..x@${domain}`)).toBe(false);
        expect(isEmailAddress(`${local}@${domain}.`)).toBe(false);
        expect(isEmailAddress(`${local}@${ip}`)).toBe(false);
        expect(isEmailAddress(`${local}@[${ip}]`)).toBe(false);
      }),
    );
  });

  it('refuses a local part, label or address one character over its limit', () => {
    fc.assert(
      fc.property(goodAddress, (address) => {
        const [local = '', domain = ''] = address.split('@');
        const longLocal = `${local}${'x'.repeat(EMAIL_ADDRESS_LIMITS.localPart + 1 - local.length)}`;
        expect(isEmailAddress(`${longLocal}@${domain}`)).toBe(false);
        expect(isEmailAddress(`${local}@${'l'.repeat(64)}.${domain}`)).toBe(false);
        const padding = EMAIL_ADDRESS_LIMITS.address + 1 - address.length;
        const labels = Array.from({ length: Math.ceil(padding / 50) }, () => 'p'.repeat(49));
        const long = `${local}@${labels.join('.')}.${domain}`;
        expect(long.length).toBeGreaterThan(EMAIL_ADDRESS_LIMITS.address);
        expect(isEmailAddress(long)).toBe(false);
      }),
    );
  });
});
