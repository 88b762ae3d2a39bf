import { Writable } from 'node:stream';
import { normalizePlate } from '@parking/domain';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, getJson, postJson } from '#test/payment-helpers.js';
import { emailTicket } from '#test/receipt-helpers.js';
import {
  eventually,
  midtown,
  payOneHour,
  reminderEnv,
  reminderOf,
  smsTo,
  testClock,
} from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createLogger } from './index.js';

// Issue 8, point 9: a whole run (plate lookup, card payment with a phone, receipt, reminder,
// refused requests, internal errors) logged at debug, then every line searched for the
// driver's plate, phone number and e-mail address in each form they travel in.

const PLATE = 'Priv-4694';
const PHONE = '+12125550199';
const EMAIL = 'driver.privacy+logs@example.com';
const NEEDLES = [
  PLATE,
  normalizePlate(PLATE),
  PHONE,
  '2125550199',
  '(212) 555-0199',
  EMAIL,
  encodeURIComponent(EMAIL),
  'driver.privacy',
].map((needle) => needle.toLowerCase());

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

type LogLine = {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { type: string; message: string; stack?: string; cause?: Record<string, unknown> };
  [key: string]: unknown;
};
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

/** The 'request completed' line of the request whose 'incoming request' had this URL. */
function completion(url: string) {
  const all = parsed();
  const incoming = all.find((line) => line.msg === 'incoming request' && line.req?.url === url);
  expect(incoming, `no 'incoming request' logged for ${url}`).toBeDefined();
  return all.find((line) => line.msg === 'request completed' && line.reqId === incoming?.reqId);
}

const clock = testClock();
let server: TestServer;
let assignedRightId: string;

beforeAll(async () => {
  server = await startTestServer({
    logger: createLogger('debug', sink),
    now: clock.now,
    env: reminderEnv,
    routes: (app) => {
      // A real query failing on the plate: the driver's error quotes it, Drizzle adds params.
      app.get('/test/query-error', async () => {
        await app.db.execute(sql`select ${PLATE}::uuid as plate, ${EMAIL} as email, ${PHONE}`);
      });
      // The shape of a unique violation from pg: detail, where and parameters carry the data.
      app.get('/test/constraint-error', async () => {
        const cause = Object.assign(
          new Error('duplicate key value violates unique constraint "credential_plate"'),
          {
            code: '23505',
            severity: 'ERROR',
            table: 'credential',
            constraint: 'credential_plate',
            detail: `Key (plate)=(${normalizePlate(PLATE)}) already exists.`,
            where: `PL/pgSQL function remember(${EMAIL})`,
            parameters: [PLATE, PHONE, EMAIL],
          },
        );
        throw new DrizzleQueryError(
          'insert into "credential" ("plate", "phone", "email") values ($1, $2, $3)',
          [PLATE, PHONE, EMAIL],
          cause,
        );
      });
    },
  });
  // The whole run, as a driver and a hostile client would make it.
  assignedRightId = await payOneHour(server, { plate: PLATE, phoneNumber: PHONE, locale: 'en-US' });
  const lookup = await getJson(
    server,
    `/api/assigned-right/?localIdentifier=${encodeURIComponent(PLATE)}&placeId=${midtown}`,
  );
  expect(lookup.response.status).toBe(200);
  expect(lookup.body.data).toHaveLength(1);
  const receipt = await emailTicket(server, midtown, assignedRightId, {
    email: EMAIL,
    lang: 'en-US',
  });
  expect(receipt.body).toEqual({ status: 'SENT', email: EMAIL });
  const reminder = await reminderOf(server, assignedRightId);
  clock.set((reminder?.dueAt.getTime() ?? 0) + 1000);
  await server.app.services.reminders.sweep();
  await eventually(async () => expect(await smsTo(server, PHONE)).toHaveLength(1));

  // Refused: bad language, bad address, a wrong type beside the plate and phone, broken JSON,
  // a bad place id beside the plate, an unknown path carrying the address.
  const refusals = [
    await emailTicket(server, midtown, assignedRightId, { email: EMAIL, lang: 'xx-XX' }),
    await emailTicket(server, midtown, assignedRightId, { email: `${PLATE} ${EMAIL}` }),
    await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: 42,
      paymentMethodId: 'pm_card_visa',
      licensePlate: PLATE,
      phoneNumber: PHONE,
      email: EMAIL,
    }),
    await getJson(server, `/api/assigned-right/?localIdentifier=${PLATE}&placeId=${EMAIL}`),
  ];
  for (const refusal of refusals) expect(refusal.response.status).toBe(400);
  const brokenJson = await server.request('/api/card-intent/process-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"licensePlate":"${PLATE}","phoneNumber":"${PHONE}",`,
  });
  expect(brokenJson.status).toBe(400);
  const unknown = await getJson(server, `/api/nowhere/${EMAIL}?email=${EMAIL}&plate=${PLATE}`);
  expect(unknown.response.status).toBe(404);

  // Internal errors carrying the plate, the phone and the address.
  expectError(await getJson(server, '/test/query-error'), 500, 'Internal Server Error');
  expectError(await getJson(server, '/test/constraint-error'), 500, 'Internal Server Error');
});
afterAll(() => server?.close());

describe('the logs of a whole run at debug level', () => {
  it('never hold the plate, the phone number or the e-mail address, in any form', () => {
    expect(lines.length).toBeGreaterThan(20);
    for (const needle of NEEDLES) {
      const leaks = lines.filter((line) => line.toLowerCase().includes(needle));
      expect(leaks, `log lines holding ${needle}`).toEqual([]);
    }
  });

  it('still name each request, its redacted query and its status', () => {
    const lookupUrl = `/api/assigned-right/?localIdentifier=[redacted]&placeId=${midtown}`;
    expect(completion(lookupUrl)?.res?.statusCode).toBe(200);
    const receiptUrl = `/api/payment/place/${midtown}/email-ticket/${assignedRightId}?email=[redacted]&lang=en-US`;
    expect(completion(receiptUrl)?.res?.statusCode).toBe(200);
    expect(completion('/api/card-intent/process-payment')?.res?.statusCode).toBe(200);
    expect(
      completion('/api/[redacted]/[redacted]?email=[redacted]&plate=[redacted]')?.res?.statusCode,
    ).toBe(404);
    const rejected = parsed().filter((line) => line.msg === 'request rejected');
    expect(rejected.map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'querystring/lang must be one of es-ES, en-US',
        'querystring/email Invalid email',
        'querystring/placeId must be a UUID',
      ]),
    );
    const reminder = parsed().find((line) => line.msg === 'expiry reminder delivered');
    expect(reminder).toMatchObject({ assignedRightId, status: 'SENT' });
  });

  it("keep an internal error's type, query, codes and causes, without the values", () => {
    const failures = parsed().filter((line) => line.msg === 'request failed');
    const [query, constraint] = failures.map((line) => line.err);
    expect(query?.type).toBe('DrizzleQueryError');
    expect(query?.message).toMatch(
      /^Failed query: select \$1::uuid as plate.*\nparams: \[redacted\]$/s,
    );
    expect(query?.stack).toMatch(/^DrizzleQueryError: Failed query: [\s\S]*\n\s+at /);
    expect(query?.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
    expect(constraint?.cause).toEqual(
      expect.objectContaining({
        type: 'Error',
        code: '23505',
        table: 'credential',
        constraint: 'credential_plate',
        message: 'duplicate key value violates unique constraint "credential_plate"',
      }),
    );
    for (const field of ['detail', 'where', 'parameters', 'params', 'query']) {
      expect(constraint?.cause, field).not.toHaveProperty(field);
      expect(constraint, field).not.toHaveProperty(field);
    }
  });
});
