import { DEMO_IDS, demoRowId, gatedLot, openStayId } from './demo-extra-ids.js';
import type { DemoRows } from './demo-rows.js';

const MINUTE = 60 * 1000;
const customerId = DEMO_IDS.customer.id;

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
      plate,
      actualStart: at(-(30 + index * 37)),
      actualEnd: null,
      entryConfidence: 0.8,
    });
  });
}

/** The gated lot's open stays, relative to `now` (its tariff is in the operator file). */
export function addGatedLotActivity(rows: DemoRows, now: Date): void {
  addStays(rows, now);
}
