import { type ReactNode, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Outlet, useLocation } from '#web/lib/router/router.tsx';
import { RenderErrorBoundary } from '../render-error/render-error-boundary.tsx';
import type { OperatorContact } from '../shell/contact-list.tsx';
import { TestModeBanner } from '../shell/test-mode-banner.tsx';

interface OperatorFrameProps {
  /** The operator pays through a sandbox: the 'Test mode' banner above the header. */
  testMode?: boolean;
  /** The header's one row (decision 049). */
  navBar: ReactNode;
  /** The operator's contact, for the notice of a page that fails to render. */
  contact: OperatorContact;
  /** What the layout lends its pages through `useOutletContext`. */
  outletContext: unknown;
  /** Anything the layout adds after the main landmark (the place layout's contact modal). */
  children?: ReactNode;
}

/**
 * The frame of an operator's pages, shared by the place and customer layouts: the test-mode
 * banner, the header, and the page inside its error boundary and loading state.
 */
export function OperatorFrame({
  testMode,
  navBar,
  contact,
  outletContext,
  children,
}: OperatorFrameProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <div className="app-column">
      {testMode && <TestModeBanner />}
      <header className="app-header">{navBar}</header>
      <main className="app-main">
        <RenderErrorBoundary contact={contact} pathname={pathname}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Outlet context={outletContext} />
          </Suspense>
        </RenderErrorBoundary>
      </main>
      {children}
    </div>
  );
}
