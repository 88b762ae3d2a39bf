import { CustomerPlaceSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../../test/fake-web-build.js';
import { capturedLog } from '../../test/log-capture.js';
import {
  MARKER_NEEDLES,
  MARKERS,
  type MarkerRequest,
  markerRequests,
  type OpenApi,
} from '../../test/marker-requests.js';
import { startRefusingSmtpServer } from '../../test/refusing-smtp-server.js';
import { eventually } from '../../test/reminder-helpers.js';
import { startTestServer, type TestServer } from '../../test/start-test-server.js';
import { DEMO_IDS, liveSessions } from '../db/seed/demo-extra-ids.js';

// Issue 22, point 5: every route of the OpenAPI document, every method, gets a marker plate,
// e-mail address, phone number (E.164 and national), name and tax id in each path parameter,
// query parameter and body field, so do the web's pages (rendered on the server, with a plate
// in their query) and unknown addresses; mail fails at the SMTP server, a page's render fails.
// Then the whole log, at debug, is searched for each marker in every form (decision 072).

const midtown = DEMO_IDS.places.transientOpen.id;
const customer = DEMO_IDS.customer.id;
const log = capturedLog();
const web = fakeWebBuild();
let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
let server: TestServer;
let sent = 0;

const plate = encodeURIComponent(MARKERS.plate);
const email = encodeURIComponent(MARKERS.email);
const name = encodeURIComponent(MARKERS.name);

/** The web's pages and addresses nobody serves, with the markers where a link would put them. */
const pageRequests = (): MarkerRequest[] =>
  [
    `/transient/${midtown}?licensePlate=${plate}`,
    `/transient/${midtown}?licencePlate=${plate}&lang=es-ES`,
    `/transient/${midtown}?licensePlate=${plate}&fail=1`,
    `/reservation/${midtown}?licensePlate=${plate}`,
    `/permit/${midtown}?licensePlate=${plate}`,
    `/${customer}?licensePlate=${plate}`,
    `/access-control/${customer}?licensePlate=${plate}&fail=1`,
    `/access-control/${customer}/similar-license-plates?plateId=${plate}`,
    `/access-control/${customer}/more-similar-license-plates?plateId=${plate}&actualStart=2026-11-28T08:00:00.000Z`,
    `/access-control/${customer}/confirm-license-plate/${plate}`,
    `/transient/${midtown}/summary/${plate}?email=${email}&name=${name}`,
    `/transient/${plate}`,
    `/${plate}/${email}/${name}/${MARKERS.taxId}`,
    `/assets/${plate}.js`,
    `/assets/${plate.toLowerCase()}.svg`,
    `/api/customer/${customer}/session/plate/${plate}`,
    `/api/${plate}?email=${email}&phone=${encodeURIComponent(MARKERS.phone)}&tax=${MARKERS.taxId}`,
    `/dev/mailbox/${plate}?to=${email}`,
    `/api/docs/json?plate=${plate}`,
    // Refused by the router: a bad percent-encoding, a parameter over 100 characters.
    `/api/customer/${plate}%zz/session/${plate}`,
    `/api/customer/${customer}/session/${plate.repeat(20)}`,
  ]
    .map((path) => ({ label: `GET ${path}`, method: 'GET', path }))
    .concat(
      ['DELETE', 'OPTIONS', 'PUT'].map((method) => ({
        label: `${method} plate path`,
        method,
        path: `/api/customer/${customer}/session/${plate}?email=${email}`,
      })),
    );

async function send(request: MarkerRequest): Promise<number> {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.path.startsWith('/api/gate/')) {
    headers.authorization = `Bearer ${DEMO_IDS.accessControl.gateApiKey}`;
  }
  const response = await server.request(request.path, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  await response.arrayBuffer();
  sent += 1;
  return response.status;
}

beforeAll(async () => {
  smtp = await startRefusingSmtpServer();
  server = await startTestServer({
    logger: log.logger,
    env: {
      WEB_DIST_DIR: web.dir,
      SMTP_URL: smtp.url,
      RECEIPT_REQUESTS_PER_MINUTE: '10000',
      PLATE_LOOKUPS_PER_MINUTE: '10000',
      RECEIPT_WAIT_MS: '0',
    },
  });
  const place = await server.request(`/api/customer/place/${midtown}?include=rate`);
  const rate = CustomerPlaceSchema.parse(await place.json()).rate?.[0];
  const known = {
    placeId: midtown,
    assignedRightId: liveSessions.demo123,
    customerId: customer,
    sessionId: DEMO_IDS.accessControl.paidWithinGrace.sessionId,
    rateId: rate?.rateId,
    rateLineId: rate?.rateLineId,
    provider: 'card-intent',
    lang: 'en-US',
  };
  const document = (await (await server.request('/api/docs/json')).json()) as OpenApi;
  const requests = [...markerRequests(document, known), ...pageRequests()];
  const statuses = new Map<string, number>();
  for (const request of requests) statuses.set(request.label, await send(request));
  // The pages rendered on the server, and the receipts queued to the refusing mail server.
  expect(statuses.get(`GET /transient/${midtown}?licensePlate=${plate}`)).toBe(200);
  expect(statuses.get(`GET /${customer}?licensePlate=${plate}`)).toBe(200);
  await eventually(
    async () => expect(log.lines.join('\n')).toMatch(/"msg":"receipt e-mail failed"/),
    30_000,
  );
}, 240_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  web.remove();
});

const parsed = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the whole log of every route given personal data', () => {
  it('was written: a line per request, the failures among them', () => {
    const incoming = parsed().filter((line) => line.msg === 'incoming request');
    expect(incoming.length).toBeGreaterThanOrEqual(sent);
    expect(sent).toBeGreaterThan(400);
    const messages = new Set(parsed().map((line) => line.msg));
    for (const msg of ['Entry page render failed', 'receipt e-mail failed', 'request rejected']) {
      expect(messages, msg).toContain(msg);
    }
  });

  it.each(MARKER_NEEDLES)('holds no %s, in any form, at any level', (needle) => {
    const leaks = log.lines.filter((line) => line.toLowerCase().includes(needle));
    expect(leaks.slice(0, 5)).toEqual([]);
  });
});
