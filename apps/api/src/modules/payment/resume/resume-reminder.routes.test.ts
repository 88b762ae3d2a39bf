import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeOf } from '#test/payment-helpers.js';
import { withoutRandomIds } from '#test/random-ids.js';
import {
  eventually,
  extendThirtyMinutes,
  MINUTE,
  midtown,
  payOneHour,
  reminderEnv,
  reminderOf,
  smsTo,
  testClock,
} from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// The resume's `reminder` (decision 047) over HTTP: what the summary says about the text to
// come, with the number masked, and the current one after an extension.

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: reminderEnv, now: clock.now });
});
afterAll(() => server?.close());

const resume = (assignedRightId: string) => resumeOf(server, midtown, assignedRightId);

/** The raw body: the full number must be nowhere in it, whatever field would carry it. */
async function rawResume(assignedRightId: string): Promise<string> {
  const response = await fetch(
    `${server.url}/api/payment/place/${midtown}/resume/${assignedRightId}`,
  );
  return response.text();
}

describe('the resume of a session with a text reminder', () => {
  it('tells when the text is due and to which number, masked', async () => {
    const phoneNumber = '+12125550123';
    const id = await payOneHour(server, { plate: 'RSM001', phoneNumber, locale: 'en-US' });
    const row = await reminderOf(server, id);
    expect(row?.status).toBe('SCHEDULED');
    expect((await resume(id)).reminder).toEqual({
      status: 'SCHEDULED',
      sendAt: row?.dueAt.toISOString(),
      phoneNumberMasked: '+1 ••• ••• 0123',
    });
    const body = await rawResume(id);
    expect(body).not.toContain('2125550123');
    // Ids and instants are random or the clock's, and may hold "555" by chance.
    const withoutIdsAndInstants = withoutRandomIds(body).replace(
      /\d{4}-\d{2}-\d{2}T[\d:.]+Z/g,
      '<instant>',
    );
    expect(withoutIdsAndInstants).not.toContain('555');
    // The same through the summary call and a card kind's path.
    const viaCard = await fetch(`${server.url}/api/card-intent/place/${midtown}/resume/${id}`);
    expect(((await viaCard.json()) as { reminder: unknown }).reminder).toEqual(
      (await resume(id)).reminder,
    );
  });

  it('masks a Spanish number to its last 3 digits', async () => {
    const id = await payOneHour(server, { plate: 'RSM002', phoneNumber: '+34612345678' });
    expect((await resume(id)).reminder?.phoneNumberMasked).toBe('+34 ••• ••• 678');
    expect(await rawResume(id)).not.toContain('612345678');
  });

  it('is null when no text was asked for', async () => {
    const id = await payOneHour(server, { plate: 'RSM003' });
    expect((await resume(id)).reminder).toBeNull();
  });

  it('gives the current due time after an extension moved it', async () => {
    const id = await payOneHour(server, { plate: 'RSM004', phoneNumber: '+12125550124' });
    const before = await resume(id);
    await extendThirtyMinutes(server, id, { plate: 'RSM004' });
    const after = await resume(id);
    const sendAt = (value: typeof before) => Date.parse(value.reminder?.sendAt ?? '');
    expect(sendAt(after) - sendAt(before)).toBe(30 * MINUTE);
    expect(after.reminder).toMatchObject({
      status: 'SCHEDULED',
      phoneNumberMasked: '+1 ••• ••• 0124',
    });
    // Due = the new end minus the place's lead, as the summary's countdown turns 'expire soon'.
    const row = await reminderOf(server, id);
    expect(after.reminder?.sendAt).toBe(row?.dueAt.toISOString());
  });

  it('says when it was sent once sent, and null once skipped', async () => {
    const phoneNumber = '+12125550125';
    const id = await payOneHour(server, { plate: 'RSM005', phoneNumber });
    const row = await reminderOf(server, id);
    if (!row) throw new Error('No reminder scheduled');
    clock.set(row.dueAt.getTime() + 1000);
    await eventually(async () => expect(await smsTo(server, phoneNumber)).toHaveLength(1));
    const sent = await resume(id);
    expect(sent.reminder).toEqual({
      status: 'SENT',
      sendAt: (await reminderOf(server, id))?.sentAt?.toISOString(),
      phoneNumberMasked: '+1 ••• ••• 0125',
    });

    // A later session of the same plate replaces this one: its reminder is skipped.
    const replaced = await payOneHour(server, { plate: 'RSM006', phoneNumber: '+12125550126' });
    clock.advance(10 * MINUTE);
    await payOneHour(server, { plate: 'RSM006' });
    const skippedRow = await reminderOf(server, replaced);
    if (!skippedRow) throw new Error('No reminder scheduled');
    clock.set(skippedRow.dueAt.getTime() + 1000);
    await eventually(async () =>
      expect((await reminderOf(server, replaced))?.status).toBe('SKIPPED'),
    );
    expect((await resume(replaced)).reminder).toBeNull();
  });
});
