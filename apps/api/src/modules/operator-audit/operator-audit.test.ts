import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { operatorAudit } from '#api/db/schema/index.js';
import { OPERATORS } from '#test/admin-helpers.js';
import { createTestDatabase } from '#test/test-database.js';
import { listAudit } from './list.js';
import { type AuditActor, recordAudit } from './record.js';

/**
 * The operator audit (issue 25): appended inside the changing transaction, never rewritten
 * (the database's trigger refuses it, whoever asks), read newest first a page at a time.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const cli: AuditActor = { kind: 'cli', user: 'tester' };
const change = (targetKey: string) => ({
  ...OPERATORS.sol,
  action: 'place.update',
  targetType: 'place',
  targetKey,
  before: { name: 'Old' },
  after: { name: 'New' },
});

describe('the audit is append-only', () => {
  it.each([
    ['UPDATE', sql`update operator_audit set action = 'place.delete'`],
    ['DELETE', sql`delete from operator_audit`],
    ['TRUNCATE', sql`truncate operator_audit`],
  ])('%s is refused by the database', async (operation, statement) => {
    await recordAudit(database.db, cli, [change(`append-only-${operation}`)]);
    const before = await database.db.select().from(operatorAudit);
    const refusal = await database.db.execute(statement).then(
      () => null,
      (error: Error) => error,
    );
    // drizzle wraps the driver's error: the database's own message is its cause.
    expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(
      new RegExp(`append-only: ${operation} refused`),
    );
    expect(await database.db.select().from(operatorAudit)).toEqual(before);
  });

  it('a change that rolls back leaves no row of it', async () => {
    const failed = database.db.transaction(async (tx) => {
      await recordAudit(tx, cli, [change('rolled-back')]);
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    const rows = await database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetKey, 'rolled-back'));
    expect(rows).toEqual([]);
  });

  it('names who: a key by its id and prefix, the command line by its user', async () => {
    await recordAudit(database.db, cli, [change('by-cli')]);
    const [row] = await database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetKey, 'by-cli'));
    expect(row).toMatchObject({ actor: 'cli:tester', keyId: null, requestId: null });
    // A key's row without the key is refused: a row always says which key, or that none did.
    await expect(
      database.db.insert(operatorAudit).values({ ...change('forged'), actor: 'key:gk_abcdefgh' }),
    ).rejects.toThrow();
  });
});

describe('reading the audit', () => {
  it('pages newest first through every row once, and only the owner’s', async () => {
    const keys = ['page-1', 'page-2', 'page-3', 'page-4', 'page-5'];
    for (const key of keys) await recordAudit(database.db, cli, [change(key)]);
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const result = await listAudit(database.db, { ...OPERATORS.sol, limit: 2, before });
      seen.push(...result.entries.map((entry) => entry.targetKey ?? ''));
      if (result.nextBefore === null) break;
      before = result.nextBefore;
    }
    const all = await database.db.select().from(operatorAudit);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((key) => key.startsWith('page-'))).toEqual([...keys].reverse());
    const demo = await listAudit(database.db, { ...OPERATORS.demo, limit: 200 });
    expect(demo.entries).toEqual([]);
    const stolen = await listAudit(database.db, {
      ...OPERATORS.demo,
      limit: 200,
      before: all[0]?.id,
    });
    expect(stolen).toEqual({ entries: [], nextBefore: null });
  });
});
