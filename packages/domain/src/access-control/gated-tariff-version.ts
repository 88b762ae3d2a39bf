import type { GatedTariff } from './gated-tariff.js';

/**
 * One version of a gated place's tariff (decision on versioned tariffs, issue 25): in force from
 * `validFrom` until the next version's `validFrom`, or until `retiredAt` when the place stopped
 * being gated. A stay is priced by the version in force when it entered, for its whole stay.
 */
export interface GatedTariffVersion {
  validFrom: Date;
  /** When the place's tariff was removed; null while it is (or was, until superseded) in force. */
  retiredAt: Date | null;
}

/**
 * The version in force at `at`: the latest that started at or before it, unless that one was
 * retired by then. Null when none was: before the place's first tariff, or while it had none.
 */
export function gatedTariffVersionAt<Version extends GatedTariffVersion>({
  versions,
  at,
}: {
  versions: readonly Version[];
  at: Date;
}): Version | null {
  let latest: Version | null = null;
  for (const version of versions) {
    if (version.validFrom.getTime() > at.getTime()) continue;
    if (!latest || version.validFrom.getTime() > latest.validFrom.getTime()) latest = version;
  }
  if (latest?.retiredAt && latest.retiredAt.getTime() <= at.getTime()) return null;
  return latest;
}

/**
 * The version a stay entering at `enteredAt` is priced by: the one in force then; for an entry
 * reported from before any version covered it (a camera's late report), the one in force `now`,
 * which accepted the report. Null when neither: the place is not gated.
 */
export function gatedTariffVersionForEntry<Version extends GatedTariffVersion>({
  versions,
  enteredAt,
  now,
}: {
  versions: readonly Version[];
  enteredAt: Date;
  now: Date;
}): Version | null {
  return (
    gatedTariffVersionAt({ versions, at: enteredAt }) ?? gatedTariffVersionAt({ versions, at: now })
  );
}

/** Whether two tariffs charge the same and give the same grace: a change to one is a new version. */
export function isSameGatedTariff(a: GatedTariff, b: GatedTariff): boolean {
  return (
    a.freeMinutes === b.freeMinutes &&
    a.thenEveryMinutes === b.thenEveryMinutes &&
    a.thenAmountMinor === b.thenAmountMinor &&
    a.dailyCapMinor === b.dailyCapMinor &&
    a.graceMinutes === b.graceMinutes &&
    a.steps.length === b.steps.length &&
    a.steps.every(
      (step, index) =>
        step.upToMinutes === b.steps[index]?.upToMinutes &&
        step.amountMinor === b.steps[index]?.amountMinor,
    )
  );
}
