import { DEFAULT_DATE_FORMAT, type GatedTariff, gatedTariffAmountMinor } from '@parking/domain';
import { SANDBOX_MERCHANT } from '#api/redirect-gateways/sandbox/gateway.js';
import { DEMO_IDS, demoRowId } from './demo-extra-ids.js';
import { demoTariffVersion } from './demo-gated-lot.js';
import type { DemoRows } from './demo-rows.js';
import { addPlace, allDay } from './place-builder.js';

const MINUTE = 60_000;
const { secondCustomer } = DEMO_IDS;
const lot = secondCustomer.gatedLot;

/**
 * The second operator's gated lot (Aparcamientos Sol, EUR), paid through the signed-redirect
 * kind (docs/decisions/059): its tariff and four open stays, re-anchored to now at each start.
 * 1234BCD and 5678FGH owe; 9012JKL is still within its free minutes; 2468LMN was paid through
 * the sandbox gateway 3 minutes before the start (its order as the notification records one).
 */
export function addDemoRedirect(rows: DemoRows, now: Date): void {
  addPlace(rows, {
    id: secondCustomer.gatedLotId,
    key: 'sol-barrera',
    customerId: secondCustomer.id,
    position: 1,
    name: 'Aparcamiento Sol Barrera',
    description: 'Aparcamiento con barrera: paga tu estancia por matrícula antes de salir.',
    spacesTotal: 200,
    timezone: 'Europe/Madrid',
    currencyCode: 'EUR',
    paymentProvider: 'REGIONAL_REDIRECT',
    settings: { defaultDateFormat: DEFAULT_DATE_FORMAT },
    address: {
      addressLine1: 'Calle de Preciados 9',
      city: 'Madrid',
      postalCode: '28013',
      countryCode: 'ES',
    },
    images: [['/demo/place-entrance.svg', 'Barrera de entrada del Aparcamiento Sol Barrera']],
    periods: [
      { type: 'PRIMARY', start: new Date('2024-01-01T00:00:00.000Z'), end: null, ranges: allDay() },
    ],
    rates: [],
  });
  // 10 minutes free, 1.80 the first hour, 3.20 up to two, then 1.20 each started hour, at most
  // 18.00 per 24 hours; 15 minutes to leave after paying.
  const tariff: GatedTariff = {
    freeMinutes: 10,
    steps: [
      { upToMinutes: 60, amountMinor: 180 },
      { upToMinutes: 120, amountMinor: 320 },
    ],
    thenEveryMinutes: 60,
    thenAmountMinor: 120,
    dailyCapMinor: 1800,
    graceMinutes: 15,
  };
  rows.gatedTariff.push({
    ...demoTariffVersion(secondCustomer.gatedLotId),
    placeId: secondCustomer.gatedLotId,
    ...tariff,
    steps: [...tariff.steps],
    currencyCode: 'EUR',
  });
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
      gatedTariffId: demoTariffVersion(secondCustomer.gatedLotId).id,
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
