import { type GatedTariff, gatedTariffVersionAt, isSameGatedTariff } from '@parking/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { countOpenStays, lockTariffVersions } from '#api/db/queries/gated-tariff.js';
import { gatedTariff } from '#api/db/schema/index.js';

/** A place's gated tariff as an operator sets it: what it charges, in which currency. */
export type GatedTariffInput = GatedTariff & { currencyCode: string };

export type SetGatedTariffResult =
  | { ok: true; change: 'ADDED' | 'CHANGED' | 'UNCHANGED' | 'REMOVED'; versionId: string | null }
  | { ok: false; reason: 'OPEN_STAYS'; openStays: number; message: string }
  | { ok: false; reason: 'NOT_AFTER_CURRENT'; message: string };

const sameTariff = (version: typeof gatedTariff.$inferSelect, tariff: GatedTariffInput) =>
  version.currencyCode === tariff.currencyCode && isSameGatedTariff(version, tariff);

/**
 * Sets a place's gated tariff from `now` (the operator file's apply; issue 25), inside the
 * caller's transaction. A different tariff is a new version in force from `now`: cars already
 * inside keep the version they entered under (stay.gated_tariff_id), so nothing they owe or paid
 * changes. `null` removes the tariff (the place stops being gated), refused while a car is
 * inside: it could not be priced nor let out. No version is ever updated in what it charges, nor
 * deleted. A refusal changes nothing and says why, for the caller's error message.
 */
export async function setGatedTariff(
  tx: Database,
  placeId: string,
  tariff: GatedTariffInput | null,
  now: Date,
): Promise<SetGatedTariffResult> {
  // Locked first: an entry writing its stay holds them shared, so the open stays counted below
  // include every car that entered under the version in force.
  const versions = await lockTariffVersions(tx, placeId, 'update');
  const current = gatedTariffVersionAt({ versions, at: now });
  if (tariff === null) {
    if (!current) return { ok: true, change: 'UNCHANGED', versionId: null };
    const openStays = await countOpenStays(tx, placeId);
    if (openStays > 0) {
      return {
        ok: false,
        reason: 'OPEN_STAYS',
        openStays,
        message: `The gated tariff of place ${placeId} cannot be removed: ${openStays} car(s) are still inside, priced by it`,
      };
    }
    await tx
      .update(gatedTariff)
      .set({ retiredAt: now })
      .where(and(eq(gatedTariff.placeId, placeId), isNull(gatedTariff.retiredAt)));
    return { ok: true, change: 'REMOVED', versionId: null };
  }
  if (current && sameTariff(current, tariff)) {
    return { ok: true, change: 'UNCHANGED', versionId: current.id };
  }
  const latest = versions.at(-1);
  if (latest && latest.validFrom.getTime() >= now.getTime()) {
    return {
      ok: false,
      reason: 'NOT_AFTER_CURRENT',
      message: `The gated tariff of place ${placeId} has a version from ${latest.validFrom.toISOString()}: a new one must start after it, not at ${now.toISOString()}`,
    };
  }
  const [inserted] = await tx
    .insert(gatedTariff)
    .values({ placeId, validFrom: now, ...tariff, steps: [...tariff.steps] })
    .returning({ id: gatedTariff.id });
  if (!inserted) throw new Error('gated tariff version not inserted');
  return { ok: true, change: current ? 'CHANGED' : 'ADDED', versionId: inserted.id };
}
