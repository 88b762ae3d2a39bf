import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, unexpectedConsoleErrors } from './payment-helpers.ts';
import { type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';
import { bookings } from './support/route-table.ts';
import { spacedText } from './support/text.ts';

/**
 * Issue 24, point 5 (decision 088): the Spanish reservation's quote said '9:00' under a 12-hour
 * time list, English access hours '06:00 - 22:00' beside '10:30 PM', the copy named the zone
 * '(America/Los_Angeles)', and the demo operator's texts were English on the Spanish screen.
 * Now the reservation flow writes 12 hours in both languages, other screens the language's
 * clock, zones by city, and the operator's texts in the reader's language.
 */
const browser = useBrowser();
const reservation = `/reservation/${demoIds.places.reservation.id}`;
let pendingQuoteId = '';

beforeAll(async () => {
  ({ pendingQuoteId } = await bookings());
});

const expected = {
  'es-ES': {
    zoneNote: 'Las horas son las locales del aparcamiento (hora de Los Ángeles).',
    description: 'Reserva con antelación: lanzadera gratuita a todas las terminales de LAX.',
    reservationHours: '6:00 a. m. - 10:00 p. m.',
    quoteEntry: /, 9:00 a\. m\./,
    openingHours: '7:00 - 21:00',
  },
  'en-US': {
    zoneNote: "Times are the parking lot's local time (Los Angeles time).",
    description: 'Book ahead: free shuttle to every LAX terminal.',
    reservationHours: '6:00 AM - 10:00 PM',
    quoteEntry: /, 9:00 AM/,
    openingHours: '7:00 AM - 9:00 PM',
  },
} as const;

/** The access-hours box's ranges, spaces made plain (ICU's narrow no-break space before AM). */
const rangesOf = (page: Page) =>
  page
    .locator('.access-hours__range')
    .evaluateAll((spans) => spans.map((span) => (span.textContent ?? '').replace(/\s/g, ' ')));

// 320 px in one language, 360 in the other (decision 080).
describe.each([
  [360, 'es-ES'],
  [320, 'en-US'],
] as const)('times and places at %i px in %s', (width, locale: Locale) => {
  const words = expected[locale];

  it('writes the reservation in one clock, its zone by city, its texts in the language', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(reservation);
    await page.getByText(words.zoneNote, { exact: true }).waitFor();
    await page.getByText(words.description, { exact: true }).waitFor();
    await expect.poll(() => rangesOf(page)).toContain(words.reservationHours);
    await expect.poll(() => spacedText(page.locator('body'))).not.toContain('America/');
    await expectAccessible(page, `reservation home in ${locale}`);

    await page.goto(`${reservation}/checkout/${pendingQuoteId}`);
    await expect
      .poll(() => spacedText(page.locator('dl.breakdown').first()))
      .toMatch(words.quoteEntry);
    await expectAccessible(page, `checkout in ${locale}`);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('writes opening hours in the language’s clock elsewhere', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.opensLater.id}`);
    await expect.poll(() => rangesOf(page)).toContain(words.openingHours);
    await expectAccessible(page, `access hours in ${locale}`);
    await driver.context.close();
  });
});
