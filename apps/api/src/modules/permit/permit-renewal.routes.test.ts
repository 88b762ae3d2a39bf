import { PAYMENT_MESSAGES, PERMIT_MESSAGES } from '@parking/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmInBrowser,
  expectError,
  pendingPaymentOfIntent,
  postJson,
} from '../../../test/payment-helpers.js';
import {
  basePayments,
  generateRenewal,
  insertPermit,
  permitInfo,
  permitPlace,
  renewalBody,
  renewalIntent,
  setPermitPlaceProvider,
} from '../../../test/permit-helpers.js';
import { eventually } from '../../../test/reminder-helpers.js';
import { sandboxIntentRow } from '../../../test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '../../../test/start-test-server.js';
import { pendingPayment } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../db/seed/demo-extra-ids.js';

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
const processSecretRenewal = (externalId: string, plate: string) =>
  postJson(server, '/api/card-client-secret/process-payment-on-demand-extension', {
    externalId,
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
    );
  });

  it('refuses another provider, another rate, another place and malformed input', async () => {
    const permitId = await activePermit('RENEW03');
    const body = await renewalBody(server, permitId);
    expectError(
      await generateRenewal(server, 'paypal', permitId, body),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
    );
    expectError(
      await generateRenewal(server, 'card-client-secret', permitId, body),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
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
    );
    expectError(
      await generateRenewal(server, 'card-intent', '00000000-0000-4000-8000-000000000000', body),
      404,
      'Assigned right not found',
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

describe('two renewals of one period at once charge once', () => {
  it('concurrent generates share one pending payment and one intent', async () => {
    const permitId = await activePermit('TWICE01');
    const body = await renewalBody(server, permitId);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => generateRenewal(server, 'card-intent', permitId, body)),
    );
    for (const result of results) expect(result.response.status).toBe(200);
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
    expect(new Set(results.map((result) => result.body.pendingPaymentId)).size).toBe(1);
    const held = await server.database.db
      .select({ id: pendingPayment.id })
      .from(pendingPayment)
      .where(
        and(eq(pendingPayment.extendsAssignedRightId, permitId), eq(pendingPayment.kind, 'PERMIT')),
      );
    expect(held).toHaveLength(1);

    // Two browsers pay it at once with two cards: one charge, one payment, one right.
    const intentId = results[0]?.body.id as string;
    const paid = await Promise.all([
      processIntentRenewal(intentId, 'TWICE01', 'pm_card_visa'),
      processIntentRenewal(intentId, 'TWICE01', 'pm_card_mastercard'),
    ]);
    const settled = paid.filter((result) => result.response.status === 200);
    expect(settled.length).toBeGreaterThanOrEqual(1);
    for (const result of settled) expect(result.body).toEqual({ assignedRightId: permitId });
    expect(await sandboxIntentRow(server.database, intentId)).toMatchObject({ chargeCount: 1 });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
  });
});

describe('two paid renewals of one period settled at once', () => {
  it('adds one payment and refunds the other', async () => {
    const permitId = await activePermit('RACE001');
    const intents = [];
    for (let round = 0; round < 2; round += 1) {
      const intent = await renewalIntent(server, 'card-intent', permitId);
      intents.push(intent);
      // Paid with its plate (the process call's claim), then its 4 minutes pass unsettled.
      await server.database.db
        .update(pendingPayment)
        .set({ licensePlate: 'RACE001', expiresAt: new Date(Date.now() - 1000) })
        .where(eq(pendingPayment.externalId, intent.id));
    }
    const [first, second] = intents;
    if (!first || !second) throw new Error('two renewals expected');
    expect(second.id).not.toBe(first.id);
    // Both charged at the processor; the webhooks (or the reconciler) settle them at once.
    for (const intent of intents) await confirmInBrowser(server, intent, 'pm_card_visa');
    const finalise = (externalId: string) =>
      server.app.services.payment
        .finaliseByExternalId({ gateway: 'SANDBOX', externalId })
        .catch((error: Error) => error.message);
    await Promise.all([
      finalise(first.id),
      finalise(second.id),
      finalise(first.id),
      finalise(second.id),
    ]);
    await eventually(async () => {
      const statuses = [(await pendingRow(first.id)).status, (await pendingRow(second.id)).status];
      expect(statuses.sort()).toEqual(['REFUNDED', 'SUCCEEDED']);
    }, 10_000);
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
    const refunded = (await pendingRow(first.id)).status === 'REFUNDED' ? first : second;
    expect(await sandboxIntentRow(server.database, refunded.id)).toMatchObject({
      amountRefundedMinor: 12000,
    });
  });
});

describe('renewal with the second card kind', () => {
  beforeAll(() => setPermitPlaceProvider(server.database, 'CARD_CLIENT_SECRET'));
  afterAll(() => setPermitPlaceProvider(server.database, 'CARD_INTENT'));

  const describeIntent = (intentId: string, plate: string) =>
    postJson(server, `/api/card-client-secret/update-payment-intent/${intentId}`, {
      placeId: permitPlace,
      externalId: intentId,
      licensePlate: plate,
      isOnDemandExtension: 'true',
    });

  it('settles once the browser confirmed, whichever of webhook and process call comes first', async () => {
    const permitId = await activePermit('SECRET1');
    const before = await permitInfo(server, permitId);
    const intent = await renewalIntent(server, 'card-client-secret', permitId);
    expect((await describeIntent(intent.id, 'SECRET1')).response.status).toBe(200);
    expect((await confirmInBrowser(server, intent, 'pm_card_visa')).response.status).toBe(200);
    // The webhook knows the plate (update-payment-intent): it may settle before the browser.
    await eventually(
      async () => expect(await pendingRow(intent.id)).toMatchObject({ status: 'SUCCEEDED' }),
      10_000,
    );
    const paid = await processSecretRenewal(intent.id, 'SECRET1');
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ assignedRightId: permitId });
    const after = await permitInfo(server, permitId);
    expect(after.status).toBe('COMPLETED');
    expect(after.payments[0]).toMatchObject({
      startPeriodCovered: before.nextPeriod?.start,
      endPeriodCovered: before.nextPeriod?.end,
    });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
  });

  it('refunds a second payment of a period already paid, and keeps one', async () => {
    const permitId = await activePermit('LATE001');
    // The first renewal is described, then its 4 minutes pass before the browser pays it.
    const late = await renewalIntent(server, 'card-client-secret', permitId);
    expect((await describeIntent(late.id, 'LATE001')).response.status).toBe(200);
    await server.database.db
      .update(pendingPayment)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingPayment.externalId, late.id));
    // Meanwhile a second renewal of the same period is generated and paid.
    const second = await renewalIntent(server, 'card-client-secret', permitId);
    expect(second.id).not.toBe(late.id);
    await describeIntent(second.id, 'LATE001');
    await confirmInBrowser(server, second, 'pm_card_visa');
    await eventually(
      async () => expect(await pendingRow(second.id)).toMatchObject({ status: 'SUCCEEDED' }),
      10_000,
    );
    // Now the late browser pays the first: its money goes back, the period is paid once.
    await confirmInBrowser(server, late, 'pm_card_visa');
    await eventually(
      async () => expect(await pendingRow(late.id)).toMatchObject({ status: 'REFUNDED' }),
      10_000,
    );
    expect(await sandboxIntentRow(server.database, late.id)).toMatchObject({
      chargeCount: 1,
      amountRefundedMinor: 12000,
    });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
    expect((await processSecretRenewal(late.id, 'LATE001')).response.status).toBe(400);
    expect((await permitInfo(server, permitId)).status).toBe('COMPLETED');
  });
});
