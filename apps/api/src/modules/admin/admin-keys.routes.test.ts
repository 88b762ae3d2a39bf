import { randomUUID } from 'node:crypto';
import type { AdminAuditEntry } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createKey, OPERATORS } from '#test/admin-helpers.js';
import { expectError } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * The keys an operator's tools see and revoke under /api/admin (issue 25), and the audit row
 * a change through the API leaves: which key, which request, what before and after.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const revoke = (keyId: string) => ({ method: 'POST', path: `/keys/${keyId}/revoke` }) as const;
const listKeys = { method: 'GET', path: '/keys' } as const;

const orgKey = () =>
  createKey(server.database.db, {
    organizationId: OPERATORS.sol.organizationId,
    scopes: ['admin:read', 'admin:write'],
  });

describe('POST /api/admin/keys/{keyId}/revoke', () => {
  it('revokes a key of the operator for good and records who did it', async () => {
    const admin = await orgKey();
    const camera = await createKey(server.database.db, { ...OPERATORS.sol, scopes: ['gate'] });
    const answer = await adminCall(server, revoke(camera.id), { key: admin.key });
    expect(answer.response.status).toBe(204);
    const listed = await adminCall(server, listKeys, { key: admin.key });
    const keys = listed.body.keys as { id: string; revokedAt: string | null }[];
    expect(keys.find((key) => key.id === camera.id)?.revokedAt).not.toBeNull();
    const audit = await adminCall(server, { method: 'GET', path: '/audit?limit=1' }, admin);
    const [entry] = audit.body.entries as AdminAuditEntry[];
    expect(entry).toMatchObject({
      keyId: admin.id,
      actor: `key:${admin.prefix}`,
      organizationId: OPERATORS.sol.organizationId,
      customerId: OPERATORS.sol.customerId,
      action: 'key.revoke',
      targetType: 'key',
      targetId: camera.id,
      before: { prefix: camera.prefix, revokedAt: null },
    });
    expect(entry?.requestId).toEqual(expect.any(String));
    expect(audit.text).not.toContain(camera.key);
    // Twice is done, and not recorded again.
    expect((await adminCall(server, revoke(camera.id), admin)).response.status).toBe(204);
    const again = await adminCall(server, { method: 'GET', path: '/audit?limit=1' }, admin);
    expect((again.body.entries as AdminAuditEntry[])[0]?.id).toBe(entry?.id);
  });

  it('is 404 for a key that is not there, 400 for an id that is not one', async () => {
    const admin = await orgKey();
    expectError(
      await adminCall(server, revoke(randomUUID()), admin),
      404,
      'API key not found',
      'KEY_NOT_FOUND',
    );
    expectError(await adminCall(server, revoke('not-a-key'), admin), 400, /keyId/, 'VALIDATION');
  });

  it("a key narrowed to a customer cannot revoke its organisation's wider keys", async () => {
    const wide = await orgKey();
    const narrow = await createKey(server.database.db, {
      ...OPERATORS.sol,
      scopes: ['admin:read', 'admin:write'],
    });
    expectError(
      await adminCall(server, revoke(wide.id), narrow),
      404,
      'API key not found',
      'KEY_NOT_FOUND',
    );
    const listed = await adminCall(server, listKeys, narrow);
    const ids = (listed.body.keys as { id: string }[]).map((key) => key.id);
    expect(ids).toContain(narrow.id);
    expect(ids).not.toContain(wide.id);
    expect((await adminCall(server, listKeys, wide)).response.status).toBe(200);
  });
});

describe('GET /api/admin/audit', () => {
  it('refuses a limit out of bounds with a 400', async () => {
    const admin = await orgKey();
    for (const limit of ['0', '201', 'x']) {
      const answer = await adminCall(
        server,
        { method: 'GET', path: `/audit?limit=${limit}` },
        admin,
      );
      expectError(answer, 400, /limit/, 'VALIDATION');
    }
  });
});
