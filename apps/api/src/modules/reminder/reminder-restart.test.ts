import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { expiryReminder } from '#api/db/schema/index.js';
import {
  eventually,
  payOneHour,
  reminderEnv,
  reminderOf,
  settle,
  smsTo,
  testClock,
} from '#test/reminder-helpers.js';
import { startTestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';
import { EXPIRY_REMINDER_QUEUE } from './deliver.js';
import { STALE_QUEUED_MS } from './sweeper.js';

// A restart of the API between scheduling and sending: two servers in turn on one database,
// the first closed before the clock passes due. Rows and jobs live in the database, so the
// second sends the reminder, and only once.

const clock = testClock();
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const start = () => startTestServer({ database, env: reminderEnv, now: clock.now });

describe('reminders across a restart', () => {
  it('are sent once by the next server when the first stopped before due', async () => {
    const phoneNumber = '+12125550201';
    const first = await start();
    const id = await payOneHour(first, { plate: 'RST001', phoneNumber });
    const reminder = await reminderOf(first, id);
    expect(reminder?.status).toBe('SCHEDULED');
    await first.close();

    clock.set((reminder?.dueAt.getTime() ?? 0) + 1000);
    const second = await start();
    try {
      const [sms] = await eventually(async () => {
        const sent = await smsTo(second, phoneNumber);
        expect(sent).toHaveLength(1);
        return sent;
      });
      expect(sms?.text).toContain(`${second.url}/transient/`);
      expect(sms?.text).toContain(`/extension/${id}`);
      await settle();
      expect(await smsTo(second, phoneNumber)).toHaveLength(1);
      expect((await reminderOf(second, id))?.status).toBe('SENT');
    } finally {
      await second.close();
    }
  });

  it('are sent once when a server stopped between queueing a reminder and sending its job', async () => {
    const phoneNumber = '+12125550202';
    const first = await start();
    const id = await payOneHour(first, { plate: 'RST002', phoneNumber });
    const reminder = await reminderOf(first, id);
    await first.close();
    // What the sweeper's conditional UPDATE leaves when the process dies before the job.
    await database.db
      .update(expiryReminder)
      .set({ status: 'QUEUED' })
      .where(eq(expiryReminder.assignedRightId, id));

    clock.set((reminder?.dueAt.getTime() ?? 0) + 1000);
    const second = await start();
    try {
      // The start sends the row's job again; another copy (the lost job found after all)
      // changes nothing.
      await second.app.services.jobs.send(EXPIRY_REMINDER_QUEUE.name, {
        assignedRightId: id,
        coversUntil: reminder?.coversUntil.toISOString(),
      });
      await eventually(async () => expect(await smsTo(second, phoneNumber)).toHaveLength(1));
      await settle();
      expect(await smsTo(second, phoneNumber)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('do not stay QUEUED when a job outlived its retries: a later sweep settles them', async () => {
    const phoneNumber = '+12125550203';
    const server = await start();
    try {
      const id = await payOneHour(server, { plate: 'RST003', phoneNumber });
      // Past the first sweep, which sends jobs again for rows a previous process left QUEUED.
      await settle();
      const reminder = await reminderOf(server, id);
      const due = reminder?.dueAt.getTime() ?? 0;
      // What a job whose retries ran out leaves: QUEUED since due, and no job any more.
      await database.db
        .update(expiryReminder)
        .set({ status: 'QUEUED', updatedAt: new Date(due) })
        .where(eq(expiryReminder.assignedRightId, id));

      clock.set(due + STALE_QUEUED_MS - 60_000);
      await settle();
      expect((await reminderOf(server, id))?.status).toBe('QUEUED');

      // Taken up again; by now (lead 15 minutes) the session has ended: nothing is sent late.
      clock.set(due + STALE_QUEUED_MS + 1000);
      const settled = await eventually(async () => {
        const row = await reminderOf(server, id);
        expect(row?.status).toBe('SKIPPED');
        return row;
      });
      expect(settled?.skipReason).toBe('expired');
      expect(await smsTo(server, phoneNumber)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
