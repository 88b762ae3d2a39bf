import {
  AssignedRightLookupResponseSchema,
  type CardPaymentIntent,
  CardPaymentIntentSchema,
  CustomerPlaceSchema,
  DeclinedResponseSchema,
  type ErrorCode,
  ErrorResponseSchema,
  type PendingPayment,
  PendingPaymentSchema,
  type Rate,
  RateSchema,
  type Resume,
  ResumeSchema,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../src/db/client.js';
import { pendingPayment, placeSettings } from '../src/db/schema/index.js';
import type { TestServer } from './start-test-server.js';

/** What these helpers use of a server: its HTTP address (a test server or a child process). */
export type HttpServer = Pick<TestServer, 'request'>;

/** A rate of a demo place by its name, read through the place endpoint as the web reads it. */
export async function rateNamed(server: HttpServer, placeId: string, name: string): Promise<Rate> {
  const response = await server.request(`/api/customer/place/${placeId}?include=rate`);
  const place = CustomerPlaceSchema.parse(await response.json());
  const rate = place.rate?.find((candidate) => candidate.name === name);
  if (!rate) throw new Error(`No rate '${name}' at place ${placeId}`);
  return rate;
}

/** An extension rate of the place, by name, as GET /api/rate/{placeId}/extension/{id} lists it. */
export async function extensionRateNamed(
  server: HttpServer,
  placeId: string,
  assignedRightId: string,
  name: string,
): Promise<Rate> {
  const response = await server.request(`/api/rate/${placeId}/extension/${assignedRightId}`);
  const rate = z
    .array(RateSchema)
    .parse(await response.json())
    .find((candidate) => candidate.name === name);
  if (!rate) throw new Error(`No extension rate '${name}' at place ${placeId}`);
  return rate;
}

export const rateBody = (placeId: string, rate: Pick<Rate, 'rateId' | 'rateLineId'>) => ({
  rateId: rate.rateId,
  rateLineId: rate.rateLineId,
  placeId,
});

/** POST with a JSON body; the parsed body comes back with the response. */
export async function postJson(
  server: HttpServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await server.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/** `payerKey`: sent as X-Payer-Key, the device that paid (decision 068). */
export async function getJson(server: HttpServer, path: string, payerKey?: string) {
  const response = await server.request(
    path,
    payerKey ? { headers: { 'x-payer-key': payerKey } } : undefined,
  );
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/**
 * An error response: its status and its exact `{ message, statusCode, code }` body; `code`
 * checked when given (decision 077).
 */
export function expectError(
  result: { response: Response; body: Record<string, unknown> },
  statusCode: number,
  message: string | RegExp,
  code?: ErrorCode,
) {
  expect(result.response.status).toBe(statusCode);
  // A decline may say why (decision 046); every other error has only the catalogue's fields.
  const schema = statusCode === 402 ? DeclinedResponseSchema : ErrorResponseSchema;
  const body = schema.strict().parse(result.body);
  expect(body.statusCode).toBe(statusCode);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  if (code) expect(body.code).toBe(code);
}

export async function generateFree(server: HttpServer, body: unknown): Promise<PendingPayment> {
  const result = await postJson(server, '/api/payment/generate-payment', body);
  expect(result.response.status).toBe(200);
  return PendingPaymentSchema.strict().parse(result.body);
}

export async function generateCard(
  server: HttpServer,
  provider: 'card-intent' | 'card-client-secret',
  body: unknown,
): Promise<CardPaymentIntent> {
  const result = await postJson(server, `/api/${provider}/generate-payment`, body);
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return CardPaymentIntentSchema.strict().parse(result.body);
}

/**
 * The second kind's browser step: the card form confirms the intent with its client secret at
 * the sandbox's browser-facing endpoint. Test tokens (pm_card_visa...) need no card form.
 */
export async function confirmInBrowser(
  server: HttpServer,
  intent: Pick<CardPaymentIntent, 'id' | 'clientSecret'>,
  paymentMethodId: string,
) {
  return postJson(server, `/api/sandbox/v1/payment_intents/${intent.id}/confirm`, {
    clientSecret: intent.clientSecret,
    paymentMethodId,
  });
}

/** Our pending payment behind a processor intent: status, plate, refund... for assertions. */
export async function pendingPaymentOfIntent(database: DatabaseHandle, externalId: string) {
  const [row] = await database.db
    .select()
    .from(pendingPayment)
    .where(eq(pendingPayment.externalId, externalId));
  if (!row) throw new Error(`no pending payment for ${externalId}`);
  return row;
}

/** The first kind's process call, paying with the test card that succeeds. */
export const processIntent = (
  server: HttpServer,
  intent: CardPaymentIntent,
  licensePlate: string,
) =>
  postJson(server, '/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate,
  });

/** The second kind's process call, once the browser confirmed. */
export const processSecret = (
  server: HttpServer,
  intent: CardPaymentIntent,
  licensePlate: string,
) =>
  postJson(server, '/api/card-client-secret/process-payment', {
    externalId: intent.id,
    licensePlate,
  });

/** GET /payment/place/{placeId}/resume/{assignedRightId}: a 200 holding exactly the contract. */
export async function resumeOf(
  server: HttpServer,
  placeId: string,
  assignedRightId: string,
  payerKey?: string,
): Promise<Resume> {
  const result = await getJson(
    server,
    `/api/payment/place/${placeId}/resume/${assignedRightId}`,
    payerKey,
  );
  expect(result.response.status).toBe(200);
  return ResumeSchema.strict().parse(result.body);
}

/** The plate the summary shows and the plate lookup finds: what an enforcement officer sees. */
export async function expectRightWithPlate(
  server: HttpServer,
  placeId: string,
  assignedRightId: string,
  plate: string,
) {
  const resume = await resumeOf(server, placeId, assignedRightId);
  expect(resume.payments[0]?.credential).toEqual([
    { type: 'LICENSE_PLATE', localIdentifier: plate },
  ]);
  const lookup = AssignedRightLookupResponseSchema.parse(
    (await getJson(server, `/api/assigned-right/?localIdentifier=${plate}&placeId=${placeId}`))
      .body,
  );
  expect(lookup.data.map((right) => right.assignedRightId)).toContain(assignedRightId);
}

/**
 * Turns the place's plate lookup on (vehicleLookup): the lookup answers 403 where it is off
 * (decision 068), and Plaza Mayor's demo home has no plate field.
 */
export async function offerPlateLookup(database: DatabaseHandle, placeId: string) {
  await database.db
    .update(placeSettings)
    .set({ vehicleLookup: true })
    .where(eq(placeSettings.placeId, placeId));
}
