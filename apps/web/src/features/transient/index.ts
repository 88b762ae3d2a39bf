/**
 * The transient feature's public face: the place's header, opening notices, access hours, terms
 * link and the ticket e-mail modal, which the reservation pages show as the transient ones do
 * (docs/decisions/054). Pieces only; no page.
 */
export { AccessHours } from './components/access-hours.tsx';
export { ClosingAlert, useClosingStatus } from './components/closing-alert.tsx';
export { EmailReceiptModal } from './components/email-receipt-modal.tsx';
export { PlaceHeader } from './components/place-header.tsx';
export { TermsLink } from './components/terms-link.tsx';
export { pickPrimaryPeriod } from './lib/primary-period.ts';
