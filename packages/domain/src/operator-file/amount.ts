/**
 * Amounts in an operator file are decimal strings in the currency's units ('2.50'), converted
 * exactly to integer minor units (decision 089): no float ever holds a price.
 */
const DECIMAL = /^(\d{1,9})(?:\.(\d{1,4}))?$/;

/** '2.5' in USD (2 digits) is 250; null when it is not a decimal or has more digits. */
export function minorOfAmount(text: string, digits: number): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor <= 2_147_483_647 ? minor : null;
}

/** 250 in USD is '2.50'; 500 in JPY is '500'. */
export function amountOfMinor(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
