import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { JobQueue, type QueueDefinition } from './job-queue.js';

// The queue on the test database (PGlite, or PostgreSQL with DATABASE_URL): pg-boss's schema,
// workers and retries through our executor, not a mock.

const logger = pino({ level: 'silent' });
/** Long enough that a test passing in time proves the workers did not wait for a poll. */
const POLL_MS = 60_000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

function queue(name: string, overrides: Partial<QueueDefinition> = {}): QueueDefinition {
  return {
    name,
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryBackoff: false,
    expireInSeconds: 30,
    batchSize: 3,
    ...overrides,
  };
}

async function jobState(id: string): Promise<string> {
  const result = await database.db.execute(sql`select state from pgboss.job where id = ${id}`);
  const [row] = (result as unknown as { rows: { state: string }[] }).rows;
  return row?.state ?? 'missing';
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('JobQueue', () => {
  it('drains a backlog of many batches without waiting for a poll between them', async () => {
    const jobs = new JobQueue({ db: database.db, logger, pollIntervalMs: POLL_MS });
    const seen: number[] = [];
    const batchSizes: number[] = [];
    jobs.define<{ n: number }>(queue('drain', { workers: 2 }), async (batch) => {
      batchSizes.push(batch.length);
      for (const job of batch) seen.push(job.data.n);
    });
    await jobs.start();
    try {
      await jobs.sendMany(
        'drain',
        Array.from({ length: 20 }, (_, n) => ({ n })),
      );
      await until(() => seen.length === 20);
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
      expect(Math.max(...batchSizes)).toBeLessThanOrEqual(3);
    } finally {
      await jobs.stop();
    }
  });

  it('wakes its worker for a job sent by this process instead of waiting for the poll', async () => {
    const jobs = new JobQueue({ db: database.db, logger, pollIntervalMs: POLL_MS });
    const received: string[] = [];
    jobs.define<{ id: string }>(queue('wake'), async (batch) => {
      for (const job of batch) received.push(job.data.id);
    });
    await jobs.start();
    try {
      // Let the worker's first (empty) fetch pass, so it is asleep for a minute.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await jobs.send('wake', { id: 'one' });
      await until(() => received.length === 1, 5000);
      expect(received).toEqual(['one']);
    } finally {
      await jobs.stop();
    }
  });

  it('leaves no job half-taken when stopped while a fetch is under way', async () => {
    // The database closes right after stop(): a fetch still on its way at that moment would
    // hand its jobs to a handler (and pg-boss's complete) on a closed pool, and leave them
    // active until they expire. Each job is either worked before stop() returns or left
    // waiting for the next start.
    const states: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const name = `late-${round}`;
      const jobs = new JobQueue({ db: database.db, logger, pollIntervalMs: POLL_MS });
      let stopped = false;
      const afterStop: string[] = [];
      const done: string[] = [];
      jobs.define<{ id: string }>(queue(name), async (batch) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        for (const job of batch) (stopped ? afterStop : done).push(job.id);
      });
      await jobs.start();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The send wakes the worker, whose fetch may be under way when stop() is called.
      const id = await jobs.send(name, { id: name });
      await new Promise((resolve) => setImmediate(resolve));
      await jobs.stop();
      stopped = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(afterStop).toEqual([]);
      const state = await jobState(id);
      states.push(state);
      expect(state === 'completed' ? done : [], state).toEqual(state === 'completed' ? [id] : []);
      expect(['created', 'completed']).toContain(state);
    }
  });
});
