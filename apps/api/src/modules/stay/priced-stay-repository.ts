import { type GatedTariff, gatedTariffAmountMinor, type StayPaymentMade } from '@parking/domain';
import type { PaymentAccount } from '@parking/domain/operator-file';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { tariffOfStay } from '#api/db/queries/gated-tariff.js';
import { firstAddressLine } from '#api/db/queries/place-address.js';
import { gatedTariff, place, stay, stayPayment } from '#api/db/schema/index.js';

/** A stay with what is needed to price it (domain stayStatusAt) and to show it. */
export interface PricedStayRow {
  id: string;
  customerId: string;
  placeId: string;
  plate: string | null;
  actualStart: Date;
  actualEnd: Date | null;
  placeName: string;
  /** The place's stored translations, as read (jsonb); readStoredTranslations before showing. */
  placeTranslations: unknown;
  timezone: string;
  addressLine1: string | null;
  currencyCode: string;
  paymentProvider: string;
  /** The place's own processor account (variable names); null for the server's. */
  paymentAccount: PaymentAccount | null;
  tariff: GatedTariff;
  payments: StayPaymentMade[];
}

/**
 * The one read of a stay for pricing, shared by the visitor's lookups, the gate's exit check and
 * the payment calls; `forUpdate` locks the stay row first (payments and exits under it). Priced
 * by the tariff version the stay entered under (tariffOfStay), whatever the place's is now.
 * Null when the stay does not exist. `sandboxMoney`: whether
 * money an embedded sandbox took counts as paid (config.sandboxPayments, docs/decisions/073);
 * every reader passes it, so the gate, the lookups and the payments agree on what is owed.
 */
export async function findPricedStay(
  db: Database,
  stayId: string,
  options: { forUpdate?: boolean; sandboxMoney: boolean },
): Promise<PricedStayRow | null> {
  if (options.forUpdate) {
    await db.select({ id: stay.id }).from(stay).where(eq(stay.id, stayId)).for('update');
  }
  const [row] = await db
    .select({
      id: stay.id,
      customerId: stay.customerId,
      placeId: stay.placeId,
      plate: stay.plate,
      actualStart: stay.actualStart,
      actualEnd: stay.actualEnd,
      placeName: place.name,
      placeTranslations: place.translations,
      timezone: place.timezone,
      currencyCode: gatedTariff.currencyCode,
      paymentProvider: place.paymentProvider,
      paymentAccount: place.paymentAccount,
      freeMinutes: gatedTariff.freeMinutes,
      steps: gatedTariff.steps,
      thenEveryMinutes: gatedTariff.thenEveryMinutes,
      thenAmountMinor: gatedTariff.thenAmountMinor,
      dailyCapMinor: gatedTariff.dailyCapMinor,
      graceMinutes: gatedTariff.graceMinutes,
    })
    .from(stay)
    .innerJoin(place, eq(place.id, stay.placeId))
    .innerJoin(gatedTariff, tariffOfStay)
    .where(eq(stay.id, stayId));
  if (!row) return null;
  const [payments, addressLine1] = await Promise.all([
    db
      .select({
        amountMinor: stayPayment.amountMinor,
        pricedUntil: stayPayment.pricedUntil,
        paidAt: stayPayment.paidAt,
      })
      .from(stayPayment)
      .where(
        options.sandboxMoney
          ? eq(stayPayment.stayId, stayId)
          : and(eq(stayPayment.stayId, stayId), eq(stayPayment.sandbox, false)),
      )
      .orderBy(asc(stayPayment.paidAt)),
    firstAddressLine(db, row.placeId),
  ]);
  const { freeMinutes, steps, thenEveryMinutes, thenAmountMinor, dailyCapMinor, graceMinutes } =
    row;
  return {
    id: row.id,
    customerId: row.customerId,
    placeId: row.placeId,
    plate: row.plate,
    actualStart: row.actualStart,
    actualEnd: row.actualEnd,
    placeName: row.placeName,
    placeTranslations: row.placeTranslations,
    timezone: row.timezone,
    addressLine1,
    currencyCode: row.currencyCode,
    paymentProvider: row.paymentProvider,
    paymentAccount: row.paymentAccount,
    tariff: { freeMinutes, steps, thenEveryMinutes, thenAmountMinor, dailyCapMinor, graceMinutes },
    payments,
  };
}

/**
 * What the stay still owed at `pricedUntil` after the payments it has: a payment priced then
 * for more than this would pay part of the stay twice (another payment came first).
 */
export function unpaidMinorAt(stay: PricedStayRow, pricedUntil: Date): number {
  const paidMinor = stay.payments.reduce((sum, paid) => sum + paid.amountMinor, 0);
  const elapsedMs = pricedUntil.getTime() - stay.actualStart.getTime();
  return gatedTariffAmountMinor(stay.tariff, elapsedMs) - paidMinor;
}
