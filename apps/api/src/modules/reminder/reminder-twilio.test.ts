import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryReminder } from '#api/db/schema/index.js';
import { startFakeTwilioApi } from '#test/fake-twilio-api.js';
import {
  eventually,
  midtown,
  payOneHour,
  reminderEnv,
  reminderOf,
  settle,
  smsTo,
  testClock,
} from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// With the three Twilio variables set, reminders go through Twilio's SDK (here to a local fake
// of its REST API) instead of the outbox.

const clock = testClock();
let fake: Awaited<ReturnType<typeof startFakeTwilioApi>>;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeTwilioApi();
  server = await startTestServer({
    env: {
      ...reminderEnv,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: fake.url,
    },
    now: clock.now,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const toNumber = (to: string) => fake.received.filter((request) => request.form.get('To') === to);

describe('reminders through Twilio', () => {
  it('sends one message at due with the extension link, and nothing to the outbox', async () => {
    const phoneNumber = '+12125550301';
    const id = await payOneHour(server, { plate: 'TWL001', phoneNumber, locale: 'es-ES' });
    clock.set(((await reminderOf(server, id))?.dueAt.getTime() ?? 0) + 1000);
    await eventually(async () => expect(toNumber(phoneNumber)).toHaveLength(1));
    await settle();
    const [message] = toNumber(phoneNumber);
    expect(toNumber(phoneNumber)).toHaveLength(1);
    expect(message?.form.get('From')).toBe('+15005550006');
    expect(message?.form.get('Body')).toContain('termina a las');
    expect(message?.form.get('Body')).toContain(
      `${server.url}/transient/${midtown}/extension/${id}`,
    );
    expect(await smsTo(server, phoneNumber)).toEqual([]);
    expect((await reminderOf(server, id))?.status).toBe('SENT');
  });

  it('leaves the reminder QUEUED when Twilio fails, for the retry to send it once', async () => {
    const phoneNumber = '+12125550302';
    const id = await payOneHour(server, { plate: 'TWL002', phoneNumber });
    const reminder = await reminderOf(server, id);
    const job = { assignedRightId: id, coversUntil: reminder?.coversUntil.toISOString() ?? '' };
    await server.database.db
      .update(expiryReminder)
      .set({ status: 'QUEUED' })
      .where(eq(expiryReminder.assignedRightId, id));
    const { deliver } = server.app.services.reminders;
    fake.failNext(1);
    await expect(deliver(job)).rejects.toMatchObject({ status: 500 });
    expect((await reminderOf(server, id))?.status).toBe('QUEUED');
    expect(toNumber(phoneNumber)).toEqual([]);
    expect(await deliver(job)).toMatchObject({ status: 'SENT' });
    expect(await deliver(job)).toEqual({ status: 'STALE' });
    expect(toNumber(phoneNumber)).toHaveLength(1);
  });
});
