import { PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  expectError,
  generateFree,
  getJson,
  postJson,
  rateBody,
  rateNamed,
  resumeOf as resumeAt,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const plaza = places.transientManyRates.id;

let server: TestServer;
let free: Rate;
beforeAll(async () => {
  server = await startTestServer();
  free = await rateNamed(server, plaza, '15 min free');
});
afterAll(() => server?.close());

const processFree = (body: unknown) => postJson(server, '/api/payment/process-payment', body);

const resumeOf = (assignedRightId: string, placeId = plaza) =>
  resumeAt(server, placeId, assignedRightId);

describe('GET /api/payment/place/:placeId/summary and resume', () => {
  it('needs exactly one of externalId and assignedRightId', async () => {
    const summary = (query: string) =>
      getJson(server, `/api/payment/place/${plaza}/summary${query}`);
    expectError(await summary(''), 400, PAYMENT_MESSAGES.idRequired, 'EITHER_ID_REQUIRED');
    expectError(
      await summary(`?assignedRightId=${DEMO_IDS.customer.id}&externalId=pi_1`),
      400,
      PAYMENT_MESSAGES.onlyOneId,
      'ONLY_ONE_ID',
    );
  });

  it('gives the same body as the resume', async () => {
    const pending = await generateFree(server, rateBody(plaza, free));
    const done = await processFree({
      pendingPaymentId: pending.pendingPaymentId,
      licensePlate: 'SUMM001',
    });
    const id = done.body.assignedRightId as string;
    const summary = await getJson(
      server,
      `/api/payment/place/${plaza}/summary?assignedRightId=${id}`,
    );
    expect(summary.response.status).toBe(200);
    expect(summary.body).toEqual(await resumeOf(id));
    // Through a card kind's path too.
    const viaCard = await getJson(server, `/api/card-client-secret/place/${plaza}/resume/${id}`);
    expect(viaCard.body).toEqual(summary.body);
  });

  it('answers 404 for an unknown id, a right of another place or an unknown external id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(
      await getJson(server, `/api/payment/place/${plaza}/resume/${unknown}`),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
    const demo = DEMO_IDS.places.transientOpen.id;
    const pending = await generateFree(server, rateBody(plaza, free));
    const done = await processFree({
      pendingPaymentId: pending.pendingPaymentId,
      licensePlate: 'OTHER01',
    });
    expectError(
      await getJson(server, `/api/payment/place/${demo}/resume/${done.body.assignedRightId}`),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
    expectError(
      await getJson(server, `/api/payment/place/${plaza}/resume/external/pi_unknown`),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
    expectError(
      await getJson(server, `/api/payment/place/${plaza}/summary?externalId=pi_unknown`),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
  });
});
