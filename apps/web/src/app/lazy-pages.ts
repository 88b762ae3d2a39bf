import { isUuid } from '@parking/domain/vocabulary';
import { lazy } from 'react';
import { getCustomerQueryOptions } from '../features/access-control/api/get-customer.ts';
import { getCustomerPlaceQueryOptions } from '../features/transient/api/get-customer-place.ts';
import type { QueryClient } from '../lib/query.ts';

/** One chunk per page; the loaders are kept so a page can be fetched before React asks. */
const loaders = {
  landing: () => import('../features/landing/pages/landing-page.tsx'),
  terms: () => import('../features/terms/pages/terms-page.tsx'),
  notFound: () => import('./routes/not-found-page.tsx'),
  placeLayout: () => import('./layouts/place-layout.tsx'),
  transientHome: () => import('../features/transient/pages/transient-home-page.tsx'),
  transientSummary: () => import('../features/transient/pages/transient-summary-page.tsx'),
  transientTicketPaid: () => import('../features/transient/pages/transient-ticket-paid-page.tsx'),
  transientExtension: () => import('../features/transient/pages/transient-extension-page.tsx'),
  permit: () => import('./routes/permit-routes.tsx'),
  reservationRoutes: () => import('./reservation-routes.tsx'),
  accessControl: () => import('./routes/access-control-routes.tsx'),
};

export const LandingPage = lazy(loaders.landing);
export const TermsPage = lazy(loaders.terms);
export const NotFoundPage = lazy(loaders.notFound);
export const PlaceLayout = lazy(loaders.placeLayout);
export const TransientHomePage = lazy(loaders.transientHome);
export const TransientSummaryPage = lazy(loaders.transientSummary);
export const TransientTicketPaidPage = lazy(loaders.transientTicketPaid);
export const TransientExtensionPage = lazy(loaders.transientExtension);
export const PermitRoutes = lazy(loaders.permit);
export const ReservationRoutes = lazy(loaders.reservationRoutes);
export const AccessControlRoutes = lazy(loaders.accessControl);

/** The child page of /transient/{placeId}/... a path asks for, if any. */
function transientChild(rest: string): (() => Promise<unknown>) | null {
  if (rest === '') return loaders.transientHome;
  if (rest.startsWith('summary/')) return loaders.transientSummary;
  if (rest.startsWith('ticket-paid/')) return loaders.transientTicketPaid;
  if (rest.startsWith('extension/')) return loaders.transientExtension;
  return null;
}

/**
 * Starts what the first screen needs in parallel with the entry chunk's own start-up: the page
 * chunks and the place's data, instead of discovering each only when its parent renders.
 */
export function preloadFor(pathname: string, queryClient: QueryClient): void {
  const flow = /^\/(transient|reservation|permit)\/([^/]+)\/?(.*)$/.exec(pathname);
  const page =
    flow?.[1] === 'reservation'
      ? loaders.reservationRoutes
      : flow?.[1] === 'permit'
        ? loaders.permit
        : flow
          ? transientChild(flow[3]?.replace(/\/+$/, '') ?? '')
          : null;
  if (flow && page && isUuid(flow[2])) {
    void loaders.placeLayout();
    void page();
    void queryClient.prefetchQuery(getCustomerPlaceQueryOptions(flow[2]));
    return;
  }
  const area = /^\/(?:access-control\/)?([^/]+)/.exec(pathname);
  if (area && isUuid(area[1])) {
    // The customer area, opened at a barrier (decision 061): its one chunk (routes, layout and
    // home) and the customer record at once rather than one after the other.
    void loaders.accessControl();
    void queryClient.prefetchQuery(getCustomerQueryOptions(area[1]));
    return;
  }
  if (pathname === '/') void loaders.landing();
  else if (pathname === '/terms-and-conditions') void loaders.terms();
}
