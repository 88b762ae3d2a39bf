import type { Words } from '#api/messaging/words.js';

/** The stay ticket e-mail's words per language; `{name}` marks a value filled in. */
type StayTicketWords = {
  subject: string;
  title: string;
  intro: string;
  location: string;
  address: string;
  plate: string;
  entry: string;
  amount: string;
  paidAt: string;
  exitBefore: string;
  order: string;
  transaction: string;
  chargedTo: string;
  leaveNote: string;
  view: string;
  support: string;
  footer: string;
};

export const STAY_TICKET_WORDS: Words<StayTicketWords> = {
  'en-US': {
    subject: 'Your parking ticket: {place}',
    title: 'Your stay is paid',
    intro: 'Here is the ticket of your parking stay at {place}.',
    location: 'Location',
    address: 'Address',
    plate: 'License plate',
    entry: 'Entry',
    amount: 'Amount paid',
    paidAt: 'Paid on',
    exitBefore: 'Leave before',
    order: 'Order',
    transaction: 'Transaction',
    chargedTo: 'Charged to {card}',
    leaveNote:
      'Leave the car park before the time above: the barrier opens for your plate until then. After it, the extra time is owed at the exit.',
    view: 'View your ticket',
    support: 'Questions about this payment? Write to {email}',
    footer: 'Sent by {brand} because this ticket was requested for {email}.',
  },
  'es-ES': {
    subject: 'Tu ticket de aparcamiento: {place}',
    title: 'Tu estancia está pagada',
    intro: 'Este es el ticket de tu estancia en {place}.',
    location: 'Ubicación',
    address: 'Dirección',
    plate: 'Matrícula',
    entry: 'Entrada',
    amount: 'Importe pagado',
    paidAt: 'Pagado el',
    exitBefore: 'Salir antes de',
    order: 'Pedido',
    transaction: 'Operación',
    chargedTo: 'Cargado en {card}',
    leaveNote:
      'Sal del aparcamiento antes de esa hora: la barrera se abre para tu matrícula hasta entonces. Pasada esa hora, el tiempo adicional se paga a la salida.',
    view: 'Ver tu ticket',
    support: '¿Dudas sobre este pago? Escribe a {email}',
    footer: 'Enviado por {brand} porque se pidió este ticket para {email}.',
  },
};
