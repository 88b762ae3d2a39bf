import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '#test/log-capture.js';
import { rawRequest } from '#test/raw-http.js';
import { generateRedirect, newOwingStay, sol } from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22 follow-up: without PUBLIC_URL, every generate that came with a Host other than this
 * machine wrote an error-level line (level 50), so anyone could flood the error log. The answer
 * stays a 503; the log says it once a minute at warn (decision 069).
 */
const log = capturedLog();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
});
afterAll(() => server?.close());

const generateWithHost = (host: string, stayId: string) =>
  rawRequest(server.url, {
    method: 'POST',
    path: '/api/redirect/generate-payment-by-session',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ customerId: sol.id, sessionId: stayId, locale: 'en-US' }),
  });

const levelOf = (line: string) => (JSON.parse(line) as { level: number }).level;

describe('a generate with a Host that is not this machine, and no PUBLIC_URL', () => {
  it('is a 503 each time, and one warning in the log, no error', async () => {
    const stayId = await newOwingStay(server, '0706LOG');
    const before = log.lines.length;
    for (let i = 0; i < 20; i += 1) {
      const response = await generateWithHost(`flood${i}.evil.example`, stayId);
      expect(response.status).toBe(503);
      expect(JSON.parse(response.text)).toEqual({
        message: 'Service Unavailable',
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const lines = log.lines.slice(before);
    expect(lines.filter((line) => levelOf(line) >= 50)).toEqual([]);
    const warnings = lines.filter((line) => levelOf(line) === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('PUBLIC_URL');
    // The warning does not quote the Host the caller chose.
    expect(warnings[0]).not.toContain('evil.example');
  });

  it('the sandbox page under such a Host: a 400 page, and no error line either', async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '0707LOG'));
    const before = log.lines.length;
    for (const path of ['/api/sandbox-redirect/pay', '/api/sandbox-redirect/pay/confirm']) {
      const response = await rawRequest(server.url, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
        body: new URLSearchParams({ ...start.params, action: 'cancel' }).toString(),
      });
      expect(response.status, path).toBe(400);
    }
    expect(log.lines.slice(before).filter((line) => levelOf(line) >= 50)).toEqual([]);
  });
});
