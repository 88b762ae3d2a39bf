import { lazy } from 'react';
import { Route, Routes } from '#web/lib/router/router.tsx';
import PlaceLayout from '../layouts/place-layout.tsx';
import { NotFoundPage } from '../lazy-pages.ts';

const PermitHomePage = lazy(() => import('#web/features/permit/pages/permit-home-page.tsx'));
const PermitSummaryPage = lazy(() => import('#web/features/permit/pages/permit-summary-page.tsx'));
const PermitTicketPaidPage = lazy(
  () => import('#web/features/permit/pages/permit-ticket-paid-page.tsx'),
);

/**
 * From the paid ticket, back is the permit's summary; the summary has nothing behind it (the
 * home is a blank page, spec section 2).
 */
function permitBack(rest: string, home: string): string | undefined {
  const ticket = /^ticket-paid\/([^/]+)$/.exec(rest);
  return ticket ? `${home}/summary/${ticket[1]}` : undefined;
}

/**
 * The logo leads to the permit's summary: the permit's home is a blank page (issue 24, point 9).
 */
function permitLogo(rest: string, home: string): string {
  const permit = /^(?:summary|ticket-paid)\/([^/]+)$/.exec(rest);
  return permit ? `${home}/summary/${permit[1]}` : home;
}

/**
 * /permit/{placeId}/... (spec section 2): a lazy chunk of its own, reached from the app's routes
 * by one lazy import, so the transient flow's first page does not carry the permit tree's
 * loaders and their preload lists (docs/decisions/055).
 */
export default function PermitRoutes() {
  return (
    <Routes>
      <Route element={<PlaceLayout backFrom={permitBack} logoFrom={permitLogo} />}>
        <Route index element={<PermitHomePage />} />
        <Route path="summary/:assignedRightId" element={<PermitSummaryPage />} />
        <Route path="ticket-paid/:assignedRightId" element={<PermitTicketPaidPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
