import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAt } from '#test/client-address.js';
import { capturedLog, linesHolding } from '#test/log-capture.js';
import { MARKERS } from '#test/marker-requests.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { CLIENT_ERROR_REPORTS_PER_MINUTE } from './routes.js';

const log = capturedLog();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
});
afterAll(() => server?.close());

const chunkUrl = 'http://127.0.0.1:3000/assets/transient-ticket-paid-page-Bx3kQ9_a.js';
const report = {
  errorName: 'TypeError',
  message: `Failed to fetch dynamically imported module: ${chunkUrl}`,
  route: '/transient/:id/ticket-paid/:id',
  buildId: 'Dq8mN2xZ',
};

/** Each test reports from its own loopback address, so that no test spends another's allowance. */
const send = async (body: unknown, address: string) => {
  const { response, body: answer } = await clientAt(server, address).post(
    '/api/client-errors',
    body,
  );
  return { status: response.status, answer };
};

const reportLines = () =>
  log.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'client render error');

describe('POST /api/client-errors', () => {
  it('logs the report at warn and answers 204 with no body', async () => {
    const { status, answer } = await send(report, '127.0.0.1');
    expect(status).toBe(204);
    expect(answer).toEqual({});
    expect(reportLines().at(-1)).toMatchObject({
      level: 40,
      errorName: 'TypeError',
      errorMessage:
        'Failed to fetch dynamically imported module: /assets/transient-ticket-paid-page-Bx3kQ9_a.js',
      route: '/transient/:id/ticket-paid/:id',
      buildId: 'Dq8mN2xZ',
    });
  });

  it('logs no plate, name, e-mail address or phone number the message or route carried', async () => {
    const message = `Cannot render ${MARKERS.plate} of ${MARKERS.name} (${MARKERS.email}, ${MARKERS.phone}, ${MARKERS.nationalPhone}) at http://x.test/transient/${MARKERS.plate}`;
    const { status } = await send(
      { ...report, message, route: `/transient/${MARKERS.plate}/:id` },
      '127.0.0.2',
    );
    expect(status).toBe(204);
    expect(reportLines().at(-1)).toMatchObject({
      errorMessage:
        'Cannot render [redacted] of [redacted] [redacted] ([redacted], [redacted], [redacted]) at /transient/[redacted]',
      route: '/transient/[redacted]/:id',
    });
    expect(linesHolding(log.lines, Object.values(MARKERS))).toEqual([]);
  });

  it.each([
    ['a name that is no error class', { ...report, errorName: MARKERS.name }],
    ['an address instead of a pattern', { ...report, route: 'https://x.test/transient' }],
    ['a message too long', { ...report, message: 'x'.repeat(201) }],
    ['no build id', { ...report, buildId: undefined }],
  ])('refuses %s with 400 { message, statusCode, code }', async (_case, body) => {
    const { status, answer } = await send(body, '127.0.0.3');
    expect(status).toBe(400);
    expect(answer).toEqual({
      message: expect.any(String),
      statusCode: 400,
      code: 'VALIDATION',
      field: expect.any(String),
    });
    expect(linesHolding(log.lines, [MARKERS.name])).toEqual([]);
  });

  it('answers 429 once a client has reported its allowance in a minute', async () => {
    const statuses: number[] = [];
    for (let count = 0; count < CLIENT_ERROR_REPORTS_PER_MINUTE; count += 1) {
      statuses.push((await send(report, '127.0.0.4')).status);
    }
    expect(statuses).toEqual(Array(CLIENT_ERROR_REPORTS_PER_MINUTE).fill(204));
    const refused = await send(report, '127.0.0.4');
    expect(refused).toEqual({
      status: 429,
      answer: {
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many error reports/),
      },
    });
    // Another client is not held back by the first one's reports.
    expect((await send(report, '127.0.0.5')).status).toBe(204);
  });
});
