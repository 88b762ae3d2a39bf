/** The card form's words: the page's (rendered here) and its script's (data-messages). */
export const CARD_FORM_LOCALES = ['es-ES', 'en-US'] as const;
export type CardFormLocale = (typeof CARD_FORM_LOCALES)[number];

export const PAGE_WORDS: Record<CardFormLocale, Record<string, string>> = {
  'en-US': {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiration date',
    expiryHint: 'MM / YY',
    cvc: 'Security code',
    cvcHint: '3 digits on the back (Amex: 4 on the front)',
    testMode: 'Test mode: no real card is charged.',
  },
  'es-ES': {
    title: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    expiryHint: 'MM / AA',
    cvc: 'Código de seguridad',
    cvcHint: '3 cifras en el reverso (Amex: 4 en el anverso)',
    testMode: 'Modo de prueba: no se cobra ninguna tarjeta real.',
  },
};

/** What the script shows and posts, in the words processors use (Stripe.js's). */
export const SCRIPT_MESSAGES: Record<CardFormLocale, Record<string, string>> = {
  'en-US': {
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    brandUnsupported: 'Your card brand is not supported.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryMonthInvalid: "Your card's expiration month is invalid.",
    expiryPast: "Your card's expiration date is in the past.",
    expiryYearInvalid: "Your card's expiration year is invalid.",
    cvcIncomplete: "Your card's security code is incomplete.",
    declined: 'Your card was declined.',
    network: 'The card could not be sent. Check your connection and try again.',
    failed: 'The payment could not be completed. Please try again.',
  },
  'es-ES': {
    numberIncomplete: 'El número de tarjeta está incompleto.',
    numberInvalid: 'El número de tarjeta no es válido.',
    brandUnsupported: 'Esta marca de tarjeta no se admite.',
    expiryIncomplete: 'La fecha de caducidad está incompleta.',
    expiryMonthInvalid: 'El mes de caducidad no es válido.',
    expiryPast: 'La fecha de caducidad ya ha pasado.',
    expiryYearInvalid: 'El año de caducidad no es válido.',
    cvcIncomplete: 'El código de seguridad está incompleto.',
    declined: 'Tu tarjeta ha sido rechazada.',
    network: 'No se pudo enviar la tarjeta. Comprueba tu conexión e inténtalo de nuevo.',
    failed: 'No se pudo completar el pago. Inténtalo de nuevo.',
  },
};
