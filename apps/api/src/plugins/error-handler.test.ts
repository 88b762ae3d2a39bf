import { Agent } from 'node:http';
import { connect } from 'node:net';
import type { ErrorCode } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawResponse, rawRequest } from '#test/raw-http.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { DEMO_IDS } from '../db/seed/demo-extra-ids.js';

/**
 * Issue 8, point 5: every error has the one body `{ message, statusCode }`, whoever raises it:
 * the router (bad URL, parameter too long), Node's HTTP parser (headers over 16 KB, bytes that
 * are not HTTP), Fastify's body handling (413, 415, malformed JSON) and unknown routes.
 */

const midtown = DEMO_IDS.places.transientOpen.id;

let server: TestServer;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  agent.destroy();
  await server?.close();
});

/** Exactly `{ message, statusCode, code }` with the HTTP status, as JSON, never cached. */
function expectErrorShape(
  response: RawResponse,
  statusCode: number,
  message: string | RegExp,
  code: ErrorCode,
) {
  expect(response.status).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(response.text);
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
  expect(body.statusCode).toBe(statusCode);
  expect(body.code).toBe(code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

const get = (path: string, headers?: Record<string, string>) =>
  rawRequest(server.url, { path, agent, ...(headers ? { headers } : {}) });

/** Bytes straight onto a socket: what a broken client or a scanner sends. */
function sendBytes(bytes: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('errors the router raises', () => {
  it('%zz in a path parameter: 400, not Fastify’s own body (FST_ERR_BAD_URL)', async () => {
    const response = await get(`/api/payment/place/${midtown}/resume/external/a%zzb`);
    expectErrorShape(
      response,
      400,
      'The URL is not correctly percent-encoded UTF-8',
      'URL_NOT_UTF8',
    );
  });

  it('a path parameter over 100 characters: 414 with the one body', async () => {
    const response = await get(`/api/payment/place/${midtown}/resume/external/${'a'.repeat(150)}`);
    expectErrorShape(
      response,
      414,
      'A path parameter is longer than 100 characters',
      'PARAMETER_TOO_LONG',
    );
  });

  it('an unknown route, or a method a path does not have: 404', async () => {
    expectErrorShape(
      await get('/api/no/such/route'),
      404,
      'Route GET /api/no/such/route not found',
      'ROUTE_NOT_FOUND',
    );
    const put = await rawRequest(server.url, { method: 'PUT', path: '/api/health' });
    expectErrorShape(put, 404, 'Route PUT /api/health not found', 'ROUTE_NOT_FOUND');
  });
});

describe('errors Node’s HTTP parser raises', () => {
  it('headers over 16 KB: 431 with the one body, and the connection closed cleanly', async () => {
    const response = await get('/api/health', { 'x-big': 'a'.repeat(20_000) });
    expectErrorShape(
      response,
      431,
      'The request headers are too large (at most 16 KB)',
      'HEADERS_TOO_LARGE',
    );
    expect(response.headers.connection).toBe('close');
    // The agent did not keep the dead socket: the next request on it gets its answer.
    expect((await get('/api/health')).status).toBe(200);
  });

  it('a 1 MB URL: the same 431', async () => {
    const response = await get(`/api/assigned-right/?localIdentifier=${'x'.repeat(1 << 20)}`);
    expectErrorShape(
      response,
      431,
      'The request headers are too large (at most 16 KB)',
      'HEADERS_TOO_LARGE',
    );
  });

  it('bytes that are not HTTP: 400 with the one body', async () => {
    const answer = await sendBytes('HELLO THERE\r\n\r\n');
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nConnection: close/i);
    expect(JSON.parse(body ?? '')).toEqual({
      message: 'Malformed HTTP request',
      statusCode: 400,
      code: 'MALFORMED_REQUEST',
    });
  });
});

describe('errors of the body', () => {
  const post = (path: string, body: string, contentType?: string) =>
    rawRequest(server.url, {
      method: 'POST',
      path,
      body,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });
  const route = '/api/card-client-secret/process-payment';

  it('malformed JSON, an empty JSON body: 400', async () => {
    expectErrorShape(
      await post(route, '{"externalId":', 'application/json'),
      400,
      /JSON/,
      'MALFORMED_REQUEST',
    );
    expectErrorShape(await post(route, '', 'application/json'), 400, /empty/, 'MALFORMED_REQUEST');
  });

  it('a body over 1 MB: 413', async () => {
    const body = JSON.stringify({ externalId: 'x'.repeat(1_100_000) });
    expectErrorShape(
      await post(route, body, 'application/json'),
      413,
      'Request body is too large',
      'BODY_TOO_LARGE',
    );
  });

  it('a media type no parser takes: 415', async () => {
    const form = await post(route, 'externalId=1', 'application/x-www-form-urlencoded');
    expectErrorShape(form, 415, /Unsupported Media Type/i, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('JSON that is not an object, or text/plain: 400 from validation', async () => {
    expectErrorShape(await post(route, '[]', 'application/json'), 400, /^body /, 'VALIDATION');
    expectErrorShape(await post(route, '{}', 'text/plain'), 400, /^body /, 'VALIDATION');
  });
});
