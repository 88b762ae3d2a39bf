import { describe, expect, it } from 'vitest';
import { expectAccessible, unexpectedConsoleErrors, uniquePlate } from './payment-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { daysAheadAt, TUESDAY_TO_THURSDAY } from './support/days-ahead.ts';
import { demoIds } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Issue 24 point 1 (docs/decisions/084): the checkout states the cancellation terms beside the
 * price, as the server computes them; a booking bought past its deadline is non-refundable on
 * its ticket too, and its cancel page says so before any tap, promises no refund and offers the
 * operator's contact.
 */
const browser = useBrowser();
const placeId = demoIds.places.reservation.id;
const PLACE_ZONE = 'America/Los_Angeles';
const HOUR = 3_600_000;

const words = {
  'en-US': {
    checkout: 'Checkout',
    freeUntil: /Free cancellation until .+\./,
    nonRefundable: 'Non-refundable: free cancellation ends 1 d before entry.',
    confirmed: 'Your reservation is confirmed',
    cancel: 'Cancel reservation',
    tooLate: 'Too late to cancel: this reservation can no longer be cancelled or refunded here.',
    refunded: /refunded to the card/,
    ask: 'If you need help, contact Demo Parking Co:',
  },
  'es-ES': {
    checkout: 'Pago',
    freeUntil: /Cancelación gratuita hasta el .+\./,
    nonRefundable: 'No reembolsable: la cancelación gratuita termina 1 d antes de la entrada.',
    confirmed: 'Tu reserva está confirmada',
    cancel: 'Cancelar reserva',
    tooLate:
      'Ya es demasiado tarde para cancelar: esta reserva ya no se puede cancelar ni reembolsar aquí.',
    refunded: /Se devolverán/,
    ask: 'Si necesitas ayuda, contacta con Demo Parking Co:',
  },
} as const;

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A quote for an hour at 10:00 on a Tuesday to Thursday `daysAhead` days or more ahead. */
async function quoteAhead(daysAhead: number): Promise<string> {
  const days = daysAheadAt({
    daysAhead,
    hour: 10,
    timeZone: PLACE_ZONE,
    weekdays: TUESDAY_TO_THURSDAY,
  });
  for (const start of days) {
    const quote = await quoteFor(start);
    if (quote) return quote;
  }
  throw new Error('The days ahead never end');
}

async function quoteFor(start: Date): Promise<string | null> {
  const answer = await post('/quote/compute/booking', {
    placeId,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + HOUR).toISOString(),
  });
  return answer.status === 200 ? (answer.body.pendingQuoteId as string) : null;
}

/** A quote for the first open hour within the next 24 hours: inside the 24 h notice. */
async function quoteSoon(): Promise<string> {
  const first = Math.ceil(Date.now() / (30 * 60_000)) * 30 * 60_000 + HOUR;
  for (let start = first; start < Date.now() + 22 * HOUR; start += 30 * 60_000) {
    const quote = await quoteFor(new Date(start));
    if (quote) return quote;
  }
  throw new Error('The demo lot opens for no hour within the next 22 hours');
}

/** The quote paid through the API as the checkout pays it; its assigned right. */
async function pay(quoteId: string): Promise<string> {
  const intent = await post('/card-intent/generate-payment-by-quote', { quoteId, placeId });
  const paid = await post('/card-intent/process-payment-booking', {
    paymentIntentId: intent.body.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: uniquePlate('TRM'),
    email: 'terms@example.com',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.assignedRightId as string;
}

describe.each([
  ['en-US', 320, 11],
  ['es-ES', 360, 12],
] as const)('the terms of a reservation in %s at %i px', (locale, width, daysAhead) => {
  const w = words[locale];

  it('are stated beside the price at checkout, refundable or not', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    const summary = page.locator('main');

    await page.goto(`/reservation/${placeId}/checkout/${await quoteAhead(daysAhead)}`);
    await page.getByRole('heading', { level: 1, name: w.checkout }).waitFor();
    await expect.poll(() => spacedText(summary)).toMatch(w.freeUntil);
    await expectAccessible(page, 'checkout, refundable');

    await page.goto(`/reservation/${placeId}/checkout/${await quoteSoon()}`);
    await page.getByRole('heading', { level: 1, name: w.checkout }).waitFor();
    await expect.poll(() => spacedText(summary)).toContain(w.nonRefundable);
    await expectAccessible(page, 'checkout, non-refundable');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('past the deadline: the ticket and the cancel page say so before any tap', async () => {
    const assignedRightId = await pay(await quoteSoon());
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    const ticket = `/reservation/${placeId}/ticket-paid/${assignedRightId}`;
    await page.goto(ticket);
    await page.getByRole('heading', { level: 1, name: w.confirmed }).waitFor();
    await page.getByText(w.nonRefundable, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: w.cancel }).count()).toBe(0);

    await page.goto(`${ticket}/cancel`);
    await page.getByRole('heading', { level: 1, name: w.cancel }).waitFor();
    await page.getByText(w.tooLate, { exact: true }).waitFor();
    await page.getByText(w.nonRefundable, { exact: true }).waitFor();
    await page.getByText(w.ask, { exact: true }).waitFor();
    const main = page.getByRole('main');
    await main.locator('a[href="mailto:help@demo-parking.example"]').waitFor();
    await main.locator('a[href="tel:+12125550100"]').waitFor();
    await expect.poll(() => page.getByRole('button', { name: w.cancel }).count()).toBe(0);
    await expect.poll(() => page.getByText(w.refunded).count()).toBe(0);
    await expectAccessible(page, 'cancel page past the deadline');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
