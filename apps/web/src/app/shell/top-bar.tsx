import type { ReactNode } from 'react';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';

/**
 * The bar of the pages without an operator (spec section 2, 'Shell'): the product's name, 'Home'
 * away from the landing page, and the language flags. An operator's pages have the nav bar
 * only, whose Help is the one way to the contact modal (docs/decisions/049).
 */
export function TopBar({
  homeTo,
  brand,
  children,
}: {
  brand?: string | undefined;
  homeTo?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="top-bar">
      <div className="top-bar__group">
        {brand && <span className="top-bar__brand">{brand}</span>}
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
