import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ErrorResponseSchema } from '@parking/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/start-test-server.js';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './db/client.js';
import { DEMO_IDS } from './db/seed/demo-extra-ids.js';
import { DOCS_CSP } from './plugins/docs.js';

const STRICT_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: https:;font-src 'self';connect-src 'self';frame-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'";
const INDEX_HTML = '<!doctype html><html><head><title>test app</title></head><body></body></html>';

type OpenApiDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; parameters: Array<{ name: string }> }>
  >;
};

let database: DatabaseHandle;
let api: TestServer;
let web: TestServer;
let webDist: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'parking-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  api = await startTestServer({
    database,
    logger: pino({ level: 'warn' }, sink),
    routes: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret database detail');
      });
    },
  });
  web = await startTestServer({ database, env: { WEB_DIST_DIR: webDist } });
});

afterAll(async () => {
  await api?.close();
  await web?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('API conventions', () => {
  it('GET /api/health answers ok after select 1', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('ignores a trailing slash', async () => {
    const response = await api.request('/api/health/');
    expect(response.status).toBe(200);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await web.request('/api/no/such/route', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: `Route ${method} /api/no/such/route not found`,
        statusCode: 404,
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });

  it('rejects a malformed JSON body with 400', async () => {
    const response = await api.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken',
    });
    expect(response.status).toBe(400);
    const body = ErrorResponseSchema.parse(await response.json());
    expect(body.statusCode).toBe(400);
    expect(body.message).toMatch(/JSON/);
  });

  it('hides the details of a 5xx and logs them', async () => {
    const response = await api.request('/api/test/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: 'Internal Server Error',
      statusCode: 500,
      code: 'INTERNAL',
    });
    expect(logLines.join('')).toContain('secret database detail');
  });

  it('publishes the OpenAPI document with every route', async () => {
    const response = await api.request('/api/docs/json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/customer/place/{placeId}',
        '/api/customer/{customerId}',
      ]),
    );
    const place = document.paths['/api/customer/place/{placeId}']?.get;
    expect(Object.keys(place?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
    expect(place?.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['placeId', 'include']),
    );
  });

  it('serves the docs UI under its own CSP', async () => {
    const response = await api.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(DOCS_CSP);
    expect(await response.text()).toContain('swagger-ui');
  });

  it('sends security headers with the strict CSP on API responses', async () => {
    const response = await api.request('/api/health');
    expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('starts API-only without a web build, and says so in the log', async () => {
    const response = await api.request(`/transient/${DEMO_IDS.places.transientOpen.id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
    expect(logLines.join('')).toContain('serving the API only');
  });
});

describe('web app', () => {
  it('returns index.html for a client route, with the strict CSP', async () => {
    const response = await web.request(`/transient/${DEMO_IDS.places.transientOpen.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('answers HEAD for a client route like GET, without a body', async () => {
    const response = await web.request('/reservation/x', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe('');
  });

  it('serves / and unknown pages with index.html too', async () => {
    for (const path of ['/', '/no/such/page', '/access-control/x?plateId=1']) {
      const response = await web.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await web.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await web.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker at its stable address, revalidated on every check', async () => {
    // A worker's address is its identity: never hashed, never kept stale (decision 064). The
    // strict CSP lets it register: without worker-src, script-src 'self' applies.
    const worker = await web.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(STRICT_CSP).toContain("script-src 'self'");
    expect(STRICT_CSP).not.toContain('worker-src');
    // The shell the worker keeps for pages it never saw.
    const shell = await web.request('/index.html');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(INDEX_HTML);
  });

  it('lets mail clients load images (logos in receipts) from other origins, not scripts', async () => {
    const icon = await web.request('/favicon.svg');
    expect(icon.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const asset = await web.request('/assets/index-abc123.js');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await web.request('/assets/index-gone999.js');
    expect(response.status).toBe(404);
  });

  it('keeps the API working next to the web app', async () => {
    const response = await web.request(`/api/customer/${DEMO_IDS.customer.id}`);
    expect(response.status).toBe(200);
  });
});
