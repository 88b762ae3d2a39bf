import type { Locale } from '@parking/domain';

/** The receipt e-mail's words, per driver language; `{name}` marks a value filled in. */
export type ReceiptWords = {
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

export const RECEIPT_WORDS: Record<Locale, ReceiptWords> = {
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
    intro: 'Este es el recibo de tu estacionamiento en {place}.',
    start: 'Desde',
    end: 'Hasta',
    plate: 'Matrícula',
    plates: 'Matrículas',
    address: 'Dirección',
    location: 'Ubicación',
    parking: 'Estacionamiento',
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

/** Fills `{name}` placeholders; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
