import type { Rate } from '@parking/domain';
import { expect } from 'vitest';
import { generateCard, postJson, rateBody } from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/** A fresh session at `placeId` paid by card with pm_card_visa: its assigned right. */
export async function paidSession(
  server: TestServer,
  placeId: string,
  rate: Rate,
  plate: string,
): Promise<string> {
  const intent = await generateCard(server, 'card-intent', rateBody(placeId, rate));
  const result = await postJson(server, '/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: plate,
  });
  expect(result.response.status).toBe(200);
  return (result.body as { assignedRightId: string }).assignedRightId;
}

/** POST /{provider}/{assignedRightId}/generate-payment-on-demand-extension. */
export const generateExtension = (
  server: TestServer,
  provider: string,
  assignedRightId: string,
  body: unknown,
) =>
  postJson(
    server,
    `/api/${provider}/${assignedRightId}/generate-payment-on-demand-extension`,
    body,
  );
