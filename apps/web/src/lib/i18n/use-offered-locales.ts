import { useEffect } from 'react';
import { resolveLocale } from '../locale.ts';
import { readStorage } from '../storage.ts';
import { useI18n } from './i18n-provider.tsx';

/**
 * Puts the screen in the right language for what the page offers (an operator's `lang`, or all
 * languages on public pages). `ready` stays false until that language's messages are on screen,
 * so a page never flashes in the wrong language first.
 */
export function useOfferedLocales(offered: readonly string[] | undefined): { ready: boolean } {
  const { locale, ready, failed, changeLanguage } = useI18n();
  const resolved = offered ? resolveLocale({ stored: readStorage('LOCALE'), offered }) : undefined;

  useEffect(() => {
    if (resolved && resolved !== locale) void changeLanguage(resolved);
  }, [resolved, locale, changeLanguage]);

  return { ready: (ready || failed) && (resolved === undefined || resolved === locale || failed) };
}
