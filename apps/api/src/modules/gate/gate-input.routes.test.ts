import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_GATE_KEY,
  gateCall,
  gateCounts,
  gatedLot,
  minutesFromNow,
} from '#test/gate-helpers.js';
import { expectError } from '#test/payment-helpers.js';
import { rawRequest } from '#test/raw-http.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/** What a camera's software may send wrong: each is a 400 { message, statusCode }, never a 500. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const good = { placeId: gatedLot, licensePlate: 'BAD0001', occurredAt: minutesFromNow(-5) };

describe('bad input to the gate is 400 and changes nothing', () => {
  it.each([
    ['a NUL in the plate', { ...good, licensePlate: 'AB\u0000C' }, /NUL/],
    ['a NUL in the event id', { ...good, eventId: 'cam\u00001' }, /NUL/],
    ['a lone surrogate', { ...good, eventId: 'cam\ud800' }, /surrogate/],
    ['a huge plate', { ...good, licensePlate: 'A'.repeat(100_000) }, /licensePlate/],
    ['a huge event id', { ...good, eventId: 'e'.repeat(10_000) }, /eventId/],
    ['a plate of no letters or digits', { ...good, licensePlate: '-- ..' }, /licensePlate/],
    ['a plate of 16 letters', { ...good, licensePlate: 'ABCDEFGHIJKLMNOP' }, /licensePlate/],
    ['no time', { placeId: gatedLot, licensePlate: 'BAD0001' }, /occurredAt/],
    ['a time without offset', { ...good, occurredAt: '2026-01-01T10:00:00' }, /occurredAt/],
    ['a time an hour ahead', { ...good, occurredAt: minutesFromNow(60) }, /future/],
    // Issue 22: an entry from 1970 was a 201 and its stay priced from 1970.
    ['the epoch', { ...good, occurredAt: '1970-01-01T00:00:00Z' }, /more than 30 days ago/],
    ['31 days ago', { ...good, occurredAt: minutesFromNow(-31 * 24 * 60) }, /30 days ago/],
    // (An exit has no confidence: the field is ignored there.)
    ['a confidence above 1', { ...good, confidence: 1.5 }, /confidence/, ['/entries']],
    ['a place that is no UUID', { ...good, placeId: 'lot-1' }, /placeId/],
    ['a list', [good], /body/],
  ])('%s', async (_name, body, message, paths = ['/entries', '/exits']) => {
    const before = await gateCounts(server.database);
    for (const path of paths) {
      expectError(await gateCall(server, path, { body }), 400, message);
    }
    expect(await gateCounts(server.database)).toEqual(before);
  });

  it('bad JSON, and JSON cut short', async () => {
    const before = await gateCounts(server.database);
    for (const rawBody of ['{"placeId":', 'not json', '{"placeId":"x"}}']) {
      const result = await gateCall(server, '/entries', { rawBody });
      expectError(result, 400, /JSON|Unexpected|body/);
    }
    expect(await gateCounts(server.database)).toEqual(before);
  });

  it('a NUL or bad encoding in the URL', async () => {
    for (const path of [
      `/api/gate/places/${gatedLot}/exit-permission?licensePlate=A%00B`,
      `/api/gate/places/${gatedLot}/exit-permission?licensePlate=A%FFB`,
    ]) {
      const response = await rawRequest(server.url, {
        path,
        headers: { authorization: `Bearer ${DEMO_GATE_KEY}` },
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({ statusCode: 400 });
    }
  });
});
