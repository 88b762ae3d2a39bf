/**
 * Money on screen (spec section 9): Intl in the amount's own currency. US dollars are written
 * the American way whatever the UI language ('$3.35', also on the Spanish screen), as the spec
 * asks for transient and permit prices; any other currency (the second operator's euros) follows
 * the UI language ('3,35 €'). Amounts arrive in integer minor units and are converted with the
 * currency's own number of decimals (2 for USD and EUR, 0 for JPY).
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: string,
  currency: string,
  currencyDisplay: 'symbol' | 'narrowSymbol' = 'symbol',
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${currencyDisplay}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay });
    cache.set(key, found);
  }
  return found;
}

/** The locale a currency is written in: en-US for USD, else the UI language. */
export function moneyLocale(currencyCode: string, uiLocale: string): string {
  return currencyCode.toUpperCase() === 'USD' ? 'en-US' : uiLocale;
}

export function formatMoney({
  amountMinor,
  currencyCode,
  locale,
}: {
  amountMinor: number;
  currencyCode: string;
  locale: string;
}): string {
  const currency = currencyCode.toUpperCase();
  const format = formatter(moneyLocale(currency, locale), currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(Math.round(amountMinor) / 10 ** digits);
}

/** How many decimals a currency's minor unit has: 2 for USD and EUR, 0 for JPY. */
export function currencyDigits(currencyCode: string): number {
  return formatter('en', currencyCode.toUpperCase()).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The reservation's prices (spec section 9): the organisation's currency with its narrow
 * symbol ('$', '€') in the reader's language, whatever the currency.
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
  const format = formatter(locale, currencyCode.toUpperCase(), 'narrowSymbol');
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(Math.round(amountMinor) / 10 ** digits);
}
