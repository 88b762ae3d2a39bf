import { useEffect } from 'react';
import { resolveLocale } from '../locale.ts';
import { useI18n } from './i18n-provider.tsx';

/**
 * Puts the screen in the right language for what the page offers (an operator's `lang`, or all
 * languages on public pages). `ready` stays false until that language's messages are on screen,
 * so a page never flashes in the wrong language first. A server-rendered page is ready in the
 * language it was rendered in (the server chose it from the same offer); should the driver's
 * storage disagree with the cookie the server read, the language changes right after.
 */
export function useOfferedLocales(offered: readonly string[] | undefined): { ready: boolean } {
  const { locale, ready, failed, preference, fromServer, changeLanguage } = useI18n();
  const resolved = offered ? resolveLocale({ ...preference, offered }) : undefined;

  useEffect(() => {
    if (resolved && resolved !== locale) void changeLanguage(resolved);
  }, [resolved, locale, changeLanguage]);

  if (fromServer) return { ready: true };
  return { ready: (ready || failed) && (resolved === undefined || resolved === locale || failed) };
}
