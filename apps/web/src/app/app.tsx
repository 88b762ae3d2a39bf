import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import { RenderedAtContext } from '../lib/hydration.ts';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import type { Messages } from '../lib/i18n/translate.ts';
import type { Locale, LocalePreference } from '../lib/locale.ts';
import { type QueryClient, QueryClientProvider } from '../lib/query.ts';
import { PageSpinner } from './layouts/page-spinner.tsx';
import { LandingPage, NotFoundPage, TermsPage } from './lazy-pages.ts';
import { RouteAnnouncer, ScrollToTop, UndefinedRejectionRedirect } from './navigation-effects.tsx';
import { RouteErrorBoundary } from './render-error/render-error-boundary.tsx';
import { AccessControlRoutes, PermitRoutes, ReservationRoutes } from './routes/lazy-routes.ts';
import { transientRoutes } from './routes/transient-routes.tsx';

// The landing and terms pages' frame: a chunk of its own, since no flow's first page shows it
// (decision 094).
const PublicLayout = lazy(() => import('./layouts/public-layout.tsx'));

export interface AppProps {
  queryClient: QueryClient;
  initialLocale: Locale;
  /** The translations a server-rendered page came with; fetched otherwise. */
  initialMessages?: Messages;
  /** They are the page's flow's only (lib/i18n/page-messages.ts): the rest loads later. */
  initialMessagesPartial?: boolean;
  preference: LocalePreference;
  /** When the server rendered the page (ms), for the first render's clock; null otherwise. */
  renderedAt?: number | null;
  /** BrowserRouter in the browser, StaticRouter on the server (entry-server.tsx). */
  router: ComponentType<{ children: ReactNode }>;
}

/** The server's clock for the page it rendered, until the driver navigates away from it. */
function FirstPageClock({
  renderedAt,
  children,
}: {
  renderedAt: number | null;
  children: ReactNode;
}) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  return (
    <RenderedAtContext value={key === firstKey ? renderedAt : null}>{children}</RenderedAtContext>
  );
}

/**
 * Declarative routes (spec section 2); each flow's are in routes/. The transient routes are
 * elements of this tree; the reservation and permit trees are each one lazy chunk with their
 * own routes, and so is the access-control customer area (decision 061). The same tree renders
 * on the server for the entry pages (decision 065).
 */
export function App({
  queryClient,
  initialLocale,
  initialMessages,
  initialMessagesPartial,
  preference,
  renderedAt = null,
  router: Router,
}: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider
        initialLocale={initialLocale}
        initialMessages={initialMessages}
        initialMessagesPartial={initialMessagesPartial}
        preference={preference}
      >
        <Router>
          <FirstPageClock renderedAt={renderedAt}>
            <ScrollToTop />
            <UndefinedRejectionRedirect />
            <RouteErrorBoundary>
              <Suspense fallback={<PageSpinner />}>
                <Routes>
                  <Route element={<PublicLayout />}>
                    <Route path="/" element={<LandingPage />} />
                    <Route path="/terms-and-conditions" element={<TermsPage />} />
                  </Route>
                  {transientRoutes()}
                  {/* Its own chunk, routes included: the transient first page carries one line of it. */}
                  <Route path="/reservation/:placeId/*" element={<ReservationRoutes />} />
                  <Route path="/permit/:placeId/*" element={<PermitRoutes />} />
                  {/* The customer area, at both addresses; a first segment that is no UUID is not found. */}
                  <Route path="/access-control/:customerId/*" element={<AccessControlRoutes />} />
                  <Route path="/:customerId/*" element={<AccessControlRoutes />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Suspense>
            </RouteErrorBoundary>
            <RouteAnnouncer />
          </FirstPageClock>
        </Router>
      </I18nProvider>
    </QueryClientProvider>
  );
}
