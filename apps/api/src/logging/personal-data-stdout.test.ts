import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '#test/fake-web-build.js';
import { MARKER_NEEDLES } from '#test/marker-requests.js';
import { PAGE_PATHS, sendEveryMarker } from '#test/marker-run.js';
import { startRefusingSmtpServer } from '#test/refusing-smtp-server.js';
import {
  createServerDatabase,
  httpServer,
  runServer,
  type ServerProcess,
} from '#test/server-process.js';

// The marker test of personal-data-markers.routes.test.ts against `src/server.ts` as it runs
// (decision 072): its own logger at LOG_LEVEL=debug, and whatever else reaches its stdout or
// stderr (a library's warning, a console call), searched for the markers.

const web = fakeWebBuild();
let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
let database: Awaited<ReturnType<typeof createServerDatabase>>;
let run: ServerProcess;

beforeAll(async () => {
  smtp = await startRefusingSmtpServer();
  database = await createServerDatabase();
  run = runServer({
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'debug',
    WEB_DIST_DIR: web.dir,
    SMTP_URL: smtp.url,
    RECEIPT_REQUESTS_PER_MINUTE: '10000',
    PLATE_LOOKUPS_PER_MINUTE: '10000',
    RECEIPT_WAIT_MS: '0',
  });
  const server = httpServer(await run.ready());
  const statuses = await sendEveryMarker(server);
  expect(statuses.get(`GET ${PAGE_PATHS.transient}`)).toBe(200);
  await run.waitForOutput(/"msg":"receipt e-mail failed"/, 60_000);
  run.child.kill('SIGTERM');
  await run.exit;
}, 300_000);
afterAll(async () => {
  if (run && run.child.exitCode === null) run.child.kill('SIGKILL');
  await smtp?.close();
  await database?.remove();
  web.remove();
});

describe("the server process's output after every route was given personal data", () => {
  it('is the log at debug, the requests and the failures in it', () => {
    expect(run.stdout()).toMatch(/"msg":"incoming request"/);
    expect(run.stdout()).toMatch(/"msg":"Entry page render failed"/);
  });

  it.each(MARKER_NEEDLES)('holds no %s on stdout or stderr, in any form', (needle) => {
    const lines = `${run.stdout()}\n${run.stderr()}`.split('\n');
    const leaks = lines.filter((line) => line.toLowerCase().includes(needle));
    expect(leaks.slice(0, 5)).toEqual([]);
  });
});
