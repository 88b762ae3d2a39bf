import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPayment } from '#api/db/schema/index.js';
import { confirmInBrowser, pendingPaymentOfIntent, postJson } from '#test/payment-helpers.js';
import {
  basePayments,
  insertPermit,
  permitInfo,
  permitPlace,
  renewalIntent,
  setPermitPlaceProvider,
} from '#test/permit-helpers.js';
import { eventually } from '#test/reminder-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Permit renewal with the second card kind (client secret): update-payment-intent gives the
 * plate, the browser confirms, the webhook or the process call settles (docs/decisions/052).
 */

let server: TestServer;
beforeAll(async () => {
  // The place's card kind changes within the file: no 30-second price cache.
  server = await startTestServer({ env: { PLACE_CACHE_TTL_MS: '0' } });
});
afterAll(() => server?.close());

const activePermit = (plate: string) =>
  insertPermit(server.database, { plate, paidUntilDays: 3, cycles: 2 });
const processSecretRenewal = (externalId: string, plate: string) =>
  postJson(server, '/api/card-client-secret/process-payment-on-demand-extension', {
    externalId,
    licensePlate: plate,
  });
const pendingRow = (externalId: string) => pendingPaymentOfIntent(server.database, externalId);

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
