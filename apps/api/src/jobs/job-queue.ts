import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { withStartupLock } from '../db/startup-lock.js';
import { createStatementBatch } from '../lib/statement-batch.js';
import { sqlExecutorFor } from './sql-executor.js';

/** A queue and how its jobs are retried (pg-boss queue options). */
export type QueueDefinition = {
  name: string;
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when retryBackoff is on. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An active job not finished by then counts as failed (and is retried). */
  expireInSeconds: number;
  /** Jobs fetched at once by one worker; the batch finishes before its worker fetches again. */
  batchSize: number;
  /**
   * Workers of this process on the queue, each fetching its own batch: while one waits on
   * its slowest job, another fetches and works. 1 when omitted.
   */
  workers?: number;
};

export type JobHandler<Data> = (jobs: PgBoss.Job<Data>[]) => Promise<void>;

export type JobQueueOptions = {
  db: Database;
  logger: Logger;
  /** How often an idle worker looks for jobs; a send from this process wakes it at once. */
  pollIntervalMs: number;
};

/**
 * pg-boss in the app's database (schema `pgboss`), for the embedded PGlite and PostgreSQL
 * alike (docs/decisions/040-jobs-receipts-reminders.md). Modules define their queues and
 * handlers before start(); jobs sent by this process wake its worker instead of waiting for
 * the next poll.
 */
export class JobQueue {
  readonly boss: PgBoss;
  readonly #db: Database;
  readonly #logger: Logger;
  readonly #pollIntervalMs: number;
  readonly #definitions = new Map<string, { queue: QueueDefinition; handler: JobHandler<never> }>();
  readonly #workerIds = new Map<string, string[]>();
  readonly #onceBatches = new Map<string, (job: { id: string; data: object }) => Promise<void>>();
  /** pg-boss statements and handlers under way; stop() returns once none is left. */
  #busy = 0;
  #started = false;

  constructor({ db, logger, pollIntervalMs }: JobQueueOptions) {
    this.#db = db;
    this.#logger = logger;
    this.#pollIntervalMs = pollIntervalMs;
    const executor = sqlExecutorFor(db);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.#track(executor.executeSql(text, values)) },
      // No cron schedules; supervision expires the jobs of a process that died, so they retry.
      schedule: false,
      supervise: true,
      migrate: true,
    });
    this.boss.on('error', (error) => this.#logger.error({ err: error }, 'job queue error'));
  }

  get started(): boolean {
    return this.#started;
  }

  /** Registers a queue and its handler; call before start(). */
  define<Data extends object>(queue: QueueDefinition, handler: JobHandler<Data>): void {
    if (this.#started) throw new Error(`Queue ${queue.name} defined after the job queue started`);
    this.#definitions.set(queue.name, { queue, handler: handler as JobHandler<never> });
  }

  async start(): Promise<void> {
    if (this.#started) return;
    // pg-boss installs its schema and creates the queues unless they exist; instances starting
    // together take turns, or both would create them (db/startup-lock.ts).
    await withStartupLock(this.#db, async () => {
      await this.boss.start();
      for (const { queue } of this.#definitions.values()) {
        await this.boss.createQueue(queue.name, {
          name: queue.name,
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: queue.retryBackoff,
          expireInSeconds: queue.expireInSeconds,
        });
      }
    });
    for (const { queue, handler } of this.#definitions.values()) {
      const ids: string[] = [];
      for (let worker = 0; worker < (queue.workers ?? 1); worker += 1) {
        let id = '';
        id = await this.boss.work(
          queue.name,
          { batchSize: queue.batchSize, pollingIntervalSeconds: this.#pollIntervalMs / 1000 },
          async (batch: PgBoss.Job<object>[]) => {
            await this.#track((handler as JobHandler<object>)(batch));
            // pg-boss sleeps a poll interval after each batch unless woken: a full batch means
            // more may be waiting (a backlog, retries, another process's jobs): fetch at once.
            if (batch.length >= queue.batchSize) this.boss.notifyWorker(id);
          },
        );
        ids.push(id);
      }
      this.#workerIds.set(queue.name, ids);
    }
    this.#started = true;
  }

  /** Adds a job (retried as its queue defines) and wakes this process's worker; after start(). */
  async send<Data extends object>(
    name: string,
    data: Data,
    options: PgBoss.SendOptions = {},
  ): Promise<string> {
    const id = await this.boss.send(name, data, options);
    if (id === null) throw new Error(`Queue ${name} refused a job`);
    // One idle worker is enough to take it.
    const workerId = this.#workerIds.get(name)?.[0];
    if (workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Adds a job unless one with the same key was sent to the queue in the same slot of
   * `seconds` (pg-boss's throttling, singletonKey with singletonSeconds: slots are aligned to
   * the clock, so two sends either side of a slot's end both pass). Null when throttled.
   */
  async sendThrottled<Data extends object>(
    name: string,
    data: Data,
    { key, seconds }: { key: string; seconds: number },
  ): Promise<string | null> {
    const id = await this.boss.send(name, data, { singletonKey: key, singletonSeconds: seconds });
    const workerId = this.#workerIds.get(name)?.[0];
    if (id !== null && workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Adds the job `id` unless the queue holds a job of that id (waiting, running, or finished
   * within pg-boss's archive delay): sent twice, the same work is queued once. The sends of a
   * queue that arrive while one is in flight go together in one statement (decision 097).
   */
  sendOnce<Data extends object>(name: string, id: string, data: Data): Promise<void> {
    let batch = this.#onceBatches.get(name);
    if (!batch) {
      batch = createStatementBatch<{ id: string; data: object }, void>({
        keyOf: (job) => job.id,
        run: async (jobs) => {
          await this.sendManyOnce(name, jobs);
          return jobs.map(() => undefined);
        },
      });
      this.#onceBatches.set(name, batch);
    }
    return batch({ id, data });
  }

  /** sendOnce for many jobs, in one statement. */
  async sendManyOnce<Data extends object>(
    name: string,
    jobs: ReadonlyArray<{ id: string; data: Data }>,
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(jobs.map(({ id, data }) => ({ id, name, data })));
    for (const workerId of this.#workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  /** Adds many jobs in one statement and wakes this process's workers; after start(). */
  async sendMany<Data extends object>(name: string, data: Data[]): Promise<void> {
    await this.boss.insert(data.map((item) => ({ name, data: item })));
    for (const workerId of this.#workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  /**
   * Stops fetching, lets running handlers finish (up to timeoutMs), fails what is left, and
   * returns once no statement of the queue is under way. pg-boss's own wait counts only the
   * batches its workers hold: a fetch still on its way when stop() is called would hand its
   * jobs to a handler, and their completion to a pool, that the app is about to close.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    this.#workerIds.clear();
    const deadline = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    // Polled on timers, not microtasks: a fetch's jobs reach their handler (and a handler's
    // result its complete statement) within one run of microtasks, so no gap is seen as idle.
    while (this.#busy > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (this.#busy > 0) this.#logger.warn({ busy: this.#busy }, 'job queue stopped while busy');
  }

  async #track<T>(work: Promise<T>): Promise<T> {
    this.#busy += 1;
    try {
      return await work;
    } finally {
      this.#busy -= 1;
    }
  }
}
