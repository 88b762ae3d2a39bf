import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSince, lastAuditId, SOL, solAdmin } from '#test/admin-config-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * The admin API's routes of the operator file's parts (decision 089): each changes its part
 * and nothing else, writes the audit rows of what it changed, and the public API shows the
 * change at once.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the organisation and its types', () => {
  it('PUT /organization changes its fields only, audited; dryRun changes nothing', async () => {
    const admin = await solAdmin(server);
    const before = (await admin.call('GET', '/organization')).body;
    const since = await lastAuditId(admin.call);
    const body = { ...before, name: 'Aparcamientos Sol Madrid S.L.' };
    const planned = await admin.call('PUT', '/organization?dryRun=true', body);
    expect(planned.body).toMatchObject({ applied: false, changes: [{ entity: 'organization' }] });
    expect((await admin.call('GET', '/organization')).body).toEqual(before);

    const applied = await admin.call('PUT', '/organization', body);
    expect(applied.response.status).toBe(200);
    expect(applied.body).toMatchObject({
      organizationId: before.id,
      applied: true,
      changes: [{ action: 'change', entity: 'organization', fields: [{ field: 'name' }] }],
    });
    expect((await admin.call('GET', '/organization')).body).toEqual(body);
    expect(await auditSince(admin.call, since)).toEqual([
      expect.objectContaining({
        action: 'organization.update',
        keyId: admin.id,
        before: { name: before.name },
        after: { name: body.name },
      }),
    ]);
  });

  it.each([
    ['vehicle-types', 'vehicleType', { key: 'van', name: 'Furgoneta', icon: 'large' }],
    ['service-types', 'serviceType', { key: 'valet', name: 'Aparcacoches', icon: 'valet' }],
  ])('PUT /%s replaces the list', async (path, entity, added) => {
    const admin = await solAdmin(server);
    const before = (await admin.call('GET', `/${path}`)).body as unknown as unknown[];
    const since = await lastAuditId(admin.call);
    const answer = await admin.call('PUT', `/${path}`, [...before, added]);
    expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
    const after = (await admin.call('GET', `/${path}`)).body as unknown as unknown[];
    expect(after).toEqual([...before, expect.objectContaining(added)]);
    expect(await auditSince(admin.call, since)).toEqual([
      expect.objectContaining({ action: `${entity}.create`, targetKey: `${entity}s.${added.key}` }),
    ]);
  });
});

describe('a customer', () => {
  it('PUT /customers/{key} changes its fields and keeps its places; creates a new one', async () => {
    const admin = await solAdmin(server);
    const before = (await admin.call('GET', SOL.customer)).body;
    expect(before).not.toHaveProperty('places');
    const since = await lastAuditId(admin.call);
    const changed = { ...before, contactPhone: '+34 910 111 222' };
    expect((await admin.call('PUT', SOL.customer, changed)).response.status).toBe(200);
    expect((await admin.call('GET', SOL.customer)).body).toEqual(changed);
    expect((await admin.call('GET', SOL.place)).response.status).toBe(200);

    const created = await admin.call('PUT', '/customers/sol-norte', { name: 'Sol Norte' });
    expect(created.body).toMatchObject({ applied: true, changes: [{ action: 'add' }] });
    expect((await admin.call('GET', '/customers/sol-norte')).body).toMatchObject({
      key: 'sol-norte',
      name: 'Sol Norte',
    });
    expect((await auditSince(admin.call, since)).map((entry) => entry.action)).toEqual([
      'customer.create',
      'customer.update',
    ]);
  });
});
