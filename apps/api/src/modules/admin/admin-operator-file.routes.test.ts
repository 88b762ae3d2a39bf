import type { AdminAuditEntry } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { adminCall, createKey, OPERATORS } from '#test/admin-helpers.js';
import { placeOf } from '#test/customer-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * The operator file over the admin API (decision 089): GET it, plan it, apply it as YAML or
 * JSON; a bad file is 400 with every problem at its path, a refused one 409, and neither
 * changes anything; an applied one is audited and in the next public response.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const midtown = DEMO_IDS.places.transientOpen.id;
type FileBody = {
  organization: Record<string, unknown>;
  customers: Array<{
    places: Array<{
      id: string;
      key: string;
      rates: Array<{ key: string; lines: Array<{ value: string }> }>;
    }>;
  }>;
};

async function demoKey(
  scopes: Array<'admin:read' | 'admin:write'> = ['admin:read', 'admin:write'],
) {
  return createKey(server.database.db, { organizationId: OPERATORS.demo.organizationId, scopes });
}

async function putYaml(key: string, file: unknown) {
  const response = await server.request('/api/admin/operator-file', {
    method: 'PUT',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/yaml' },
    body: stringify(file),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('the operator file over the admin API', () => {
  it('applies a price change sent as YAML: audited, and in the next place response', async () => {
    const admin = await demoKey();
    const got = await adminCall(server, { method: 'GET', path: '/operator-file' }, admin);
    expect(got.response.status).toBe(200);
    const file = got.body as unknown as FileBody;
    const place = file.customers[0]?.places.find((p) => p.id === midtown);
    const line = place?.rates[0]?.lines[0];
    if (!place || !line) throw new Error('no Midtown line');
    const before = await placeOf(server, midtown, 'rate');
    line.value = '4.75';
    const planned = await adminCall(
      server,
      { method: 'POST', path: '/operator-file/plan', body: file },
      admin,
    );
    expect(planned.body).toMatchObject({
      applied: false,
      changes: [expect.objectContaining({ action: 'change', entity: 'line' })],
    });
    expect((await placeOf(server, midtown, 'rate')).rate).toEqual(before.rate);

    const applied = await putYaml(admin.key, file);
    expect(applied.response.status).toBe(200);
    expect(applied.body).toMatchObject({ applied: true });
    const after = await placeOf(server, midtown, 'rate');
    expect(after.rate?.[0]?.value).toBe(4.75);

    const audit = await adminCall(server, { method: 'GET', path: '/audit?limit=1' }, admin);
    const [entry] = audit.body.entries as AdminAuditEntry[];
    expect(entry).toMatchObject({
      keyId: admin.id,
      action: 'line.update',
      targetType: 'line',
      targetKey: `customers.demo-parking-co.places.${place.key}.rates.${place.rates[0]?.key}.lines.main`,
      before: { value: '3.00' },
      after: { value: '4.75' },
    });
    // The same file again: nothing to change, nothing audited.
    const again = await putYaml(admin.key, file);
    expect(again.body).toMatchObject({ applied: true, changes: [] });
    const still = await adminCall(server, { method: 'GET', path: '/audit?limit=1' }, admin);
    expect((still.body.entries as AdminAuditEntry[])[0]?.id).toBe(entry?.id);
  });

  it('answers a bad file with every problem at its path, and changes nothing', async () => {
    const admin = await demoKey();
    const file = (await adminCall(server, { method: 'GET', path: '/operator-file' }, admin))
      .body as unknown as FileBody;
    const place = file.customers[0]?.places[0] as Record<string, unknown>;
    place.timezone = 'Mars/Olympus';
    place.name = 'x'.repeat(100_000);
    const answer = await adminCall(
      server,
      { method: 'PUT', path: '/operator-file', body: file },
      admin,
    );
    expect(answer.response.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'OPERATOR_FILE_INVALID', statusCode: 400 });
    expect(answer.body.problems).toEqual(
      expect.arrayContaining([
        {
          path: 'customers[0].places[0].timezone',
          message: expect.stringContaining('not a time zone'),
        },
        { path: 'customers[0].places[0].name', message: expect.stringContaining('200') },
      ]),
    );
    const yaml = await server.request('/api/admin/operator-file', {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.key}`, 'content-type': 'application/yaml' },
      body: 'organization: [unclosed\n  - \u0000',
    });
    expect(yaml.status).toBe(400);
    expect(await yaml.json()).toMatchObject({
      code: 'OPERATOR_FILE_INVALID',
      problems: [expect.any(Object)],
    });
    expect((await placeOf(server, midtown, 'place')).place?.name).toBe('Midtown Garage');
  });

  it('refuses removing a place drivers used (409, with the reason) and changes nothing', async () => {
    const admin = await demoKey();
    const file = (await adminCall(server, { method: 'GET', path: '/operator-file' }, admin))
      .body as unknown as FileBody;
    file.customers[0]?.places.splice(0, 1);
    const answer = await adminCall(
      server,
      { method: 'PUT', path: '/operator-file', body: file },
      admin,
    );
    expect(answer.response.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'OPERATOR_FILE_REFUSED' });
    expect(JSON.stringify(answer.body.problems)).toContain('cannot be removed');
    expect((await placeOf(server, midtown, 'place')).place?.name).toBe('Midtown Garage');
  });

  it('lets a read key plan but not apply, and a key narrowed to one customer do neither', async () => {
    const reader = await demoKey(['admin:read']);
    const file = (await adminCall(server, { method: 'GET', path: '/operator-file' }, reader)).body;
    const plan = await adminCall(
      server,
      { method: 'POST', path: '/operator-file/plan', body: file },
      reader,
    );
    expect(plan.response.status).toBe(200);
    const apply = await adminCall(
      server,
      { method: 'PUT', path: '/operator-file', body: file },
      reader,
    );
    expect(apply.response.status).toBe(403);
    const narrowed = await createKey(server.database.db, {
      ...OPERATORS.demo,
      scopes: ['admin:read', 'admin:write'],
    });
    const get = await adminCall(server, { method: 'GET', path: '/operator-file' }, narrowed);
    expect(get.response.status).toBe(403);
    expect(get.body).toMatchObject({ code: 'ORGANIZATION_KEY_REQUIRED' });
  });
});
