import { DEMO_IDS, demoRowId, gatedLot, openStayId } from './demo-extra-ids.js';
import type { DemoRows } from './demo-rows.js';

const MINUTE = 60 * 1000;
const customerId = DEMO_IDS.customer.id;

/**
 * The demo's one tariff version of a gated lot: a fixed id (a start upserts it, and its stays
 * name it), in force since before any demo stay entered.
 */
export const demoTariffVersion = (placeId: string) => ({
  id: demoRowId(`gated-tariff:${placeId}`),
  validFrom: new Date('2024-01-01T00:00:00.000Z'),
});

/** Plates one or two keystrokes away from 4321XZY, for the similar-plates pages. */
const SIMILAR_PLATES = [
  '4321XZY',
  '4321XYY',
  '4321ZXY',
  '4321XZV',
  '4321XZT',
  '432XZY',
  '4321XZ',
  '4321AZY',
  '4321XZYY',
  '4321XAY',
  '5321XZY',
  '4331XZY',
] as const;

/** Stays in the gated lot: the open one of 4321XYZ and a dozen similar plates. */
function addStays(rows: DemoRows, now: Date) {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  rows.stay.push({
    id: openStayId,
    customerId,
    placeId: gatedLot,
    gatedTariffId: demoTariffVersion(gatedLot).id,
    plate: DEMO_IDS.accessControl.plateWithStay,
    actualStart: at(-180),
    actualEnd: null,
    entryConfidence: 0.97,
  });
  SIMILAR_PLATES.forEach((plate, index) => {
    rows.stay.push({
      id: demoRowId(`stay:${plate}`),
      customerId,
      placeId: gatedLot,
      gatedTariffId: demoTariffVersion(gatedLot).id,
      plate,
      actualStart: at(-(30 + index * 37)),
      actualEnd: null,
      entryConfidence: 0.8,
    });
  });
}

/**
 * The gated lot's tariff (decision 056): 15 minutes free, 2.50 the first hour, 4.00 up to two,
 * 6.00 up to three, then 1.50 each started hour, at most 25.00 per 24 hours; 10 minutes to leave.
 */
function addGatedTariff(rows: DemoRows) {
  rows.gatedTariff.push({
    ...demoTariffVersion(gatedLot),
    placeId: gatedLot,
    freeMinutes: 15,
    steps: [
      { upToMinutes: 60, amountMinor: 250 },
      { upToMinutes: 120, amountMinor: 400 },
      { upToMinutes: 180, amountMinor: 600 },
    ],
    thenEveryMinutes: 60,
    thenAmountMinor: 150,
    dailyCapMinor: 2500,
    graceMinutes: 10,
    currencyCode: 'USD',
  });
}

/** The gated lot's tariff and its open stays, relative to `now`. */
export function addGatedLotActivity(rows: DemoRows, now: Date): void {
  addGatedTariff(rows);
  addStays(rows, now);
}
