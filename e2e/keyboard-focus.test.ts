import { addDays, addMonths, startOfWeek, weekStartOf } from '@parking/domain/calendar';
import { toZonedParts } from '@parking/domain/opening-hours';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  openPayDriver,
  payTexts,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { type Locale, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';

/**
 * Issue 24 point 8 (decision 085), by keyboard only: a reservation date typed with digits and
 * picked in a calendar whose week starts on Monday in Spanish and on Sunday in English (the
 * WAI-ARIA date picker dialog's keys), focus on the new step's heading after the transient
 * home's Continue, and a rate chosen without a pointer.
 */
const browser = useBrowser();
const reservationId = demoIds.places.reservation.id;
const PLACE_ZONE = 'America/Los_Angeles';

const words = {
  'en-US': {
    entry: 'Enter After',
    exit: 'Exit Before',
    date: 'Date',
    openCalendar: 'Open the calendar: Enter After',
    calendar: 'Enter After: choose a date',
    firstWeekday: 'Sun',
    weekStart: /^Sunday, /,
    weekEnd: /^Saturday, /,
    invalid: /^Write a date from \d\d\/\d\d\/\d{4} on, as mm\/dd\/yyyy\.$/,
    typed: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`,
  },
  'es-ES': {
    entry: 'Entrada a partir de',
    exit: 'Salida antes de',
    date: 'Fecha',
    openCalendar: 'Abrir el calendario: Entrada a partir de',
    calendar: 'Entrada a partir de: elige la fecha',
    firstWeekday: 'lun',
    weekStart: /^lunes, /,
    weekEnd: /^domingo, /,
    invalid: /^Escribe una fecha desde el \d\d\/\d\d\/\d{4}, como dd\/mm\/aaaa\.$/,
    typed: (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  },
} as const;

/** The day `days` after today on the place's clock, 'YYYY-MM-DD'. */
function dayAhead(days: number): string {
  const today = toZonedParts({ date: new Date(), timeZone: PLACE_ZONE });
  return new Date(Date.UTC(today.year, today.month - 1, today.day + days))
    .toISOString()
    .slice(0, 10);
}

/** What has focus: its accessible text (aria-label, else its text) and tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName}:${name}`;
  });

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

// 320 px in one language, 360 in the other (decision 080).
const cases = [
  ['es-ES', 320],
  ['en-US', 360],
] as const satisfies readonly (readonly [Locale, number])[];

describe.each(cases)('keyboard and focus in %s at %i px', (locale, width) => {
  const w = words[locale];
  const t = payTexts[locale];

  async function openReservation() {
    const driver = await openPayDriver(browser(), locale);
    await driver.page.setViewportSize({ width, height: 740 });
    await driver.page.goto(`/reservation/${reservationId}`);
    const entry = driver.page.getByRole('group', { name: w.entry });
    const date = entry.getByRole('textbox', { name: w.date });
    await date.waitFor();
    await expect.poll(() => date.isEnabled()).toBe(true);
    return { driver, entry, date };
  }

  it('takes a reservation date typed with digits, and says what is not a date', async () => {
    const { driver, entry, date } = await openReservation();
    const { page } = driver;
    const day = dayAhead(9);
    await date.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(w.typed(day));
    await page.keyboard.press('Tab');
    await expect.poll(() => date.inputValue()).toBe(w.typed(day));
    // The whole date is seen, none of it cut by the field's edge.
    await expect
      .poll(() => date.evaluate((field) => field.scrollWidth <= field.clientWidth))
      .toBe(true);
    // The exit date follows an entry after it (spec section 4): the typed date was taken.
    const exit = page.getByRole('group', { name: w.exit }).getByRole('textbox', { name: w.date });
    await expect.poll(() => exit.inputValue()).toBe(w.typed(day));
    await expectAccessible(page, 'reservation, a typed date');

    // Not a date, then a date before today: said beside the field on leaving it, by its
    // description.
    await date.fill('');
    await date.pressSequentially('31/31/2026');
    await page.keyboard.press('Tab');
    const error = entry.locator('.field__error');
    await expect.poll(() => error.innerText()).toMatch(w.invalid);
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'reservation, a date that is none');
    await date.fill('');
    await date.pressSequentially(w.typed(dayAhead(-3)));
    await page.keyboard.press('Tab');
    await expect.poll(() => error.innerText()).toMatch(w.invalid);
    // The date already taken stays: a wrong one never replaced it.
    await expect.poll(() => exit.inputValue()).toBe(w.typed(day));
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('picks a date in a calendar by keyboard, its week starting as the language’s', async () => {
    const { driver, date } = await openReservation();
    const { page } = driver;
    // The 28th: a week on is always in the next month, and its week may start in this one.
    const twentyEighth = `${addMonths(dayAhead(0), 1).slice(0, 8)}28`;
    await date.fill(w.typed(twentyEighth));
    await page.keyboard.press('Tab');
    await expect.poll(() => date.inputValue()).toBe(w.typed(twentyEighth));
    const open = page.getByRole('button', { name: w.openCalendar });
    await expect.poll(() => isFocused(open)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.calendar });
    await dialog.waitFor();
    const grid = dialog.getByRole('grid');
    await expect
      .poll(() => grid.getByRole('columnheader').first().innerText())
      .toBe(w.firstWeekday);
    // Focus on the chosen day (the typed 28th), in the grid (not still on the button that
    // opened it, a button too).
    await expect
      .poll(() => grid.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await expectAccessible(page, 'calendar open');

    // Days that cannot be picked, and the keys over them: e2e/calendar-bookable-days.test.ts.
    // A week on and at once the week's first day, pressed as fast as a driver can: the first key
    // draws the next month, and the second must still reach a day (a frame later, the focus was
    // on the page between, and Home was lost).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    const weekStart = startOfWeek(addDays(twentyEighth, 7), weekStartOf(locale));
    await expect
      .poll(() => focused(page))
      .toMatch(
        new RegExp(`^BUTTON:${w.weekStart.source.slice(1)}.*\\b${Number(weekStart.slice(8))}\\b`),
      );
    await page.keyboard.press('End');
    await expect
      .poll(() => focused(page))
      .toMatch(new RegExp(`^BUTTON:${w.weekEnd.source.slice(1)}`));
    const weekEnd = await focused(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).not.toBe(weekEnd);
    const nextDay = await focused(page);
    // A month on: the grid draws the next month, then focus moves to its day (not read between).
    await page.keyboard.press('PageDown');
    await expect.poll(() => focused(page)).not.toBe(nextDay);
    await expect.poll(() => focused(page)).toMatch(/^BUTTON:\S/);
    const picked = (await focused(page)).slice('BUTTON:'.length);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus back on the button that opened it; the field shows the day picked.
    await expect.poll(() => isFocused(open)).toBe(true);
    await expect.poll(() => date.inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    await expectAccessible(page, 'calendar closed on a picked date');

    // Open again: the picked day is the selected one; Escape closes and gives focus back.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe(`BUTTON:${picked}`);
    await expect
      .poll(() => grid.locator('[aria-selected="true"] button').getAttribute('aria-label'))
      .toBe(picked);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(open)).toBe(true);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('puts focus on the payment step’s heading after Continue', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`/transient/${transientPlaces.open.id}`);
    const plate = page.getByLabel(t.plate);
    await plate.waitFor();
    await expect.poll(() => plate.isEditable()).toBe(true);
    await plate.focus();
    await page.keyboard.type(uniquePlate('KBD'));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: t.payParking });
    await heading.waitFor();
    await expect.poll(() => focused(page)).toBe(`H2:${t.payParking}`);
    await expectAccessible(page, 'payment step after Continue');

    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('chooses a rate by keyboard: Tab reaches the chosen one, an arrow the next', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('KBR')}`);
    const rates = page.getByRole('group', { name: t.rate }).getByRole('radio');
    await expect.poll(() => rates.count()).toBeGreaterThan(1);
    await expect.poll(() => rates.first().isEnabled()).toBe(true);
    // From the top of the page, Tab alone reaches the chosen rate (no pointer, no arrow).
    let steps = 0;
    while (!(await isFocused(rates.first())) && steps < 25) {
      await page.keyboard.press('Tab');
      steps += 1;
    }
    await expect.poll(() => isFocused(rates.first())).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => rates.nth(1).isChecked()).toBe(true);
    await expect.poll(() => isFocused(rates.nth(1))).toBe(true);
    // The price follows, and focus stays in the group through the new price's render.
    await page.waitForTimeout(1500);
    await expect.poll(() => isFocused(rates.nth(1))).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(rates.nth(1))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isFocused(rates.nth(1))).toBe(true);
    await expectAccessible(page, 'second rate chosen by keys');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
  it('chooses a rate in the long list by keyboard: arrows move, Space chooses, End opens on the last', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.setViewportSize({ width, height: 740 });
    const place = transientPlaces.manyRates;
    await page.goto(`/transient/${place.id}?licencePlate=${uniquePlate('KBL')}`);
    const rateButton = page.getByRole('button', { name: new RegExp(`^${t.rate}`) });
    await expect.poll(() => rateButton.isEnabled()).toBe(true);
    await rateButton.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: t.rate });
    await list.waitFor();
    const names = (await list.getByRole('option').allInnerTexts()).map(
      (text) => text.split('\n')[0] ?? '',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await expect.poll(() => list.count()).toBe(0);
    await expect.poll(() => isFocused(rateButton)).toBe(true);
    await expect.poll(() => rateButton.innerText()).toContain(names[1]);
    // End on the closed button opens the list on the last rate; Space takes it.
    await page.keyboard.press('End');
    await list.waitFor();
    await expectAccessible(page, 'rate list opened by End');
    await page.keyboard.press(' ');
    await expect.poll(() => list.count()).toBe(0);
    await expect.poll(() => rateButton.innerText()).toContain(names.at(-1));
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
