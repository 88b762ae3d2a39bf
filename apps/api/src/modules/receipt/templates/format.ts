/** Values as the receipt shows them: Intl money and dates, HTML-escaped text. */

/** US dollars the American way whatever the language ('$3.35'), as the web's lib/money.ts. */
export function formatMoney(amountMinor: number, currencyCode: string, locale: string): string {
  const currency = currencyCode.toUpperCase();
  const format = new Intl.NumberFormat(currency === 'USD' ? 'en-US' : locale, {
    style: 'currency',
    currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(Math.round(amountMinor) / 10 ** digits);
}

/** A zone Intl knows, else UTC (the spec's default). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** 'November 25, 2026, 3:00 PM' / '25 de noviembre de 2026, 15:00' in the place's zone. */
export function formatDateTime(date: Date, locale: string, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone }).format(date);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(date);
  return `${day}, ${time}`;
}

/** A #rrggbb colour, else the fallback: a colour goes into style attributes. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}
