import { lazy } from 'react';
import HomePage from '#web/features/access-control/find/pages/home-page.tsx';
import { Route, Routes } from '#web/lib/router/router.tsx';
import CustomerLayout from '../layouts/customer-layout.tsx';
import { NotFoundPage } from '../lazy-pages.ts';

const PedestrianAccessPage = lazy(
  () => import('#web/features/access-control/find/pages/pedestrian-access-page.tsx'),
);
const ConfirmLicensePlatePage = lazy(
  () => import('#web/features/access-control/find/pages/confirm-license-plate-page.tsx'),
);
const EditLicensePlatePage = lazy(
  () => import('#web/features/access-control/find/pages/edit-license-plate-page.tsx'),
);
const SimilarLicensePlatesPage = lazy(
  () => import('#web/features/access-control/find/pages/similar-license-plates-page.tsx'),
);
const MoreSimilarLicensePlatesPage = lazy(
  () => import('#web/features/access-control/find/pages/more-similar-license-plates-page.tsx'),
);
const LicensePlateNotFoundPage = lazy(
  () => import('#web/features/access-control/find/pages/license-plate-not-found-page.tsx'),
);
const NoResultsPage = lazy(
  () => import('#web/features/access-control/find/pages/no-results-page.tsx'),
);
const SearchByTimePage = lazy(
  () => import('#web/features/access-control/find/pages/search-by-time-page.tsx'),
);
const StayDetailsPage = lazy(
  () => import('#web/features/access-control/stay/pages/stay-details-page.tsx'),
);
const TicketPaidPage = lazy(
  () => import('#web/features/access-control/stay/pages/ticket-paid-page.tsx'),
);
const TicketPaidV1Page = lazy(
  () => import('#web/features/access-control/order/pages/ticket-paid-v1-page.tsx'),
);
const ExternalSummaryPage = lazy(
  () => import('#web/features/access-control/order/pages/external-summary-page.tsx'),
);
const InvoiceDetailsPage = lazy(
  () => import('#web/features/access-control/invoice/pages/invoice-details-page.tsx'),
);
const SupportPage = lazy(() => import('#web/features/access-control/find/pages/support-page.tsx'));

/**
 * The customer area, /access-control/{customerId}/... and /{customerId}/... (spec section 2): a
 * lazy chunk of its own like the permit's (decision 055) that holds the layout and the home,
 * the page a visitor opens at the barrier, so that they come in one request; every other page
 * is a chunk of its own (decision 061). stay-details shows a stay priced now and pays it on
 * the signed-redirect kind, ticket-paid takes that gateway's answer (decision 059) and goes on
 * to the order's ticket, ticket-paid-v1; external-summary finds that ticket by a processor's
 * payment id; invoice-details issues and shows the order's invoice (decision 060). The card
 * kinds' stay payment comes next.
 */
export default function AccessControlRoutes() {
  return (
    <Routes>
      <Route element={<CustomerLayout />}>
        <Route index element={<HomePage />} />
        <Route path="pedestrian-access" element={<PedestrianAccessPage />} />
        <Route path="confirm-license-plate" element={<ConfirmLicensePlatePage />} />
        <Route path="edit-license-plate" element={<EditLicensePlatePage />} />
        <Route path="similar-license-plates" element={<SimilarLicensePlatesPage />} />
        <Route path="more-similar-license-plates" element={<MoreSimilarLicensePlatesPage />} />
        <Route path="license-plate-not-found" element={<LicensePlateNotFoundPage />} />
        <Route path="no-results" element={<NoResultsPage />} />
        <Route path="search-by-time" element={<SearchByTimePage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="stay-details" element={<StayDetailsPage />} />
        <Route path="ticket-paid" element={<TicketPaidPage />} />
        <Route path="ticket-paid-v1/:orderId" element={<TicketPaidV1Page />} />
        <Route path="external-summary/:externalId" element={<ExternalSummaryPage />} />
        <Route path="invoice-details/:orderId" element={<InvoiceDetailsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
