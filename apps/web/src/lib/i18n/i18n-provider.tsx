import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { whenIdle } from '../idle.ts';
import { assertLocale, type Locale, type LocalePreference } from '../locale.ts';
import { mirrorLocaleCookie } from '../locale-cookie.ts';
import { writeStorage } from '../storage.ts';
import { BUILT_IN, loadMessages, primeMessages, type TranslationKey } from './messages.ts';
import { findMessage, type Messages, type TranslationValues, translate } from './translate.ts';

export interface I18n {
  /** The language on screen (its messages are loaded, or it is still the first one loading). */
  locale: Locale;
  /** True once the messages of `locale` are loaded. */
  ready: boolean;
  /** True when the messages could not be fetched (after retries). */
  failed: boolean;
  /** The stored choice and the browser's languages, which pick among an operator's offer. */
  preference: LocalePreference;
  /** True while the language is the one the server rendered the page in, unchanged since. */
  fromServer: boolean;
  t: (key: TranslationKey, values?: TranslationValues) => string;
  /** Switches once the new messages are loaded; `persist` remembers the choice (LOCALE). */
  changeLanguage: (value: string, options?: { persist?: boolean }) => Promise<void>;
}

const I18nContext = createContext<I18n | null>(null);

interface State {
  locale: Locale;
  messages: Messages | undefined;
  failed: boolean;
  preference: LocalePreference;
  fromServer: boolean;
  /** The messages are a page's share of the catalogue (page-messages.ts), the rest to load. */
  partial: boolean;
}

const NO_PREFERENCE: LocalePreference = { stored: null, accepted: [] };

/**
 * `initialMessages` are the translations a server-rendered page came with (decision 065): the
 * first render is then ready, in the server's language, as the server rendered it. When they
 * are `initialMessagesPartial` (the page's flow only, decision 067), the language's whole file
 * is loaded once the page is idle, or at once when a text outside them is asked for; such a
 * text is empty until then (the same on the server and in the hydrating browser), and the app
 * renders again when it comes. The texts already on screen are the same in both: no render.
 */
export function I18nProvider({
  initialLocale,
  initialMessages,
  initialMessagesPartial = false,
  preference = NO_PREFERENCE,
  children,
}: {
  initialLocale: Locale;
  initialMessages?: Messages;
  initialMessagesPartial?: boolean;
  preference?: LocalePreference;
  children: ReactNode;
}) {
  const partial = initialMessages !== undefined && initialMessagesPartial;
  const [state, setState] = useState<State>(() => {
    if (initialMessages && !partial) primeMessages(initialLocale, initialMessages);
    return {
      locale: initialLocale,
      messages: initialMessages,
      failed: false,
      preference,
      fromServer: initialMessages !== undefined,
      partial,
    };
  });
  const requested = useRef<Locale>(initialLocale);
  const rest = useRef<{ locale: Locale; messages: Messages } | null>(null);
  const missed = useRef(false);
  const loadingRest = useRef(false);

  const loadRest = useCallback((locale: Locale) => {
    if (loadingRest.current || typeof window === 'undefined') return;
    loadingRest.current = true;
    loadMessages(locale).then(
      (messages) => {
        rest.current = { locale, messages };
        if (!missed.current) return;
        setState((current) =>
          current.partial && current.locale === locale
            ? { ...current, messages, partial: false }
            : current,
        );
      },
      () => {
        loadingRest.current = false;
      },
    );
  }, []);

  const changeLanguage = useCallback(async (value: string, options?: { persist?: boolean }) => {
    const locale = assertLocale(value);
    requested.current = locale;
    try {
      const messages = await loadMessages(locale);
      // A later request wins: a slow file must not overwrite a newer choice.
      if (requested.current !== locale) return;
      if (options?.persist) {
        writeStorage('LOCALE', locale);
        mirrorLocaleCookie(locale);
      }
      setState((current) => ({
        locale,
        messages,
        failed: false,
        preference: options?.persist
          ? { ...current.preference, stored: locale }
          : current.preference,
        fromServer: false,
        partial: false,
      }));
    } catch {
      if (requested.current === locale) setState((current) => ({ ...current, failed: true }));
    }
  }, []);

  // Messages that came with the page are on screen already: no update while it hydrates.
  const hasInitialMessages = initialMessages !== undefined;
  useEffect(() => {
    if (!hasInitialMessages) void changeLanguage(initialLocale);
  }, [changeLanguage, initialLocale, hasInitialMessages]);

  useEffect(() => {
    if (partial) return whenIdle(() => loadRest(initialLocale));
  }, [partial, loadRest, initialLocale]);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const value = useMemo<I18n>(() => {
    const messages = state.messages ?? BUILT_IN[state.locale];
    const { locale } = state;
    const t = state.partial
      ? (key: TranslationKey, values?: TranslationValues) => {
          const whole = rest.current?.locale === locale ? rest.current.messages : null;
          if (whole) return translate(whole, key, values);
          if (findMessage(messages, key) !== undefined) return translate(messages, key, values);
          missed.current = true;
          loadRest(locale);
          return '';
        }
      : (key: TranslationKey, values?: TranslationValues) => translate(messages, key, values);
    return {
      locale,
      ready: state.messages !== undefined,
      failed: state.failed,
      preference: state.preference,
      fromServer: state.fromServer,
      t,
      changeLanguage,
    };
  }, [state, changeLanguage, loadRest]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n must be used inside <I18nProvider>');
  return context;
}
