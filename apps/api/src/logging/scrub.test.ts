import { beforeAll, describe, expect, it } from 'vitest';
import { rememberPathWords } from './path-words.js';
import { redactUrl, scrubText } from './scrub.js';

const PLACE = 'b6129176-2e41-4221-ae76-f22afba2321c';

describe('redactUrl', () => {
  // What the app's onRoute hook does for its routes.
  beforeAll(() => {
    for (const route of [
      '/api/health',
      '/api/assigned-right/',
      '/api/payment/place/:placeId/email-ticket/:assignedRightId',
      '/api/customer/place/:placeId',
      '/api/payment/place/:placeId/summary',
      '/api/card-intent/process-payment',
      '/api/card-client-secret/process-payment',
      '/api/customer/:customerId/session/:sessionId',
    ]) {
      rememberPathWords(route);
    }
  });

  it.each([
    ['/api/health', '/api/health'],
    [
      `/api/assigned-right/?localIdentifier=RACE4694&placeId=${PLACE}`,
      `/api/assigned-right/?localIdentifier=[redacted]&placeId=${PLACE}`,
    ],
    [
      `/api/payment/place/${PLACE}/email-ticket/${PLACE}?email=driver%40example.com&lang=en-US`,
      `/api/payment/place/${PLACE}/email-ticket/${PLACE}?email=[redacted]&lang=en-US`,
    ],
    [
      `/api/customer/place/${PLACE}?include=rate,address`,
      `/api/customer/place/${PLACE}?include=rate,address`,
    ],
    [
      `/api/payment/place/${PLACE}/summary?externalId=pi_123`,
      `/api/payment/place/${PLACE}/summary?externalId=[redacted]`,
    ],
    // A harmless key with a value of another shape is redacted too.
    [
      '/api/health?placeId=RACE4694&lang=driver@example.com',
      '/api/health?placeId=[redacted]&lang=[redacted]',
    ],
    // A key that is itself the data, a value-less key, empty pairs, a fragment.
    ['/api/health?driver%40example.com', '/api/health?[redacted]'],
    ['/api/health?ana lopez=1&plate', '/api/health?[redacted]&plate=[redacted]'],
    ['/api/health?&&lang=es-ES&', '/api/health?&&lang=es-ES&'],
    ['/api/health?plate=RACE4694#top', '/api/health?plate=[redacted]'],
    // Broken encodings and NUL bytes are redacted, never decoded into the line.
    ['/api/health?lang=%zz&email=%00', '/api/health?lang=[redacted]&email=[redacted]'],
    // Without its route, a path keeps only ids, our words and file names: not an address,
    // a plate, or a word of nobody's.
    ['/api/nowhere/driver@example.com/x', '/api/[redacted]/[redacted]/[redacted]'],
    ['/api/payment/driver%40example.com', '/api/payment/[redacted]'],
    [
      `/api/customer/${PLACE}/session/plate/7391KPT`,
      `/api/customer/${PLACE}/session/[redacted]/[redacted]`,
    ],
    ['/transient/7391kpt/summary/pi_3Nx9AbCd', '/transient/[redacted]/summary/pi_3Nx9AbCd'],
    ['/assets/index-L-S3W-oM.js', '/assets/index-L-S3W-oM.js'],
    ['/demo/place-garage.svg', '/demo/place-garage.svg'],
    ['/assets/ZZ9MARK.js', '/assets/[redacted]'],
    ['/assets/7391kpt.svg', '/assets/[redacted]'],
    // The web's pages: a plate in their queries is redacted, their paging and ids are not.
    [
      `/access-control/${PLACE}/more-similar-license-plates?plateId=7391KPT&actualStart=2026-11-28T07:30:00.000Z`,
      `/access-control/${PLACE}/more-similar-license-plates?plateId=[redacted]&actualStart=2026-11-28T07:30:00.000Z`,
    ],
    [`/transient/${PLACE}?licencePlate=7391KPT`, `/transient/${PLACE}?licencePlate=[redacted]`],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    // A route's fixed segments are the route's; its parameters are kept only in their shape.
    [
      `/api/customer/${PLACE}/session/plate/7391KPT`,
      '/api/customer/:customerId/session/plate/:licensePlate',
      `/api/customer/${PLACE}/session/plate/[redacted]`,
    ],
    [
      '/api/customer/7391KPT/invoice',
      '/api/customer/:customerId/invoice',
      '/api/customer/[redacted]/invoice',
    ],
    [
      `/api/card-intent/place/${PLACE}/resume/7391KPT`,
      '/api/:provider/place/:placeId/resume/:assignedRightId',
      `/api/card-intent/place/${PLACE}/resume/[redacted]`,
    ],
    [
      '/api/7391kpt/generate-payment',
      '/api/:provider/generate-payment',
      '/api/[redacted]/generate-payment',
    ],
    [
      '/api/card-client-secret/update-payment-intent/pi_sbx_abc123',
      '/api/:provider/update-payment-intent/:paymentIntentId',
      '/api/card-client-secret/update-payment-intent/pi_sbx_abc123',
    ],
    // A trailing slash the router ignores: the path is read without its route.
    ['/api/health/', '/api/health', '/api/health/'],
  ])('%s (route %s) -> %s', (url, route, logged) => {
    expect(redactUrl(url, route)).toBe(logged);
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
    // A card processor's refusal quotes the id it was given, which may be anything typed.
    expect(scrubText("No such payment_intent: 'ZZ9MARK'")).toBe(
      "No such payment_intent: '[redacted]'",
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
    // A URL quoted in a message (a page's render error) loses its query's values too.
    expect(scrubText('No match for "/transient/x?licensePlate=7391KPT&lang=es-ES".')).toBe(
      'No match for "/transient/x?licensePlate=[redacted]&lang=es-ES".',
    );
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
