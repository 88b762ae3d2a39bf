/**
 * The transient feature's public face: the terms link (in the shell chunk already), a session's
 * resume query and the 'offer the e-mail' navigation state that the permit's ticket shares, a
 * rate as the payment form's option and the extension's payment calls (a permit's renewal is
 * processed as an extension of its right), and
 * loaders for the heavier pieces other flows borrow (opening notice and access hours, the ticket
 * e-mail modal). Loaders, not re-exports, for anything with a stylesheet: a re-export would make
 * every importer of this file fetch those chunks on its first page (docs/decisions/054).
 */
export { getResumeQueryOptions, useResume } from './api/get-resume.ts';
export { TermsLink } from './components/terms-link.tsx';
export { isOfferEmailState } from './lib/offer-email-state.ts';
export { type RateOption, rateOption } from './lib/rate-option.ts';
export { extensionPaymentActions } from './lib/transient-payment-actions.ts';

export const loadOpeningPieces = () => import('./opening-pieces.ts');
export const loadEmailReceiptModal = () => import('./components/email-receipt-modal.tsx');
