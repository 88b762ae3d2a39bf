import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { expiryReminder, outboxMessage, placeSettings } from '../src/db/schema/index.js';
import { DEMO_IDS } from '../src/db/seed/demo-extra-ids.js';
import {
  extensionRateNamed,
  generateCard,
  postJson,
  rateBody,
  rateNamed,
} from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/** Midtown: allowSms on, America/New_York, card provider of the first kind. */
export const midtown = DEMO_IDS.places.transientOpen.id;
export const MINUTE = 60_000;

/** The app's clock for a test file: starts at the real time, moved only by the test. */
export function testClock() {
  let at = Date.now();
  return {
    now: () => new Date(at),
    set: (instant: Date | number) => {
      at = new Date(instant).getTime();
    },
    advance: (ms: number) => {
      at += ms;
    },
  };
}

/** Environment of a reminder test server: a fast sweep. */
export const reminderEnv = { REMINDER_SWEEP_INTERVAL_MS: '50' };

export type Driver = { plate: string; phoneNumber?: string; locale?: string };

/** A one-hour session at Midtown paid by card (pm_card_visa): its assigned right. */
export async function payOneHour(server: TestServer, driver: Driver): Promise<string> {
  const oneHour = await rateNamed(server, midtown, '1 hour');
  const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
  const result = await postJson(server, '/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: driver.plate,
    ...(driver.phoneNumber ? { phoneNumber: driver.phoneNumber } : {}),
    ...(driver.locale ? { locale: driver.locale } : {}),
  });
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as { assignedRightId: string }).assignedRightId;
}

/** Extends a Midtown session by '+30 min' through the first card kind. */
export async function extendThirtyMinutes(
  server: TestServer,
  assignedRightId: string,
  driver: Driver,
): Promise<void> {
  const plus30 = await extensionRateNamed(server, midtown, assignedRightId, '+30 min');
  const generated = await postJson(
    server,
    `/api/card-intent/${assignedRightId}/generate-payment-on-demand-extension`,
    rateBody(midtown, plus30),
  );
  expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
  const processed = await postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
    paymentIntentId: (generated.body as { id: string }).id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: driver.plate,
    ...(driver.phoneNumber ? { phoneNumber: driver.phoneNumber } : {}),
  });
  expect(processed.response.status, JSON.stringify(processed.body)).toBe(200);
}

export async function midtownLeadMinutes(server: TestServer): Promise<number> {
  const [row] = await server.database.db
    .select({ minutes: placeSettings.expireMinutes })
    .from(placeSettings)
    .where(eq(placeSettings.placeId, midtown));
  if (!row) throw new Error('Midtown has no settings');
  return row.minutes;
}

export async function reminderOf(server: TestServer, assignedRightId: string) {
  const [row] = await server.database.db
    .select()
    .from(expiryReminder)
    .where(eq(expiryReminder.assignedRightId, assignedRightId));
  return row;
}

/** The SMS kept in the outbox for one number, oldest first. */
export function smsTo(server: TestServer, phoneNumber: string) {
  return server.database.db
    .select()
    .from(outboxMessage)
    .where(and(eq(outboxMessage.channel, 'SMS'), eq(outboxMessage.recipient, phoneNumber)))
    .orderBy(asc(outboxMessage.createdAt));
}

/** Polls until check passes (it throws until then), at most timeoutMs. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** Several sweep intervals and a job's run: long enough for a reminder that would be sent. */
export const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));
