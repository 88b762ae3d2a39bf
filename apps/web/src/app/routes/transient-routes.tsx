import { Route } from '#web/lib/router/router.tsx';
import {
  TransientExtensionPage,
  TransientHomePage,
  TransientSummaryPage,
  TransientTicketPaidPage,
} from '../lazy-pages.ts';
import { PlaceLayout } from './lazy-routes.ts';

/**
 * /transient/{placeId}/... (spec section 2): the first page of most visits, so its routes are
 * no chunk of their own (the other flows' are) but route elements the app's `<Routes>` takes
 * directly; the layout and each page are lazy chunks, started by `preloadFor` in parallel.
 */
export function transientRoutes() {
  return (
    <Route path="/transient/:placeId" element={<PlaceLayout />}>
      <Route index element={<TransientHomePage />} />
      <Route path="summary/:assignedRightId" element={<TransientSummaryPage />} />
      <Route path="summary/external/:externalId" element={<TransientSummaryPage />} />
      <Route path="ticket-paid/:assignedRightId" element={<TransientTicketPaidPage />} />
      <Route path="extension/:assignedRightId" element={<TransientExtensionPage />} />
    </Route>
  );
}
