import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createKey, OPERATORS } from '#test/admin-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * The operator file sent as YAML (`content-type: application/yaml`), as the README's
 * walk-through does with curl: read the same way as JSON, planned and applied.
 */

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  const created = await createKey(server.database.db, {
    organizationId: OPERATORS.sol.organizationId,
    scopes: ['admin:read', 'admin:write'],
  });
  key = created.key;
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, yaml?: string) =>
  server.request(`/api/admin${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(yaml === undefined ? {} : { 'content-type': 'application/yaml' }),
    },
    ...(yaml === undefined ? {} : { body: yaml }),
  });

describe('the operator file as YAML', () => {
  it('plans its own file as no change, applies an edit, and lists every problem of a bad one', async () => {
    const file = (await (await call('GET', '/operator-file')).json()) as {
      customers: { places: { rates: { lines: { value: string }[] }[] }[] }[];
    };
    const plan = await call('POST', '/operator-file/plan', stringify(file));
    expect(plan.status).toBe(200);
    expect(((await plan.json()) as { changes: unknown[] }).changes).toEqual([]);

    const line = file.customers[0]?.places[0]?.rates[0]?.lines[0];
    if (!line) throw new Error('The second demo operator has a rate line');
    line.value = '9.25';
    const applied = await call('PUT', '/operator-file', stringify(file));
    expect(applied.status).toBe(200);
    const answer = (await applied.json()) as { applied: boolean; changes: { fields: unknown }[] };
    expect(answer.applied).toBe(true);
    expect(answer.changes.map((change) => change.fields)).toEqual([
      [expect.objectContaining({ field: 'value', after: '9.25' })],
    ]);

    const bad = await call('PUT', '/operator-file', 'organization:\n  key: Not A Key\n');
    expect(bad.status).toBe(400);
    const problems = ((await bad.json()) as { problems: { path: string }[] }).problems;
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['organization.key', 'organization.name']),
    );
  });
});
