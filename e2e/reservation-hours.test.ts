import type { CustomerPlace } from '@parking/domain/contracts';
import { fromZonedWallClock, toZonedParts } from '@parking/domain/opening-hours';
import { getDefaultOpenWindow } from '@parking/domain/reservation';
import { describe, expect, it } from 'vitest';
import { expectAccessible, unexpectedConsoleErrors } from './payment-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';

/**
 * Issue 24 point 7 (docs/decisions/084): opened at 22:40 in Los Angeles, the booking form
 * starts at the next time the lot is open (not 23:00 into the closed night), labels the times it
 * is closed at, shows the access hours with the form (in the server's HTML), and a refused window
 * says why and is replaced by the nearest one that works in one tap.
 */
const browser = useBrowser();
const placeId = demoIds.places.reservation.id;
const PLACE_ZONE = 'America/Los_Angeles';
const UNKNOWN_QUOTE = '00000000-0000-4000-8000-000000000000';

const words = {
  'en-US': {
    title: 'Book Parking Now',
    accessHours: 'Access hours',
    entry: 'Enter After',
    time: 'Time',
    closed: '11:00 PM (closed)',
    check: 'Check Availability',
    checkAgain: 'Check availability again',
    continue: 'Continue to Checkout',
    closedAtEntry: 'The parking lot is closed at your entry time. Its access hours are below.',
    suggestion: /Nearest times that work: .+ to .+\./,
    use: 'Use these times',
  },
  'es-ES': {
    title: 'Reserva tu plaza',
    accessHours: 'Horario de acceso',
    entry: 'Entrada a partir de',
    time: 'Hora',
    closed: '11:00 p. m. (cerrado)',
    check: 'Comprobar disponibilidad',
    checkAgain: 'Comprobar disponibilidad de nuevo',
    continue: 'Continuar al pago',
    closedAtEntry:
      'El aparcamiento está cerrado a tu hora de entrada. Su horario de acceso está más abajo.',
    suggestion: /Horario disponible más cercano: del .+ al .+\./,
    use: 'Usar este horario',
  },
} as const;

/** The next 22:40 on the lot's clock: later than now, so the window it gives is in the future. */
function next2240(): Date {
  const today = toZonedParts({ date: new Date(), timeZone: PLACE_ZONE });
  for (let offset = 0; ; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const at = fromZonedWallClock({
      wallClock: {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: 22,
        minute: 40,
      },
      timeZone: PLACE_ZONE,
    });
    if (at.getTime() > Date.now() + 60_000) return at;
  }
}

async function placeHours() {
  const response = await fetch(
    `${baseUrl()}/api/customer/place/${placeId}?include=place,placePeriod,closingDays`,
  );
  const place = (await response.json()) as CustomerPlace;
  return {
    periods: place.placePeriod ?? [],
    closingDays: place.closingDays ?? [],
    timeZone: PLACE_ZONE,
  };
}

describe.each([
  ['es-ES', 320],
  ['en-US', 360],
] as const)('the booking form in %s at %i px', (locale, width) => {
  const w = words[locale];

  it('has the access hours in its first HTML', async () => {
    const response = await fetch(`${baseUrl()}/reservation/${placeId}`, {
      headers: { cookie: `locale=${locale}`, 'accept-language': locale },
    });
    const html = await response.text();
    expect(html).toContain(w.title);
    // The table itself, not only its title among the page's texts.
    expect(html).toMatch(
      new RegExp(`<h2[^>]*>${w.accessHours}</h2><table class="access-hours__table"`),
    );
  });

  it('opened at 22:40 in Los Angeles starts at the next open time, closed times labelled', async () => {
    const now = next2240();
    const expected = getDefaultOpenWindow({ hours: await placeHours(), now, timeZone: PLACE_ZONE });
    expect(expected.entryTime).toBeGreaterThanOrEqual(6 * 60);
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.clock.install({ time: now });
    // The page's own clock reads 22:40 once the app renders the form itself (the server renders
    // a first page with its clock): reached from the checkout of an unknown quote.
    await page.goto(`/reservation/${placeId}/checkout/${UNKNOWN_QUOTE}`);
    await page.getByRole('link', { name: w.checkAgain }).click();
    await page.getByRole('heading', { level: 2, name: w.title }).waitFor();
    const entryTime = page.getByRole('group', { name: w.entry }).getByLabel(w.time);
    await expect.poll(() => entryTime.inputValue()).toBe(String(expected.entryTime));
    await expect.poll(() => entryTime.locator('option[value="1380"]').textContent()).toBe(w.closed);
    await page.getByRole('heading', { level: 2, name: w.accessHours }).waitFor();
    await expectAccessible(page, 'booking form at 22:40');
    await page.getByRole('button', { name: w.check }).click();
    await page.getByRole('button', { name: w.continue }).waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });

  it('a window at a closed time says why and takes the nearest one that works', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(`/reservation/${placeId}`);
    await page.getByRole('heading', { level: 2, name: w.title }).waitFor();
    await page.getByRole('group', { name: w.entry }).getByLabel(w.time).selectOption('1380');
    await page.getByRole('button', { name: w.check }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(w.closedAtEntry, { exact: true }).waitFor();
    await alert.getByText(w.suggestion).waitFor();
    await expectAccessible(page, 'booking form, window refused');
    await alert.getByRole('button', { name: w.use }).click();
    await page.getByRole('button', { name: w.continue }).waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'booking form, suggested window quoted');
    expect(unexpectedConsoleErrors(driver, [400])).toEqual([]);
    await driver.context.close();
  });
});
