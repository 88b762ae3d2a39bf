import { LOCALE_COOKIE } from '@parking/domain/vocabulary';
import type { Locale } from './locale.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the cookie holds now, if any (document.cookie, `locale=es-ES`). */
function cookieLocale(): string | null {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return pair ? pair.slice(LOCALE_COOKIE.length + 1) : null;
}

/**
 * Mirrors the driver's stored language into a first-party cookie, which the server reads to
 * answer the next page in that language (no other use, sent only to us). Written only when it
 * differs; a browser that refuses cookies simply keeps the spec's fallback on the server.
 */
export function mirrorLocaleCookie(locale: Locale): void {
  try {
    if (cookieLocale() === locale) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, set synchronously before the server needs it.
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // No document (a test) or cookies blocked: nothing to remember.
  }
}
