import type { Words } from '#api/messaging/words.js';

/** The receipt e-mail's words, per driver language; `{name}` marks a value filled in. */
type ReceiptWords = {
  subject: string;
  title: string;
  intro: string;
  start: string;
  end: string;
  plate: string;
  plates: string;
  address: string;
  location: string;
  parking: string;
  serviceFee: string;
  total: string;
  chargedTo: string;
  free: string;
  paidOn: string;
  spaceWarning: string;
  permitIntro: string;
  permitLeave: string;
  permitSpaceWarning: string;
  support: string;
  footer: string;
};

export const RECEIPT_WORDS: Words<ReceiptWords> = {
  'en-US': {
    subject: 'Your parking receipt: {place}',
    title: 'Thanks for parking with us!',
    intro: 'Here is the receipt of your parking session at {place}.',
    start: 'Start',
    end: 'End',
    plate: 'License plate',
    plates: 'License plates',
    address: 'Address',
    location: 'Location',
    parking: 'Parking',
    serviceFee: 'Service fee',
    total: 'Total',
    chargedTo: 'Charged to {card}',
    free: 'Free parking: nothing was charged.',
    paidOn: 'Paid on {date}',
    spaceWarning: 'Make sure you parked in a valid space: this payment does not reserve a space.',
    permitIntro: 'Here is the receipt of your permit renewal at {place}.',
    permitLeave: 'You have 10 minutes to leave the parking lot after payment.',
    permitSpaceWarning:
      "Park only in the spaces your permit allows. The operator is not liable for a vehicle parked elsewhere, nor for the vehicle's contents.",
    support: 'Questions about this payment? Write to {email}',
    footer: 'Sent by {organization} because this receipt was requested for {email}.',
  },
  'es-ES': {
    subject: 'Tu recibo de aparcamiento: {place}',
    title: '¡Gracias por aparcar con nosotros!',
    intro: 'Este es el recibo de tu aparcamiento en {place}.',
    start: 'Desde',
    end: 'Hasta',
    plate: 'Matrícula',
    plates: 'Matrículas',
    address: 'Dirección',
    location: 'Ubicación',
    parking: 'Aparcamiento',
    serviceFee: 'Gastos de gestión',
    total: 'Total',
    chargedTo: 'Cargado en {card}',
    free: 'Aparcamiento gratuito: no se ha cobrado nada.',
    paidOn: 'Pagado el {date}',
    spaceWarning:
      'Asegúrate de haber aparcado en una plaza válida: este pago no reserva ninguna plaza.',
    permitIntro: 'Este es el recibo de la renovación de tu abono en {place}.',
    permitLeave: 'Tienes 10 minutos para salir del aparcamiento después del pago.',
    permitSpaceWarning:
      'Aparca solo en las plazas que permite tu abono. El operador no se hace responsable de un vehículo aparcado en otro lugar ni de lo que haya dentro.',
    support: '¿Dudas sobre este pago? Escribe a {email}',
    footer: 'Enviado por {organization} porque se pidió este recibo para {email}.',
  },
};

/**
 * What a booking's ticket says instead of a session's receipt: a reservation does hold a space
 * (the receipt's warning says a payment does not), and it can still be changed or cancelled.
 */
type BookingTicketWords = {
  subject: string;
  title: string;
  cancelledTitle: string;
  intro: string;
  held: string;
  cancelled: string;
  manage: string;
  /** A booking bought past its cancel deadline (decision 084): no deadline to name. */
  manageNonRefundable: string;
  manageLink: string;
};

export const BOOKING_TICKET_WORDS: Words<BookingTicketWords> = {
  'en-US': {
    subject: 'Your parking reservation: {place}',
    title: 'Your reservation is confirmed',
    cancelledTitle: 'Your reservation was cancelled',
    intro:
      'Here is your reservation at {place}. The calendar file attached adds it to your calendar.',
    held: 'A space is held for your vehicle between the start and the end above.',
    cancelled: 'This reservation was cancelled and its amount refunded to your card.',
    manage: 'You can change the license plate until the start, and cancel until {deadline}.',
    manageNonRefundable:
      'You can change the license plate until the start. This reservation is non-refundable.',
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
    manageNonRefundable:
      'Puedes cambiar la matrícula hasta el inicio. Esta reserva no es reembolsable.',
    manageLink: 'Gestionar tu reserva',
  },
};
