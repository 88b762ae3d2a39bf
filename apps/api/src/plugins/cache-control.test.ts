import { ProcessPaymentResultSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateFree,
  offerPlateLookup,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { DEMO_IDS, liveSessions } from '../db/seed/demo-extra-ids.js';

/**
 * Issue 8, point 7 (OWASP ASVS 14.3.2): one driver's data is never kept by a browser or a
 * proxy. Every response without its own policy is `no-store`; the documents that are the same
 * for every driver keep `no-cache` with an ETag (docs/decisions/015-api-response-caching.md).
 */

const { places, customer } = DEMO_IDS;
const plaza = places.transientManyRates.id;
const midtown = places.transientOpen.id;

let server: TestServer;
let assignedRightId: string;
const answers = new Map<string, Response>();

beforeAll(async () => {
  server = await startTestServer({ env: { RECEIPT_WAIT_MS: '0' } });
  await offerPlateLookup(server.database, plaza);
  const free = await rateNamed(server, plaza, '15 min free');
  const pending = await generateFree(server, rateBody(plaza, free));
  const processed = await postJson(server, '/api/payment/process-payment', {
    pendingPaymentId: pending.pendingPaymentId,
    licensePlate: 'CACHE01',
  });
  assignedRightId = ProcessPaymentResultSchema.parse(processed.body).assignedRightId;
  answers.set('process-payment', processed.response);
});
afterAll(() => server?.close());

const cacheControlOf = async (path: string, init?: RequestInit) =>
  (await server.request(path, init)).headers.get('cache-control');

describe('Cache-Control', () => {
  it('is no-store on payments, tickets, summaries, plate lookups and receipts', async () => {
    const free = await rateNamed(server, plaza, '15 min free');
    const generated = await postJson(
      server,
      '/api/payment/generate-payment',
      rateBody(plaza, free),
    );
    expect(generated.response.status).toBe(200);
    expect(generated.response.headers.get('cache-control')).toBe('no-store');
    expect(answers.get('process-payment')?.headers.get('cache-control')).toBe('no-store');

    const driverData = [
      `/api/payment/place/${plaza}/resume/${assignedRightId}`,
      `/api/card-client-secret/place/${plaza}/resume/${assignedRightId}`,
      `/api/payment/place/${plaza}/summary?assignedRightId=${assignedRightId}`,
      `/api/assigned-right/?localIdentifier=CACHE01&placeId=${plaza}`,
      `/api/payment/place/${plaza}/email-ticket/${assignedRightId}?email=driver@example.com`,
      `/api/rate/${midtown}/extension/${liveSessions.demo123}`,
      `/api/card-intent/place/${midtown}`,
    ];
    for (const path of driverData) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('is no-store on every error, whoever raises it', async () => {
    for (const path of [
      `/api/payment/place/${plaza}/resume/not-a-uuid`,
      `/api/payment/place/${plaza}/resume/00000000-0000-4000-8000-000000000000`,
      '/api/no/such/route',
      `/api/payment/place/${plaza}/resume/external/%zz`,
      `/api/payment/place/${plaza}/summary?externalId=%00`,
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('keeps no-cache with an ETag on the place and customer documents, the same for every driver', async () => {
    const place = await server.request(`/api/customer/place/${midtown}?include=rate`);
    expect(place.headers.get('cache-control')).toBe('no-cache');
    const etag = place.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await server.request(`/api/customer/place/${midtown}?include=rate`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await cacheControlOf(`/api/customer/${customer.id}`)).toBe('no-cache');
  });

  it('keeps the sandbox form’s own policies: the page no-store, its script and style a day', async () => {
    expect(await cacheControlOf('/api/sandbox/card-form')).toBe('no-store');
    expect(await cacheControlOf('/api/sandbox/card-form.js')).toBe('public, max-age=86400');
  });
});
