import { toUtcDay } from '@parking/domain/calendar';
import type { CustomerPlace } from '@parking/domain/contracts';
import { calendarDayFormatter } from '@parking/domain/display';
import { fromZonedWallClock } from '@parking/domain/opening-hours';
import { type BookingPlaceHours, getDefaultOpenWindow } from '@parking/domain/reservation';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatedLot } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { cards, payTexts, readyPayButton, uniquePlate } from './payment-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';
import { type TapRecorder, tapRecorder } from './support/tap-recorder.ts';

/**
 * Issue 24: the flows tap-count.test.ts does not walk, counted the same way, as a new driver.
 * A reservation at LAX Park & Fly from its link to the paid ticket (before the issue: about 16
 * taps, 10 of them in the date and time pickers, and 5 fields; goal: at most 8 taps), in the
 * window the form proposes (decision 084) and on a weekday ahead picked in the calendar; a stay
 * at the demo gated lot found by its plate and paid by card (before: 4 taps, 4 fields). The
 * counts are printed for the closing note; each is bounded at what it measures now.
 */
const browser = useBrowser();
const PLACE_ZONE = 'America/Los_Angeles';
const TICKET_URL = /\/reservation\/[0-9a-f-]{36}\/ticket-paid\/[0-9a-f-]{36}$/;

const words = {
  'en-US': {
    entry: 'Enter After',
    date: 'Date',
    time: 'Time',
    calendar: 'Open the calendar: Enter After',
    nextMonth: 'Next month',
    check: 'Check Availability',
    continue: 'Continue to Checkout',
    checkout: 'Checkout',
    email: 'E-mail for your ticket',
    pay: /^Pay /,
    confirmed: 'Your reservation is confirmed',
    search: 'Search',
    stayPaid: 'Your stay is paid',
  },
  'es-ES': {
    entry: 'Entrada a partir de',
    date: 'Fecha',
    time: 'Hora',
    calendar: 'Abrir el calendario: Entrada a partir de',
    nextMonth: 'Mes siguiente',
    check: 'Comprobar disponibilidad',
    continue: 'Continuar al pago',
    checkout: 'Pago',
    email: 'Correo electrónico para tu ticket',
    pay: /^Pagar /,
    confirmed: 'Tu reserva está confirmada',
    search: 'Buscar',
    stayPaid: 'Tu estancia está pagada',
  },
} as const;
type Locale = keyof typeof words;

async function reservationHours(): Promise<BookingPlaceHours> {
  const response = await fetch(
    `${baseUrl()}/api/customer/place/${demoIds.places.reservation.id}?include=place,placePeriod,closingDays`,
  );
  const place = (await response.json()) as CustomerPlace;
  return {
    periods: place.placePeriod ?? [],
    closingDays: place.closingDays ?? [],
    timeZone: PLACE_ZONE,
  };
}

const HALF_HOUR_MS = 30 * 60_000;
/**
 * What a walk takes at most on a busy machine, from opening the form to the quote's checkout:
 * a CI run on a machine at half speed took over a minute (the es-ES walk at 320 px lost the race).
 */
const WALK_MS = 150_000;

/**
 * Waits past the next half hour if it comes within a walk: the proposed window starts then, and
 * a quote asked for once its start has passed is refused (the walk failed at 10:30 in LA).
 */
async function clearOfHalfHour() {
  const untilNext = HALF_HOUR_MS - (Date.now() % HALF_HOUR_MS);
  if (untilNext < WALK_MS) await new Promise((resolve) => setTimeout(resolve, untilNext + 2_000));
}

/**
 * The booking home once it proposes the window the lot is open for (decision 084): the one of
 * the moment the page opened, or of a half hour later if the clock has passed one since.
 */
async function openBookingHome(page: Page, locale: Locale) {
  await clearOfHalfHour();
  const hours = await reservationHours();
  const opened = new Date();
  await page.goto(`/reservation/${demoIds.places.reservation.id}`);
  const w = words[locale];
  const entryTime = page.getByRole('group', { name: w.entry }).getByLabel(w.time);
  let entryDate = '';
  await expect
    .poll(async () => {
      const shown = await entryTime.inputValue();
      const proposed = [opened, new Date()]
        .map((now) => getDefaultOpenWindow({ hours, now, timeZone: PLACE_ZONE }))
        .find((window) => String(window.entryTime) === shown);
      entryDate = proposed?.entryDate ?? '';
      return entryDate !== '';
    })
    .toBe(true);
  return { hours, entryDate };
}

/**
 * The first Tuesday to Thursday at least 3 days after `from` that the lot opens on: open
 * 06:00-22:00, wider than any window the form proposes, and far enough ahead to be refundable.
 */
function openWeekdayAfter(from: string, hours: BookingPlaceHours): string {
  const [year = 0, month = 1, day = 1] = from.split('-').map(Number);
  for (let offset = 3; ; offset += 1) {
    const date = new Date(Date.UTC(year, month - 1, day + offset));
    if (date.getUTCDay() < 2 || date.getUTCDay() > 4) continue;
    const wallClock = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: 0,
      minute: 0,
    };
    const midnight = fromZonedWallClock({ wallClock, timeZone: PLACE_ZONE });
    const iso = date.toISOString().slice(0, 10);
    if (getDefaultOpenWindow({ hours, now: midnight, timeZone: PLACE_ZONE }).entryDate === iso) {
      return iso;
    }
  }
}

/** The card of the place's kind, typed as a driver does: the frame moves on by itself. */
async function typeCardCounted(page: Page, recorder: TapRecorder, locale: Locale) {
  const t = payTexts[locale];
  const cardFrame = page.locator(`iframe[title="${t.cardDetails}"]`);
  const card = page.frameLocator(`iframe[title="${t.cardDetails}"]`);
  await recorder.type('card number', card.getByLabel(t.cardNumber), cards.succeeds, cardFrame);
  await recorder.type('expiry', card.getByLabel(t.expiry), '1234', cardFrame);
  await recorder.type('security code', card.getByLabel(t.cvc), '123', cardFrame);
}

/** From 'Check Availability' to the paid ticket: the quote, the checkout's plate, e-mail, card. */
async function checkAndPay(page: Page, recorder: TapRecorder, locale: Locale, plate: string) {
  const w = words[locale];
  await recorder.tap(w.check, page.getByRole('button', { name: w.check }));
  await recorder.tap(w.continue, page.getByRole('button', { name: w.continue }));
  await page.getByRole('heading', { level: 1, name: w.checkout }).waitFor();
  await recorder.type('plate', page.getByLabel(payTexts[locale].plate), plate);
  await recorder.type('e-mail', page.getByLabel(w.email), `${plate.toLowerCase()}@example.com`);
  await typeCardCounted(page, recorder, locale);
  await recorder.tap('Pay', await readyPayButton(page, w.pay));
  await page.waitForURL(TICKET_URL, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: w.confirmed }).waitFor();
}

async function gateEntry(plate: string, occurredAt: Date) {
  const response = await fetch(`${baseUrl()}/api/gate/entries`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${demoIds.accessControl.gateApiKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ placeId: gatedLot, licensePlate: plate, occurredAt }),
  });
  expect(response.ok).toBe(true);
}

describe.each([
  ['en-US', 360],
  ['es-ES', 320],
] as const)('taps and fields of a reservation and a gated stay in %s at %i px', (locale, width) => {
  const w = words[locale];

  it('a reservation in the window the form proposes: check, continue, plate, e-mail, card, Pay', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await openBookingHome(page, locale);
    const recorder = tapRecorder(page);
    await checkAndPay(page, recorder, locale, uniquePlate('TAPR'));

    console.log(
      `Tap count (${locale}), reservation in the proposed window: ${recorder.taps} taps, ${recorder.fields} typed fields (before issue 24: about 16 taps, 5 fields; goal: at most 8 taps): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(6);
    expect(recorder.fields).toBe(5);
    await driver.context.close();
  }, 300_000);

  it('a reservation on a weekday ahead, picked in the calendar, at the proposed times', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    const { hours, entryDate } = await openBookingHome(page, locale);
    const day = openWeekdayAfter(entryDate, hours);
    const recorder = tapRecorder(page);
    await recorder.tap('the calendar', page.getByRole('button', { name: w.calendar }));
    // The calendar opens on the month of the proposed entry.
    const calendar = page.getByRole('dialog');
    const nextMonth = day.slice(0, 7) !== entryDate.slice(0, 7);
    if (nextMonth) {
      await recorder.tap(w.nextMonth, calendar.getByRole('button', { name: w.nextMonth }));
    }
    const dayName = calendarDayFormatter(locale, { dateStyle: 'full' }).format(toUtcDay(day));
    await recorder.tap(day, calendar.getByRole('button', { name: dayName }));
    await calendar.waitFor({ state: 'hidden' });
    const [year, month, date] = day.split('-');
    const typed = locale === 'en-US' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
    const entryDateField = page.getByRole('group', { name: w.entry }).getByLabel(w.date);
    await expect.poll(() => entryDateField.inputValue()).toBe(typed);
    await checkAndPay(page, recorder, locale, uniquePlate('TAPD'));

    console.log(
      `Tap count (${locale}), reservation on a weekday ahead picked in the calendar: ${recorder.taps} taps, ${recorder.fields} typed fields (goal: at most 8 taps; one more when the day is in the next month): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(nextMonth ? 9 : 8);
    expect(recorder.fields).toBe(5);
    await driver.context.close();
  }, 300_000);

  it('a stay at the gated lot: plate, Search, card number, expiry, code, Pay', async () => {
    const plate = uniquePlate('TAPS');
    await gateEntry(plate, new Date(Date.now() - 95 * 60_000));
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(`/access-control/${demoIds.accessControl.customerId}`);
    const recorder = tapRecorder(page);
    await recorder.type('plate', page.getByLabel(payTexts[locale].plate, { exact: true }), plate);
    await recorder.tap(w.search, page.getByRole('button', { name: w.search, exact: true }));
    await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    await typeCardCounted(page, recorder, locale);
    await recorder.tap('Pay', await readyPayButton(page, w.pay));
    await page.waitForURL((url) => /\/ticket-paid-v1\/[0-9a-f-]{36}$/.test(url.pathname), {
      timeout: 20_000,
    });
    await page.getByRole('heading', { level: 1, name: w.stayPaid }).first().waitFor();

    console.log(
      `Tap count (${locale}), access-control stay by card: ${recorder.taps} taps, ${recorder.fields} typed fields (before issue 24: 4 taps, 4 fields): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(4);
    expect(recorder.fields).toBe(4);
    await driver.context.close();
  });
});
