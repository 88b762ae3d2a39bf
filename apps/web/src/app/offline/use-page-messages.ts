import { DEFAULT_LOCALE } from '@parking/domain/vocabulary';
import { useEffect, useState } from 'react';
import { loadMessages } from '#web/lib/i18n/messages.ts';
import type { Messages } from '#web/lib/i18n/translate.ts';
import { isLocale } from '#web/lib/locale.ts';

const pageLocale = () => {
  const { lang } = document.documentElement;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/**
 * The translations of the language on screen, for a piece that lives outside the app's React
 * tree: the page's `lang`, which the i18n provider sets once a language's messages are loaded,
 * followed as it changes. Undefined until loaded.
 */
export function usePageMessages(): Messages | undefined {
  const [messages, setMessages] = useState<Messages>();
  useEffect(() => {
    let current = '';
    const follow = () => {
      const locale = pageLocale();
      if (locale === current) return;
      current = locale;
      loadMessages(locale).then(
        (loaded) => {
          if (current === locale) setMessages(loaded);
        },
        () => undefined,
      );
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, []);
  return messages;
}
