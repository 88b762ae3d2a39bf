import { toZonedParts } from '@parking/domain/opening-hours';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBooking } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  payTexts,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import {
  openDriverPage,
  scrollsSideways,
  seriousAxeViolations,
  useBrowser,
} from './support/browser.ts';
import { demoIds } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Issue 11, the reservation flow as a driver goes through it at 360 px in both languages: pick
 * a window (an unavailable one first), check it, pay it at checkout, find the ticket e-mail in
 * the mailbox page, change the plate, cancel and see the refund; axe on every page.
 */
const browser = useBrowser();
const placeId = demoIds.places.reservation.id;
const PLACE_NAME = 'LAX Park & Fly';
const PLACE_ZONE = 'America/Los_Angeles';

const words = {
  'en-US': {
    title: 'Book Parking Now',
    accessHours: 'Access hours',
    vehicleTypes: 'Vehicle types',
    entry: 'Enter After',
    exit: 'Exit Before',
    date: 'Date',
    time: 'Time',
    check: 'Check Availability',
    closedAtEntry: 'The parking lot is closed at your entry time. Its access hours are below.',
    freeUntil: /Free cancellation until .+\./,
    continue: 'Continue to Checkout',
    total: 'Total',
    checkout: 'Checkout',
    plate: 'License plate',
    email: 'E-mail for your ticket',
    emailInvalid: 'Invalid email',
    emailTicket: 'Email ticket',
    pay: /^Pay \$/,
    confirmed: 'Your reservation is confirmed',
    changePlate: 'Change license plate',
    cancel: 'Cancel reservation',
    newPlate: 'New license plate',
    save: 'Save license plate',
    plateUpdated: 'License plate updated',
    viewTicket: 'View ticket',
    cancelDone: /Your reservation was cancelled\. \$[\d.]+ will be refunded to your card\./,
    backToTicket: 'Back to the ticket',
    cancelled: 'This reservation was cancelled',
  },
  'es-ES': {
    title: 'Reserva tu plaza',
    accessHours: 'Horario de acceso',
    vehicleTypes: 'Tipos de vehículo',
    entry: 'Entrada a partir de',
    exit: 'Salida antes de',
    date: 'Fecha',
    time: 'Hora',
    check: 'Comprobar disponibilidad',
    closedAtEntry:
      'El aparcamiento está cerrado a tu hora de entrada. Su horario de acceso está más abajo.',
    freeUntil: /Cancelación gratuita hasta el .+\./,
    continue: 'Continuar al pago',
    total: 'Total',
    checkout: 'Pago',
    plate: 'Matrícula',
    email: 'Correo electrónico para tu ticket',
    emailInvalid: 'Correo electrónico no válido',
    emailTicket: 'Enviar ticket por correo',
    pay: /^Pagar /,
    confirmed: 'Tu reserva está confirmada',
    changePlate: 'Cambiar matrícula',
    cancel: 'Cancelar reserva',
    newPlate: 'Nueva matrícula',
    save: 'Guardar matrícula',
    plateUpdated: 'Matrícula actualizada',
    viewTicket: 'Ver ticket',
    cancelDone: /Tu reserva se ha cancelado\. Se devolverán [\d,]+\s\$ a tu tarjeta\./,
    backToTicket: 'Volver al ticket',
    cancelled: 'Esta reserva se ha cancelado',
  },
} as const;

/**
 * A Tuesday to Thursday at least `minDaysAhead` days from today on the place's clock, as the
 * date input writes it: open 06:00-22:00, and far enough ahead to be cancelled (24 h notice).
 */
function weekdayAhead(minDaysAhead: number): string {
  const today = toZonedParts({ date: new Date(), timeZone: PLACE_ZONE });
  for (let offset = minDaysAhead; ; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (day.getUTCDay() >= 2 && day.getUTCDay() <= 4) return day.toISOString().slice(0, 10);
  }
}

const hm = (hours: number, minutes = 0) => String(hours * 60 + minutes);

/** The page's h1 has the focus and reads `name` (the route announcer moved it there). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await heading.waitFor();
  await expect
    .poll(() => heading.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

describe.each(['en-US', 'es-ES'] as const)('a reservation in %s at 360 px', (locale) => {
  const w = words[locale];

  it('is booked, paid, e-mailed, changed and cancelled', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    const plate = uniquePlate('RSV');
    const newPlate = uniquePlate('NEW');
    const address = `${plate.toLowerCase()}@example.com`;
    const day = weekdayAhead(locale === 'en-US' ? 3 : 4);

    await page.goto(`/reservation/${placeId}`);
    await page.getByRole('heading', { level: 1, name: PLACE_NAME }).waitFor();
    await page.getByRole('heading', { level: 2, name: w.title }).waitFor();
    // Below the panel, once the page is up: access hours, vehicle types, services.
    await page.getByRole('heading', { level: 2, name: w.accessHours }).waitFor();
    await page.getByRole('heading', { level: 2, name: w.vehicleTypes }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'EV charging' }).waitFor();
    await expectAccessible(page, 'reservation home');
    // The narrowest phone too: date and time stack, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 360, height: 800 });

    const entry = page.getByRole('group', { name: w.entry });
    const exit = page.getByRole('group', { name: w.exit });
    // An entry date after the exit date moves the exit to it (spec section 4). Typed with
    // digits, in the language's order (decision 085).
    const [year, month, date] = day.split('-');
    const typed = locale === 'en-US' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
    await entry.getByLabel(w.date).fill(typed);
    // Both fields: should the exit not follow, the failure says whether the entry took the date.
    await expect
      .poll(async () => [
        await entry.getByLabel(w.date).inputValue(),
        await exit.getByLabel(w.date).inputValue(),
      ])
      .toEqual([typed, typed]);

    // 22:30 on a weekday is after closing: unavailable, and why (decision 084).
    await entry.getByLabel(w.time).selectOption(hm(22, 30));
    await page.getByRole('button', { name: w.check }).click();
    await page.getByRole('alert').filter({ hasText: w.closedAtEntry }).waitFor();
    await expectAccessible(page, 'reservation home, unavailable');

    // Any change clears the error; 10:00 to 16:00 is open.
    await entry.getByLabel(w.time).selectOption(hm(10));
    await expect.poll(() => page.getByText(w.closedAtEntry).count()).toBe(0);
    await exit.getByLabel(w.time).selectOption(hm(16));
    await page.getByRole('button', { name: w.check }).click();
    const continueButton = page.getByRole('button', { name: w.continue });
    await continueButton.waitFor();
    await expect.poll(() => spacedText(page.locator('.breakdown'))).toContain(w.total);
    // Three days ahead or more: refundable, said beside the price (decision 084).
    await expect.poll(() => spacedText(page.getByRole('main'))).toMatch(w.freeUntil);
    await expectAccessible(page, 'reservation home, quoted');
    // The intents the checkout holds (a renewal replaces one); the last is the one paid.
    const intentIds: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/generate-payment-by-quote') || !response.ok()) return;
      intentIds.push(((await response.json()) as { id: string }).id);
    });
    await continueButton.click();

    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    await expectHeadingFocused(page, w.checkout);
    await page.getByLabel(w.plate).fill(plate);
    const email = page.getByLabel(w.email);
    await email.fill('not-an-address');
    await email.blur();
    await page.getByText(w.emailInvalid).waitFor();
    await email.fill(address);
    await typeCard(page, locale, cards.succeeds);
    const pay = await readyPayButton(page, w.pay);
    // Enter in a field never pays: it moves to the button, which does.
    await email.press('Enter');
    await expect
      .poll(() => pay.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expect.poll(() => page.url()).toContain('/checkout/');
    await expectAccessible(page, 'checkout');
    await clickWhenSettled(page, pay);

    await page.waitForURL(/\/ticket-paid\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expectHeadingFocused(page, w.confirmed);
    await page.getByText(plate, { exact: true }).waitFor();
    await expectAccessible(page, 'paid ticket');
    const ticketUrl = page.url();

    // The same ticket by the processor's id (the external-id route).
    const externalId = intentIds.at(-1);
    await page.goto(`/reservation/${placeId}/ticket-paid/external/${externalId}`);
    await page.getByRole('heading', { level: 1, name: w.confirmed }).waitFor();
    await page.getByText(plate, { exact: true }).waitFor();
    await page.goto(ticketUrl);
    await page.getByRole('heading', { level: 1, name: w.confirmed }).waitFor();

    // The ticket was e-mailed at once, through the receipt queue.
    const mailbox = await openDriverPage(browser(), { width: 1024 });
    await mailbox.page.goto('/dev/mailbox');
    const row = mailbox.page.getByRole('row').filter({ hasText: address });
    await expect
      .poll(
        async () => {
          await mailbox.page.reload();
          return row.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect.poll(() => row.innerText()).toContain(PLACE_NAME);
    expect(await seriousAxeViolations(mailbox.page)).toEqual([]);
    await mailbox.context.close();

    // Change the plate.
    await page.getByRole('link', { name: w.changePlate }).click();
    await page.waitForURL(/\/update$/);
    await expectHeadingFocused(page, w.changePlate);
    await expectAccessible(page, 'update page');
    await page.getByLabel(w.newPlate).fill(newPlate);
    await page.getByRole('button', { name: w.save }).click();
    await page.waitForURL(/\/licence-plate-updated$/);
    await expectHeadingFocused(page, w.plateUpdated);
    await page.getByText(newPlate, { exact: false }).waitFor();
    await expectAccessible(page, 'licence plate updated page');
    await page.getByRole('link', { name: w.viewTicket }).click();
    await page.getByText(newPlate, { exact: true }).waitFor();

    // Cancel: refunded, and the ticket says so.
    await page.getByRole('link', { name: w.cancel }).click();
    await page.waitForURL(/\/cancel$/);
    await expectHeadingFocused(page, w.cancel);
    await expectAccessible(page, 'cancel page');
    await page.getByRole('button', { name: w.cancel }).click();
    await page.getByText(w.cancelDone).waitFor();
    await expectAccessible(page, 'cancel page, done');
    await page.getByRole('link', { name: w.backToTicket }).click();
    await page.getByRole('heading', { level: 1, name: w.cancelled }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: w.cancel }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: w.changePlate }).count()).toBe(0);
    await expectAccessible(page, 'cancelled ticket');

    expect(unexpectedConsoleErrors(driver, [400])).toEqual([]);
    await driver.context.close();
  });
});

describe.each(['en-US', 'es-ES'] as const)("the demo booking's pages in %s", (locale) => {
  const w = words[locale];

  it('open from the README links: ticket, plate change and cancel, none changed', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    const ticket = `/reservation/${placeId}/ticket-paid/${demoBooking.assignedRightId}`;
    await page.goto(ticket);
    await page.getByRole('heading', { level: 1, name: w.confirmed }).waitFor();
    await page.getByText('BOOK123', { exact: true }).waitFor();
    await page.getByRole('link', { name: w.changePlate }).waitFor();
    await expectAccessible(page, 'demo booking ticket');
    // The ticket by e-mail: an address that cannot be one says 'Invalid email' (spec section 5).
    await page.getByRole('button', { name: w.emailTicket }).click();
    const modal = page.getByRole('dialog', { name: payTexts[locale].emailTitle });
    await modal.getByLabel(payTexts[locale].email).fill('driver@nowhere');
    await modal.getByRole('button', { name: payTexts[locale].submit }).click();
    await modal.getByText(w.emailInvalid, { exact: true }).waitFor();
    await expectAccessible(page, 'demo booking ticket, e-mail modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page.goto(`${ticket}/update`);
    await page.getByRole('heading', { level: 1, name: w.changePlate }).waitFor();
    await page.getByLabel(w.newPlate).waitFor();
    await expectAccessible(page, 'demo booking update page');
    await page.goto(`${ticket}/cancel`);
    await page.getByRole('heading', { level: 1, name: w.cancel }).waitFor();
    await page.getByRole('button', { name: w.cancel }).waitFor();
    await expectAccessible(page, 'demo booking cancel page');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
