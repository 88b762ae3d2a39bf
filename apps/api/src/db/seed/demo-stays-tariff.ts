import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { gatedTariffIdForEntry } from '#api/db/queries/gated-tariff.js';
import type { DemoRows } from './demo-rows.js';

/**
 * The demo's stays with the tariff version each is priced by: the one in force at its entry,
 * as a gate's entry takes it. The versions come from the operator files, applied first; the
 * activity rows cannot know their ids.
 */
export async function withTariffVersions(tx: Transaction, stays: DemoRows['stay'], now: Date) {
  const rows = [];
  for (const stay of stays) {
    const gatedTariffId = await gatedTariffIdForEntry(tx, stay.placeId, stay.actualStart, now);
    if (!gatedTariffId)
      throw new Error(`demo stay ${stay.id}: its place ${stay.placeId} has no gated tariff`);
    rows.push({ ...stay, gatedTariffId });
  }
  return rows;
}
