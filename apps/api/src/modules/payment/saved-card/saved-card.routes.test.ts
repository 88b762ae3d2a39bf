import type { Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payment,
  sandboxCustomer,
  sandboxPaymentIntent,
  sandboxPaymentMethod,
  savedCard,
} from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  expectError,
  generateCard,
  pendingPaymentOfIntent,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { eventually } from '#test/reminder-helpers.js';
import {
  extensionIntentOf,
  newDeviceSecret,
  payExtensionWithSaved,
  removeSavedCard,
  sandboxCardMethod,
  savedCardRow,
  savedCardsOf,
  sessionKeepingCard,
} from '#test/saved-card-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const midtown = DEMO_IDS.places.transientOpen.id;

let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  server = await startTestServer();
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

const keptSession = (plate: string) =>
  sessionKeepingCard(server, { placeId: midtown, rate: oneHour, plate });
const extensionIntent = (assignedRightId: string) =>
  extensionIntentOf(server, midtown, assignedRightId);

const extensionPayments = async (assignedRightId: string) =>
  (
    await server.database.db
      .select()
      .from(payment)
      .where(eq(payment.assignedRightId, assignedRightId))
  ).length - 1;

/** The sandbox processor's record of an intent: what it charged, how often, what it refunded. */
const sandboxIntent = async (id: string) =>
  (
    await server.database.db
      .select()
      .from(sandboxPaymentIntent)
      .where(eq(sandboxPaymentIntent.id, id))
  )[0];

describe('a card kept for the device (sandbox)', () => {
  it('keeps brand, last four and expiry for the device, bound to its secret’s hash', async () => {
    const { secret, card, paymentMethodId } = await keptSession('KEEP01');
    expect(card).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    const row = await savedCardRow(server, card.id);
    expect(row?.deviceSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row).toMatchObject({ gateway: 'SANDBOX', processorMethodId: paymentMethodId });
    const [method] = await server.database.db
      .select()
      .from(sandboxPaymentMethod)
      .where(eq(sandboxPaymentMethod.id, paymentMethodId));
    expect(method?.customerId).toBe(row?.processorCustomerId);
  });

  it('keeps nothing when the driver did not ask, even from a device with a secret', async () => {
    const before = (await server.database.db.select().from(savedCard)).length;
    const secret = newDeviceSecret();
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    const paid = await postJson(
      server,
      '/api/card-intent/process-payment',
      {
        paymentIntentId: intent.id,
        paymentMethodId: await sandboxCardMethod(server),
        licensePlate: 'KEEP02',
      },
      { 'x-device-secret': secret },
    );
    expect(paid.response.status).toBe(200);
    expect(await savedCardsOf(server, midtown, secret)).toEqual([]);
    expect((await server.database.db.select().from(savedCard)).length).toBe(before);
  });

  it('pays an extension with the kept card: the server’s price, no card typed', async () => {
    const { secret, assignedRightId, card } = await keptSession('KEEP03');
    const intent = await extensionIntent(assignedRightId);
    const paid = await payExtensionWithSaved(server, {
      intent,
      savedCardId: card.id,
      plate: 'KEEP03',
      secret,
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ assignedRightId });
    const charged = await sandboxIntent(intent.id);
    expect(charged).toMatchObject({ status: 'succeeded', amountMinor: 150, chargeCount: 1 });
    expect(await extensionPayments(assignedRightId)).toBe(1);
  });

  it('charges a double tap once', async () => {
    const { secret, assignedRightId, card } = await keptSession('KEEP04');
    const intent = await extensionIntent(assignedRightId);
    const pay = () =>
      payExtensionWithSaved(server, {
        intent,
        savedCardId: card.id,
        plate: 'KEEP04',
        secret,
      });
    const answers = await Promise.all([pay(), pay(), pay()]);
    for (const answer of answers) {
      expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ assignedRightId });
    }
    const charged = await sandboxIntent(intent.id);
    expect(charged?.chargeCount).toBe(1);
    expect(await extensionPayments(assignedRightId)).toBe(1);
  });

  it('refuses a stranger with the session link but not the device secret', async () => {
    const { assignedRightId, card } = await keptSession('KEEP05');
    // Not shown: neither without a secret nor with another device's.
    expect(await savedCardsOf(server, midtown)).toEqual([]);
    expect(await savedCardsOf(server, midtown, newDeviceSecret())).toEqual([]);
    const intent = await extensionIntent(assignedRightId);
    for (const secret of [undefined, newDeviceSecret(), 'too-short']) {
      const refused = await payExtensionWithSaved(server, {
        intent,
        savedCardId: card.id,
        plate: 'KEEP05',
        ...(secret ? { secret } : {}),
      });
      expectError(refused, 404, 'Saved card not found', 'SAVED_CARD_NOT_FOUND');
    }
    // Nothing was claimed or charged: the driver's own device can still pay it.
    expect((await pendingPaymentOfIntent(server.database, intent.id)).status).toBe('PENDING');
    expect((await removeSavedCard(server, card.id, newDeviceSecret())).status).toBe(404);
    expect((await removeSavedCard(server, card.id)).status).toBe(404);
    expect(await savedCardRow(server, card.id)).toBeDefined();
  });

  it('forgets a removed card: detached at the sandbox, our row deleted', async () => {
    const { secret, assignedRightId, card, paymentMethodId } = await keptSession('KEEP06');
    const row = await savedCardRow(server, card.id);
    const removed = await removeSavedCard(server, card.id, secret);
    expect(removed.status).toBe(204);
    expect(await savedCardRow(server, card.id)).toBeUndefined();
    expect(await savedCardsOf(server, midtown, secret)).toEqual([]);
    const { db } = server.database;
    const [method] = await db
      .select()
      .from(sandboxPaymentMethod)
      .where(eq(sandboxPaymentMethod.id, paymentMethodId));
    expect(method?.customerId).toBeNull();
    const customers = await db
      .select()
      .from(sandboxCustomer)
      .where(eq(sandboxCustomer.id, row?.processorCustomerId ?? ''));
    expect(customers).toEqual([]);
    const intent = await extensionIntent(assignedRightId);
    const refused = await payExtensionWithSaved(server, {
      intent,
      savedCardId: card.id,
      plate: 'KEEP06',
      secret,
    });
    expectError(refused, 404, 'Saved card not found', 'SAVED_CARD_NOT_FOUND');
  });
});

describe('a kept card whose processor webhook comes before the browser’s call', () => {
  it('then the same call twice at once: one charge, one extension, the payment settled', async () => {
    const { secret, assignedRightId, card, row } = await keptSession('KEEP07');
    const intent = await extensionIntent(assignedRightId);
    const saving = server.app.services.cardProcessors.sandbox.saving;
    if (!saving) throw new Error('the sandbox keeps no cards');
    // What a first call did at the sandbox before its answer was lost on the way back.
    await saving.confirmWithSaved({
      intentId: intent.id,
      customerId: row.processorCustomerId,
      paymentMethodId: row.processorMethodId,
      idempotencyKey: 'lost-answer',
    });
    // The sandbox's webhook arrives first: the money is recorded, nothing extended without the
    // plate the driver's call brings.
    await eventually(async () => {
      const pending = await pendingPaymentOfIntent(server.database, intent.id);
      expect(pending.status).toBe('CHARGED');
    }, 10_000);
    expect(await extensionPayments(assignedRightId)).toBe(0);

    const pay = () =>
      payExtensionWithSaved(server, { intent, savedCardId: card.id, plate: 'KEEP07', secret });
    const answers = await Promise.all([pay(), pay()]);
    for (const answer of answers) {
      expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ assignedRightId });
    }
    const charged = await sandboxIntent(intent.id);
    expect(charged).toMatchObject({ status: 'succeeded', chargeCount: 1, amountRefundedMinor: 0 });
    expect(await extensionPayments(assignedRightId)).toBe(1);
    expect(await pendingPaymentOfIntent(server.database, intent.id)).toMatchObject({
      status: 'SUCCEEDED',
      assignedRightId,
    });
  });
});
