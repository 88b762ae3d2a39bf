import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  type DriverPage,
  type Locale,
  openDriverPage,
  scrollsSideways,
  seriousAxeViolations,
} from './support/browser.ts';

/**
 * Shared steps of the payment browser tests (e2e/payment-*.test.ts). Kept beside them rather
 * than in support/: they know the payment screens' wording.
 */

export const cards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  slowConfirmation: '4000000000003220',
} as const;

/** The texts of both languages the payment tests read, as the app words them. */
export const payTexts = {
  'en-US': {
    payParking: 'Pay parking',
    plate: 'License plate',
    continue: 'Continue',
    pay: /^Pay \$/,
    parkFree: 'Park for free',
    rate: 'Rate',
    searchRates: 'Search rates',
    noRateMatch: (query: string) => `No rates match “${query}”`,
    serviceFee: 'Service fee',
    total: 'Total',
    notify: 'Text me before my session expires',
    phone: 'Mobile phone',
    cardDetails: 'Card details',
    cardNumber: 'Card number',
    expiry: 'Expiration date',
    cvc: 'Security code',
    paymentFailed: 'Payment failed',
    paymentFailedText:
      'There was an issue processing your payment. Please check your payment method and try again.',
    tryAgain: 'Try again',
    processing: 'Processing your payment in our system',
    checkingAgain: /Checking again in \d+ seconds?/,
    activeSession: 'Active session',
    expireSoon: 'Expires soon',
    anySessionState: /^(Active session|Expires soon|Expired)$/,
    timeRemaining: 'Time remaining:',
    purchaseAnother: 'Purchase another session',
    extend: 'Extend session',
    viewReceipt: 'View receipt',
    thanks: 'Thanks!',
    emailTitle: 'Get your receipt by e-mail',
    email: 'E-mail address',
    emailError: 'Enter a valid e-mail address',
    emailSent: /^Your receipt was sent to /,
    submit: 'Submit',
    notNow: 'Not now',
    chargedTo: 'Charged to VISA •••• 4242',
    free: 'Free parking: nothing was charged.',
    spaceWarning: /this payment does not reserve a space/,
    sessionsTitle: 'Active sessions',
    select: 'Select',
    lookupRateLimited: 'Too many searches in a short time. Wait a minute and try again.',
    lookupNetwork: 'We could not connect. Check your connection and try again.',
    notFound: 'Page not found',
    back: 'Back',
  },
  'es-ES': {
    payParking: 'Pagar aparcamiento',
    plate: 'Matrícula',
    continue: 'Continuar',
    pay: /^Pagar \$/,
    parkFree: 'Aparcar gratis',
    rate: 'Tarifa',
    searchRates: 'Buscar tarifa',
    noRateMatch: (query: string) => `Ninguna tarifa coincide con «${query}»`,
    serviceFee: 'Gastos de gestión',
    total: 'Total',
    notify: 'Avisarme por SMS antes de que caduque la sesión',
    phone: 'Teléfono móvil',
    cardDetails: 'Datos de la tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    cvc: 'Código de seguridad',
    paymentFailed: 'Pago fallido',
    paymentFailedText:
      'Ha habido un problema al procesar el pago. Comprueba tu método de pago e inténtalo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    processing: 'Estamos procesando tu pago en nuestro sistema',
    checkingAgain: /Volvemos a comprobarlo en \d+ segundos?/,
    activeSession: 'Sesión activa',
    expireSoon: 'Caduca pronto',
    anySessionState: /^(Sesión activa|Caduca pronto|Caducada)$/,
    timeRemaining: 'Tiempo restante:',
    purchaseAnother: 'Comprar otra sesión',
    extend: 'Ampliar sesión',
    viewReceipt: 'Ver recibo',
    thanks: '¡Gracias!',
    emailTitle: 'Recibe tu recibo por correo electrónico',
    email: 'Correo electrónico',
    emailError: 'Introduce un correo electrónico válido',
    emailSent: /^Hemos enviado tu recibo a /,
    submit: 'Enviar',
    notNow: 'Ahora no',
    chargedTo: 'Cargado en VISA •••• 4242',
    free: 'Aparcamiento gratuito: no se ha cobrado nada.',
    spaceWarning: /este pago no reserva ninguna plaza/,
    sessionsTitle: 'Sesiones activas',
    select: 'Seleccionar',
    lookupRateLimited: 'Demasiadas búsquedas seguidas. Espera un minuto y vuelve a intentarlo.',
    lookupNetwork: 'No hemos podido conectar. Comprueba tu conexión y vuelve a intentarlo.',
    notFound: 'Página no encontrada',
    back: 'Volver',
  },
} as const;

/** A plate no other test uses, so every payment starts a session of its own. */
export function uniquePlate(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
}

/** A driver page whose stored language is `locale` (as a returning driver's would be). */
export function openPayDriver(browser: Browser, locale: Locale): Promise<DriverPage> {
  return openDriverPage(browser, { storedLocale: locale });
}

/**
 * Scrolls the control (or the iframe holding it) into view and lets two frames pass: the card
 * form and the wallet are out-of-process iframes whose hit-test areas the compositor updates a
 * frame after a scroll, so an instant click can land in a frame's old position (a robot's
 * problem, not a driver's). A control inside such a frame is reached through its iframe: the
 * frame's own animation frames are throttled while it is off screen, so waiting for the control
 * itself to be stable there never ends.
 */
async function scrollIntoViewAndSettle(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Clicks the control once it is in view and the frames' hit-test areas have followed;
 * `frame` is the iframe element holding a control of a card or wallet frame.
 */
export async function clickWhenSettled(
  page: Page,
  target: Locator,
  frame?: Locator,
): Promise<void> {
  await scrollIntoViewAndSettle(page, frame ?? target);
  await target.click();
}

/**
 * Ticks or unticks the checkbox the same way: a checkbox scrolled out of view (the reminder,
 * above the wallet and the card form once the phone's message has pushed them) would otherwise
 * be clicked in the card form's old place. setChecked still fails if the tick does not change.
 */
export async function setCheckedWhenSettled(
  page: Page,
  target: Locator,
  checked: boolean,
): Promise<void> {
  await scrollIntoViewAndSettle(page, target);
  await target.setChecked(checked);
}

export async function typeCard(page: Page, locale: Locale, number: string): Promise<void> {
  const t = payTexts[locale];
  const frame = page.frameLocator(`iframe[title="${t.cardDetails}"]`);
  await frame.getByLabel(t.cardNumber).fill(number);
  await frame.getByLabel(t.expiry).fill('12 / 34');
  await frame.getByLabel(t.cvc).fill('123');
}

/** The pay button once the pending payment and the card form are ready. */
export async function readyPayButton(page: Page, name: RegExp | string): Promise<Locator> {
  const button = page.getByRole('button', { name });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  return button;
}

/**
 * Chromium reports every HTTP error answer as a console error ('Failed to load resource: ...
 * status of 402'). The statuses a test expects (a declined card, 404 while a payment settles)
 * are allowed by name; anything else fails the test.
 */
export function unexpectedConsoleErrors(
  driver: DriverPage,
  expectedStatuses: readonly number[] = [],
): string[] {
  return driver.consoleErrors.filter(
    (message) =>
      !expectedStatuses.some((status) =>
        message.includes(`the server responded with a status of ${status}`),
      ),
  );
}

export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousAxeViolations(page), where).toEqual([]);
  await expect
    .poll(() => scrollsSideways(page), { message: `${where}: no horizontal scroll at phone width` })
    .toBe(false);
}
