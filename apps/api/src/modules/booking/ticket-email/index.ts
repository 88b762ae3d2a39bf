/** The booking ticket e-mail: queued at settle, with the window as an .ics (decision 053). */
export {
  createBookingTicketAttachments,
  type TicketAttachmentInput,
  type TicketAttachments,
} from './attachments.js';
export {
  type BookingTicketInput,
  type QueuedBookingTicket,
  queueBookingTicket,
} from './queue.js';
