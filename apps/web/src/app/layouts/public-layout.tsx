import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAnnounceHydrated } from '#web/lib/hydration.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useOfferedLocales } from '#web/lib/i18n/use-offered-locales.ts';
import { LOCALES } from '#web/lib/locale.ts';
import { Outlet, useLocation } from '#web/lib/router/router.tsx';
import { PRODUCT_NAME, pageTitle } from '../page-title.ts';
import { RenderErrorBoundary } from '../render-error/render-error-boundary.tsx';
import { LanguageSelector } from '../shell/language-selector.tsx';
import { TopBar } from '../shell/top-bar.tsx';
import { resetTheme } from '../theme.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { PageSpinner } from './page-spinner.tsx';

/**
 * Pages without an operator (landing, terms, not found): the product's own colours, both
 * languages on offer, 'Home' everywhere but on the landing page itself.
 */
export function PublicShell({ children, showHome }: { children: ReactNode; showHome: boolean }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { ready } = useOfferedLocales(LOCALES);
  useAnnounceHydrated();
  useDocumentTitle(pageTitle({}));
  useLayoutEffect(resetTheme, []);

  if (!ready) return <PageSpinner />;
  return (
    <div className="app-column">
      <header className="app-header">
        <TopBar brand={PRODUCT_NAME} homeTo={showHome ? '/' : undefined}>
          <LanguageSelector locales={LOCALES} />
        </TopBar>
      </header>
      <main className="app-main">
        {/* No operator here: the notice's contact is the generic one. */}
        <RenderErrorBoundary contact={null} pathname={pathname}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>{children}</Suspense>
        </RenderErrorBoundary>
      </main>
    </div>
  );
}

export default function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <PublicShell showHome={pathname !== '/'}>
      <Outlet />
    </PublicShell>
  );
}
