import type { PlaceSettings } from '@parking/domain';
import { type ConfigChangeFeed, clearOnConfigChange } from '#api/config-changes/index.js';
import { assignedRightNotFound } from '#api/errors.js';
import { createTtlCache } from '#api/lib/ttl-cache.js';
import type { PlaceReads } from '#api/modules/customer/index.js';
import { paymentErrors } from '#api/modules/payment/index.js';
import type { RightEndRead } from './repository.js';

/**
 * What an on-demand extension needs before it is priced: a place whose effective settings allow
 * extensions (the rate list is empty otherwise, but a caller may know a rate's ids) and a right
 * of the place whose latest BASE payment has not ended yet.
 */
export function createLiveRightCheck({
  places,
  rights,
  settingsCacheTtlMs,
  configChanges,
}: {
  places: Pick<PlaceReads, 'findSettings'>;
  rights: RightEndRead;
  /** Read as long as the prices: the same page showed both. */
  settingsCacheTtlMs: number;
  configChanges: ConfigChangeFeed;
}) {
  const settings = createTtlCache<PlaceSettings>({
    ttlMs: settingsCacheTtlMs,
    maxEntries: 1000,
  });
  clearOnConfigChange(configChanges, settings, (placeId) => placeId);

  /** The live right's end and version (the extension settles from them: decision 101). */
  return async function checkLiveRight(assignedRightId: string, placeId: string, at: Date) {
    const [placeSettings, state] = await Promise.all([
      settings.get(placeId.toLowerCase(), () => places.findSettings(placeId)),
      rights.findRightState(assignedRightId, placeId),
    ]);
    if (!placeSettings?.allowExtensions) throw paymentErrors.extensionsNotAllowed();
    if (state === undefined) throw assignedRightNotFound();
    const { end, version } = state;
    if (end === null || end.getTime() <= at.getTime()) throw paymentErrors.noLiveSession();
    return { id: assignedRightId, end, version };
  };
}

export type LiveRightCheck = ReturnType<typeof createLiveRightCheck>;
