import { toUtcDay } from '@parking/domain/calendar';
import type { CustomerPlace } from '@parking/domain/contracts';
import { calendarDayFormatter } from '@parking/domain/display';
import { fromZonedWallClock } from '@parking/domain/opening-hours';
import { type BookingPlaceHours, getDefaultOpenWindow } from '@parking/domain/reservation';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatedLot } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { cards, payTexts, readyPayButton, uniquePlate } from './payment-helpers.ts';
import { payFirstKeepingCard, savedCardTexts } from './saved-card-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';
import { type TapRecorder, tapRecorder } from './support/tap-recorder.ts';
import { readyWalletButton, walletSheet, walletTexts } from './wallet-helpers.ts';

/**
 * Issue 10: from opening the link to the summary, as a new driver on a 360 px phone, at Midtown
 * Garage (plate lookup first, reminder ticked by default, first card kind). Before the issue the
 * card path took 7 taps and 5 typed fields (plate, phone, card number, MM/YY, CVC); the goal
 * with a wallet is at most 4 taps and 1 field (the plate). The counts are printed for the
 * closing note.
 */
const browser = useBrowser();
const locale = 'en-US';
const t = payTexts[locale];
const place = transientPlaces.open;
const SUMMARY_URL = /\/summary\/[0-9a-f-]{36}\?receipt=true$/;

describe('taps and fields from the link to the summary (360 px, Midtown Garage)', () => {
  it('by card: plate, phone for the pre-ticked reminder, card number, expiry, code, Pay', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    const recorder = tapRecorder(page);
    await page.goto(`/transient/${place.id}`);
    await recorder.type('plate', page.getByLabel(t.plate), uniquePlate('TAPC'));
    await recorder.tap('Continue', page.getByRole('button', { name: t.continue }));
    await page.getByRole('button', { name: t.pay }).waitFor();
    await recorder.type('phone', page.getByLabel(t.phone), '2125550123');
    const cardFrame = page.locator(`iframe[title="${t.cardDetails}"]`);
    const card = page.frameLocator(`iframe[title="${t.cardDetails}"]`);
    await recorder.type('card number', card.getByLabel(t.cardNumber), cards.succeeds, cardFrame);
    await recorder.type('expiry', card.getByLabel(t.expiry), '1234', cardFrame);
    await recorder.type('security code', card.getByLabel(t.cvc), '123', cardFrame);
    await recorder.tap('Pay', await readyPayButton(page, t.pay));
    await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();

    console.log(
      `Tap count, card path: ${recorder.taps} taps, ${recorder.fields} typed fields (before issue 10: 7 taps, 5 fields): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.fields).toBe(5);
    // The card frame moves on by itself from the number to the expiry to the code (decision 049).
    expect(recorder.taps).toBeLessThanOrEqual(5);
    await driver.context.close();
  });

  it('by wallet: plate, Continue, the wallet button, confirm in its sheet', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    const recorder = tapRecorder(page);
    const w = walletTexts[locale];
    await page.goto(`/transient/${place.id}`);
    await recorder.type('plate', page.getByLabel(t.plate), uniquePlate('TAPW'));
    await recorder.tap('Continue', page.getByRole('button', { name: t.continue }));
    const walletFrame = page.locator(`iframe[title="${w.frame}"]`);
    await recorder.tap('Pay with test wallet', await readyWalletButton(page, locale), walletFrame);
    await recorder.tap(
      'Confirm payment',
      walletSheet(page, locale).getByRole('button', { name: w.confirm }),
    );
    await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();

    console.log(
      `Tap count, wallet path: ${recorder.taps} taps, ${recorder.fields} typed field (goal: at most 4 taps, 1 field): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(4);
    expect(recorder.fields).toBe(1);
    await driver.context.close();
  });

  it('an extension with the card kept on this device: Extend session, Pay with the same card', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    const plate = uniquePlate('TAPE');
    // The first payment keeps the card (issue 24, point 4); the count starts on its summary, as
    // a driver does who opens the summary again to extend.
    const assignedRightId = await payFirstKeepingCard(page, locale, place.id, plate);
    const recorder = tapRecorder(page);
    await recorder.tap('Extend session', page.getByRole('link', { name: t.extend }));
    const saved = page.getByRole('button', { name: savedCardTexts[locale].pay });
    await expect.poll(() => saved.isEnabled(), { timeout: 15_000 }).toBe(true);
    await recorder.tap('Pay with the same card', saved);
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}\\?receipt=true$`), {
      timeout: 20_000,
    });
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();

    console.log(
      `Tap count, extension with the kept card: ${recorder.taps} taps, ${recorder.fields} typed fields (before issue 24: 3 taps and the whole card; goal: at most 2 taps, no field): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(2);
    expect(recorder.fields).toBe(0);
    await driver.context.close();
  });
});

/**
 * Issue 24: the other flows, walked the same way. The reservation at LAX Park & Fly from its
 * link to the paid ticket (before the issue: about 16 taps, 10 of them in the date and time
 * pickers, and 5 fields; goal: at most 8 taps); a stay at the demo gated lot found by its plate
 * and paid by card (before: 4 taps, 4 fields).
 */
const PLACE_ZONE = 'America/Los_Angeles';
const booking = {
  entry: 'Enter After',
  date: 'Date',
  time: 'Time',
  calendar: 'Open the calendar: Enter After',
  nextMonth: 'Next month',
  check: 'Check Availability',
  continue: 'Continue to Checkout',
  checkout: 'Checkout',
  email: 'E-mail for your ticket',
  confirmed: 'Your reservation is confirmed',
};
const TICKET_URL = /\/reservation\/[0-9a-f-]{36}\/ticket-paid\/[0-9a-f-]{36}$/;

async function reservationHours() {
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

/** The booking home once it proposes the window the lot is open for (decision 084). */
async function openBookingHome(page: Page) {
  const hours = await reservationHours();
  await page.goto(`/reservation/${demoIds.places.reservation.id}`);
  const entryTime = page.getByRole('group', { name: booking.entry }).getByLabel(booking.time);
  const proposed = () => getDefaultOpenWindow({ hours, now: new Date(), timeZone: PLACE_ZONE });
  await expect
    .poll(async () => (await entryTime.inputValue()) === String(proposed().entryTime))
    .toBe(true);
  return { hours, entryDate: proposed().entryDate ?? '' };
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

/** From 'Check Availability' to the paid ticket: the quote, the checkout's plate, e-mail, card. */
async function checkAndPay(page: Page, recorder: TapRecorder, plate: string) {
  await recorder.tap('Check Availability', page.getByRole('button', { name: booking.check }));
  await recorder.tap('Continue to Checkout', page.getByRole('button', { name: booking.continue }));
  await page.getByRole('heading', { level: 1, name: booking.checkout }).waitFor();
  await recorder.type('plate', page.getByLabel(t.plate), plate);
  await recorder.type(
    'e-mail',
    page.getByLabel(booking.email),
    `${plate.toLowerCase()}@example.com`,
  );
  const cardFrame = page.locator(`iframe[title="${t.cardDetails}"]`);
  const card = page.frameLocator(`iframe[title="${t.cardDetails}"]`);
  await recorder.type('card number', card.getByLabel(t.cardNumber), cards.succeeds, cardFrame);
  await recorder.type('expiry', card.getByLabel(t.expiry), '1234', cardFrame);
  await recorder.type('security code', card.getByLabel(t.cvc), '123', cardFrame);
  await recorder.tap('Pay', await readyPayButton(page, t.pay));
  await page.waitForURL(TICKET_URL, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: booking.confirmed }).waitFor();
}

describe('taps and fields of a reservation and a gated stay (360 px)', () => {
  it('a reservation in the window the form proposes: check, continue, plate, e-mail, card, Pay', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    await openBookingHome(page);
    const recorder = tapRecorder(page);
    await checkAndPay(page, recorder, uniquePlate('TAPR'));

    console.log(
      `Tap count, reservation in the proposed window: ${recorder.taps} taps, ${recorder.fields} typed fields (before issue 24: about 16 taps, 5 fields; goal: at most 8 taps): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(6);
    expect(recorder.fields).toBe(5);
    await driver.context.close();
  });

  it('a reservation on a weekday ahead, picked in the calendar, at the proposed times', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    const { hours, entryDate } = await openBookingHome(page);
    const day = openWeekdayAfter(entryDate, hours);
    const recorder = tapRecorder(page);
    await recorder.tap('the calendar', page.getByRole('button', { name: booking.calendar }));
    // The calendar opens on the month of the proposed entry.
    const calendar = page.getByRole('dialog');
    const nextMonth = day.slice(0, 7) !== entryDate.slice(0, 7);
    if (nextMonth) {
      await recorder.tap('Next month', calendar.getByRole('button', { name: booking.nextMonth }));
    }
    const dayName = calendarDayFormatter(locale, { dateStyle: 'full' }).format(toUtcDay(day));
    await recorder.tap(day, calendar.getByRole('button', { name: dayName }));
    await calendar.waitFor({ state: 'hidden' });
    const entryDateField = page
      .getByRole('group', { name: booking.entry })
      .getByLabel(booking.date);
    await expect
      .poll(() => entryDateField.inputValue())
      .toBe(`${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`);
    await checkAndPay(page, recorder, uniquePlate('TAPD'));

    console.log(
      `Tap count, reservation on a day ahead picked in the calendar: ${recorder.taps} taps, ${recorder.fields} typed fields (goal: at most 8 taps; one more when the day is in the next month): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(nextMonth ? 9 : 8);
    expect(recorder.fields).toBe(5);
    await driver.context.close();
  });

  it('a stay at the gated lot: plate, Search, card number, expiry, code, Pay', async () => {
    const plate = uniquePlate('TAPS');
    await gateEntry(plate, new Date(Date.now() - 95 * 60_000));
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    await page.goto(`/access-control/${demoIds.accessControl.customerId}`);
    const recorder = tapRecorder(page);
    await recorder.type('plate', page.getByLabel(t.plate, { exact: true }), plate);
    await recorder.tap('Search', page.getByRole('button', { name: 'Search', exact: true }));
    await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    const cardFrame = page.locator(`iframe[title="${t.cardDetails}"]`);
    const card = page.frameLocator(`iframe[title="${t.cardDetails}"]`);
    await recorder.type('card number', card.getByLabel(t.cardNumber), cards.succeeds, cardFrame);
    await recorder.type('expiry', card.getByLabel(t.expiry), '1234', cardFrame);
    await recorder.type('security code', card.getByLabel(t.cvc), '123', cardFrame);
    await recorder.tap('Pay', await readyPayButton(page, t.pay));
    await page.waitForURL((url) => /\/ticket-paid-v1\/[0-9a-f-]{36}$/.test(url.pathname), {
      timeout: 20_000,
    });
    await page.getByRole('heading', { level: 1, name: 'Your stay is paid' }).first().waitFor();

    console.log(
      `Tap count, access-control stay by card: ${recorder.taps} taps, ${recorder.fields} typed fields (before issue 24: 4 taps, 4 fields): ${recorder.steps.join(', ')}`,
    );
    expect(recorder.taps).toBeLessThanOrEqual(4);
    expect(recorder.fields).toBe(4);
    await driver.context.close();
  });
});
