import { GateEntryResultSchema, GateExitResultSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gateCounts,
  minutesFromNow,
  postEntry,
  postExit,
  stayRow,
  staysOfPlate,
} from '#test/gate-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Entries and exits over HTTP (docs/decisions/057): a report counts once however often the
 * camera repeats it, and an exit that arrives before its entry closes the stay when it comes.
 * Run on PostgreSQL too (DATABASE_URL): there the concurrent calls really overlap.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function entry(body: Record<string, unknown>, status?: number) {
  const result = await postEntry(server, body);
  if (status !== undefined)
    expect(result.response.status, JSON.stringify(result.body)).toBe(status);
  return GateEntryResultSchema.strict().parse(result.body);
}

async function exit(body: Record<string, unknown>) {
  const result = await postExit(server, body);
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return GateExitResultSchema.strict().parse(result.body);
}

describe('an entry', () => {
  it('opens a stay (201) with the plate normalised, the time and the confidence', async () => {
    const occurredAt = minutesFromNow(-20);
    const result = await entry({ licensePlate: ' ent-01 a', occurredAt, confidence: 0.9 }, 201);
    expect(result.created).toBe(true);
    const row = await stayRow(server.database, result.sessionId);
    expect(row).toMatchObject({ plate: 'ENT01A', actualEnd: null });
    expect(row.actualStart.toISOString()).toBe(occurredAt);
    expect(row.entryConfidence).toBeCloseTo(0.9);
  });

  it('repeated returns the same stay (200, created false): same event id, plate or instant', async () => {
    const occurredAt = minutesFromNow(-30);
    const first = await entry({ licensePlate: 'REP001', occurredAt, eventId: 'cam-1:77' }, 201);
    const again = [
      { licensePlate: 'REP001', occurredAt, eventId: 'cam-1:77' },
      // The same camera event with a different reading still is that event.
      { licensePlate: 'REPOO1', occurredAt: minutesFromNow(-29), eventId: 'cam-1:77' },
      { licensePlate: 'REP001', occurredAt },
      // The plate is inside already: a second entry camera saw it a minute later.
      { licensePlate: 'rep 001', occurredAt: minutesFromNow(-29), eventId: 'cam-2:12' },
    ];
    for (const body of again) {
      expect(await entry(body, 200)).toEqual({ sessionId: first.sessionId, created: false });
    }
    expect(await staysOfPlate(server.database, 'REP001')).toHaveLength(1);
    expect(await staysOfPlate(server.database, 'REPOO1')).toHaveLength(0);
  });

  it('of an unread plate opens a stay without plate; repeated, the same one', async () => {
    const occurredAt = minutesFromNow(-12);
    const first = await entry({ licensePlate: null, occurredAt }, 201);
    expect((await stayRow(server.database, first.sessionId)).plate).toBeNull();
    expect(await entry({ occurredAt }, 200)).toEqual({
      sessionId: first.sessionId,
      created: false,
    });
    // Another unread car a minute later is another stay.
    const other = await entry({ occurredAt: minutesFromNow(-11) }, 201);
    expect(other.sessionId).not.toBe(first.sessionId);
  });

  it('20 identical entries at once create one stay', async () => {
    const body = { licensePlate: 'CONC001', occurredAt: minutesFromNow(-8) };
    const results = await Promise.all(Array.from({ length: 20 }, () => postEntry(server, body)));
    const parsed = results.map((result) => GateEntryResultSchema.parse(result.body));
    expect(new Set(parsed.map((result) => result.sessionId)).size).toBe(1);
    expect(parsed.filter((result) => result.created)).toHaveLength(1);
    expect(results.filter((result) => result.response.status === 201)).toHaveLength(1);
    expect(await staysOfPlate(server.database, 'CONC001')).toHaveLength(1);
  });

  it('20 entries of one plate at once from different events create one stay', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postEntry(server, {
          licensePlate: 'CONC002',
          occurredAt: minutesFromNow(-8 + index / 60),
          eventId: `burst-${index}`,
        }),
      ),
    );
    const ids = results.map((result) => GateEntryResultSchema.parse(result.body).sessionId);
    expect(new Set(ids).size).toBe(1);
    expect(await staysOfPlate(server.database, 'CONC002')).toHaveLength(1);
  });
});

describe('an exit', () => {
  it('closes the open stay; repeated, it is recorded once', async () => {
    const enteredAt = minutesFromNow(-40);
    const { sessionId } = await entry({ licensePlate: 'EXIT001', occurredAt: enteredAt });
    const occurredAt = minutesFromNow(-2);
    expect(await exit({ licensePlate: 'exit-001', occurredAt, eventId: 'out-1' })).toEqual({
      sessionId,
      recorded: true,
    });
    expect((await stayRow(server.database, sessionId)).actualEnd?.toISOString()).toBe(occurredAt);
    const before = await gateCounts(server.database);
    for (const body of [
      { licensePlate: 'EXIT001', occurredAt, eventId: 'out-1' },
      { licensePlate: 'EXIT001', occurredAt },
    ]) {
      expect(await exit(body)).toEqual({ sessionId, recorded: false });
    }
    expect(await gateCounts(server.database)).toEqual(before);
    // The entry's report delivered again after the exit: still that (closed) stay.
    expect(await entry({ licensePlate: 'EXIT001', occurredAt: enteredAt }, 200)).toEqual({
      sessionId,
      created: false,
    });
    // The car comes back: a new stay, the old one stays closed.
    const back = await entry({ licensePlate: 'EXIT001', occurredAt: minutesFromNow(-1) }, 201);
    expect(back.sessionId).not.toBe(sessionId);
  });

  it('that comes before its entry is kept, and closes the stay when the entry arrives', async () => {
    const exitAt = minutesFromNow(-3);
    expect(await exit({ licensePlate: 'LATE001', occurredAt: exitAt })).toEqual({
      sessionId: null,
      recorded: true,
    });
    expect(await staysOfPlate(server.database, 'LATE001')).toHaveLength(0);
    // The exit repeated while it waits: still one report, still waiting.
    expect(await exit({ licensePlate: 'LATE001', occurredAt: exitAt })).toEqual({
      sessionId: null,
      recorded: false,
    });
    const entered = await entry({ licensePlate: 'LATE001', occurredAt: minutesFromNow(-50) }, 201);
    const row = await stayRow(server.database, entered.sessionId);
    expect(row.actualEnd?.toISOString()).toBe(exitAt);
    // Now the exit's repeat names the stay it closed.
    expect(await exit({ licensePlate: 'LATE001', occurredAt: exitAt })).toEqual({
      sessionId: entered.sessionId,
      recorded: false,
    });
  });

  it('before an entry that is later than it waits for the right entry', async () => {
    const exitAt = minutesFromNow(-30);
    await exit({ licensePlate: 'LATE002', occurredAt: exitAt });
    // An entry after that exit is another visit: it stays open.
    const later = await entry({ licensePlate: 'LATE002', occurredAt: minutesFromNow(-10) }, 201);
    expect((await stayRow(server.database, later.sessionId)).actualEnd).toBeNull();
  });

  it('and its entry reported at the same moment always end up as one closed stay', async () => {
    for (let round = 0; round < 5; round += 1) {
      const plate = `RACE0${round}`;
      const exitAt = minutesFromNow(-1);
      const [entered] = await Promise.all([
        postEntry(server, { licensePlate: plate, occurredAt: minutesFromNow(-25) }),
        postExit(server, { licensePlate: plate, occurredAt: exitAt }),
      ]);
      const { sessionId } = GateEntryResultSchema.parse(entered.body);
      const stays = await staysOfPlate(server.database, plate);
      expect(stays.map((row) => row.id)).toEqual([sessionId]);
      expect(stays[0]?.actualEnd?.toISOString()).toBe(exitAt);
    }
  });
});
