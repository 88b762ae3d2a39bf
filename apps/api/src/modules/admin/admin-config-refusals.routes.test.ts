import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblems, lastAuditId, SOL, solAdmin } from '#test/admin-config-helpers.js';
import { adminCall, createKey, OPERATORS } from '#test/admin-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * What the routes of the operator file's parts refuse (decision 089), and that a refusal
 * changes nothing: a bad body is 400 with every problem at its path in the body, a change the
 * file's rules refuse is 409, a read key cannot write, and two changes at once never mix.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MIDTOWN = '/customers/demo-parking-co/places/midtown';

describe('refused changes', () => {
  it('removing a place drivers used is 409 with the reason, and changes nothing', async () => {
    const key = await createKey(server.database.db, {
      organizationId: OPERATORS.demo.organizationId,
      scopes: ['admin:read', 'admin:write'],
    });
    const call = (method: 'GET' | 'DELETE', path: string) =>
      adminCall(server, { method, path }, { key: key.key });
    const before = (await call('GET', MIDTOWN)).body;
    const audit = await lastAuditId(call);
    const answer = await call('DELETE', MIDTOWN);
    expect(answer.response.status).toBe(409);
    expect(answer.body).toMatchObject({ statusCode: 409, code: 'OPERATOR_FILE_REFUSED' });
    expect(answer.body.problems).toEqual([
      {
        path: 'customers.demo-parking-co.places.midtown',
        message: expect.stringMatching(/cannot be removed.*EXCEPTION period/),
      },
    ]);
    expect((await call('GET', MIDTOWN)).body).toEqual(before);
    expect(await lastAuditId(call)).toBe(audit);
  });

  it('a bad body is 400 with every problem at its path in the body, and changes nothing', async () => {
    const admin = await solAdmin(server);
    const before = (await admin.call('GET', SOL.place)).body;
    expectProblems(
      await admin.call('PUT', SOL.rate, { name: '', lines: [{ key: 'main', value: 'two' }] }),
      [{ path: 'name' }, { path: 'lines[0].value', message: /amount/ }],
    );
    // Checks across fields run on the whole file; they are named in the body too.
    expectProblems(
      await admin.call('PUT', SOL.place, { ...before, vehicleTypes: ['hovercraft'] }),
      [{ path: 'vehicleTypes[0]' }],
    );
    const backwards = {
      type: 'EXCEPTION',
      from: '2030-01-02T00:00:00Z',
      until: '2030-01-01T00:00:00Z',
    };
    expectProblems(await admin.call('PUT', `${SOL.place}/periods`, [backwards]), [
      { path: '[0].until' },
    ]);
    expectProblems(await admin.call('PUT', SOL.place, { ...before, key: 'elsewhere' }), [
      { path: 'key', message: /puerta-del-sol/ },
    ]);
    expectProblems(await admin.call('PUT', '/customers/Not A Key/places/x', { name: 'X' }), [
      { path: 'params.customerKey' },
    ]);
    expectProblems(await admin.call('PUT', '/organization', 'a string'), [{ path: '(body)' }]);
    expectProblems(await admin.call('PUT', `${SOL.place}/settings?dryRun=maybe`, {}), [
      { path: 'querystring.dryRun' },
    ]);
    expect((await admin.call('GET', SOL.place)).body).toEqual(before);
  });

  it('a key with admin:read only is refused every change (403)', async () => {
    const reader = await solAdmin(server, ['admin:read']);
    expect((await reader.call('GET', SOL.place)).response.status).toBe(200);
    for (const [method, path, body] of [
      ['PUT', SOL.place, { name: 'Read only' }],
      ['DELETE', SOL.rate, undefined],
      ['PUT', '/organization', { key: 'x', name: 'X', currency: 'EUR', country: 'ES' }],
    ] as const) {
      const answer = await reader.call(method, path, body);
      expect(answer.response.status, `${method} ${path}`).toBe(403);
    }
  });

  it("a key narrowed to its customer changes its places, not the organisation's parts", async () => {
    const narrowed = await createKey(server.database.db, {
      ...OPERATORS.sol,
      scopes: ['admin:read', 'admin:write'],
    });
    const call = (method: 'GET' | 'PUT', path: string, body?: unknown) =>
      adminCall(server, { method, path, body }, { key: narrowed.key });
    const settings = await call('PUT', `${SOL.place}/settings`, { spaces: 1 });
    expectProblems(settings, [{ path: '(body)', message: /spaces/ }]);
    const own = await call('PUT', `${SOL.place}/settings`, { allowSms: true });
    expect(own.response.status, JSON.stringify(own.body)).toBe(200);
    const organization = await call('GET', '/organization');
    expect(organization.body).toMatchObject({ code: 'ORGANIZATION_KEY_REQUIRED' });
    expect((await call('PUT', '/customers/sol-sur', { name: 'Sur' })).response.status).toBe(404);
  });
});

describe('two changes at once', () => {
  it('two PUTs of one place both answer 200 and the place is one of them whole', async () => {
    const admin = await solAdmin(server);
    const before = (await admin.call('GET', SOL.place)).body;
    const version = (name: string, value: string) => ({
      ...before,
      name,
      rates: [{ key: '1-hora', name, lines: [{ key: 'main', value, durationMinutes: 60 }] }],
    });
    const [a, b] = await Promise.all([
      admin.call('PUT', SOL.place, version('Versión A', '3.00')),
      admin.call('PUT', SOL.place, version('Versión B', '4.00')),
    ]);
    expect([a.response.status, b.response.status]).toEqual([200, 200]);
    const after = (await admin.call('GET', SOL.place)).body as { name: string; rates: unknown[] };
    const rate = (name: string, value: string) => [
      expect.objectContaining({ name, lines: [expect.objectContaining({ value })] }),
    ];
    expect([
      { name: 'Versión A', rates: rate('Versión A', '3.00') },
      { name: 'Versión B', rates: rate('Versión B', '4.00') },
    ]).toContainEqual({ name: after.name, rates: after.rates });
  });

  // Each reads the stored file under the organisation's lock: read before it, the last apply
  // would put back the file it read, without the others' places. PostgreSQL shows the race;
  // PGlite runs one query at a time, so there it seldom does.
  it('two PUTs of different places at once both stay: neither undoes the other', async () => {
    const admin = await solAdmin(server);
    const place = (name: string) => ({ name, timezone: 'Europe/Madrid' });
    const places = ['norte', 'sur', 'este', 'oeste'];
    const answers = await Promise.all(
      places.map((key) => admin.call('PUT', `${SOL.customer}/places/${key}`, place(key))),
    );
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200, 200]);
    for (const key of places) {
      const read = await admin.call('GET', `${SOL.customer}/places/${key}`);
      expect(read.body, key).toMatchObject({ key, name: key });
    }
  });
});
