import { isUuid } from '@parking/domain/vocabulary';
import { lazy } from 'react';
import {
  customerUrl,
  getCustomerQueryOptions,
} from '#web/features/access-control/api/get-customer.ts';
import {
  customerPlaceUrl,
  getCustomerPlaceQueryOptions,
} from '#web/features/transient/api/get-customer-place.ts';
import type { QueryClient } from '#web/lib/query.ts';
import { pageLoaders } from '../lazy-pages.ts';

/**
 * The place layout and the route trees that are chunks of their own; the loaders are kept so
 * that `preloadFor` starts them before React asks.
 */
const routeLoaders = {
  placeLayout: () => import('../layouts/place-layout.tsx'),
  permit: () => import('./permit-routes.tsx'),
  reservation: () => import('./reservation-routes.tsx'),
  accessControl: () => import('./access-control-routes.tsx'),
};

export const PlaceLayout = lazy(routeLoaders.placeLayout);
export const PermitRoutes = lazy(routeLoaders.permit);
export const ReservationRoutes = lazy(routeLoaders.reservation);
export const AccessControlRoutes = lazy(routeLoaders.accessControl);

/** The child page of /transient/{placeId}/... a path asks for, if any. */
function transientChild(rest: string): (() => Promise<unknown>) | null {
  if (rest === '') return pageLoaders.transientHome;
  if (rest.startsWith('summary/')) return pageLoaders.transientSummary;
  if (rest.startsWith('ticket-paid/')) return pageLoaders.transientTicketPaid;
  if (rest.startsWith('extension/')) return pageLoaders.transientExtension;
  return null;
}

type Flow = 'transient' | 'reservation' | 'permit';
type Entry = { flow: Flow; placeId: string; rest: string } | { customerId: string };

/** The place of a flow's page, or the customer of the access-control area, an address names. */
function entryOf(pathname: string): Entry | null {
  const flow = /^\/(transient|reservation|permit)\/([^/]+)\/?(.*)$/.exec(pathname);
  if (flow) {
    const [, name, placeId = '', rest = ''] = flow;
    return isUuid(placeId) ? { flow: name as Flow, placeId, rest } : null;
  }
  const area = /^\/(?:access-control\/)?([^/]+)/.exec(pathname);
  return area?.[1] && isUuid(area[1]) ? { customerId: area[1] } : null;
}

/**
 * Starts what the first screen needs in parallel with the entry chunk's own start-up: the page
 * chunks and the place's data, instead of discovering each only when its parent renders.
 */
export function preloadFor(pathname: string, queryClient: QueryClient): void {
  const entry = entryOf(pathname);
  if (entry && 'placeId' in entry) {
    const page =
      entry.flow === 'reservation'
        ? routeLoaders.reservation
        : entry.flow === 'permit'
          ? routeLoaders.permit
          : transientChild(entry.rest.replace(/\/+$/, ''));
    if (!page) return;
    void routeLoaders.placeLayout();
    void page();
    void queryClient.prefetchQuery(getCustomerPlaceQueryOptions(entry.placeId));
    return;
  }
  if (entry) {
    // The customer area, opened at a barrier (decision 061): its one chunk (routes, layout and
    // home) and the customer record at once rather than one after the other.
    void routeLoaders.accessControl();
    void queryClient.prefetchQuery(getCustomerQueryOptions(entry.customerId));
    return;
  }
  if (pathname === '/') void pageLoaders.landing();
  else if (pathname === '/terms-and-conditions') void pageLoaders.terms();
}

/**
 * The public document a page of this address shows (the place's, or the customer's for the
 * access-control area), by its API address: what the service worker keeps, although a page the
 * server rendered never asks for it (its data came in its HTML), so that a link page reloaded
 * offline still shows its place (decision 064, amended by 082).
 */
export function entryDocumentOf(pathname: string): string | null {
  const entry = entryOf(pathname);
  if (!entry) return null;
  return 'placeId' in entry ? customerPlaceUrl(entry.placeId) : customerUrl(entry.customerId);
}
