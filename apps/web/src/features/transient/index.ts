/**
 * The transient feature's public face: the terms link (in the shell chunk
 * already), and loaders for the heavier pieces the reservation pages borrow (opening notice and
 * access hours, the ticket e-mail modal). Loaders, not re-exports: a re-export would make every
 * importer of this file fetch those chunks on its first page (docs/decisions/054).
 */
export { TermsLink } from './components/terms-link.tsx';

export const loadOpeningPieces = () => import('./opening-pieces.ts');
export const loadEmailReceiptModal = () => import('./components/email-receipt-modal.tsx');
