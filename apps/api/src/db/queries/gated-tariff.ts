import { gatedTariffVersionForEntry } from '@parking/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import { gatedTariff, stay } from '../schema/index.js';

/**
 * A stay is priced by the tariff version it entered under (stay.gated_tariff_id), never by the
 * place's version in force now: a tariff change does not reprice a car already inside. Every
 * read that prices a stay, or shows its grace time, joins the tariff on this condition.
 */
export const tariffOfStay = eq(gatedTariff.id, stay.gatedTariffId);

/** Whether the place is a gated lot now: it has a tariff version that was not retired. */
export const isGatedPlace = (placeId: AnyPgColumn | SQL) =>
  sql<boolean>`exists (select 1 from ${gatedTariff} where ${gatedTariff.placeId} = ${placeId} and ${gatedTariff.retiredAt} is null)`;

/**
 * Every version of a place's tariff, oldest first, locked until the transaction ends: `share`
 * by an entry (so a removal waits for the stay it writes), `update` by a change.
 */
export function lockTariffVersions(tx: Database, placeId: string, lock: 'share' | 'update') {
  return tx
    .select()
    .from(gatedTariff)
    .where(eq(gatedTariff.placeId, placeId))
    .orderBy(gatedTariff.validFrom)
    .for(lock);
}

/**
 * The id of the version a stay entering at `enteredAt` is priced by (domain
 * gatedTariffVersionForEntry); null when the place is not gated. In the transaction that writes
 * the stay: the versions stay locked against a removal until it commits.
 */
export async function gatedTariffIdForEntry(
  tx: Database,
  placeId: string,
  enteredAt: Date,
  now: Date,
): Promise<string | null> {
  const versions = await lockTariffVersions(tx, placeId, 'share');
  return gatedTariffVersionForEntry({ versions, enteredAt, now })?.id ?? null;
}

/** How many stays are still inside the place (entered, not left). */
export async function countOpenStays(tx: Database, placeId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stay)
    .where(and(eq(stay.placeId, placeId), isNull(stay.actualEnd)));
  return row?.n ?? 0;
}
