import { MINUTE_MS } from './time-units.js';
import { readWallClockByIntl, useWallClockReader, type WallClockFields } from './zoned-parts.js';

const HOUR_MS = 60 * MINUTE_MS;

/** How far the wall clock of `timeZone` is ahead of UTC at `time`, in ms (read by Intl). */
function offsetMsByIntl(time: number, timeZone: string): number {
  const p = readWallClockByIntl({ date: new Date(time), timeZone });
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(time / 1000) * 1000;
}

/**
 * Every reading of a wall clock in this package from each UTC hour's offset of its zone, read
 * by Intl at both ends of the hour the first time it is needed, and by Intl for each instant of
 * an hour whose offset changes within it (Lord Howe's half-hour change at half past). A zone
 * changes its offset at most once in an hour (tzdb has no two changes an hour apart). On the
 * server: formatToParts took a fifth of its time in quotes. Returns the reader it put in place.
 */
export function keepZoneOffsetsPerHour(maxHours = 100_000) {
  const offsetByHour = new Map<string, number | null>();
  const offsetMsAt = (date: Date, timeZone: string): number => {
    const time = date.getTime();
    const start = Math.floor(time / HOUR_MS) * HOUR_MS;
    const key = `${timeZone} ${start}`;
    let offset = offsetByHour.get(key);
    if (offset === undefined) {
      // An invalid date throws here, as Intl does.
      const atStart = offsetMsByIntl(start, timeZone);
      offset = atStart === offsetMsByIntl(start + HOUR_MS - 1000, timeZone) ? atStart : null;
      if (offsetByHour.size >= maxHours) offsetByHour.clear();
      offsetByHour.set(key, offset);
    }
    return offset ?? offsetMsByIntl(time, timeZone);
  };
  const reader = ({ date, timeZone }: { date: Date; timeZone: string }): WallClockFields => {
    const wall = new Date(Math.floor(date.getTime() / 1000) * 1000 + offsetMsAt(date, timeZone));
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  };
  useWallClockReader(reader);
  return reader;
}
