/**
 * Dates are shown in the place's time zone and the UI language through Intl (no date library
 * in the first chunk). Formatters are cached: building one costs far more than using it.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat (also for time-soon.ts). */
export function dateTimeFormatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, found);
  }
  return found;
}

const checkedZones = new Map<string, string>();
/** Places have a handful of zones; anything past this is no place's and need not be kept. */
const MAX_CHECKED_ZONES = 64;

/**
 * A time zone Intl knows, else UTC (the spec's default time zone). Checked once per zone: the
 * check builds a formatter, and the opening hours ask it for every day they compute (it was a
 * fifth of a place page's script time in the browser).
 */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  let zone = checkedZones.get(timeZone);
  if (zone === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      zone = timeZone;
    } catch {
      zone = 'UTC';
    }
    if (checkedZones.size >= MAX_CHECKED_ZONES) checkedZones.clear();
    checkedZones.set(timeZone, zone);
  }
  return zone;
}

/**
 * The clock a screen writes its times in: the language's own when absent (en-US 12-hour,
 * es-ES 24-hour), or 12-hour where the spec fixes it (the reservation's time list, so the whole
 * reservation flow: a time is written one way on one screen, decision 088).
 */
export type HourCycle = 'h12' | 'h23';

/**
 * The reservation flow's clock, its pages and its ticket e-mail alike: the spec's time list is
 * 12-hour in both languages, so every time the flow writes is too.
 */
export const RESERVATION_HOUR_CYCLE: HourCycle = 'h12';

export interface Clock {
  locale: string;
  timeZone: string;
  hourCycle?: HourCycle | undefined;
}

/**
 * The short time of an instant on the place's clock: '3:00 PM', '15:00', '3:00 p. m.'. With an
 * explicit cycle, h12 or h23 rather than hour12, which some engines render as '24' or '0:00'
 * at midnight, so that the server and the browser print the same (decision 065).
 */
export function formatClockTime(date: Date, { locale, timeZone, hourCycle }: Clock): string {
  const options: Intl.DateTimeFormatOptions = hourCycle
    ? { hour: 'numeric', minute: '2-digit', hourCycle }
    : { timeStyle: 'short' };
  return dateTimeFormatter(locale, safeTimeZone(timeZone), options).format(date);
}

/**
 * Long date and short time joined by a comma: en-US 'November 25, 2026, 3:00 PM', es-ES
 * '25 de noviembre de 2026, 15:00'. Two formatters rather than dateStyle+timeStyle, whose
 * joining word ('at', 'a las') varies between ICU versions.
 */
export function formatDateTime(date: Date, clock: Clock) {
  const zone = safeTimeZone(clock.timeZone);
  const day = dateTimeFormatter(clock.locale, zone, { dateStyle: 'long' }).format(date);
  return `${day}, ${formatClockTime(date, { ...clock, timeZone: zone })}`;
}
