import { lazy } from 'react';

/**
 * One chunk per page; the loaders are kept so a page can be fetched before React asks
 * (routes/lazy-routes.ts). Pages only: this module imports nothing of app/, so the layouts and
 * the route trees take their not-found page from here without an import circle.
 */
export const pageLoaders = {
  landing: () => import('../features/landing/pages/landing-page.tsx'),
  terms: () => import('../features/terms/pages/terms-page.tsx'),
  notFound: () => import('./routes/not-found-page.tsx'),
  transientHome: () => import('../features/transient/pages/transient-home-page.tsx'),
  transientSummary: () => import('../features/transient/pages/transient-summary-page.tsx'),
  transientTicketPaid: () => import('../features/transient/pages/transient-ticket-paid-page.tsx'),
  transientExtension: () => import('../features/transient/pages/transient-extension-page.tsx'),
};

export const LandingPage = lazy(pageLoaders.landing);
export const TermsPage = lazy(pageLoaders.terms);
export const NotFoundPage = lazy(pageLoaders.notFound);
export const TransientHomePage = lazy(pageLoaders.transientHome);
export const TransientSummaryPage = lazy(pageLoaders.transientSummary);
export const TransientTicketPaidPage = lazy(pageLoaders.transientTicketPaid);
export const TransientExtensionPage = lazy(pageLoaders.transientExtension);
