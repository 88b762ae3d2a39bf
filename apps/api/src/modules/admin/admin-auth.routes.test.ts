import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorApiKey } from '#api/db/schema/index.js';
import {
  generateOperatorKey,
  OPERATOR_KEY_REFUSED,
  revokeOperatorApiKey,
} from '#api/modules/operator-key/index.js';
import { adminCall, createKey, OPERATORS } from '#test/admin-helpers.js';
import { clientAt } from '#test/client-address.js';
import { DEMO_GATE_KEY, gateCall, gatedLot } from '#test/gate-helpers.js';
import { expectError } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Who may call /api/admin/* (issue 25): an operator key with the route's scope. Every refused
 * key is the same 401, a lacking scope is 403, and a gate key and an admin key each open only
 * their own door.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const listKeys = { method: 'GET', path: '/keys' } as const;
const readAudit = { method: 'GET', path: '/audit' } as const;
const revoke = (keyId: string) => ({ method: 'POST', path: `/keys/${keyId}/revoke` }) as const;

const adminKey = (scopes: ('admin:read' | 'admin:write')[]) =>
  createKey(server.database.db, { ...OPERATORS.demo, customerId: null, scopes });

describe('scopes', () => {
  it('admin:read reads but cannot write', async () => {
    const reader = await adminKey(['admin:read']);
    const victim = await adminKey(['admin:read']);
    expect((await adminCall(server, listKeys, { key: reader.key })).response.status).toBe(200);
    expect((await adminCall(server, readAudit, { key: reader.key })).response.status).toBe(200);
    const write = await adminCall(server, revoke(victim.id), { key: reader.key });
    expectError(write, 403, 'This API key lacks the scope admin:write', 'SCOPE_MISSING');
    expect((await adminCall(server, listKeys, { key: victim.key })).response.status).toBe(200);
  });

  it('admin:write without admin:read cannot read', async () => {
    const writer = await adminKey(['admin:write']);
    const listed = await adminCall(server, listKeys, { key: writer.key });
    expectError(listed, 403, 'This API key lacks the scope admin:read', 'SCOPE_MISSING');
  });

  it('a gate key cannot call the admin API', async () => {
    for (const route of [listKeys, readAudit]) {
      expectError(
        await adminCall(server, route, { key: DEMO_GATE_KEY }),
        403,
        'This API key lacks the scope admin:read',
        'SCOPE_MISSING',
      );
    }
  });

  it('an admin key cannot open a gate, even one narrowed to the gate’s customer', async () => {
    const wide = await adminKey(['admin:read', 'admin:write']);
    const narrow = await createKey(server.database.db, {
      ...OPERATORS.demo,
      scopes: ['admin:read', 'admin:write'],
    });
    const check = `/places/${gatedLot}/exit-permission?licensePlate=4321XYZ`;
    for (const admin of [wide, narrow]) {
      expectError(
        await gateCall(server, check, { key: admin.key }),
        403,
        'This API key lacks the scope gate',
        'SCOPE_MISSING',
      );
    }
    expect((await gateCall(server, check)).response.status).toBe(200);
  });
});

describe('a refused key is one 401, whatever the reason', () => {
  it.each([
    ['no Authorization header', null],
    ['another scheme', 'Basic b3BlcmF0b3I6c2VjcmV0'],
    ['a malformed key', 'Bearer ok_short'],
    ['an unknown key', `Bearer ${generateOperatorKey('ok_')}`],
  ])('%s', async (_name, authorization) => {
    const answer = await adminCall(server, listKeys, authorization ? { authorization } : {});
    expectError(answer, 401, OPERATOR_KEY_REFUSED, 'UNAUTHORIZED');
    expect(answer.response.headers.get('www-authenticate')).toMatch(/^Bearer realm="admin"/);
  });

  it('a revoked key, which worked before', async () => {
    const key = await adminKey(['admin:read']);
    expect((await adminCall(server, listKeys, { key: key.key })).response.status).toBe(200);
    await revokeOperatorApiKey(server.database.db, key.id, new Date());
    const answer = await adminCall(server, listKeys, { key: key.key });
    expectError(answer, 401, OPERATOR_KEY_REFUSED, 'UNAUTHORIZED');
  });

  it('an address that sent 20 refused keys is answered 429, even with a good key', async () => {
    const good = await adminKey(['admin:read']);
    const scanner = clientAt(server, '127.0.0.77');
    const headers = (key: string) => ({ authorization: `Bearer ${key}` });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await scanner.get('/api/admin/keys', headers(generateOperatorKey('ok_')));
      expect(answer.response.status).toBe(401);
    }
    const limited = await scanner.get('/api/admin/keys', headers(good.key));
    expectError(limited, 429, /^Too many refused API keys/, 'TOO_MANY_REQUESTS');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await adminCall(server, listKeys, { key: good.key })).response.status).toBe(200);
  });
});

describe('last use', () => {
  const lastUsedAt = async (keyId: string) => {
    const [row] = await server.database.db
      .select({ at: operatorApiKey.lastUsedAt })
      .from(operatorApiKey)
      .where(eq(operatorApiKey.id, keyId));
    return row?.at ?? null;
  };

  it('is written when a key is admitted, at most once a minute', async () => {
    const key = await adminKey(['admin:read']);
    expect(await lastUsedAt(key.id)).toBeNull();
    const before = Date.now();
    await adminCall(server, listKeys, { key: key.key });
    const first = await lastUsedAt(key.id);
    expect(first?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await adminCall(server, listKeys, { key: key.key });
    expect(await lastUsedAt(key.id)).toEqual(first);
    // A minute later (the stored use moved back), the next call writes it again.
    const old = new Date(Date.now() - 61_000);
    await server.database.db
      .update(operatorApiKey)
      .set({ lastUsedAt: old })
      .where(eq(operatorApiKey.id, key.id));
    await adminCall(server, listKeys, { key: key.key });
    expect((await lastUsedAt(key.id))?.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it('is shown by GET /api/admin/keys, and so is every key of the organisation', async () => {
    const key = await adminKey(['admin:read']);
    const answer = await adminCall(server, listKeys, { key: key.key });
    const keys = answer.body.keys as { id: string; lastUsedAt: string | null; prefix: string }[];
    const mine = keys.find((listed) => listed.id === key.id);
    expect(mine?.lastUsedAt).not.toBeNull();
    expect(mine?.prefix).toBe(key.prefix);
    expect(answer.text).not.toContain(key.key);
    expect(keys.map((listed) => listed.prefix)).toContain(DEMO_GATE_KEY.slice(0, 11));
  });
});

describe('the OpenAPI document', () => {
  it('puts every admin route under the admin tag and the operator key scheme', async () => {
    const response = await server.request('/api/docs/json');
    const document = (await response.json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    };
    expect(document.components.securitySchemes.operatorApiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const admin = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(admin.map(([path]) => path)).toContain('/api/admin/keys');
    for (const [, operations] of admin) {
      for (const operation of Object.values(operations)) {
        expect(operation.tags).toEqual(['admin']);
        expect(operation.security).toEqual([{ operatorApiKey: [] }]);
      }
    }
  });
});
