import { gatedTariffAmountMinor } from '@parking/domain';
import { and, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { deletePlateKeys, insertPlateKeys } from '../queries/stay-plate-keys.js';
import { invoice, type stay, stayPayment } from '../schema/index.js';
import { DEMO_IDS, gatedLot } from './demo-extra-ids.js';
import type { DemoRows } from './demo-rows.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const MINUTE = 60_000;
const { paidWithinGrace, paidPastGrace } = DEMO_IDS.accessControl;
const { paidByRedirect } = DEMO_IDS.secondCustomer.gatedLot;

/**
 * The paid stays of the gated lot (decision 060), relative to the start: one paid a minute
 * ago (PAID, leave before the grace time ends), one paid an hour ago whose grace time is over
 * (OWING again: the tariff since then). Each with its stay_payment, the order a ticket and an
 * invoice are asked for; amounts are the lot's tariff at the moment each was paid. Fixed ids
 * in demo-ids.json (accessControl.paidWithinGrace, accessControl.paidPastGrace).
 */
export function addDemoStays(rows: DemoRows, now: Date): void {
  const tariff = rows.gatedTariff.find((row) => row.placeId === gatedLot);
  if (!tariff?.id) throw new Error('the gated lot has no tariff: add it before its stays');
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const stays = [
    { ids: paidWithinGrace, enteredMinutesAgo: 95, paidMinutesAgo: 1, card: '4242', n: 1 },
    { ids: paidPastGrace, enteredMinutesAgo: 240, paidMinutesAgo: 60, card: '4444', n: 2 },
  ] as const;
  for (const { ids, enteredMinutesAgo, paidMinutesAgo, card, n } of stays) {
    const actualStart = at(-enteredMinutesAgo);
    const paidAt = at(-paidMinutesAgo);
    rows.stay.push({
      id: ids.sessionId,
      customerId: DEMO_IDS.customer.id,
      placeId: gatedLot,
      gatedTariffId: tariff.id,
      plate: ids.plate,
      actualStart,
      actualEnd: null,
      entryConfidence: 0.99,
    });
    rows.stayPayment.push({
      id: ids.orderId,
      stayId: ids.sessionId,
      customerId: DEMO_IDS.customer.id,
      placeId: gatedLot,
      provider: 'CARD_INTENT',
      amountMinor: gatedTariffAmountMinor(
        {
          freeMinutes: tariff.freeMinutes ?? 0,
          steps: tariff.steps,
          thenEveryMinutes: tariff.thenEveryMinutes,
          thenAmountMinor: tariff.thenAmountMinor,
          dailyCapMinor: tariff.dailyCapMinor,
          graceMinutes: tariff.graceMinutes ?? 10,
        },
        paidAt.getTime() - actualStart.getTime(),
      ),
      currencyCode: tariff.currencyCode,
      pricedUntil: paidAt,
      paidAt,
      externalId: `pi_demo_stay_000${n}`,
      transactionId: `TXN-${ids.plate}`,
      cardBrand: n === 1 ? 'VISA' : 'MASTERCARD',
      lastFourDigits: card,
      email: null,
      locale: 'en-US',
      // Paid through the demo's sandbox: no real money (docs/decisions/073).
      sandbox: true,
    });
  }
}

/**
 * Before the stays are re-anchored: payments made on them since the last start (a visitor
 * paying the stay that owes) go, so that each start shows the documented states again. An
 * invoiced payment stays: an issued invoice is never taken back (its number would leave a gap),
 * and so does one another table still points at (in a savepoint: the start goes on either way).
 */
export async function resetDemoStays(tx: Transaction): Promise<void> {
  const stayIds = [paidWithinGrace.sessionId, paidPastGrace.sessionId, paidByRedirect.sessionId];
  await tx
    .transaction((savepoint) => deleteLaterPayments(savepoint, stayIds))
    .catch(() => undefined);
}

async function deleteLaterPayments(tx: Transaction, stayIds: string[]) {
  await tx
    .delete(stayPayment)
    .where(
      and(
        inArray(stayPayment.stayId, stayIds),
        notInArray(stayPayment.id, [
          paidWithinGrace.orderId,
          paidPastGrace.orderId,
          paidByRedirect.orderId,
        ]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(invoice)
            .where(sql`${invoice.stayPaymentId} = ${stayPayment.id}`),
        ),
      ),
    );
}

/**
 * After the stays are upserted: their similar-plate keys written anew. The upsert re-opens a
 * demo stay that an exit closed since the last start (and whose keys the exit deleted), and an
 * edited demo plate must not keep its old keys.
 */
export async function rekeyDemoStays(tx: Transaction, rows: (typeof stay.$inferInsert)[]) {
  const stays = rows.flatMap(({ id, customerId, plate, actualEnd }) =>
    id ? [{ id, customerId, plate: plate ?? null, actualEnd: actualEnd ?? null }] : [],
  );
  await deletePlateKeys(
    tx,
    stays.map(({ id }) => id),
  );
  await insertPlateKeys(tx, stays);
}
