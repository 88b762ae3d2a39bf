/** The booking ticket e-mail: queued at settle, with the window as an .ics (decision 053). */
export { createBookingTicketExtras } from './attachments.js';
export { queueBookingTicket } from './queue.js';
