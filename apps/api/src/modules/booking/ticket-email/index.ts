/**
 * The booking ticket e-mail (decision 053): its delivery written by the settle that books, its
 * job sent after the commit (decision 099), with the window as an .ics.
 */
export { createBookingTicketExtras } from './attachments.js';
