import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { gatedTariffIdForEntry } from './queries/gated-tariff.js';
import { redirectOrder, stay, stayPayment } from './schema/index.js';
import { DEMO_IDS } from './seed/demo-extra-ids.js';

/**
 * Migration 0018's second statement (docs/decisions/073), run on rows as an older server left
 * them (sandbox false): money is sandbox money unless a real processor's record says otherwise.
 */
const MIGRATION = new URL('../../drizzle/0018_stay_payment_sandbox.sql', import.meta.url);
const backfill = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.includes('UPDATE'));

const sol = DEMO_IDS.secondCustomer;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The version of a place's gated tariff in force now (the demo's, from its operator file). */
async function tariffVersionOf(placeId: string): Promise<string> {
  const id = await gatedTariffIdForEntry(database.db, placeId, new Date(), new Date());
  if (!id) throw new Error(`no gated tariff at ${placeId}`);
  return id;
}

describe('migration 0018 on earlier stay payments', () => {
  it('marks a payment sandbox money unless a Redsys order (or Stripe intent) took it', async () => {
    expect(backfill).toBeDefined();
    const now = new Date();
    const [owing] = await database.db
      .insert(stay)
      .values({
        customerId: sol.id,
        placeId: sol.gatedLotId,
        gatedTariffId: await tariffVersionOf(sol.gatedLotId),
        plate: '0015MIG',
        actualStart: now,
      })
      .returning({ id: stay.id });
    if (!owing) throw new Error('no stay');
    const common = {
      stayId: owing.id,
      customerId: sol.id,
      placeId: sol.gatedLotId,
      provider: 'REGIONAL_REDIRECT' as const,
      amountMinor: 100,
      currencyCode: 'EUR',
      pricedUntil: now,
      paidAt: now,
      transactionId: null,
      cardBrand: null,
      lastFourDigits: null,
      email: null,
      locale: 'es-ES',
      sandbox: false,
    };
    const [real] = await database.db
      .insert(redirectOrder)
      .values({
        orderNumber: '0015MIGREAL1',
        stayId: owing.id,
        customerId: sol.id,
        placeId: sol.gatedLotId,
        gateway: 'REDSYS',
        merchantCode: '999008881',
        terminal: '1',
        amountMinor: 100,
        currencyCode: 'EUR',
        pricedUntil: now,
        locale: 'es-ES',
        status: 'PAID',
        expiresAt: now,
      })
      .returning({ id: redirectOrder.id });
    if (!real) throw new Error('no order');
    await database.db.insert(stayPayment).values([
      { ...common, id: real.id, externalId: '999008881/0015MIGREAL1' },
      { ...common, externalId: '999008881/0015MIGSBOX1' },
    ]);
    await database.db.execute(sql.raw(backfill ?? ''));
    const rows = await database.db
      .select({ externalId: stayPayment.externalId, sandbox: stayPayment.sandbox })
      .from(stayPayment)
      .where(inArray(stayPayment.externalId, ['999008881/0015MIGREAL1', '999008881/0015MIGSBOX1']));
    expect(Object.fromEntries(rows.map((row) => [row.externalId, row.sandbox]))).toEqual({
      '999008881/0015MIGREAL1': false,
      '999008881/0015MIGSBOX1': true,
    });
    const [demoPaid] = await database.db
      .select({ sandbox: stayPayment.sandbox })
      .from(stayPayment)
      .where(eq(stayPayment.id, sol.gatedLot.paidByRedirect.orderId));
    expect(demoPaid?.sandbox).toBe(true);
  });
});
