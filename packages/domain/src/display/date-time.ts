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

/** A time zone Intl knows, else UTC (the spec's default time zone). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
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
