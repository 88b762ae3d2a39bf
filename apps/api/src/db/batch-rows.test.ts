import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from './client.js';

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('batch_rows, the rows of a batched statement (migration 0031, decision 104)', () => {
  it('answers each element of the batch in turn, and nothing for an empty or missing batch', async () => {
    const elements = async (batch: string | null) =>
      rowsOf<{ id: string }>(
        await database.db.execute(sql`select r->>'id' as id from batch_rows(${batch}::jsonb) as r`),
      ).map((row) => row.id);
    expect(await elements('[{"id":"a"},{"id":"b"},{"id":"a"}]')).toEqual(['a', 'b', 'a']);
    expect(await elements('[]')).toEqual([]);
    expect(await elements(null)).toEqual([]);
  });

  it('lets a batch find its rows through their index in the plan kept for every call, on a table of thousands', async () => {
    // A sandbox's intents as a few days of a car park leave them: paid, bar a few.
    await database.db.execute(sql`insert into sandbox_payment_intent
      (id, client_secret, amount_minor, currency_code, status, idempotency_key)
      select 'pi_probe_' || g, 'secret_' || g, 335, 'USD',
        case when g % 500 = 0 then 'requires_payment_method' else 'succeeded' end, 'key_' || g
      from generate_series(1, 5000) as g`);
    await database.db.execute(sql`analyze sandbox_payment_intent`);
    // The generic plan, which a prepared statement keeps once it is made (here at once): the
    // one every batch then runs with, whatever its size. One connection: a transaction.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`prepare batch_rows_probe(jsonb) as
        update sandbox_payment_intent as i set status = v.status
        from batch_rows($1) as r, jsonb_to_record(r) as v(id text, status text)
        where i.id = v.id and i.status in ('requires_payment_method', 'requires_confirmation')`);
      try {
        const lines = rowsOf<{ 'QUERY PLAN': string }>(
          await tx.execute(
            sql`explain (costs off) execute batch_rows_probe('[{"id":"pi_probe_500","status":"succeeded"}]')`,
          ),
        );
        return lines.map((line) => line['QUERY PLAN']).join('\n');
      } finally {
        await tx.execute(sql`deallocate batch_rows_probe`);
      }
    });
    expect(plan).toMatch(/Index Scan using sandbox_payment_intent_pkey/);
    expect(plan).not.toMatch(/Seq Scan on sandbox_payment_intent/);
  });
});
