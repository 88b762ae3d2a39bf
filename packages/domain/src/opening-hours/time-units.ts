export const MINUTE_MS = 60_000;
export const MINUTES_PER_DAY = 1440;
export const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

/** The whole-minute instant at or before `instantMs` (UTC minutes; every modern zone offset is whole minutes). */
export function floorToMinute({ instantMs }: { instantMs: number }): number {
  return Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
}

/** The whole-minute instant at or after `instantMs`. */
export function ceilToMinute({ instantMs }: { instantMs: number }): number {
  return Math.ceil(instantMs / MINUTE_MS) * MINUTE_MS;
}
