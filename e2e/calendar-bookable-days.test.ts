import { getLatestExitDate } from '@parking/domain/booking-form';
import { addDays, addMonths } from '@parking/domain/calendar';
import { toZonedParts } from '@parking/domain/opening-hours';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPayDriver, unexpectedConsoleErrors } from './payment-helpers.ts';
import { type Locale, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';

/**
 * The exit's calendar offers only the days a quote takes (decision 085, amended): a window is at
 * most 30 days, so the days after the entry's 30th are `aria-disabled`. The keys move over them
 * as over any other day (WAI-ARIA date picker), Enter on one picks nothing, the next month's
 * button is off, and the same day typed is said to be out of range.
 */
const browser = useBrowser();
const reservationId = demoIds.places.reservation.id;
const PLACE_ZONE = 'America/Los_Angeles';

const words = {
  'en-US': {
    entry: 'Enter After',
    exit: 'Exit Before',
    date: 'Date',
    openCalendar: 'Open the calendar: Exit Before',
    calendar: 'Exit Before: choose a date',
    nextMonth: 'Next month',
    outOfRange: /^Write a date from \d\d\/\d\d\/\d{4} to (\d\d\/\d\d\/\d{4}), as mm\/dd\/yyyy\.$/,
    typed: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`,
  },
  'es-ES': {
    entry: 'Entrada a partir de',
    exit: 'Salida antes de',
    date: 'Fecha',
    openCalendar: 'Abrir el calendario: Salida antes de',
    calendar: 'Salida antes de: elige la fecha',
    nextMonth: 'Mes siguiente',
    outOfRange:
      /^Escribe una fecha del \d\d\/\d\d\/\d{4} al (\d\d\/\d\d\/\d{4}), como dd\/mm\/aaaa\.$/,
    typed: (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  },
} as const;

/**
 * The 10th of next month on the place's clock: always bookable, and its 30th day after is never
 * a month's last, so the day after it is in the same grid.
 */
function tenthOfNextMonth(): string {
  const today = toZonedParts({ date: new Date(), timeZone: PLACE_ZONE });
  return new Date(Date.UTC(today.year, today.month, 10)).toISOString().slice(0, 10);
}

/** The focused day: its number and whether it is marked as one that cannot be picked. */
const focusedDay = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.textContent ?? ''}:${element?.getAttribute('aria-disabled') ?? 'enabled'}`;
  });

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

// 320 px in one language, 360 in the other (decision 080).
const cases = [
  ['en-US', 320],
  ['es-ES', 360],
] as const satisfies readonly (readonly [Locale, number])[];

describe.each(cases)('the exit calendar’s bookable days in %s at %i px', (locale, width) => {
  const w = words[locale];

  it('marks the days past the longest window, moves over them, and picks none', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`/reservation/${reservationId}`);
    const entry = page.getByRole('group', { name: w.entry });
    const entryDate = entry.getByRole('textbox', { name: w.date });
    await expect.poll(() => entryDate.isEnabled()).toBe(true);
    const start = tenthOfNextMonth();
    await entryDate.fill('');
    await entryDate.pressSequentially(w.typed(start));
    await page.keyboard.press('Tab');
    const exit = page.getByRole('group', { name: w.exit });
    const exitDate = exit.getByRole('textbox', { name: w.date });
    // Both fields: should the exit not follow, the failure says whether the entry took the date.
    await expect
      .poll(async () => [await entryDate.inputValue(), await exitDate.inputValue()])
      .toEqual([w.typed(start), w.typed(start)]);
    const entryTime = Number(await entry.getByRole('combobox').inputValue());
    const latest = getLatestExitDate({ entryDate: start, entryTime, timeZone: PLACE_ZONE });
    const past = addDays(latest, 1);

    await exit.getByRole('button', { name: w.openCalendar }).click();
    const dialog = page.getByRole('dialog', { name: w.calendar });
    await dialog.waitFor();
    await expect.poll(() => focusedDay(page)).toBe(`${Number(start.slice(8))}:enabled`);
    // A month on by key, then day by day onto the first day past the longest window.
    await page.keyboard.press('PageDown');
    const monthOn = addMonths(start, 1);
    await expect.poll(() => focusedDay(page)).toMatch(new RegExp(`^${Number(monthOn.slice(8))}:`));
    const steps = daysBetween(monthOn, past);
    for (let step = 0; step < Math.abs(steps); step += 1) {
      await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    await expect.poll(() => focusedDay(page)).toBe(`${Number(past.slice(8))}:true`);
    await expect
      .poll(() => dialog.getByRole('button', { name: w.nextMonth }).isDisabled())
      .toBe(true);
    await expectAccessible(page, 'exit calendar, a day past the longest window focused');

    // Enter on it picks nothing: the dialog stays on it, and the day before is then picked.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedDay(page)).toBe(`${Number(past.slice(8))}:true`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedDay(page)).toBe(`${Number(latest.slice(8))}:enabled`);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => exitDate.inputValue()).toBe(w.typed(latest));

    // Typed, the day past it is said to be out of range, with the last day that works.
    await exitDate.fill('');
    await exitDate.pressSequentially(w.typed(past));
    await page.keyboard.press('Tab');
    const error = exit.locator('.field__error').first();
    await expect
      .poll(async () => w.outOfRange.exec(await error.innerText())?.[1])
      .toBe(w.typed(latest));
    await expect.poll(() => exitDate.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'exit date typed past the longest window');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
