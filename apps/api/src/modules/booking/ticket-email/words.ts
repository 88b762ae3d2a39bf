import type { Words } from '#api/messaging/words.js';

/** The booking's calendar file in each language: its name and what the event says. */
type BookingCalendarWords = {
  filename: string;
  summary: string;
  plate: string;
};

export const BOOKING_CALENDAR_WORDS: Words<BookingCalendarWords> = {
  'es-ES': {
    filename: 'reserva.ics',
    summary: 'Reserva de aparcamiento: {place}',
    plate: 'Matrícula: {plates}',
  },
  'en-US': {
    filename: 'reservation.ics',
    summary: 'Parking reservation: {place}',
    plate: 'License plate: {plates}',
  },
};
