import { similarPlateKeys } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '#api/db/migrate.js';
import { stay, stayPlateKey } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { minutesFromNow, postEntry, postExit } from '#test/gate-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * The similar-plate index (stay_plate_key, docs/decisions/056): every open stay with a plate is
 * filed under exactly the keys of `similarPlateKeys`, a closed stay under none, whoever opened
 * or closed it (the seed, the gate's entries and exits, the fill-in at start).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const base = `/api/customer/${DEMO_IDS.customer.id}/session`;

async function similarIds(plate: string): Promise<string[]> {
  const response = await server.request(`${base}/similar?plateId=${plate}&take=20`);
  const body = (await response.json()) as { data: { sessionId: string }[] };
  return body.data.map((row) => row.sessionId);
}

/** The index as it should be, from the stays, beside the index as it is. */
async function expectedAndFiledKeys() {
  const stays = await server.database.db
    .select({ id: stay.id, plate: stay.plate, actualEnd: stay.actualEnd })
    .from(stay);
  const rows = await server.database.db.select().from(stayPlateKey);
  const filed = new Map<string, string[]>();
  for (const row of rows) filed.set(row.stayId, [...(filed.get(row.stayId) ?? []), row.key]);
  const expected = new Map<string, string[]>();
  for (const { id, plate, actualEnd } of stays) {
    if (plate && !actualEnd) expected.set(id, similarPlateKeys(plate).sort());
  }
  const sorted = new Map([...filed].map(([id, keys]) => [id, keys.sort()]));
  return { expected, filed: sorted };
}

describe('the similar-plate index', () => {
  it('files every seeded open stay under its keys, and nothing else', async () => {
    const { expected, filed } = await expectedAndFiledKeys();
    expect(expected.size).toBeGreaterThan(0);
    expect(filed).toEqual(expected);
  });

  it('files a stay at its entry and drops it at its exit', async () => {
    const entry = await postEntry(server, {
      licensePlate: '7766PQR',
      occurredAt: minutesFromNow(-9),
    });
    const stayId = entry.body.sessionId as string;
    expect(await similarIds('7766PRQ')).toEqual([stayId]);
    expect((await expectedAndFiledKeys()).filed.get(stayId)).toEqual(
      similarPlateKeys('7766PQR').sort(),
    );

    await postExit(server, { licensePlate: '7766PQR', occurredAt: minutesFromNow(-1) });
    expect(await similarIds('7766PRQ')).toEqual([]);
    const { expected, filed } = await expectedAndFiledKeys();
    expect(filed.has(stayId)).toBe(false);
    expect(filed).toEqual(expected);
  });

  it('does not file a stay whose exit came before its entry (created closed)', async () => {
    await postExit(server, { licensePlate: '5544WXY', occurredAt: minutesFromNow(-2) });
    const entry = await postEntry(server, {
      licensePlate: '5544WXY',
      occurredAt: minutesFromNow(-30),
    });
    expect(entry.body.created).toBe(true);
    expect(await similarIds('5544WYX')).toEqual([]);
    const { expected, filed } = await expectedAndFiledKeys();
    expect(filed).toEqual(expected);
  });

  it('is filled in at start for open stays that have no keys', async () => {
    const entry = await postEntry(server, {
      licensePlate: '3322HJK',
      occurredAt: minutesFromNow(-4),
    });
    await server.database.db.delete(stayPlateKey);
    expect(await similarIds('3322HKJ')).toEqual([]);

    await migrateDatabase(server.database);
    expect(await similarIds('3322HKJ')).toEqual([entry.body.sessionId]);
    const { expected, filed } = await expectedAndFiledKeys();
    expect(filed).toEqual(expected);
  });
});
