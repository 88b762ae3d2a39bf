import { ErrorResponseSchema, StaySessionSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, openStayId } from '#api/db/seed/demo-extra-ids.js';
import { capturedLog, linesHolding } from '#test/log-capture.js';
import { postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// Issue 22, point 5: GET /api/customer/{id}/session/plate/7391KPT wrote the plate in the
// request line at info level. The lookup takes the plate in its body now (decision 072), and
// the old address, asked by a stale page, answers 404 without the plate reaching the log.

const customer = DEMO_IDS.customer.id;
const base = `/api/customer/${customer}/session`;
const log = capturedLog();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
});
afterAll(() => server?.close());

describe('the plate lookup of the customer area, and the log', () => {
  it('finds the open stay of a plate sent in the body, however it is typed', async () => {
    const { response, body } = await postJson(server, `${base}/lookup`, {
      licensePlate: '4321 xyz',
    });
    expect(response.status).toBe(200);
    const stay = StaySessionSchema.parse(body);
    expect(stay.sessionId).toBe(openStayId);
    expect(stay.credential?.localIdentifier).toBe('4321XYZ');
  });

  it('answers a plate without a stay, and a bad body, as the spec says', async () => {
    const missing = await postJson(server, `${base}/lookup`, { licensePlate: '7391KPT' });
    expect(missing.response.status).toBe(404);
    expect(missing.body).toEqual({
      message: 'License plate not found. Enter again.',
      statusCode: 404,
      code: 'PLATE_NOT_FOUND',
    });
    for (const body of [
      {},
      { licensePlate: '' },
      { licensePlate: 'A'.repeat(40) },
      { plate: 'X' },
    ]) {
      const refused = await postJson(server, `${base}/lookup`, body);
      expect(refused.response.status, JSON.stringify(body)).toBe(400);
      const bad = ErrorResponseSchema.strict().parse(refused.body);
      expect(bad).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
  });

  it('no longer answers the plate in the path: the unknown-route 404', async () => {
    for (const plate of ['4321XYZ', '7391KPT']) {
      const response = await server.request(`${base}/plate/${plate}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/^Route GET /),
        statusCode: 404,
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });

  it('writes none of those plates in any line, at any level', () => {
    const requests = log.lines.filter((line) => line.includes('"incoming request"'));
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(linesHolding(log.lines, ['4321XYZ', '4321 xyz', '7391KPT', 'A'.repeat(40)])).toEqual([]);
  });

  it('still names each request by its route; of the unknown old address, only ids and our words', () => {
    const urls = log.lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(urls).toContain(`${base}/lookup`);
    expect(urls).toContain(`${base}/[redacted]/[redacted]`);
  });
});
