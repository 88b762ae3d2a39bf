import { PAYMENT_MESSAGES, PERMIT_MESSAGES } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPayment } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  confirmInBrowser,
  expectError,
  pendingPaymentOfIntent,
  postJson,
} from '#test/payment-helpers.js';
import {
  basePayments,
  generateRenewal,
  insertPermit,
  permitInfo,
  permitPlace,
  renewalBody,
  renewalIntent,
} from '#test/permit-helpers.js';
import { eventually } from '#test/reminder-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Permit renewal over HTTP (docs/decisions/052): generate-permit-payment, then the card kinds'
 * process-payment-on-demand-extension, which settles the PERMIT payment as the next cycle.
 */

let server: TestServer;
beforeAll(async () => {
  // The place's card kind changes within the file: no 30-second price cache.
  server = await startTestServer({ env: { PLACE_CACHE_TTL_MS: '0' } });
});
afterAll(() => server?.close());

const activePermit = (plate: string) =>
  insertPermit(server.database, { plate, paidUntilDays: 3, cycles: 2 });
const processIntentRenewal = (paymentIntentId: string, plate: string, method = 'pm_card_visa') =>
  postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
    paymentIntentId,
    paymentMethodId: method,
    licensePlate: plate,
  });
const pendingRow = (externalId: string) => pendingPaymentOfIntent(server.database, externalId);

describe('renewal with the first card kind', () => {
  it('pays exactly the next cycle, once, and the permit is COMPLETED', async () => {
    const permitId = await activePermit('RENEW01');
    const before = await permitInfo(server, permitId);
    expect(before.status).toBe('ACTIVE');
    const intent = await renewalIntent(server, 'card-intent', permitId);
    expect(intent).toMatchObject({ amountMinor: 12000, serviceFeeMinor: 0, totalMinor: 12000 });

    const paid = await processIntentRenewal(intent.id, 'RENEW01');
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ assignedRightId: permitId });

    const after = await permitInfo(server, permitId);
    expect(after.status).toBe('COMPLETED');
    expect(after.nextPeriod).toBeNull();
    expect(after.payments[0]).toMatchObject({
      type: 'BASE',
      startPeriodCovered: before.nextPeriod?.start,
      endPeriodCovered: before.nextPeriod?.end,
      transactionId: intent.id,
      paymentLine: [{ type: 'BASE', code: null, amount: 120, amountMinor: 12000 }],
    });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
    // The paid ticket (resume) shows who was charged.
    const resume = (await (
      await server.request(`/api/payment/place/${permitPlace}/resume/${permitId}`)
    ).json()) as { cardDetail: unknown };
    expect(resume.cardDetail).toEqual({ cardBrand: 'VISA', lastFourDigits: '4242' });

    // A retry of the process call is the same renewal; a new renewal is refused in words.
    expect((await processIntentRenewal(intent.id, 'RENEW01')).body).toEqual({
      assignedRightId: permitId,
    });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
    expectError(
      await generateRenewal(server, 'card-intent', permitId, await renewalBody(server, permitId)),
      400,
      PERMIT_MESSAGES.alreadyRenewed,
    );
    expect(await sandboxIntentRow(server.database, intent.id)).toMatchObject({ chargeCount: 1 });
  });

  it('answers the same intent to a second generate of the same period', async () => {
    const permitId = await activePermit('RENEW02');
    const first = await renewalIntent(server, 'card-intent', permitId);
    const second = await renewalIntent(server, 'card-intent', permitId);
    expect(second.id).toBe(first.id);
    expect(second.pendingPaymentId).toBe(first.pendingPaymentId);
    expect(second.clientSecret).toBe(first.clientSecret);
  });

  it('refuses COMPLETED and EXPIRED permits with their messages', async () => {
    const { completed, expired } = DEMO_IDS.permits;
    expectError(
      await generateRenewal(server, 'card-intent', completed, await renewalBody(server, completed)),
      400,
      PERMIT_MESSAGES.alreadyRenewed,
    );
    expectError(
      await generateRenewal(server, 'card-intent', expired, await renewalBody(server, expired)),
      400,
      PERMIT_MESSAGES.renewalEnded,
      'PERMIT_RENEWAL_ENDED',
    );
  });

  it('refuses another provider, another rate, another place and malformed input', async () => {
    const permitId = await activePermit('RENEW03');
    const body = await renewalBody(server, permitId);
    expectError(
      await generateRenewal(server, 'paypal', permitId, body),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    expectError(
      await generateRenewal(server, 'card-client-secret', permitId, body),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    // A rate line of another place's rate.
    const midtown = DEMO_IDS.places.transientOpen.id;
    const place = (await (
      await server.request(`/api/customer/place/${midtown}?include=rate`)
    ).json()) as {
      rate: { rateId: string; rateLineId: string }[];
    };
    const other = place.rate[0];
    const otherRate = await generateRenewal(server, 'card-intent', permitId, {
      ...body,
      rateId: other?.rateId,
      rateLineId: other?.rateLineId,
    });
    expect(otherRate.response.status).toBe(400);
    // The permit asked at another place is not found there.
    expectError(
      await generateRenewal(server, 'card-intent', permitId, { ...body, placeId: midtown }),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
    expectError(
      await generateRenewal(server, 'card-intent', '00000000-0000-4000-8000-000000000000', body),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
    for (const bad of [
      {},
      { ...body, rateId: 'not-a-uuid' },
      { ...body, placeId: `\u0000${permitPlace.slice(1)}` },
      { ...body, rateLineId: 'x'.repeat(100_000) },
    ]) {
      const result = await generateRenewal(server, 'card-intent', permitId, bad);
      expect(result.response.status).toBe(400);
      expect(result.body).toMatchObject({ statusCode: 400 });
    }
    // Nothing was held for any of them.
    const held = await server.database.db
      .select({ id: pendingPayment.id })
      .from(pendingPayment)
      .where(eq(pendingPayment.extendsAssignedRightId, permitId));
    expect(held).toHaveLength(0);
  });

  it('webhook first: the money waits for the plate, and the process call settles it', async () => {
    const permitId = await activePermit('HOOK01');
    const intent = await renewalIntent(server, 'card-intent', permitId);
    expect((await confirmInBrowser(server, intent, 'pm_card_visa')).response.status).toBe(200);
    await eventually(
      async () => expect(await pendingRow(intent.id)).toMatchObject({ status: 'CHARGED' }),
      10_000,
    );
    expect(await basePayments(server.database, permitId)).toHaveLength(2);
    const paid = await processIntentRenewal(intent.id, 'HOOK01');
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ assignedRightId: permitId });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
    expect(await sandboxIntentRow(server.database, intent.id)).toMatchObject({
      chargeCount: 1,
      amountRefundedMinor: 0,
    });
  });
});
