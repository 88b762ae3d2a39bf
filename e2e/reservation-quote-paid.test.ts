import { fromZonedWallClock, toZonedParts } from '@parking/domain/opening-hours';
import { describe, expect, it } from 'vitest';
import { expectAccessible, unexpectedConsoleErrors, uniquePlate } from './payment-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';

/**
 * Issue 22 point 3 (docs/decisions/070): a checkout opened again for a quote that another tab
 * has paid says so in the driver's language, and makes no new hold.
 */
const browser = useBrowser();
const placeId = demoIds.places.reservation.id;
const PLACE_ZONE = 'America/Los_Angeles';

const words = {
  'en-US': { title: 'Reservation already paid', text: 'Check your e-mail for the ticket' },
  'es-ES': { title: 'Reserva ya pagada', text: 'Busca el ticket en tu correo' },
} as const;

/** 08:00 on a Tuesday to Thursday at least `daysAhead` days from today on the place's clock. */
function morningAhead(daysAhead: number): Date {
  const today = toZonedParts({ date: new Date(), timeZone: PLACE_ZONE });
  for (let offset = daysAhead; ; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (day.getUTCDay() < 2 || day.getUTCDay() > 4) continue;
    return fromZonedWallClock({
      wallClock: {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: 8,
        minute: 0,
      },
      timeZone: PLACE_ZONE,
    });
  }
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

/** A quote the first tab paid, through the API as the checkout calls it. */
async function paidQuote(daysAhead: number): Promise<string> {
  const start = morningAhead(daysAhead);
  const quote = await post('/quote/compute/booking', {
    placeId,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  const quoteId = quote.pendingQuoteId as string;
  const intent = await post('/card-intent/generate-payment-by-quote', { quoteId, placeId });
  await post('/card-intent/process-payment-booking', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: uniquePlate('TAB'),
    email: 'first-tab@example.com',
  });
  return quoteId;
}

describe.each([
  ['en-US', 8],
  ['es-ES', 9],
] as const)('a paid quote’s checkout in %s', (locale, daysAhead) => {
  it('says the reservation was already paid', async () => {
    const quoteId = await paidQuote(daysAhead);
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 360 });
    const { page } = driver;
    await page.goto(`/reservation/${placeId}/checkout/${quoteId}`);
    const modal = page.getByRole('dialog', { name: words[locale].title });
    await modal.waitFor();
    await modal.getByText(words[locale].text, { exact: false }).waitFor();
    await expectAccessible(page, 'checkout of a paid quote');
    expect(unexpectedConsoleErrors(driver, [400])).toEqual([]);
    await driver.context.close();
  });
});
