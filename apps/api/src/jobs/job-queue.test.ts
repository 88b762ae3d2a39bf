import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
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
});
