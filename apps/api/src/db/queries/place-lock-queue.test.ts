import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from '../client.js';
import { DEMO_IDS } from '../seed/demo-extra-ids.js';
import { createPlaceLockQueue } from './place-lock-queue.js';

const placeId = DEMO_IDS.places.reservation.id;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table lock_queue_probe (n int primary key)`);
});
afterAll(() => database?.close());

/** The app's database with its calls counted. */
function counted() {
  const calls = { count: 0 };
  const db = {
    execute: ((query: Parameters<DatabaseHandle['db']['execute']>[0]) => {
      calls.count += 1;
      return database.db.execute(query);
    }) as DatabaseHandle['db']['execute'],
  };
  return { db, calls };
}

/** Inserts n, then answers how many rows the statement saw before its own. */
const insertAndCount = (n: number) => () =>
  sql`
  with inserted as (insert into lock_queue_probe (n) values (${n}::int) returning n)
  select jsonb_build_object('n', (select n from inserted),
    'before', (select count(*) from lock_queue_probe))`;

describe('the place lock queue (decision 098)', () => {
  it('runs the calls that arrive together in one call, each seeing the ones before it', async () => {
    const { db, calls } = counted();
    const queue = createPlaceLockQueue(db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        queue.run<{ n: number; before: number }>(placeId, insertAndCount(n)),
      ),
    );
    // The first goes alone; the 19 that waited for it go together.
    expect(calls.count).toBe(2);
    expect(answers.map((answer) => answer?.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    // Each statement's snapshot is taken after the ones before it ran: it sees their rows.
    expect(answers.map((answer) => answer?.before)).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
  });

  it('gives a failing call its own error and the others of its batch their answers', async () => {
    const { db, calls } = counted();
    const queue = createPlaceLockQueue(db);
    await database.db.execute(sql`insert into lock_queue_probe (n) values (100)`);
    // The first goes alone; the duplicate and the next wait for it and go together, fail
    // together, and run again one at a time.
    const [first, duplicate, next] = await Promise.allSettled([
      queue.run<{ n: number }>(placeId, insertAndCount(102)),
      queue.run(placeId, insertAndCount(100)),
      queue.run<{ n: number }>(placeId, insertAndCount(101)),
    ]);
    expect(first.status === 'fulfilled' && first.value?.n).toBe(102);
    expect(duplicate.status).toBe('rejected');
    expect(next.status === 'fulfilled' && next.value?.n).toBe(101);
    expect(calls.count).toBe(4);
  });

  it('answers null for a statement that selects no row', async () => {
    const queue = createPlaceLockQueue(database.db);
    await expect(
      queue.run(placeId, () => sql`select jsonb_build_object('x', 1) where false`),
    ).resolves.toBeNull();
  });

  it('runs a statement prepared in its session, by name (decision 103)', async () => {
    const queue = createPlaceLockQueue(database.db);
    // The statement sees its own prepared statement: the PREPARE ran in its session before it.
    const prepared = () => sql`select jsonb_build_object('names', (select jsonb_agg(name)
      from pg_prepared_statements where statement like '%prepared-probe%'))`;
    const answer = await queue.run<{ names: string[] }>(placeId, prepared);
    expect(answer?.names).toEqual([expect.stringMatching(/^under_place_lock_[0-9a-f]{32}$/)]);
    await expect(queue.run(placeId, prepared)).resolves.toEqual(answer);
  });

  it('runs a statement again after the call that prepared it failed (decision 103)', async () => {
    const queue = createPlaceLockQueue(database.db);
    await database.db.execute(sql`insert into lock_queue_probe (n) values (200)`);
    const marked = () => sql`select jsonb_build_object('marker', 'prepared-in-a-failed-call')`;
    // The first goes alone; the marked one and the duplicate go together: the marked one is
    // prepared, then the duplicate fails the call. Its session's list of prepared names is
    // undone with the call, the PREPARE is not: run again alone, it must not prepare twice.
    const [first, prepared, duplicate] = await Promise.allSettled([
      queue.run(placeId, insertAndCount(201)),
      queue.run(placeId, marked),
      queue.run(placeId, insertAndCount(200)),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(prepared).toEqual({
      status: 'fulfilled',
      value: { marker: 'prepared-in-a-failed-call' },
    });
    expect(duplicate.status).toBe('rejected');
    await expect(queue.run(placeId, marked)).resolves.toEqual({
      marker: 'prepared-in-a-failed-call',
    });
  });

  it('hands every value to its statement as it was sent, whatever its characters', async () => {
    const queue = createPlaceLockQueue(database.db);
    const values = [
      "O'Brien",
      'a "quoted" {brace}, comma',
      "back\\slash \\\" and E'\\x41'",
      'NULL',
      '',
      '  spaced  ',
      'line\nbreak\ttab',
      'ß ñ 漢字 🚗',
      '$1[2]',
      null,
    ];
    const echo = () =>
      sql`select jsonb_build_array(${sql.join(
        values.map((value) => sql`${value}::text`),
        sql`, `,
      )})`;
    // The first call prepares, the second runs the prepared statement; both alone and batched.
    for (let round = 0; round < 2; round++) {
      await expect(queue.run(placeId, echo)).resolves.toEqual(values);
    }
    const batched = await Promise.all(Array.from({ length: 5 }, () => queue.run(placeId, echo)));
    expect(batched).toEqual(Array.from({ length: 5 }, () => values));
  });
});
