import { fromZonedWallClock } from '@parking/domain/opening-hours';

/** How far either side of the time the visitor remembers the search looks (the API allows 6 h). */
const ENTRY_WINDOW_MINUTES = 60;
const MINUTE_MS = 60_000;

/** The instant of an entry remembered on the lot's clock; null as entryWindow says. */
export function entryInstant(entry: {
  date: string;
  time: string;
  timeZone: string;
  now: Date;
}): string | null {
  const range = entryWindow(entry);
  if (!range) return null;
  return new Date(Date.parse(range.from) + ENTRY_WINDOW_MINUTES * MINUTE_MS).toISOString();
}

/**
 * The by-time search window for an entry the visitor remembers as `date` ('YYYY-MM-DD') and
 * `time` ('HH:MM') on the lot's clock: an hour either side, never past `now` (no car has
 * entered in the future). Null for a date or time that does not parse, or one still to come.
 */
export function entryWindow({
  date,
  time,
  timeZone,
  now,
}: {
  date: string;
  time: string;
  timeZone: string;
  now: Date;
}): { from: string; to: string } | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(
    Number,
  ) as [number, number, number, number, number];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59)
    return null;
  const entry = fromZonedWallClock({
    wallClock: { year, month, day: dayOfMonth, hour, minute },
    timeZone,
  }).getTime();
  if (entry > now.getTime()) return null;
  const from = entry - ENTRY_WINDOW_MINUTES * MINUTE_MS;
  const to = Math.min(entry + ENTRY_WINDOW_MINUTES * MINUTE_MS, now.getTime());
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
