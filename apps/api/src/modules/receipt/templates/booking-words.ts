import type { Locale } from '@parking/domain';

/**
 * What a booking's ticket says instead of a session's receipt: a reservation does hold a space
 * (the receipt's warning says a payment does not), and it can still be changed or cancelled.
 */
export type BookingTicketWords = {
  subject: string;
  title: string;
  cancelledTitle: string;
  intro: string;
  held: string;
  cancelled: string;
  manage: string;
  manageLink: string;
};

export const BOOKING_TICKET_WORDS: Record<Locale, BookingTicketWords> = {
  'en-US': {
    subject: 'Your parking reservation: {place}',
    title: 'Your reservation is confirmed',
    cancelledTitle: 'Your reservation was cancelled',
    intro:
      'Here is your reservation at {place}. The calendar file attached adds it to your calendar.',
    held: 'A space is held for your vehicle between the start and the end above.',
    cancelled: 'This reservation was cancelled and its amount refunded to your card.',
    manage: 'You can change the license plate until the start, and cancel until {deadline}.',
    manageLink: 'Manage your reservation',
  },
  'es-ES': {
    subject: 'Tu reserva de aparcamiento: {place}',
    title: 'Tu reserva está confirmada',
    cancelledTitle: 'Tu reserva se ha cancelado',
    intro:
      'Esta es tu reserva en {place}. El archivo de calendario adjunto la añade a tu calendario.',
    held: 'Hay una plaza reservada para tu vehículo entre el inicio y el fin indicados.',
    cancelled: 'Esta reserva se ha cancelado y su importe se ha devuelto a tu tarjeta.',
    manage: 'Puedes cambiar la matrícula hasta el inicio y cancelar hasta el {deadline}.',
    manageLink: 'Gestionar tu reserva',
  },
};
