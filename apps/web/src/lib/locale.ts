import type { Locale } from '@parking/domain/contracts';

export type { Locale };

/** The UI languages, in preference order (spec section 1). Mirrors LOCALES of the contracts. */
export const LOCALES = ['es-ES', 'en-US'] as const satisfies readonly Locale[];
/** Default and fallback UI locale (spec sections 8 and 9). */
export const DEFAULT_LOCALE: Locale = 'es-ES';
/** Used when an operator offers no language at all (spec section 2, 'Shell'). */
export const NO_OFFER_LOCALE: Locale = 'en-US';

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
