import { PAYMENT_MESSAGES } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, postJson } from '#test/payment-helpers.js';
import { rawRequest } from '#test/raw-http.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { DEMO_IDS, liveSessions } from '../db/seed/demo-extra-ids.js';
import { findBadText, INPUT_MESSAGES } from './input-guard.js';

/** Issue 8, point 4: inputs that reached PostgreSQL and answered 500 are 400s before it. */

const midtown = DEMO_IDS.places.transientOpen.id;
const ticket = liveSessions.demo123;
const RECEIPT_PATHS = ['payment', 'card-intent', 'card-client-secret'].flatMap((service) =>
  ['', '/booking'].map(
    (booking) => `/api/${service}/place/${midtown}${booking}/email-ticket/${ticket}`,
  ),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RECEIPT_REQUESTS_PER_MINUTE: '1000' } });
});
afterAll(() => server?.close());

async function raw(method: string, path: string, body?: unknown) {
  const response = await rawRequest(server.url, {
    method,
    path,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { response: { status: response.status }, body: JSON.parse(response.text) };
}

const asResult = (result: Awaited<ReturnType<typeof raw>>) =>
  result as unknown as Parameters<typeof expectError>[0];

describe('non-UUID ids of ours', () => {
  it.each(['process-payment', 'process-payment-on-demand-extension'])(
    'POST /api/payment/%s: a non-UUID pendingPaymentId is a 400 naming the field',
    async (call) => {
      const path = `/api/payment/${call}`;
      for (const pendingPaymentId of ['abc', '1', `${midtown}0`, "' OR 1=1 --"]) {
        const result = await postJson(server, path, { pendingPaymentId, licensePlate: 'FREE001' });
        expectError(result, 400, 'body/pendingPaymentId must be a UUID');
      }
      // Missing stays the spec's message, verbatim.
      const message = PAYMENT_MESSAGES.freePaymentMissing;
      expectError(await postJson(server, path, { licensePlate: 'FREE001' }), 400, message);
      expectError(
        await postJson(server, path, { pendingPaymentId: '', licensePlate: 'FREE001' }),
        400,
        message,
      );
      expectError(await postJson(server, path, { pendingPaymentId: 'abc' }), 400, message);
    },
  );
});

describe('NUL in the URL (%00)', () => {
  const cases: Array<[string, string, unknown?]> = [
    ['GET', `/api/payment/place/${midtown}/resume/external/pi_%00`],
    ['GET', `/api/payment/place/${midtown}/summary?externalId=pi_%00`],
    ['GET', `/api/card-intent/place/${midtown}/resume/${ticket}%00`],
    [
      'POST',
      '/api/card-client-secret/update-payment-intent/pi_%00',
      { placeId: midtown, licensePlate: 'NUL0001' },
    ],
    [
      'POST',
      '/api/sandbox/v1/payment_intents/pi_%00/confirm',
      { clientSecret: 'secret', paymentMethodId: 'pm_card_visa' },
    ],
    ['GET', `/api/assigned-right/?localIdentifier=NUL%000001&placeId=${midtown}`],
    ...RECEIPT_PATHS.map((path): [string, string] => ['GET', `${path}?email=a%00b@example.com`]),
  ];
  it.each(cases)('%s %s is a 400', async (method, path, body) => {
    expectError(asResult(await raw(method, path, body)), 400, INPUT_MESSAGES.urlNul);
  });
});

describe('NUL in a JSON string (\\u0000)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      '/api/card-intent/process-payment',
      { paymentIntentId: 'pi_\u0000', paymentMethodId: 'pm_card_visa', licensePlate: 'NUL0001' },
      'paymentIntentId',
    ],
    [
      '/api/card-intent/process-payment-on-demand-extension',
      { paymentIntentId: 'pi_1', paymentMethodId: 'pm_\u0000', licensePlate: 'NUL0001' },
      'paymentMethodId',
    ],
    [
      '/api/card-client-secret/process-payment',
      { externalId: 'pi_\u0000', licensePlate: 'NUL0001' },
      'externalId',
    ],
    [
      '/api/card-client-secret/process-payment-on-demand-extension',
      { externalId: 'pi_1', licensePlate: 'NUL\u00000001' },
      'licensePlate',
    ],
    [
      '/api/card-client-secret/update-payment-intent/pi_1',
      { placeId: midtown, externalId: 'pi_\u0000', licensePlate: 'NUL0001' },
      'externalId',
    ],
    [
      '/api/sandbox/v1/payment_intents/pi_1/confirm',
      { clientSecret: 'secret\u0000', paymentMethodId: 'pm_card_visa' },
      'clientSecret',
    ],
    [
      '/api/payment/process-payment',
      { pendingPaymentId: midtown, licensePlate: 'NUL\u0000' },
      'licensePlate',
    ],
  ];
  it.each(cases)('POST %s is a 400 naming the field', async (path, body, field) => {
    expectError(await postJson(server, path, body), 400, `body/${field} ${INPUT_MESSAGES.nul}`);
  });

  it('also in a key, an array or a nested object', async () => {
    const path = '/api/card-client-secret/process-payment';
    expectError(
      await postJson(server, path, { 'a\u0000': 1 }),
      400,
      `body keys ${INPUT_MESSAGES.nul}`,
    );
    expectError(
      await postJson(server, path, { extra: [{ deep: ['ok', 'x\u0000'] }] }),
      400,
      `body/extra/0/deep/1 ${INPUT_MESSAGES.nul}`,
    );
  });

  it('lets text that only looks like the escape through (a backslash, then u0000)', async () => {
    const result = await postJson(server, '/api/card-client-secret/process-payment', {
      externalId: 'pi_\\u0000',
      licensePlate: 'NUL0001',
    });
    expect(result.body.message).not.toMatch(/NUL/);
    expect(result.response.status).toBeLessThan(500);
  });
});

describe('other text PostgreSQL would refuse or alter', () => {
  it.each(['%C0%AF', 'a%FFb', '%ED%A0%80', '%zz'])(
    'a query with %s (not UTF-8) is a 400',
    async (value) => {
      const path = `/api/payment/place/${midtown}/summary?externalId=${value}`;
      expectError(
        asResult(await raw('GET', path)),
        400,
        INPUT_MESSAGES.urlEncoding,
        'URL_NOT_UTF8',
      );
    },
  );

  it('a path parameter with %FF or %C0%AF is a 400 too (the router refuses it)', async () => {
    for (const value of ['a%FFb', '%C0%AF']) {
      const path = `/api/payment/place/${midtown}/resume/external/${value}`;
      expectError(
        asResult(await raw('GET', path)),
        400,
        INPUT_MESSAGES.urlEncoding,
        'URL_NOT_UTF8',
      );
    }
  });

  it('a lone surrogate in a JSON string (\\ud800) is a 400; a real pair (an emoji) is not', async () => {
    const path = '/api/card-client-secret/process-payment';
    expectError(
      await postJson(server, path, { externalId: 'pi_\ud800', licensePlate: 'SUR0001' }),
      400,
      `body/externalId ${INPUT_MESSAGES.surrogate}`,
    );
    const emoji = await postJson(server, path, { externalId: 'pi_🚗', licensePlate: 'SUR0001' });
    expect(emoji.body.message).not.toMatch(/surrogate/);
  });

  it('keeps Fastify’s refusal of prototype poisoning', async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/card-client-secret/process-payment',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"polluted":true},"a":"\\u0000"}',
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ statusCode: 400 });
  });
});

describe('findBadText', () => {
  it('walks 100 000 levels of nesting without recursion', () => {
    let value: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(findBadText(value)).toMatch(/^body(\/0){100000} must not contain NUL characters$/);
    expect(findBadText({ a: ['fine', { b: 'also fine 🚗' }] })).toBeUndefined();
  });
});
