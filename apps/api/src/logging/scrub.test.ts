import { describe, expect, it } from 'vitest';
import { redactUrl, scrubText } from './scrub.js';

const PLACE = 'b6129176-2e41-4221-ae76-f22afba2321c';

describe('redactUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    [
      `/api/assigned-right/?localIdentifier=RACE4694&placeId=${PLACE}`,
      `/api/assigned-right/?localIdentifier=[redacted]&placeId=${PLACE}`,
    ],
    [
      `/api/payment/place/${PLACE}/email-ticket/x?email=driver%40example.com&lang=en-US`,
      `/api/payment/place/${PLACE}/email-ticket/x?email=[redacted]&lang=en-US`,
    ],
    [
      `/api/customer/place/${PLACE}?include=rate,address`,
      `/api/customer/place/${PLACE}?include=rate,address`,
    ],
    [
      '/api/payment/place/x/summary?externalId=pi_123',
      '/api/payment/place/x/summary?externalId=[redacted]',
    ],
    // A harmless key with a value of another shape is redacted too.
    ['/x?placeId=RACE4694&lang=driver@example.com', '/x?placeId=[redacted]&lang=[redacted]'],
    // A key that is itself the data, a value-less key, empty pairs, a fragment.
    ['/x?driver%40example.com', '/x?[redacted]'],
    ['/x?ana lopez=1&plate', '/x?[redacted]&plate=[redacted]'],
    ['/x?&&lang=es-ES&', '/x?&&lang=es-ES&'],
    ['/x?plate=RACE4694#top', '/x?plate=[redacted]'],
    // Broken encodings and NUL bytes are redacted, never decoded into the line.
    ['/x?lang=%zz&email=%00', '/x?lang=[redacted]&email=[redacted]'],
    // An address in the path.
    ['/api/nowhere/driver@example.com/x', '/api/nowhere/[redacted]/x'],
    ['/api/nowhere/driver%40example.com', '/api/nowhere/[redacted]'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('scrubText', () => {
  it("cuts Drizzle's params and PostgreSQL's quoted values, keeping the query and identifiers", () => {
    expect(
      scrubText('Failed query: select $1::uuid from "credential"\nparams: RACE4694,+12125550199'),
    ).toBe('Failed query: select $1::uuid from "credential"\nparams: [redacted]');
    expect(scrubText('invalid input syntax for type uuid: "RACE4694"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(scrubText('value "99999999999" is out of range for type integer')).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    expect(scrubText('duplicate key value violates unique constraint "credential_plate"')).toBe(
      'duplicate key value violates unique constraint "credential_plate"',
    );
  });

  it('replaces e-mail addresses (plain or percent-encoded) and E.164 numbers', () => {
    expect(
      scrubText(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <ana.lopez+p@mail.example.es>: Recipient address rejected",
      ),
    ).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted]>: Recipient address rejected",
    );
    expect(scrubText("The 'To' number +34612345678 is not a valid phone number.")).toBe(
      "The 'To' number [redacted] is not a valid phone number.",
    );
    expect(scrubText('GET /x?email=ana%40example.com')).toBe('GET /x?email=[redacted]');
    // Paths and versions with an @ are not addresses.
    expect(scrubText('at node_modules/@fastify/static/index.js:12')).toBe(
      'at node_modules/@fastify/static/index.js:12',
    );
  });

  it('cuts a huge text after scrubbing it, so no address is cut in half and kept', () => {
    const text = `${'x'.repeat(1995)} ana@example.com ${'y'.repeat(1_000_000)}`;
    const scrubbed = scrubText(text);
    expect(scrubbed).toHaveLength(2001);
    expect(scrubbed).not.toContain('ana@');
    expect(scrubbed.endsWith('…')).toBe(true);
  });
});
