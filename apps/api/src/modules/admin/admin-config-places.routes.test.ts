import { getClosingStatus } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSince, lastAuditId, publicPlace, SOL, solAdmin } from '#test/admin-config-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A place and what is under it through the admin API (decision 089): each route changes its
 * part, audited, and the public place answers with the change at once (its caches drop at
 * commit).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const NEW_PLACE = '/customers/aparcamientos-sol/places/gran-via';

describe('a place', () => {
  it('PUT creates a place with its rates, GET reads it, DELETE removes it; each audited', async () => {
    const admin = await solAdmin(server);
    const since = await lastAuditId(admin.call);
    const place = {
      name: 'Aparcamiento Gran Vía',
      timezone: 'Europe/Madrid',
      spaces: 120,
      rates: [
        { key: 'dia', name: 'Día', lines: [{ key: 'main', value: '12', durationMinutes: 1440 }] },
      ],
    };
    const created = await admin.call('PUT', NEW_PLACE, place);
    expect(created.response.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.changes).toEqual([
      expect.objectContaining({
        action: 'add',
        entity: 'place',
        path: 'customers.aparcamientos-sol.places.gran-via',
      }),
      expect.objectContaining({ action: 'add', entity: 'rate' }),
      expect.objectContaining({ action: 'add', entity: 'line' }),
    ]);
    const read = await admin.call('GET', NEW_PLACE);
    expect(read.body).toMatchObject({ key: 'gran-via', name: place.name, spaces: 120 });
    expect((read.body.rates as { lines: { value: string }[] }[])[0]?.lines[0]?.value).toBe('12.00');

    const renamed = await admin.call('PUT', NEW_PLACE, { ...read.body, name: 'Gran Vía 2' });
    expect(renamed.body.changes).toEqual([
      expect.objectContaining({
        action: 'change',
        entity: 'place',
        fields: [expect.objectContaining({ field: 'name' })],
      }),
    ]);
    const removed = await admin.call('DELETE', NEW_PLACE);
    expect(removed.response.status).toBe(200);
    expect((await admin.call('GET', NEW_PLACE)).response.status).toBe(404);
    const actions = (await auditSince(admin.call, since)).map((entry) => entry.action);
    expect(actions.sort()).toEqual([
      'line.create',
      'line.remove',
      'place.create',
      'place.remove',
      'place.update',
      'rate.create',
      'rate.remove',
    ]);
  });

  it('PUT .../settings and .../closing-days replace only that part of the place', async () => {
    const admin = await solAdmin(server);
    const before = (await admin.call('GET', SOL.place)).body;
    const settings = { allowExtensions: true, bookingCancelBeforeMinutes: 60 };
    expect((await admin.call('PUT', `${SOL.place}/settings`, settings)).response.status).toBe(200);
    const days = [{ date: '2030-12-25', reason: 'Navidad' }];
    expect((await admin.call('PUT', `${SOL.place}/closing-days`, days)).response.status).toBe(200);
    const after = (await admin.call('GET', SOL.place)).body;
    // The settings are replaced whole: vehicleLookup, left out, is the customer's again.
    expect(before.settings).toMatchObject({ vehicleLookup: true });
    expect(after).toEqual({ ...before, settings, closingDays: days });
    const shown = await publicPlace(server, SOL.placeId);
    expect(shown.closingDays).toEqual([{ date: '2030-12-25', reason: 'Navidad' }]);
  });

  it('a closure PUT on .../periods makes the public place closed at once', async () => {
    const admin = await solAdmin(server);
    const now = new Date();
    const open = await publicPlace(server, SOL.placeId);
    const status = (shown: typeof open) =>
      getClosingStatus({
        periods: shown.placePeriod,
        now: new Date(),
        timeZone: shown.place.timezone,
      });
    expect(status(open).isOpen).toBe(true);
    const periods = (await admin.call('GET', SOL.place)).body.periods as unknown[];
    const closure = {
      type: 'EXCEPTION',
      from: new Date(now.getTime() - 3_600_000).toISOString(),
      until: new Date(now.getTime() + 86_400_000).toISOString(),
    };
    const since = await lastAuditId(admin.call);
    const answer = await admin.call('PUT', `${SOL.place}/periods`, [...periods, closure]);
    expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
    expect(status(await publicPlace(server, SOL.placeId))).toMatchObject({
      isOpen: false,
      closingType: 'exceptional',
    });
    expect(await auditSince(admin.call, since)).toEqual([
      expect.objectContaining({
        action: 'place.update',
        targetKey: 'customers.aparcamientos-sol.places.puerta-del-sol',
      }),
    ]);
  });
});

describe('a rate', () => {
  it('a price PUT on a rate is in the next public place response; DELETE removes the rate', async () => {
    const admin = await solAdmin(server);
    const price = async () =>
      (await publicPlace(server, SOL.placeId)).rate.find((rate) => rate.name === '1 hora')?.value;
    expect(await price()).toBe(2.5);
    const rate = (await admin.call('GET', SOL.place)).body.rates as {
      key: string;
      lines: { value: string }[];
    }[];
    const hour = rate.find((candidate) => candidate.key === '1-hora');
    if (!hour) throw new Error('no 1-hora rate');
    const since = await lastAuditId(admin.call);
    const changed = { ...hour, lines: hour.lines.map((line) => ({ ...line, value: '3.75' })) };
    const answer = await admin.call('PUT', SOL.rate, changed);
    expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
    expect(await price()).toBe(3.75);
    expect(await auditSince(admin.call, since)).toEqual([
      expect.objectContaining({
        action: 'line.update',
        keyId: admin.id,
        before: { value: '2.50' },
        after: { value: '3.75' },
      }),
    ]);

    const added = await admin.call('PUT', `${SOL.place}/rates/2-horas`, {
      name: '2 horas',
      lines: [{ key: 'main', value: '4.50', durationMinutes: 120 }],
    });
    expect(added.response.status, JSON.stringify(added.body)).toBe(200);
    expect((await publicPlace(server, SOL.placeId)).rate.map((r) => r.name)).toContain('2 horas');
    expect((await admin.call('DELETE', `${SOL.place}/rates/2-horas`)).response.status).toBe(200);
    expect((await publicPlace(server, SOL.placeId)).rate.map((r) => r.name)).not.toContain(
      '2 horas',
    );
    expect((await admin.call('DELETE', `${SOL.place}/rates/2-horas`)).response.status).toBe(404);
  });
});
