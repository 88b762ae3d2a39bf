import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatedLot } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import {
  cards,
  expectAccessible,
  payTexts,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { firstDayAheadAt, MONDAY_TO_FRIDAY } from './support/days-ahead.ts';
import { demoIds, transientPlaces } from './support/demo.ts';

/**
 * Issue 24, point 3 (decision 087): the reminder starts ticked with no phone, so Pay waits. The
 * pay bar holds Pay and what is missing at the bottom of the screen, and one tap on what is
 * missing takes the driver to the field, focused and not under the bar. The other forms that
 * have the bar too: the reservation checkout and a gated stay's card form.
 */
const browser = useBrowser();

const words = {
  'en-US': {
    phone: 'Enter your phone number for the reminder',
    card: 'Enter your card details',
    plate: 'Enter your license plate',
    email: 'Enter the e-mail for your ticket',
    emailLabel: 'E-mail for your ticket',
    checkout: 'Checkout',
    stay: 'Your stay',
  },
  'es-ES': {
    phone: 'Escribe tu teléfono para el aviso por SMS',
    card: 'Escribe los datos de la tarjeta',
    plate: 'Escribe la matrícula',
    email: 'Escribe el correo electrónico para tu ticket',
    emailLabel: 'Correo electrónico para tu ticket',
    checkout: 'Pago',
    stay: 'Tu estancia',
  },
} as const;

const HEIGHT = 800;

/** Whether the whole of the element is on screen, from top to bottom. */
async function onScreen(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= HEIGHT;
}

/** Whether a tap at the field's centre reaches the field (nothing is drawn over it). */
function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === element && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

const cases = [
  { locale: 'en-US', width: 320 },
  { locale: 'es-ES', width: 360 },
] as const;

describe.each(cases)('the pay bar in $locale at $width px', ({ locale, width }) => {
  const t = payTexts[locale];
  const w = words[locale];

  it('shows Pay and what is missing on the first screen, and takes the driver to it', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('E2EB')}`);
    const pay = page.getByRole('button', { name: t.pay });
    await pay.waitFor();
    // The spec's default is kept: ticked, with no phone yet.
    await expect.poll(() => page.getByRole('checkbox', { name: t.notify }).isChecked()).toBe(true);
    const toPhone = page.getByRole('button', { name: w.phone });
    await expect.poll(() => onScreen(toPhone)).toBe(true);
    await expect.poll(() => onScreen(pay)).toBe(true);
    await expect.poll(() => pay.isDisabled()).toBe(true);
    await expectAccessible(page, 'pay bar, phone missing');

    await toPhone.click();
    const phone = page.getByLabel(t.phone);
    await expect.poll(() => phone.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => reachable(phone)).toBe(true);
    await expectAccessible(page, 'pay bar, phone focused');

    await phone.fill('2015550123');
    await phone.evaluate((input) => (input as HTMLInputElement).blur());
    const toCard = page.getByRole('button', { name: w.card });
    await expect.poll(() => onScreen(toCard)).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: w.phone }).count()).toBe(0);
    await expectAccessible(page, 'pay bar, card missing');

    await toCard.click();
    const cardFrame = page.locator(`iframe[title="${t.cardDetails}"]`);
    await expect
      .poll(() => cardFrame.evaluate((frame) => frame === document.activeElement))
      .toBe(true);
    await expect.poll(() => onScreen(cardFrame)).toBe(true);

    await typeCard(page, locale, cards.succeeds);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    await readyPayButton(page, t.pay);
    await expect.poll(() => page.getByRole('button', { name: w.card }).count()).toBe(0);
    await expect.poll(() => onScreen(pay)).toBe(true);
    await expectAccessible(page, 'pay bar, ready');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});

/** The API's answer to a POST, or the test fails with what it said. */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

/** A pending quote for 10:00-11:00 on a weekday `daysAhead` days away or more (the lot is open). */
async function quoteAhead(daysAhead: number): Promise<string> {
  const placeId = demoIds.places.reservation.id;
  const timeZone = 'America/Los_Angeles';
  const start = firstDayAheadAt({ daysAhead, hour: 10, timeZone, weekdays: MONDAY_TO_FRIDAY });
  const quote = await post('/quote/compute/booking', {
    placeId,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  return String(quote.pendingQuoteId);
}

/**
 * Leaves the field typed in (the bar stays in place while a field has the focus), then taps the
 * bar's button naming what is missing: the field it names ends up focused, in view.
 */
async function tapToField(page: Page, barButton: string, field: Locator) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const next = page.getByRole('button', { name: barButton });
  await expect.poll(() => onScreen(next)).toBe(true);
  await next.click();
  await expect
    .poll(() => field.evaluate((element) => element === document.activeElement))
    .toBe(true);
  await expect.poll(() => onScreen(field)).toBe(true);
}

describe.each(cases)(
  'the pay bar of the other forms in $locale at $width px',
  ({ locale, width }) => {
    const t = payTexts[locale];
    const w = words[locale];

    it('on the reservation checkout names the plate, then the e-mail, then the card', async () => {
      const placeId = demoIds.places.reservation.id;
      const quoteId = await quoteAhead(width === 320 ? 15 : 16);
      const driver = await openDriverPage(browser(), { storedLocale: locale, width });
      const { page } = driver;
      await page.goto(`/reservation/${placeId}/checkout/${quoteId}`);
      await page.getByRole('heading', { level: 1, name: w.checkout }).waitFor();
      const plate = page.getByLabel(t.plate, { exact: true });
      await tapToField(page, w.plate, plate);
      await expect.poll(() => reachable(plate)).toBe(true);
      await expectAccessible(page, 'checkout pay bar, plate focused');

      await plate.fill(uniquePlate('E2EC'));
      const email = page.getByLabel(w.emailLabel, { exact: true });
      await tapToField(page, w.email, email);
      await expect.poll(() => page.getByRole('button', { name: w.plate }).count()).toBe(0);
      await email.fill('bar@example.com');
      const cardFrame = page.locator(`iframe[title="${t.cardDetails}"]`);
      await tapToField(page, w.card, cardFrame);
      await expectAccessible(page, 'checkout pay bar, card focused');
      expect(unexpectedConsoleErrors(driver)).toEqual([]);
      await driver.context.close();
    });

    it("on a gated stay's card form names the card and takes the driver to it", async () => {
      const { customerId, gateApiKey } = demoIds.accessControl;
      const plate = uniquePlate('E2ES');
      await post(
        '/gate/entries',
        {
          placeId: gatedLot,
          licensePlate: plate,
          occurredAt: new Date(Date.now() - 95 * 60_000).toISOString(),
        },
        { authorization: `Bearer ${gateApiKey}` },
      );
      const driver = await openDriverPage(browser(), { storedLocale: locale, width });
      const { page } = driver;
      await page.goto(`/access-control/${customerId}`);
      const input = page.getByLabel(t.plate, { exact: true });
      await input.fill(plate);
      await input.press('Enter');
      await page.getByRole('heading', { level: 1, name: w.stay }).waitFor();
      const next = page.getByRole('button', { name: w.card });
      await expect.poll(() => onScreen(next)).toBe(true);
      await expectAccessible(page, 'stay pay bar, card missing');
      await tapToField(page, w.card, page.locator(`iframe[title="${t.cardDetails}"]`));
      await expectAccessible(page, 'stay pay bar, card focused');
      expect(unexpectedConsoleErrors(driver)).toEqual([]);
      await driver.context.close();
    });
  },
);
