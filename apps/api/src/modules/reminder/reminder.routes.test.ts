import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryReminder, place, placeSettings } from '#api/db/schema/index.js';
import {
  eventually,
  extendThirtyMinutes,
  MINUTE,
  midtown,
  midtownLeadMinutes,
  payOneHour,
  reminderEnv,
  reminderOf,
  settle,
  smsTo,
  testClock,
} from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { EXPIRY_REMINDER_QUEUE } from './deliver.js';

// Reminders over HTTP with the app's clock in the test's hands (decision 040): pay with notify
// at Midtown (allowSms on), move the clock, and read the outbox the SMS go to.

const clock = testClock();
let server: TestServer;
let lead: number;
beforeAll(async () => {
  server = await startTestServer({ env: reminderEnv, now: clock.now });
  lead = await midtownLeadMinutes(server);
});
afterAll(() => server?.close());

/** Moves the clock to `at`, lets the sweeper and the job run, and returns the SMS sent. */
async function atInstant(at: Date, phoneNumber: string) {
  clock.set(at);
  await server.app.services.reminders.sweep();
  await settle();
  return smsTo(server, phoneNumber);
}

async function scheduled(assignedRightId: string) {
  const reminder = await reminderOf(server, assignedRightId);
  if (!reminder) throw new Error('No reminder scheduled');
  return reminder;
}

describe('an SMS reminder before the session ends', () => {
  it('is sent once when the clock passes due, in English, with the extension link', async () => {
    const phoneNumber = '+12125550101';
    const id = await payOneHour(server, { plate: 'REM001', phoneNumber, locale: 'en-US' });
    const reminder = await scheduled(id);
    expect(reminder.status).toBe('SCHEDULED');
    expect(reminder.coversUntil.getTime() - reminder.dueAt.getTime()).toBe(lead * MINUTE);

    expect(await atInstant(new Date(reminder.dueAt.getTime() - 1000), phoneNumber)).toEqual([]);
    clock.set(reminder.dueAt.getTime() + 1000);
    const [sms, ...more] = await eventually(async () => {
      const sent = await smsTo(server, phoneNumber);
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(more).toEqual([]);
    expect(sms?.text).toContain(`${server.url}/transient/${midtown}/extension/${id}`);
    expect(sms?.text).toMatch(/parking for REM001 ends at \d{1,2}:\d{2} [AP]M \(15 min left\)/);
    // Later sweeps send nothing more.
    await settle();
    expect(await smsTo(server, phoneNumber)).toHaveLength(1);
    expect((await scheduled(id)).status).toBe('SENT');
  });

  it("speaks the driver's Spanish, with the end on the place's clock", async () => {
    const phoneNumber = '+34612345601';
    const id = await payOneHour(server, { plate: 'REM002', phoneNumber, locale: 'es-ES' });
    const reminder = await scheduled(id);
    clock.set(reminder.dueAt.getTime() + 1000);
    const [sms] = await eventually(async () => {
      const sent = await smsTo(server, phoneNumber);
      expect(sent).toHaveLength(1);
      return sent;
    });
    const endInNewYork = new Intl.DateTimeFormat('es-ES', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    }).format(reminder.coversUntil);
    expect(sms?.text).toContain(`tu aparcamiento de REM002 termina a las ${endInNewYork}`);
    expect(sms?.text).toContain('(quedan 15 min). Ampliar: ');
    expect(sms?.text).toContain(`/transient/${midtown}/extension/${id}`);
  });

  it('is moved by an extension: nothing at the old due time, one at the new', async () => {
    const phoneNumber = '+12125550102';
    const driver = { plate: 'REM003', phoneNumber, locale: 'en-US' };
    const id = await payOneHour(server, driver);
    const before = await scheduled(id);
    await extendThirtyMinutes(server, id, { plate: 'REM003' });
    const after = await scheduled(id);
    expect(after.status).toBe('SCHEDULED');
    expect(after.coversUntil.getTime() - before.coversUntil.getTime()).toBe(30 * MINUTE);
    expect(after.dueAt.getTime() - before.dueAt.getTime()).toBe(30 * MINUTE);

    expect(await atInstant(new Date(before.dueAt.getTime() + 1000), phoneNumber)).toEqual([]);
    clock.set(after.dueAt.getTime() + 1000);
    const [sms] = await eventually(async () => {
      const sent = await smsTo(server, phoneNumber);
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(sms?.text).toContain('(15 min left)');
  });

  it('is scheduled again by an extension after it was sent', async () => {
    const phoneNumber = '+12125550103';
    const id = await payOneHour(server, { plate: 'REM004', phoneNumber });
    clock.set((await scheduled(id)).dueAt.getTime() + 1000);
    await eventually(async () => expect(await smsTo(server, phoneNumber)).toHaveLength(1));
    // Extended with 14 minutes left: the new end is 44 minutes away, its reminder in 29.
    await extendThirtyMinutes(server, id, { plate: 'REM004' });
    const moved = await scheduled(id);
    expect(moved.status).toBe('SCHEDULED');
    clock.set(moved.dueAt.getTime() + 1000);
    await eventually(async () => expect(await smsTo(server, phoneNumber)).toHaveLength(2));
  });

  it('is created by an extension that brings a phone with notify', async () => {
    const phoneNumber = '+12125550104';
    const id = await payOneHour(server, { plate: 'REM005' });
    expect(await reminderOf(server, id)).toBeUndefined();
    await extendThirtyMinutes(server, id, { plate: 'REM005', phoneNumber });
    const reminder = await scheduled(id);
    expect(reminder.phoneNumber).toBe(phoneNumber);
    clock.set(reminder.dueAt.getTime() + 1000);
    await eventually(async () => expect(await smsTo(server, phoneNumber)).toHaveLength(1));
  });

  it('sends nothing when the clock jumps past the end: SKIPPED expired', async () => {
    const phoneNumber = '+12125550105';
    const id = await payOneHour(server, { plate: 'REM006', phoneNumber });
    const reminder = await scheduled(id);
    expect(await atInstant(new Date(reminder.coversUntil.getTime() + MINUTE), phoneNumber)).toEqual(
      [],
    );
    await eventually(async () =>
      expect(await reminderOf(server, id)).toMatchObject({
        status: 'SKIPPED',
        skipReason: 'expired',
      }),
    );
    expect(await smsTo(server, phoneNumber)).toEqual([]);
  });

  it('sends nothing for a session replaced by a later one of the same plate: SKIPPED replaced', async () => {
    const phoneNumber = '+12125550106';
    const id = await payOneHour(server, { plate: 'REM007', phoneNumber });
    const reminder = await scheduled(id);
    clock.advance(10 * MINUTE);
    await payOneHour(server, { plate: 'rem 007' });
    expect(await atInstant(new Date(reminder.dueAt.getTime() + 1000), phoneNumber)).toEqual([]);
    await eventually(async () =>
      expect(await reminderOf(server, id)).toMatchObject({
        status: 'SKIPPED',
        skipReason: 'replaced',
      }),
    );
  });

  it('is not scheduled without notify, nor for a number of a country not served', async () => {
    const withoutPhone = await payOneHour(server, { plate: 'REM008' });
    const british = await payOneHour(server, { plate: 'REM009', phoneNumber: '+447911123456' });
    expect(await reminderOf(server, withoutPhone)).toBeUndefined();
    expect(await reminderOf(server, british)).toBeUndefined();
  });

  it("is not scheduled where the place's settings turn SMS off, nor when due is already past", async () => {
    const phoneNumber = '+12125550108';
    const setMidtown = (values: { allowSms?: boolean; expireMinutes?: number }) =>
      server.database.db
        .update(placeSettings)
        .set(values)
        .where(eq(placeSettings.placeId, midtown));
    try {
      await setMidtown({ allowSms: false });
      expect(
        await reminderOf(server, await payOneHour(server, { plate: 'REM011', phoneNumber })),
      ).toBeUndefined();
      // A lead of 90 minutes on a one-hour session: due before the payment itself.
      await setMidtown({ allowSms: true, expireMinutes: 90 });
      expect(
        await reminderOf(server, await payOneHour(server, { plate: 'REM012', phoneNumber })),
      ).toBeUndefined();
    } finally {
      await setMidtown({ allowSms: true, expireMinutes: lead });
    }
  });

  it('sends once for a job delivered twice, in turn or at once', async () => {
    const phoneNumber = '+12125550107';
    const id = await payOneHour(server, { plate: 'REM010', phoneNumber });
    const reminder = await scheduled(id);
    const job = { assignedRightId: id, coversUntil: reminder.coversUntil.toISOString() };
    // As the sweeper would, without its job: two deliveries race for the one reminder.
    await server.database.db
      .update(expiryReminder)
      .set({ status: 'QUEUED' })
      .where(eq(expiryReminder.assignedRightId, id));
    const { deliver } = server.app.services.reminders;
    const outcomes = await Promise.all([deliver(job), deliver(job)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['SENT', 'STALE']);
    expect(await deliver(job)).toEqual({ status: 'STALE' });
    // A duplicate job through pg-boss finds it done too.
    await server.app.services.jobs.send(EXPIRY_REMINDER_QUEUE.name, job);
    await settle();
    expect(await smsTo(server, phoneNumber)).toHaveLength(1);
    expect((await scheduled(id)).status).toBe('SENT');
  });

  it('names the place in the language the payment recorded (decision 048)', async () => {
    const db = server.database.db;
    await db
      .update(place)
      .set({ translations: { 'es-ES': { name: 'Garaje Midtown' } } })
      .where(eq(place.id, midtown));
    try {
      const spanish = '+34612345611';
      const english = '+12125550111';
      const ids = [
        await payOneHour(server, { plate: 'REM020', phoneNumber: spanish, locale: 'es-ES' }),
        await payOneHour(server, { plate: 'REM021', phoneNumber: english, locale: 'en-US' }),
      ];
      const due = Math.max(
        ...(await Promise.all(ids.map(scheduled))).map((r) => r.dueAt.getTime()),
      );
      clock.set(due + 1000);
      const [es] = await eventually(async () => {
        const sent = await smsTo(server, spanish);
        expect(sent).toHaveLength(1);
        return sent;
      });
      const [en] = await eventually(async () => {
        const sent = await smsTo(server, english);
        expect(sent).toHaveLength(1);
        return sent;
      });
      expect(es?.text).toMatch(/^Garaje Midtown: tu aparcamiento de REM020/);
      expect(en?.text).toMatch(/^Midtown Garage: parking for REM021/);
    } finally {
      await db.update(place).set({ translations: {} }).where(eq(place.id, midtown));
    }
  });
});
