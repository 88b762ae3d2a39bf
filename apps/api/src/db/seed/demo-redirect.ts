import { gatedTariffAmountMinor } from '@parking/domain';
import { SANDBOX_MERCHANT } from '#api/redirect-gateways/sandbox/gateway.js';
import { DEMO_IDS, demoRowId } from './demo-extra-ids.js';
import { demoGatedTariff } from './demo-operators.js';
import type { DemoRows } from './demo-rows.js';

const MINUTE = 60_000;
const { secondCustomer } = DEMO_IDS;
const lot = secondCustomer.gatedLot;

/**
 * The second operator's gated lot (Aparcamientos Sol, EUR), paid through the signed-redirect
 * kind (docs/decisions/059): its four open stays, re-anchored to now at each start (its tariff is in operators/aparcamientos-sol.yaml).
 * 1234BCD and 5678FGH owe; 9012JKL is still within its free minutes; 2468LMN was paid through
 * the sandbox gateway 3 minutes before the start (its order as the notification records one).
 */
export function addDemoRedirect(rows: DemoRows, now: Date): void {
  const tariff = demoGatedTariff('sol-barrera');
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const stays = [
    { id: lot.openStayId, plate: lot.plateWithStay, start: -95 },
    { id: demoRowId('stay:sol:5678FGH'), plate: '5678FGH', start: -200 },
    { id: demoRowId('stay:sol:9012JKL'), plate: '9012JKL', start: -4 },
    { id: lot.paidByRedirect.sessionId, plate: lot.paidByRedirect.plate, start: -130 },
  ];
  for (const stay of stays) {
    rows.stay.push({
      id: stay.id,
      customerId: secondCustomer.id,
      placeId: secondCustomer.gatedLotId,
      plate: stay.plate,
      actualStart: at(stay.start),
      actualEnd: null,
      entryConfidence: 0.95,
    });
  }
  const paidAt = at(-3);
  rows.stayPayment.push({
    id: lot.paidByRedirect.orderId,
    stayId: lot.paidByRedirect.sessionId,
    customerId: secondCustomer.id,
    placeId: secondCustomer.gatedLotId,
    provider: 'REGIONAL_REDIRECT',
    amountMinor: gatedTariffAmountMinor(tariff, paidAt.getTime() - at(-130).getTime()),
    currencyCode: 'EUR',
    pricedUntil: paidAt,
    paidAt,
    externalId: `${SANDBOX_MERCHANT.merchantCode}/2468DEMOSOL1`,
    transactionId: '246801',
    cardBrand: 'VISA',
    lastFourDigits: '4242',
    email: null,
    locale: 'es-ES',
    // Paid through the sandbox gateway: no real money (docs/decisions/073).
    sandbox: true,
  });
}
