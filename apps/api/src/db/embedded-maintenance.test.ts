import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { createEmbeddedMaintenance } from './embedded-maintenance.js';

const silent = { warn: () => {} };

describe('embedded database maintenance (decision 103)', () => {
  const client = new PGlite();
  const { db } = openPglite(client);
  afterAll(() => client.close());

  it('vacuums and analyses PGlite, which has no autovacuum, once an interval has passed', async () => {
    await client.exec(`create table hold (id int primary key, n int);
      insert into hold select g, 0 from generate_series(1, 500) g;`);
    for (let round = 0; round < 5; round++) await client.exec('update hold set n = n + 1');
    const state = async () =>
      (
        await client.query<{ vacuumed: boolean; analysed: boolean; rows: number }>(
          `select last_vacuum is not null as vacuumed, last_analyze is not null as analysed,
             (select reltuples from pg_class where relname = 'hold')::int as rows
           from pg_stat_user_tables where relname = 'hold'`,
        )
      ).rows[0];
    // No worker of PGlite's own has done it: the table has never been counted.
    expect(await state()).toEqual({ vacuumed: false, analysed: false, rows: -1 });

    const maintenance = createEmbeddedMaintenance(db, silent, 200);
    await maintenance.start();
    // Not at start: a test's app, or a server just started, does none.
    expect(await state()).toEqual({ vacuumed: false, analysed: false, rows: -1 });
    await expect
      .poll(state, { timeout: 60_000 })
      .toEqual({ vacuumed: true, analysed: true, rows: 500 });
    await maintenance.stop();
    // A new PGlite takes seconds to start, and on a loaded CI machine (beside the browser
    // tests) this test once took more than 30 s in all.
  }, 120_000);

  it('does nothing on PostgreSQL, whose autovacuum does it', async () => {
    const calls: string[] = [];
    const record = async (text: string) => {
      calls.push(text);
      return { rows: [] };
    };
    // A pool answers both, as PGlite does: only the engine tells them apart.
    const server = { $client: { query: record, exec: record } };
    const maintenance = createEmbeddedMaintenance(server as never, silent, 10);
    await maintenance.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await maintenance.stop();
    expect(calls).toEqual([]);
  });
});
