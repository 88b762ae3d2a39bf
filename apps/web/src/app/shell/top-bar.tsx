import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/i18n-provider.tsx';

/**
 * The thin bar above the navigation (spec section 2, 'Shell'): 'Need help?' where help exists,
 * 'Home' away from the flow's home, and room for the language flags on public pages.
 */
export function TopBar({
  onNeedHelp,
  homeTo,
  brand,
  children,
}: {
  brand?: string | undefined;
  onNeedHelp?: (() => void) | undefined;
  homeTo?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="top-bar">
      <div className="top-bar__group">
        {brand && <span className="top-bar__brand">{brand}</span>}
        {onNeedHelp && (
          <button type="button" className="top-bar__action" onClick={onNeedHelp}>
            {t('shell.need_help')}
          </button>
        )}
      </div>
      <div className="top-bar__group">
        {homeTo && (
          <Link to={homeTo} className="top-bar__action">
            {t('shell.home')}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}
