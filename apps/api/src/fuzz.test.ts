import { Agent } from 'node:http';
import { CustomerPlaceSchema, UUID_PATTERN } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyCorpus,
  type Fuzzed,
  jsonCorpus,
  MISSING,
  RawJson,
  urlCorpus,
} from '../test/fuzz-corpus.js';
import { type RawResponse, rawRequest } from '../test/raw-http.js';
import { startTestServer, type TestServer } from '../test/start-test-server.js';
import { DEMO_IDS, liveSessions } from './db/seed/demo-extra-ids.js';

/**
 * Every operation of the served OpenAPI document, every parameter and body field, against a
 * corpus of bad values (test/fuzz-corpus.ts), one value at a time with the others valid.
 * Asserts: no 5xx (a 503 only as 'Service Unavailable', a processor not configured), every
 * error is exactly `{ message, statusCode }` with the HTTP status and no-store, upper-case
 * UUIDs are answered like lower-case ones, the webhooks accept nothing unsigned. Rate limits are raised so that a 429 never stands in
 * for the answer being checked; the only 429 left is the per-ticket receipt cap, which comes
 * after validation.
 */

type Schema = {
  type?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

type Endpoint = {
  method: string;
  template: string;
  parameters: Parameter[];
  bodyFields: Record<string, Schema> | undefined;
};
type Probe = {
  endpoint: Endpoint;
  label: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  likeBaseline?: boolean;
};

const CONCURRENCY = 4;
const midtown = DEMO_IDS.places.transientOpen.id;
const isUuidSchema = (schema: Schema) => schema.pattern === UUID_PATTERN.source;

let server: TestServer;
let known: Record<string, unknown>;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  server = await startTestServer({
    env: {
      RECEIPT_REQUESTS_PER_MINUTE: '10000',
      PLATE_LOOKUPS_PER_MINUTE: '10000',
      RECEIPT_WAIT_MS: '0',
    },
  });
  const place = await server.request(`/api/customer/place/${midtown}?include=rate`);
  const rate = CustomerPlaceSchema.parse(await place.json()).rate?.[0];
  // Valid values by name, so that one bad value at a time meets valid neighbours.
  known = {
    placeId: midtown,
    assignedRightId: liveSessions.demo123,
    customerId: DEMO_IDS.customer.id,
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

function baselineOf(name: string, schema: Schema): unknown {
  if (name in known) return known[name];
  if (schema.enum) return schema.enum[0];
  if (isUuidSchema(schema)) return '0b7e3f4c-1d2a-4b5c-8d6e-7f8091a2b3c4';
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return 'fuzz-value';
}

function endpointsOf(document: OpenApi): Endpoint[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      parameters: operation.parameters ?? [],
      bodyFields: operation.requestBody?.content['application/json']?.schema.properties,
    })),
  );
}

/** The URL with every parameter valid except the overridden one (a wire value or MISSING). */
function urlOf(endpoint: Endpoint, override?: { name: string; value: string | typeof MISSING }) {
  let path = endpoint.template;
  const query: string[] = [];
  for (const parameter of endpoint.parameters) {
    const value =
      override?.name === parameter.name
        ? override.value
        : encodeURIComponent(String(baselineOf(parameter.name, parameter.schema)));
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, value === MISSING ? '' : value);
    else if (value !== MISSING) query.push(`${parameter.name}=${value}`);
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function baselineBody(endpoint: Endpoint) {
  return Object.fromEntries(
    Object.entries(endpoint.bodyFields ?? {}).map(([name, schema]) => [
      name,
      baselineOf(name, schema),
    ]),
  );
}

/** The body with one field replaced (or left out); raw JSON text goes in as is. */
function bodyWith(others: Record<string, unknown>, name: string, value: unknown) {
  if (value === MISSING) return JSON.stringify(others);
  if (!(value instanceof RawJson)) return JSON.stringify({ ...others, [name]: value });
  const placeholder = '"\u0001raw\u0001"';
  return JSON.stringify({ ...others, [name]: '\u0001raw\u0001' }).replace(placeholder, value.text);
}

function probesOf(endpoint: Endpoint): Probe[] {
  const hasBody = endpoint.method === 'POST';
  const body = baselineBody(endpoint);
  const base = {
    endpoint,
    method: endpoint.method,
    path: urlOf(endpoint),
    ...(hasBody ? { body: JSON.stringify(body), contentType: 'application/json' } : {}),
  };
  const probes: Probe[] = [{ ...base, label: 'baseline' }];
  const add = (label: string, fuzzed: Fuzzed<unknown>, probe: Partial<Probe>) =>
    probes.push({
      ...base,
      ...probe,
      label: `${label}=${fuzzed.label}`,
      likeBaseline: fuzzed.likeBaseline,
    });

  for (const parameter of endpoint.parameters) {
    const valid = String(baselineOf(parameter.name, parameter.schema));
    for (const fuzzed of urlCorpus(valid, isUuidSchema(parameter.schema))) {
      add(`${parameter.in}.${parameter.name}`, fuzzed, {
        path: urlOf(endpoint, { name: parameter.name, value: fuzzed.value }),
      });
    }
  }
  for (const [name, schema] of Object.entries(endpoint.bodyFields ?? {})) {
    for (const fuzzed of jsonCorpus(body[name], isUuidSchema(schema))) {
      const { [name]: _dropped, ...others } = body;
      add(`body.${name}`, fuzzed, { body: bodyWith(others, name, fuzzed.value) });
    }
  }
  if (hasBody) {
    for (const fuzzed of bodyCorpus(body)) {
      const { contentType, body: text } = fuzzed.value;
      add('body', fuzzed, {
        body: text,
        ...(contentType ? { contentType } : { contentType: undefined }),
      });
    }
  }
  const separator = base.path.includes('?') ? '&' : '?';
  add(
    'url',
    { label: 'unknown-query-parameter', value: '' },
    { path: `${base.path}${separator}fuzz=1` },
  );
  add('url', { label: 'query-nul', value: '' }, { path: `${base.path}${separator}fuzz=%00` });
  add('url', { label: 'unexpected-method', value: '' }, { method: 'PUT' });
  return probes;
}

function send(probe: Probe): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (probe.contentType) headers['content-type'] = probe.contentType;
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
    if (Object.keys(rest).length > 0) return `error body has more keys: ${Object.keys(rest)}`;
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
    const endpoints = endpointsOf((await documentResponse.json()) as OpenApi);
    expect(endpoints.length).toBeGreaterThan(25);

    const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, '429': 0, '503': 0 };
    const problems: string[] = [];
    const baselines = new Map<Endpoint, RawResponse>();
    const all = endpoints.map((endpoint) => ({ endpoint, probes: probesOf(endpoint) }));

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
