import { Agent } from 'node:http';
import { CustomerPlaceSchema, DeclinedResponseSchema, ErrorResponseSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, OPERATORS } from '../test/admin-helpers.js';
import { type Endpoint, fuzzProbes, type OpenApi, type Probe } from '../test/fuzz-probes.js';
import { type SignedProbe, signedEnvelopeProbes } from '../test/fuzz-signed-envelopes.js';
import { type RawResponse, rawRequest } from '../test/raw-http.js';
import {
  answerFor,
  generateRedirect,
  newOwingStay,
  SANDBOX_SECRET,
} from '../test/redirect-helpers.js';
import { startTestServer, type TestServer } from '../test/start-test-server.js';
import { DEMO_IDS, liveSessions } from './db/seed/demo-extra-ids.js';
import { decodeParameters } from './redirect-gateways/signature.js';

/**
 * Every operation of the served OpenAPI document, every parameter and body field, against a
 * corpus of bad values (test/fuzz-corpus.ts), one value at a time with the others valid
 * (test/fuzz-probes.ts). Asserts: no 5xx (a 503 only as 'Service Unavailable', a processor not
 * configured), every error is exactly `{ message, statusCode, code }` with the HTTP status and
 * no-store, upper-case UUIDs are answered like lower-case ones, the webhooks accept nothing
 * unsigned. Rate limits are raised so that a 429 never stands in for the answer being checked;
 * the only 429 left is the per-ticket receipt cap, which comes after validation.
 */

const CONCURRENCY = 4;
const midtown = DEMO_IDS.places.transientOpen.id;

let server: TestServer;
let known: Record<string, unknown>;
let adminKey: string;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  server = await startTestServer({
    env: {
      RECEIPT_REQUESTS_PER_MINUTE: '10000',
      PLATE_LOOKUPS_PER_MINUTE: '10000',
      RECEIPT_WAIT_MS: '0',
    },
  });
  // The admin routes' own checks are fuzzed past their bearer check, with every admin scope.
  const admin = await createKey(server.database.db, {
    organizationId: OPERATORS.demo.organizationId,
    scopes: ['admin:read', 'admin:write'],
  });
  adminKey = admin.key;
  const place = await server.request(`/api/customer/place/${midtown}?include=rate`);
  const rate = CustomerPlaceSchema.parse(await place.json()).rate?.[0];
  // Valid values by name, so that one bad value at a time meets valid neighbours.
  known = {
    placeId: midtown,
    assignedRightId: liveSessions.demo123,
    customerId: DEMO_IDS.customer.id,
    // A paid stay: its ticket e-mail is queued (202), not refused for want of a payment.
    sessionId: DEMO_IDS.accessControl.paidWithinGrace.sessionId,
    rateId: rate?.rateId,
    rateLineId: rate?.rateLineId,
    provider: 'card-intent',
    email: 'driver@example.com',
    phoneNumber: '+12125550123',
    licensePlate: 'FUZZ123',
    localIdentifier: 'FUZZ123',
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  };
});
afterAll(async () => {
  agent.destroy();
  await server?.close();
});

function send(probe: Probe): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (probe.contentType) headers['content-type'] = probe.contentType;
  // The gate's routes are fuzzed past their bearer check (docs/decisions/057).
  if (probe.path.startsWith('/api/gate/')) {
    headers.authorization = `Bearer ${DEMO_IDS.accessControl.gateApiKey}`;
  }
  if (probe.path.startsWith('/api/admin/')) headers.authorization = `Bearer ${adminKey}`;
  return rawRequest(server.url, {
    agent,
    method: probe.method,
    path: probe.path,
    headers,
    ...(probe.body !== undefined ? { body: probe.body } : {}),
  });
}

/** What is wrong with the answer to a probe, or undefined. */
function problemWith(probe: Probe, response: RawResponse, baseline: RawResponse | undefined) {
  const { status } = response;
  if (status >= 500 && status !== 503) return `answered ${status}`;
  if (!response.headers['cache-control']) return 'no Cache-Control';
  // Nothing the fuzz sends is signed: a webhook must refuse all of it.
  if (probe.endpoint.template.startsWith('/api/webhooks/') && status < 400) {
    return `an unsigned webhook was accepted (${status})`;
  }
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      return `error body is not JSON: ${response.text.slice(0, 80)}`;
    }
    const { message, statusCode, ...rest } = (body ?? {}) as Record<string, unknown>;
    if (typeof message !== 'string' || message === '' || statusCode !== status) {
      return `error body is not { message, statusCode: ${status} }: ${response.text.slice(0, 120)}`;
    }
    // Beside the two, the code (decision 077) and the optional reason, field and characters.
    if (!DeclinedResponseSchema.strict().safeParse(body).success) {
      return `error body is not the catalogue's: ${Object.keys(rest)}`;
    }
    if (status === 503 && message !== 'Service Unavailable') return `503 says '${message}'`;
    if (status === 429 && !message.startsWith('Too many receipts for this ticket')) {
      return `a rate limit answered in place of the check: ${message}`;
    }
    if (response.headers['cache-control'] !== 'no-store') return 'an error is not no-store';
  }
  if (probe.likeBaseline && baseline && status !== baseline.status && status !== 429) {
    return `answered ${status} where the lower-case id got ${baseline.status}: ${response.text.slice(0, 120)}`;
  }
  return undefined;
}

async function runAll<T>(items: T[], worker: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await worker(item);
    }
  });
  await Promise.all(lanes);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers bad input with a 4xx { message, statusCode }, never a 5xx', async () => {
    const started = Date.now();
    const documentResponse = await server.request('/api/docs/json');
    expect(documentResponse.status).toBe(200);
    const all = fuzzProbes((await documentResponse.json()) as OpenApi, known);
    const endpoints = all.map(({ endpoint }) => endpoint);
    expect(endpoints.length).toBeGreaterThan(25);

    const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, '429': 0, '503': 0 };
    const problems: string[] = [];
    const baselines = new Map<Endpoint, RawResponse>();

    const run = async (probe: Probe) => {
      let response: RawResponse;
      try {
        response = await send(probe);
      } catch (error) {
        problems.push(
          `${probe.method} ${probe.endpoint.template} ${probe.label}: no answer (${String(error)})`,
        );
        return;
      }
      counts.requests += 1;
      const family = `${Math.floor(response.status / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx';
      counts[family] += 1;
      if (response.status === 429) counts['429'] += 1;
      if (response.status === 503) counts['503'] += 1;
      if (probe.label === 'baseline') baselines.set(probe.endpoint, response);
      const problem = problemWith(probe, response, baselines.get(probe.endpoint));
      if (problem)
        problems.push(`${probe.method} ${probe.endpoint.template} ${probe.label}: ${problem}`);
    };
    // Baselines first: the upper-case ids are compared with them.
    for (const { probes } of all) await run(probes[0] as Probe);
    await runAll(
      all.flatMap(({ probes }) => probes.slice(1)),
      run,
    );

    console.log(
      `fuzz: ${counts.requests} requests over ${endpoints.length} operations in ${Math.round((Date.now() - started) / 1000)} s: ` +
        `2xx ${counts['2xx']}, 3xx ${counts['3xx']}, 4xx ${counts['4xx']} (429 ${counts['429']}), ` +
        `5xx ${counts['5xx']} (503 ${counts['503']}), problems ${problems.length}`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
    expect(counts['5xx']).toBe(counts['503']);
  }, 240_000);
});

describe('fuzzing what a signed redirect envelope holds (decision 069)', () => {
  /** What is wrong with the answer to a genuinely signed envelope with bad contents. */
  function envelopeProblem(path: string, response: RawResponse): string | undefined {
    if (response.status >= 500) return `answered ${response.status}: ${response.text.slice(0, 80)}`;
    if (response.status >= 300 && response.status < 400) {
      const location = String(response.headers.location ?? '');
      return location.startsWith(`${server.url}/`) ? undefined : `sent the browser to ${location}`;
    }
    if (response.status < 400) return undefined;
    // The sandbox's hosted page refuses with a page, in the visitor's language.
    const html = String(response.headers['content-type'] ?? '').startsWith('text/html');
    if (html && path.startsWith('/api/sandbox-redirect/pay')) return undefined;
    const body = JSON.parse(response.text) as Record<string, unknown>;
    const exact = ErrorResponseSchema.strict().safeParse(body).success;
    const sameStatus = body.statusCode === response.status;
    if (!exact || !sameStatus) return `body ${response.text}`;
    return undefined;
  }

  it('answers bad contents under a genuine signature with a 4xx, never a 5xx', async () => {
    const start = await generateRedirect(server, await newOwingStay(server, 'FUZZSIG'));
    const request = decodeParameters(start.params.Ds_MerchantParameters) ?? {};
    const answer = decodeParameters(answerFor(start).Ds_MerchantParameters) ?? {};
    const answers = signedEnvelopeProbes(answer, 'Ds_Order', SANDBOX_SECRET);
    const requests = signedEnvelopeProbes(request, 'DS_MERCHANT_ORDER', SANDBOX_SECRET);
    const refunds = signedEnvelopeProbes(
      { ...request, DS_MERCHANT_TRANSACTIONTYPE: '3' },
      'DS_MERCHANT_ORDER',
      SANDBOX_SECRET,
    );
    const form = (extra: Record<string, string>) => (probe: SignedProbe) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ ...probe.params, ...extra }).toString(),
    });
    const json = (probe: SignedProbe) => ({
      contentType: 'application/json',
      body: JSON.stringify(probe.params),
    });
    const targets = [
      { path: '/api/redirect/notification', probes: answers, encode: form({}) },
      { path: '/api/redirect/return', probes: answers, encode: form({}) },
      { path: '/api/sandbox-redirect/pay', probes: requests, encode: form({}) },
      {
        path: '/api/sandbox-redirect/pay/confirm',
        probes: requests,
        encode: form({ action: 'cancel' }),
      },
      { path: '/api/sandbox-redirect/rest/trataPeticionREST', probes: refunds, encode: json },
    ];
    const sends = targets.flatMap(({ path, probes, encode }) =>
      probes.map((probe) => ({ path, label: probe.label, ...encode(probe) })),
    );
    const problems: string[] = [];
    await runAll(sends, async ({ path, label, contentType, body }) => {
      const response = await rawRequest(server.url, {
        agent,
        method: 'POST',
        path,
        headers: { 'content-type': contentType },
        body,
      });
      const problem = envelopeProblem(path, response);
      if (problem) problems.push(`${path} ${label}: ${problem}`);
    });
    console.log(
      `fuzz: ${sends.length} signed envelopes with bad contents, problems ${problems.length}`,
    );
    expect(sends.length).toBeGreaterThan(1000);
    expect(problems.slice(0, 30)).toEqual([]);
  }, 120_000);
});
