import { useEffect } from 'react';
import { useHydrating } from '../hydration.ts';
import { resolveLocale } from '../locale.ts';
import { useI18n } from './i18n-provider.tsx';

/**
 * Puts the screen in the right language for what the page offers (an operator's `lang`, or all
 * languages on public pages). `ready` stays false until that language's messages are on screen,
 * so a page never flashes in the wrong language first. A server-rendered page hydrates in the
 * language it was rendered in; should the driver's storage disagree with the cookie the server
 * read, the language changes right after.
 */
export function useOfferedLocales(offered: readonly string[] | undefined): { ready: boolean } {
  const { locale, ready, failed, preference, changeLanguage } = useI18n();
  const hydrating = useHydrating();
  const resolved = offered ? resolveLocale({ ...preference, offered }) : undefined;

  useEffect(() => {
    if (resolved && resolved !== locale) void changeLanguage(resolved);
  }, [resolved, locale, changeLanguage]);

  if (hydrating && ready) return { ready: true };
  return { ready: (ready || failed) && (resolved === undefined || resolved === locale || failed) };
}
