import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, gatedLot } from '#api/db/seed/demo-extra-ids.js';
import {
  createOperatorApiKey,
  generateOperatorKey,
  revokeOperatorApiKey,
} from '#api/modules/operator-key/index.js';
import {
  DEMO_GATE_KEY,
  gateCall,
  gateCounts,
  minutesFromNow,
  postEntry,
  postExit,
} from '#test/gate-helpers.js';
import { expectError } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * The gate's bearer key (docs/decisions/057): every refusal is 401 with WWW-Authenticate and
 * changes nothing; a key only reaches its own operator's gated lots.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const entryBody = { placeId: gatedLot, licensePlate: 'AUTH001', occurredAt: minutesFromNow(-5) };
const exitBody = { placeId: gatedLot, licensePlate: '4321XYZ', occurredAt: minutesFromNow(-1) };

async function expectRefused(authorization: string | null, message: RegExp) {
  const before = await gateCounts(server.database);
  const options = authorization === null ? { key: null } : { authorization };
  for (const call of [
    gateCall(server, '/entries', { ...options, body: entryBody }),
    gateCall(server, '/exits', { ...options, body: exitBody }),
    gateCall(server, `/places/${gatedLot}/exit-permission?licensePlate=4321XYZ`, options),
  ]) {
    const result = await call;
    expectError(result, 401, message);
    expect(result.response.headers.get('www-authenticate')).toMatch(/^Bearer realm="gate"/);
  }
  expect(await gateCounts(server.database)).toEqual(before);
}

describe('a call without a good key is 401 and changes nothing', () => {
  it('no Authorization header', async () => {
    await expectRefused(null, /^Missing API key/);
  });

  it.each([
    ['another scheme', `Basic ${Buffer.from('gate:secret').toString('base64')}`],
    ['no key', 'Bearer'],
    ['a short key', 'Bearer gk_short'],
    ['two keys', `Bearer ${DEMO_GATE_KEY} ${DEMO_GATE_KEY}`],
    ['the key without the scheme', DEMO_GATE_KEY],
    ['an unknown well-formed key', `Bearer ${generateOperatorKey('gk_')}`],
    ['a demo key one character off', `Bearer ${DEMO_GATE_KEY.slice(0, -1)}A`],
  ])('%s', async (_name, authorization) => {
    await expectRefused(authorization, /^Invalid API key$/);
  });

  it('a revoked key, which worked before', async () => {
    const created = await createOperatorApiKey(server.database.db, DEMO_IDS.customer.id, 'old');
    const check = `/places/${gatedLot}/exit-permission?licensePlate=4321XYZ`;
    expect((await gateCall(server, check, { key: created.key })).response.status).toBe(200);
    await revokeOperatorApiKey(server.database.db, created.id, new Date());
    await expectRefused(`Bearer ${created.key}`, /^This API key has been revoked$/);
  });
});

describe('a good key', () => {
  it('is accepted with the scheme in any case', async () => {
    const result = await gateCall(server, `/places/${gatedLot}/exit-permission?licensePlate=X1`, {
      authorization: `bearer ${DEMO_GATE_KEY}`,
    });
    expect(result.response.status).toBe(200);
  });

  it("reaches only its own operator's gated lots (404 elsewhere, nothing changes)", async () => {
    const other = await createOperatorApiKey(
      server.database.db,
      DEMO_IDS.secondCustomer.id,
      'Sol gate',
    );
    const before = await gateCounts(server.database);
    const body = { licensePlate: 'OTHER01', occurredAt: minutesFromNow(-3) };
    expectError(
      await postEntry(server, body, other.key),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
    expectError(await postExit(server, body, other.key), 404, 'Place not found', 'PLACE_NOT_FOUND');
    const check = `/places/${gatedLot}/exit-permission?licensePlate=4321XYZ`;
    expectError(
      await gateCall(server, check, { key: other.key }),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
    const notGated = { ...body, placeId: DEMO_IDS.places.transientOpen.id };
    expectError(
      await gateCall(server, '/entries', { body: notGated }),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
    expect(await gateCounts(server.database)).toEqual(before);
  });

  it('the second operator’s demo key reports to its own gated lot only', async () => {
    const { gatedLotId, gatedLot: sol } = DEMO_IDS.secondCustomer;
    const body = { placeId: gatedLotId, licensePlate: 'SOLKEY1', occurredAt: minutesFromNow(-2) };
    const entry = await gateCall(server, '/entries', { body, key: sol.gateApiKey });
    expect(entry.response.status).toBe(201);
    const mine = { ...body, placeId: gatedLot };
    expectError(
      await gateCall(server, '/entries', { body: mine, key: sol.gateApiKey }),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
  });

  it('is only asked on /api/gate/*: the rest of the API ignores it', async () => {
    const response = await server.request(`/api/customer/${DEMO_IDS.customer.id}`, {
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('declares the bearer scheme and puts the gate routes under it', async () => {
    const response = await server.request('/api/docs/json');
    const document = (await response.json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.components.securitySchemes.gateApiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths['/api/gate/entries']?.post?.security).toEqual([{ gateApiKey: [] }]);
    expect(document.paths['/api/gate/exits']?.post?.security).toEqual([{ gateApiKey: [] }]);
    const check = document.paths['/api/gate/places/{placeId}/exit-permission']?.get;
    expect(check?.security).toEqual([{ gateApiKey: [] }]);
  });
});
