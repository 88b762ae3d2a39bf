/**
 * The transient feature's public face: the pieces other flows at a place show the same way (the
 * place's header, a session's receipt and its e-mail request). Features import these from here,
 * and only from here (docs/decisions/021).
 */
export { getResumeQueryOptions, useResume } from './api/get-resume.ts';
export { EmailReceiptModal, isOfferEmailState } from './components/email-receipt-modal.tsx';
export { LoadingOverlay } from './components/loading-overlay.tsx';
export { PlaceHeader } from './components/place-header.tsx';
