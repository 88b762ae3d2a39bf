import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '#test/fake-web-build.js';
import { capturedLog } from '#test/log-capture.js';
import { MARKER_NEEDLES } from '#test/marker-requests.js';
import { PAGE_PATHS, sendEveryMarker } from '#test/marker-run.js';
import { startRefusingSmtpServer } from '#test/refusing-smtp-server.js';
import { eventually } from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// Issue 22, point 5: every route of the OpenAPI document, every method, gets a marker plate,
// e-mail address, phone number (E.164 and national), name and tax id in each path parameter,
// query parameter and body field, so do the web's pages (rendered on the server, with a plate
// in their query) and unknown addresses; mail fails at the SMTP server, a page's render fails.
// Then the whole log, at debug, is searched for each marker in every form (decision 072).

const log = capturedLog();
const web = fakeWebBuild();
let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
let server: TestServer;
let sent = 0;

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
  const statuses = await sendEveryMarker(server);
  sent = statuses.size;
  // The pages rendered on the server, and the receipts queued to the refusing mail server.
  expect(statuses.get(`GET ${PAGE_PATHS.transient}`)).toBe(200);
  expect(statuses.get(`GET ${PAGE_PATHS.accessControl}`)).toBe(200);
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
