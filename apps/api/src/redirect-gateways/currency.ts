/** ISO 4217 numeric codes of the currencies our operators charge in (Ds_Merchant_Currency). */
const NUMERIC: Record<string, string> = { EUR: '978', USD: '840', GBP: '826' };

/** The numeric code of an alphabetic one; undefined for a currency the gateway is not set for. */
export function currencyNumeric(alpha: string): string | undefined {
  return NUMERIC[alpha];
}

export function currencyAlpha(numeric: string): string | undefined {
  return Object.entries(NUMERIC).find(([, code]) => code === numeric)?.[0];
}
