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
 * Long date and short time joined by a comma: en-US 'November 25, 2026, 3:00 PM', es-ES
 * '25 de noviembre de 2026, 15:00'. Two formatters rather than dateStyle+timeStyle, whose
 * joining word ('at', 'a las') varies between ICU versions.
 */
export function formatDateTime(
  date: Date,
  { locale, timeZone }: { locale: string; timeZone: string },
) {
  const zone = safeTimeZone(timeZone);
  const day = dateTimeFormatter(locale, zone, { dateStyle: 'long' }).format(date);
  const time = dateTimeFormatter(locale, zone, { timeStyle: 'short' }).format(date);
  return `${day}, ${time}`;
}
