import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { operatorApiKey, operatorAudit } from '#api/db/schema/index.js';
import { OPERATORS } from '#test/admin-helpers.js';
import { createTestDatabase } from '#test/test-database.js';
import { hashOperatorKey } from './api-key.js';
import { createOperatorApiKey, createOperatorKey } from './create-key.js';
import { issueOperatorKey, withdrawOperatorKey } from './issue.js';

/**
 * What a key may be (issue 25): its scopes, its owner, its prefix. The rules hold in the
 * function (a clear message for the command line) and in the database (its checks), so that no
 * other writer can make a gate key that reaches a whole organisation.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const request = (overrides: Partial<Parameters<typeof createOperatorKey>[1]>) => ({
  ...OPERATORS.demo,
  scopes: ['admin:read' as const],
  label: 'test',
  ...overrides,
});

describe('making a key', () => {
  it('gives gate keys gk_ and admin keys ok_, of the right owner and scopes', async () => {
    const gate = await createOperatorApiKey(database.db, OPERATORS.sol.customerId, 'camera');
    expect(gate.key).toMatch(/^gk_/);
    const admin = await createOperatorKey(
      database.db,
      request({ customerId: null, scopes: ['admin:read', 'admin:write', 'admin:read'] }),
    );
    expect(admin.key).toMatch(/^ok_/);
    expect(admin.scopes).toEqual(['admin:read', 'admin:write']);
    const rows = await database.db
      .select()
      .from(operatorApiKey)
      .where(eq(operatorApiKey.id, gate.id));
    expect(rows[0]).toMatchObject({ ...OPERATORS.sol, scopes: ['gate'], lastUsedAt: null });
  });

  it.each([
    ['a gate key without a customer', { customerId: null, scopes: ['gate'] }, /one customer/],
    ['gate and admin in one key', { scopes: ['gate', 'admin:read'] }, /key of its own/],
    ['no scope', { scopes: [] }, /at least one scope/],
    [
      'a customer of another organisation',
      { customerId: OPERATORS.sol.customerId },
      /Customer not found/,
    ],
    [
      'an organisation that does not exist',
      { organizationId: '00000000-0000-4000-8000-000000000000', customerId: null },
      /No organization/,
    ],
  ] as const)('refuses %s', async (_name, overrides, message) => {
    const before = await database.db.select().from(operatorApiKey);
    await expect(createOperatorKey(database.db, request(overrides as never))).rejects.toThrow(
      message,
    );
    expect(await database.db.select().from(operatorApiKey)).toHaveLength(before.length);
  });

  it.each([
    ['a gate key without a customer', { customerId: null, scopes: ['gate'] }, 'gate_alone'],
    ['gate and admin in one key', { scopes: ['gate', 'admin:write'] }, 'gate_alone'],
    ['an unknown scope', { scopes: ['enforcement'] }, 'scopes_known'],
    ['no scope', { scopes: [] }, 'scopes_known'],
    [
      'a customer of another organisation',
      { customerId: OPERATORS.sol.customerId },
      'customer_of_organization_fk',
    ],
  ])('the database refuses %s written around the function', async (name, overrides, check) => {
    const row = {
      ...OPERATORS.demo,
      scopes: ['admin:read'],
      keyHash: hashOperatorKey(name),
      label: 'forged',
      prefix: 'ok_forged00',
      ...overrides,
    };
    const refusal = await database.db
      .insert(operatorApiKey)
      .values(row as never)
      .then(
        () => null,
        (error: Error) => error,
      );
    // drizzle wraps the driver's error: the database's own message is its cause.
    expect(String((refusal?.cause as Error | undefined)?.message)).toContain(
      `operator_api_key_${check}`,
    );
  });
});

describe('from the command line', () => {
  it('a key made or revoked leaves an audit row of the OS user, never the key', async () => {
    const actor = { kind: 'cli' as const, user: 'ops' };
    const created = await issueOperatorKey(database.db, request({ customerId: null }), actor);
    const at = new Date('2026-11-28T12:00:00Z');
    expect(await withdrawOperatorKey(database.db, created.id, at, actor)).toBe(true);
    const rows = await database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, created.id));
    expect(rows.map((row) => [row.action, row.actor, row.keyId])).toEqual([
      ['key.create', 'cli:ops', null],
      ['key.revoke', 'cli:ops', null],
    ]);
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(3));
    expect(await withdrawOperatorKey(database.db, crypto.randomUUID(), at, actor)).toBe(false);
  });
});
