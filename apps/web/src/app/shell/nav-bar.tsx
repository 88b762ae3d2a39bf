import { ChevronLeftIcon, HelpIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { LOCALES } from '#web/lib/locale.ts';
import { Link } from '#web/lib/router/router.tsx';
import { LanguageSelector } from './language-selector.tsx';

/** Where Help leads when it is a page (the access-control support page) rather than a modal. */
export interface HelpLink {
  to: string;
  state?: unknown;
}

/**
 * An operator's header, in one row: back, the operator's logo (the link to the flow's home, named
 * 'Home' for screen readers), Help (the contact modal, or the support page of the access-control
 * area, where the spec's 'Need help?' goes), and languages when there is a choice. Help is left
 * out when neither is given (the access-control support page itself).
 */
export function NavBar({
  backTo,
  homeTo,
  operatorName,
  logoUrl,
  languages,
  onHelp,
  helpTo,
}: {
  backTo: string | undefined;
  homeTo: string;
  operatorName: string;
  logoUrl: string | null;
  languages: readonly string[];
  onHelp?: (() => void) | undefined;
  helpTo?: HelpLink | undefined;
}) {
  const { t } = useI18n();
  // Same order for every operator, so the flags never swap places between car parks.
  const offered = LOCALES.filter((locale) => languages.includes(locale));
  return (
    <nav className="nav-bar" aria-label={t('shell.main_nav')}>
      {backTo ? (
        <Link to={backTo} className="icon-button" aria-label={t('shell.back')}>
          <ChevronLeftIcon />
        </Link>
      ) : null}
      <Link to={homeTo} className="nav-bar__brand">
        {logoUrl ? (
          <img className="nav-bar__logo" src={logoUrl} alt={operatorName} height={40} />
        ) : (
          <span className="nav-bar__name">{operatorName}</span>
        )}
        <span className="visually-hidden">{t('shell.home')}</span>
      </Link>
      <div className="nav-bar__actions">
        {helpTo ? (
          <Link
            to={helpTo.to}
            state={helpTo.state}
            className="button button--ghost button--small nav-bar__help"
          >
            <HelpIcon />
            {t('shell.help')}
          </Link>
        ) : onHelp ? (
          <button
            type="button"
            className="button button--ghost button--small nav-bar__help"
            onClick={onHelp}
          >
            <HelpIcon />
            {t('shell.help')}
          </button>
        ) : null}
        {offered.length > 1 && <LanguageSelector locales={offered} />}
      </div>
    </nav>
  );
}
