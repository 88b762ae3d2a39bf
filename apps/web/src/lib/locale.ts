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
 * The languages a browser asks for, best first, from an Accept-Language header
 * (`en-GB,en;q=0.9,es;q=0.8`): q=0 and malformed parts dropped, at most 10 kept.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((param) => /^\s*q=/i.test(param));
      const q = qParam === undefined ? 1 : Number(/^\s*q=([0-9.]{1,5})\s*$/i.exec(qParam)?.[1]);
      return { tag: tag.trim(), q, index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0 && q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 10)
    .map(({ tag }) => tag);
}

/** The first of the browser's languages that one of `offered` serves: exact tag, else language. */
function firstAccepted(accepted: readonly string[], offered: readonly Locale[]): Locale | null {
  for (const tag of accepted) {
    const lower = tag.toLowerCase();
    const exact = offered.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    const sameLanguage = offered.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/**
 * Which language to show: the stored one when the operator offers it; else the first of the
 * browser's languages (navigator.languages, or Accept-Language on the server) that is offered;
 * else es-ES when offered (the spec's default); else the first offered; else English. The
 * server and the browser decide with the same inputs (decision 065), so they agree.
 */
export function resolveLocale(input: {
  stored: string | null | undefined;
  accepted?: readonly string[];
  offered: readonly string[];
}): Locale {
  const offered = input.offered.filter(isLocale);
  if (isLocale(input.stored) && offered.includes(input.stored)) return input.stored;
  const accepted = firstAccepted(input.accepted ?? [], offered);
  if (accepted) return accepted;
  if (offered.includes(DEFAULT_LOCALE)) return DEFAULT_LOCALE;
  return offered[0] ?? NO_OFFER_LOCALE;
}

/** What the driver's side says about the language: the stored choice and the browser's list. */
export interface LocalePreference {
  stored: string | null;
  accepted: readonly string[];
}
