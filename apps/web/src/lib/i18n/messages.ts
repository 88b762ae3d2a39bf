import enUrl from '#web/locales/en-US.json?url';
import type esMessages from '#web/locales/es-ES.json';
import esUrl from '#web/locales/es-ES.json?url';
import { exponentialBackoff, retryWithBackoff } from '../backoff.ts';
import type { Locale } from '../locale.ts';
import type { MessageKey, Messages } from './translate.ts';

/** Every translation key, checked at compile time against the Spanish file. */
export type TranslationKey = MessageKey<typeof esMessages>;

/**
 * Translations are plain JSON files fetched per language: only the active one is downloaded,
 * JSON.parse is cheaper than evaluating the same object as JavaScript, and they never count
 * as script. Hashed names make them cacheable forever.
 */
const URLS: Record<Locale, string> = { 'es-ES': esUrl, 'en-US': enUrl };
const cache = new Map<Locale, Promise<Messages>>();

async function fetchMessages(locale: Locale): Promise<Messages> {
  const response = await fetch(URLS[locale]);
  if (!response.ok) throw new Error(`Translations for ${locale}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}

export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = retryWithBackoff(() => fetchMessages(locale), {
      retries: 2,
      delayMs: exponentialBackoff({ baseMs: 500 }),
    });
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}

/** Translations that came with the page (a server render): no request for them. */
export function primeMessages(locale: Locale, messages: Messages): void {
  if (!cache.has(locale)) cache.set(locale, Promise.resolve(messages));
}

/** The few texts needed before any translation file arrives (spinner, load failure). */
export const BUILT_IN: Record<Locale, Messages> = {
  'es-ES': {
    common: { loading: 'Cargando…', retry: 'Reintentar' },
    errors: { load_failed_title: 'No se ha podido cargar la página' },
  },
  'en-US': {
    common: { loading: 'Loading…', retry: 'Try again' },
    errors: { load_failed_title: 'The page could not be loaded' },
  },
};
