/**
 * The transient feature's public face: the terms link (in the shell chunk already), a session's
 * resume query and the 'offer the e-mail' navigation state that the permit's ticket shares, the
 * place layout's context (the permit pages get the same one), the ticket e-mail call the
 * booking's shares, and loaders for the heavier pieces other flows borrow (opening notice and
 * access hours, the ticket e-mail modal, the payment calls). Loaders, not re-exports, for
 * anything with a stylesheet or the payment feature behind it: a re-export would make every
 * importer of this file fetch those chunks on its first page (docs/decisions/054, 078).
 */
export { getResumeQueryOptions, useResume } from './api/get-resume.ts';
export { requestTicketEmail, type TicketEmailRequest } from './api/send-ticket-email.ts';
export { TermsLink } from './components/terms-link.tsx';
export { isOfferEmailState } from './lib/offer-email-state.ts';
export type { TransientContext } from './transient-context.ts';

export const loadOpeningPieces = () => import('./opening-pieces.ts');
export const loadEmailReceiptModal = () => import('./components/email-receipt-modal.tsx');
export type { ExtensionTarget } from './lib/transient-payment-actions.ts';
/** The extension's payment calls, which a permit's renewal is processed with (decision 052). */
export const loadPaymentActions = () => import('./lib/transient-payment-actions.ts');
