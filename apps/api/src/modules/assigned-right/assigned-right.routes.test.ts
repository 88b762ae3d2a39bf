import { AssignedRightLookupResponseSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, liveSessions } from '#api/db/seed/demo-extra-ids.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places, plates } = DEMO_IDS;
const midtown = places.transientOpen.id;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function lookup(localIdentifier: string, placeId = midtown) {
  const query = new URLSearchParams({ localIdentifier, placeId });
  return getJson(server, `/api/assigned-right/?${query}`);
}

async function live(localIdentifier: string, placeId = midtown) {
  const result = await lookup(localIdentifier, placeId);
  expect(result.response.status).toBe(200);
  return AssignedRightLookupResponseSchema.strict().parse(result.body).data;
}

describe('GET /api/assigned-right/', () => {
  it('finds the one live session of DEMO123 and reveals only ids, plate and period', async () => {
    const data = await live(plates.oneActiveSession);
    expect(data).toHaveLength(1);
    const [right] = data;
    expect(right?.assignedRightId).toBe(liveSessions.demo123);
    expect(Object.keys(right ?? {}).sort()).toEqual(['assignedRightId', 'credential', 'payment']);
    expect(right?.credential).toEqual([{ type: 'LICENSE_PLATE', localIdentifier: 'DEMO123' }]);
    expect(right?.payment).toHaveLength(1);
    const end = new Date(right?.payment[0]?.endPeriodCovered ?? 0).getTime();
    const start = new Date(right?.payment[0]?.startPeriodCovered ?? 0).getTime();
    // Seeded 20 minutes ago for 2 hours (the seed runs once per test run).
    expect(end - start).toBe(120 * 60_000);
    expect(end).toBeGreaterThan(Date.now());
  });

  it('finds both sessions of TWIN777, the one ending first first', async () => {
    const data = await live(plates.twoActiveSessions);
    expect(data.map((right) => right.assignedRightId)).toEqual([
      liveSessions.twin777Short,
      liveSessions.twin777Long,
    ]);
  });

  it('finds nothing for NEW0001', async () => {
    expect(await live(plates.noSession)).toEqual([]);
  });

  it('normalises the plate: lower case, spaces, hyphens and dots match', async () => {
    for (const typed of ['demo123', ' demo 123 ', 'DEM-O.123', 'Démo123']) {
      const data = await live(typed);
      expect(data.map((right) => right.assignedRightId)).toEqual([liveSessions.demo123]);
    }
  });

  it('takes the place id in any case (it is read in lower case)', async () => {
    const data = await live(plates.oneActiveSession, midtown.toUpperCase());
    expect(data.map((right) => right.assignedRightId)).toEqual([liveSessions.demo123]);
  });

  it('finds nothing for a plate of another place', async () => {
    expect(await live(plates.oneActiveSession, places.transientClosed.id)).toEqual([]);
  });

  it('finds nothing for a plate that normalises to nothing', async () => {
    expect(await live('--')).toEqual([]);
  });

  it('answers 404 for an unknown place and 400 for bad parameters', async () => {
    expectError(
      await lookup('DEMO123', '00000000-0000-4000-8000-000000000000'),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
    expectError(await lookup('DEMO123', 'not-a-uuid'), 400, /placeId/);
    expectError(
      await getJson(server, `/api/assigned-right/?placeId=${midtown}`),
      400,
      /localIdentifier/,
    );
    expectError(await lookup('X'.repeat(21)), 400, /localIdentifier/);
  });

  it('limits lookups to 30 a minute per client and place (429), other places unaffected', async () => {
    // A place that offers the lookup (vehicleLookup on), other than Midtown.
    const place = places.transientClosingSoon.id;
    for (let index = 0; index < 30; index += 1) {
      const result = await lookup(`PLATE${index}`, place);
      expect(result.response.status).toBe(200);
    }
    const limited = await lookup('PLATE30', place);
    expectError(limited, 429, /rate limit exceeded/i);
    expect(limited.response.headers.get('retry-after')).toBeTruthy();
    // Midtown has its own bucket.
    expect((await lookup(plates.oneActiveSession)).response.status).toBe(200);
  });

  it('counts every case variant of the place id in one bucket (issue 8, point 6)', async () => {
    // A server of its own (same database): its rate-limit counters start at zero for Midtown.
    const fresh = await startTestServer({ database: server.database });
    try {
      const lookupAt = (placeId: string, plate: string) =>
        getJson(
          fresh,
          `/api/assigned-right/?${new URLSearchParams({ localIdentifier: plate, placeId })}`,
        );
      for (let index = 0; index < 30; index += 1) {
        expect((await lookupAt(midtown, `CASE${index}`)).response.status).toBe(200);
      }
      // The reproduction: upper case, then another of its 1,024 spellings.
      expectError(await lookupAt(midtown.toUpperCase(), 'CASE30'), 429, /rate limit exceeded/i);
      const mixed = midtown.replace(/[a-f]/g, (letter, index) =>
        index % 2 ? letter.toUpperCase() : letter,
      );
      expectError(await lookupAt(mixed, 'CASE31'), 429, /rate limit exceeded/i);
    } finally {
      await fresh.close();
    }
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const lookupAs = (target: TestServer, forwardedFor: string) =>
    target.request(`/api/assigned-right/?localIdentifier=NEW0001&placeId=${midtown}`, {
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts each client the trusted proxy names apart, and ignores the header otherwise', async () => {
    const env = { PLATE_LOOKUPS_PER_MINUTE: '2' };
    const proxied = await startTestServer({
      database: server.database,
      env: { ...env, TRUST_PROXY: '127.0.0.1' },
    });
    const direct = await startTestServer({ database: server.database, env });
    try {
      // Behind the proxy: one driver's limit is not another's.
      for (let i = 0; i < 2; i += 1)
        expect((await lookupAs(proxied, '198.51.100.1')).status).toBe(200);
      expect((await lookupAs(proxied, '198.51.100.1')).status).toBe(429);
      expect((await lookupAs(proxied, '198.51.100.2')).status).toBe(200);
      // Without TRUST_PROXY a client cannot pick a new address for each request.
      for (let i = 0; i < 2; i += 1)
        expect((await lookupAs(direct, `203.0.113.${i}`)).status).toBe(200);
      expect((await lookupAs(direct, '203.0.113.9')).status).toBe(429);
    } finally {
      await Promise.all([proxied.close(), direct.close()]);
    }
  });
});
