import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parking/domain/vocabulary';

export type { Locale };
export { LOCALES };

/** Used when an operator offers no language at all (spec section 2, 'Shell'). */
const NO_OFFER_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec section 5, 'Language change': a non-empty value among the app's locales. */
export function assertLocale(value: string | null | undefined): Locale {
  if (!value) throw new Error('Language is required');
  if (!isLocale(value)) throw new Error(`Language '${value}' is not available`);
  return value;
}

/**
 * Which language to show: the stored one when the operator offers it; otherwise es-ES when
 * offered (the default, also when nothing is stored), else the first offered, else English.
 */
export function resolveLocale(input: {
  stored: string | null | undefined;
  offered: readonly string[];
}): Locale {
  const offered = input.offered.filter(isLocale);
  if (isLocale(input.stored) && offered.includes(input.stored)) return input.stored;
  if (offered.includes(DEFAULT_LOCALE)) return DEFAULT_LOCALE;
  return offered[0] ?? NO_OFFER_LOCALE;
}
