import { FlagEs, FlagUs } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { Locale } from '#web/lib/locale.ts';

/** Each language named in itself, so a reader of either language recognises their own. */
const LANGUAGES: Record<Locale, { name: string; lang: string; Flag: typeof FlagEs }> = {
  'es-ES': { name: 'Español', lang: 'es', Flag: FlagEs },
  'en-US': { name: 'English', lang: 'en', Flag: FlagUs },
};

/** Flag toggle buttons; the pressed one is the language on screen. The choice is remembered. */
export function LanguageSelector({ locales }: { locales: readonly Locale[] }) {
  const { locale, t, changeLanguage } = useI18n();
  return (
    <fieldset className="language-selector">
      <legend className="visually-hidden">{t('shell.language')}</legend>
      {locales.map((option) => {
        const { name, lang, Flag } = LANGUAGES[option];
        return (
          <button
            key={option}
            type="button"
            className="language-selector__option"
            lang={lang}
            aria-pressed={option === locale}
            onClick={() => void changeLanguage(option, { persist: true })}
          >
            <Flag className="language-selector__flag" />
            <span className="visually-hidden">{name}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
