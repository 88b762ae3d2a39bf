import { randomBytes } from 'node:crypto';
import {
  type CardPaymentIntent,
  CardPaymentIntentSchema,
  type Rate,
  savedCardMethodId,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { savedCard } from '#api/db/schema/index.js';
import { generateExtension } from './extension-helpers.js';
import { extensionRateNamed, generateCard, postJson, rateBody } from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/** A device's secret as the web makes one: 32 random bytes, base64url (decision 086). */
export const newDeviceSecret = () => randomBytes(32).toString('base64url');

const deviceHeader = (secret: string | undefined): Record<string, string> =>
  secret ? { 'x-device-secret': secret } : {};

/** The sandbox card form's payment method for the succeeding test card (a row of its own). */
export async function sandboxCardMethod(server: TestServer): Promise<string> {
  const response = await server.request('/api/sandbox/v1/payment_methods', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'null' },
    body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A first payment by the first kind, the driver asking to keep the card for `secret`. */
async function payKeepingCard(
  server: TestServer,
  input: { placeId: string; rate: Rate; plate: string; secret: string; paymentMethodId: string },
): Promise<string> {
  const intent = await generateCard(server, 'card-intent', rateBody(input.placeId, input.rate));
  const result = await postJson(
    server,
    '/api/card-intent/process-payment',
    {
      paymentIntentId: intent.id,
      paymentMethodId: input.paymentMethodId,
      licensePlate: input.plate,
      saveCard: true,
    },
    deviceHeader(input.secret),
  );
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as { assignedRightId: string }).assignedRightId;
}

/** The extension's process call paying with a saved card, with the device secret (or not). */
export const payExtensionWithSaved = (
  server: TestServer,
  input: { intent: CardPaymentIntent; savedCardId: string; plate: string; secret?: string },
) =>
  postJson(
    server,
    '/api/card-intent/process-payment-on-demand-extension',
    {
      paymentIntentId: input.intent.id,
      paymentMethodId: savedCardMethodId(input.savedCardId),
      licensePlate: input.plate,
    },
    deviceHeader(input.secret),
  );

export async function savedCardsOf(server: TestServer, placeId: string, secret?: string) {
  const response = await server.request(`/api/payment/place/${placeId}/saved-cards`, {
    headers: deviceHeader(secret),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ((await response.json()) as { cards: { id: string; last4: string }[] }).cards;
}

export const removeSavedCard = (server: TestServer, id: string, secret?: string) =>
  server.request(`/api/payment/saved-cards/${id}`, {
    method: 'DELETE',
    headers: deviceHeader(secret),
  });

/** Our rows of a device's saved cards, by the card's id. */
export async function savedCardRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(savedCard).where(eq(savedCard.id, id));
  return row;
}

/**
 * A session paid by a new device that asked to keep the card: with the sandbox card form's 4242
 * unless `paymentMethodId` names another. Its device secret, right, card and our row of it.
 */
export async function sessionKeepingCard(
  server: TestServer,
  input: { placeId: string; rate: Rate; plate: string; paymentMethodId?: string },
) {
  const secret = newDeviceSecret();
  const paymentMethodId = input.paymentMethodId ?? (await sandboxCardMethod(server));
  const assignedRightId = await payKeepingCard(server, { ...input, secret, paymentMethodId });
  const [card] = await savedCardsOf(server, input.placeId, secret);
  if (!card) throw new Error('no card kept');
  const row = await savedCardRow(server, card.id);
  if (!row) throw new Error('no row for the kept card');
  return { secret, assignedRightId, card, row, paymentMethodId };
}

/** The extension's first-kind intent for a right, at the '+30 min' rate the server prices. */
export async function extensionIntentOf(
  server: TestServer,
  placeId: string,
  assignedRightId: string,
): Promise<CardPaymentIntent> {
  const plus30 = await extensionRateNamed(server, placeId, assignedRightId, '+30 min');
  const generated = await generateExtension(
    server,
    'card-intent',
    assignedRightId,
    rateBody(placeId, plus30),
  );
  expect(generated.response.status).toBe(200);
  return CardPaymentIntentSchema.parse(generated.body);
}
