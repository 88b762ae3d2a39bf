/**
 * Dates are shown in the place's time zone and the UI language through Intl (no date library
 * in the first chunk). Formatters are cached: building one costs far more than using it.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
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
  const day = formatter(locale, zone, { dateStyle: 'long' }).format(date);
  const time = formatter(locale, zone, { timeStyle: 'short' }).format(date);
  return `${day}, ${time}`;
}

/**
 * An instant a driver expects soon ('a text at 6:19 PM', 'extended to 6:34 PM'): the time alone
 * when it falls on the same day as `now` on the place's clock, else the day too
 * (formatDateTime), so that a time tomorrow is never read as today's.
 */
export function formatTimeSoon(
  date: Date,
  { locale, timeZone, now }: { locale: string; timeZone: string; now: Date },
) {
  const zone = safeTimeZone(timeZone);
  if (!isSameDayIn(date, now, zone)) return formatDateTime(date, { locale, timeZone: zone });
  return formatter(locale, zone, { timeStyle: 'short' }).format(date);
}

/** Whether two instants fall on the same calendar day on the place's clock. */
export function isSameDayIn(a: Date, b: Date, timeZone: string): boolean {
  const day = formatter('en-CA', safeTimeZone(timeZone), { dateStyle: 'short' });
  return day.format(a) === day.format(b);
}
