import type { LocalDate } from '@parking/domain/reservation';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

const cached = (
  map: Map<string, Intl.DateTimeFormat>,
  locale: string,
  make: () => Intl.DateTimeFormat,
) => {
  const found = map.get(locale) ?? make();
  map.set(locale, found);
  return found;
};

/** A place-clock date read as a UTC calendar day, so no time zone can move it. */
const utcDay = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/**
 * 'Mon, Jan 5 2026' (spec section 2) in English, 'lun, 5 ene 2026' in Spanish: the language's
 * short date with the comma before the year dropped, as the spec writes it.
 */
export function formatBookingDate(date: LocalDate, locale: string): string {
  const format = cached(
    dateFormats,
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
  );
  const parts = format.formatToParts(utcDay(date));
  return parts
    .map((part, index) =>
      part.type === 'literal' && parts[index + 1]?.type === 'year'
        ? part.value.replace(',', '')
        : part.value,
    )
    .join('');
}

/** The 12-hour time dropdown's label (spec section 2): '9:30 AM', '9:30 p. m.'. */
export function formatTimeOfDay(minutes: number, locale: string): string {
  const format = cached(
    timeFormats,
    locale,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        hour: 'numeric',
        minute: '2-digit',
        // h12, not hour12: ICU versions differ on Spanish midnight ('0:00' or '12:00 a. m.'),
        // and the server's Node and the browser must print the same (decision 065).
        hourCycle: 'h12',
      }),
  );
  return format.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
}

/**
 * The reservation's prices (spec section 9): the organisation's currency with its narrow symbol
 * ('$', '€') in the reader's language.
 */
export function formatNarrowMoney({
  amountMinor,
  currencyCode,
  locale,
}: {
  amountMinor: number;
  currencyCode: string;
  locale: string;
}): string {
  const key = `${locale}|${currencyCode}`;
  const format =
    moneyFormats.get(key) ??
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'narrowSymbol',
    });
  moneyFormats.set(key, format);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** A booking's length: '1 d 2 h 30 min', '6 h' (the same short units in both languages). */
export function formatBookingDuration(totalMinutes: number): string {
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 && `${days} d`,
    hours > 0 && `${hours} h`,
    minutes > 0 && `${minutes} min`,
  ];
  return parts.filter(Boolean).join(' ') || '0 min';
}
