import { lazy } from 'react';
import { Route, Routes } from '#web/lib/router/router.tsx';
import PlaceLayout from '../layouts/place-layout.tsx';
import { NotFoundPage } from '../lazy-pages.ts';

/**
 * /reservation/{placeId}/... (spec section 2), a chunk of its own so that the transient first
 * page carries only the line that points here (docs/decisions/054). The place layout is the
 * transient flow's chunk; each page is a chunk of its own, the one the address asks for started
 * at once.
 */
const pages = {
  home: () => import('#web/features/reservation/pages/reservation-home-page.tsx'),
  checkout: () => import('#web/features/reservation/pages/reservation-checkout-page.tsx'),
  ticket: () => import('#web/features/reservation/pages/reservation-ticket-paid-page.tsx'),
  cancel: () => import('#web/features/reservation/pages/reservation-cancel-page.tsx'),
  update: () => import('#web/features/reservation/pages/reservation-update-page.tsx'),
  plateUpdated: () => import('#web/features/reservation/pages/reservation-plate-updated-page.tsx'),
};

const HomePage = lazy(pages.home);
const CheckoutPage = lazy(pages.checkout);
const TicketPaidPage = lazy(pages.ticket);
const CancelPage = lazy(pages.cancel);
const UpdatePage = lazy(pages.update);
const PlateUpdatedPage = lazy(pages.plateUpdated);

/** The page chunk the current address will need, fetched beside the layout's place request. */
function pageFor(rest: string): (() => Promise<unknown>) | null {
  if (rest === '') return pages.home;
  if (rest.startsWith('checkout/')) return pages.checkout;
  if (rest.endsWith('/cancel')) return pages.cancel;
  if (rest.endsWith('/update')) return pages.update;
  if (rest.endsWith('/licence-plate-updated')) return pages.plateUpdated;
  if (rest.startsWith('ticket-paid/')) return pages.ticket;
  return null;
}

// In the browser only: a server render finds its pages as it renders them.
if (typeof window !== 'undefined') {
  const firstRest = /^\/reservation\/[^/]+\/?(.*)$/.exec(window.location.pathname)?.[1] ?? '';
  void pageFor(firstRest.replace(/\/+$/, ''))?.();
}

/**
 * No back button on the home, nor on a paid ticket (the payment is behind it: back would lead to
 * a checkout already paid); the cancel and update pages go back to their ticket, others home.
 */
function reservationBack(rest: string, home: string): string | undefined {
  if (rest === '' || /^ticket-paid\/(external\/)?[^/]+$/.test(rest)) return undefined;
  const ticket = /^ticket-paid\/([^/]+)\//.exec(rest);
  return ticket ? `${home}/ticket-paid/${ticket[1]}` : home;
}

export default function ReservationRoutes() {
  return (
    <Routes>
      <Route element={<PlaceLayout backFrom={reservationBack} />}>
        <Route index element={<HomePage />} />
        <Route path="checkout/:pendingQuoteId" element={<CheckoutPage />} />
        <Route path="ticket-paid/external/:externalId" element={<TicketPaidPage />} />
        <Route path="ticket-paid/:assignedRightId" element={<TicketPaidPage />} />
        <Route path="ticket-paid/:assignedRightId/cancel" element={<CancelPage />} />
        <Route path="ticket-paid/:assignedRightId/update" element={<UpdatePage />} />
        <Route
          path="ticket-paid/:assignedRightId/licence-plate-updated"
          element={<PlateUpdatedPage />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
