import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
import { baseUrl, type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { midtownTexts, transientPlaces } from './support/demo.ts';
import { normalizeSpaces, spacedText } from './support/text.ts';

/**
 * What a driver sees after paying (issue 10, points 5 to 7; decision 047): the amount paid and
 * the text reminder on the summary, the receipt still offered when the summary is reopened, the
 * current and new end on the extension page and 'Extended to …' on return, and the receipt's
 * charges by rate with their own paid-on times. At 320 and 360 px, in both languages.
 */
const browser = useBrowser();
const place = transientPlaces.open;
const timeZone = 'America/New_York';

const texts = {
  'en-US': {
    amountPaid: 'Amount paid',
    numberEnding: 'the number ending in 0123',
    reminder: (phone: string, time: Soon) =>
      `We will text ${phone} ${time.today ? 'at' : 'on'} ${time.text}.`,
    extended: (time: Soon) => `Extended to ${time.text}.`,
    currentEnd: 'Current end',
    newEnd: 'New end',
    paidOn: (date: string) => `Paid on ${date}`,
    tenMinutes: /10 minutes/,
  },
  'es-ES': {
    amountPaid: 'Importe pagado',
    numberEnding: 'número acabado en 0123',
    reminder: (phone: string, time: Soon) =>
      `Te enviaremos un SMS al ${phone} ${time.today ? 'a las' : 'el'} ${time.text}.`,
    extended: (time: Soon) => `Sesión ampliada hasta ${time.today ? 'las' : 'el'} ${time.text}.`,
    currentEnd: 'Fin actual',
    newEnd: 'Nuevo fin',
    paidOn: (date: string) => `Pagado el ${date}`,
    tenMinutes: /10 minutos/,
  },
} as const;

type ApiResume = {
  payments: { endPeriodCovered: string; dateCollected: string; transactionId: string }[];
  reminder: { status: string; sendAt: string; phoneNumberMasked: string } | null;
};

async function apiResume(assignedRightId: string): Promise<ApiResume> {
  const response = await fetch(
    `${baseUrl()}/api/payment/place/${place.id}/resume/${assignedRightId}`,
  );
  return (await response.json()) as ApiResume;
}

const endOf = (resume: ApiResume) =>
  Math.max(...resume.payments.map((paid) => Date.parse(paid.endPeriodCovered)));

/** The calendar day of an instant in New York. */
const dayOf = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(new Date(at));

/** A time soon as the page writes it, and whether it is today (the sentence's words differ). */
type Soon = { text: string; today: boolean };

/**
 * A time soon: alone when it falls on today in New York, else with its day (a session that
 * ends after midnight there is not read as ending today).
 */
function soon(at: number, locale: Locale): Soon {
  if (dayOf(at) !== dayOf(Date.now())) return { text: dateTime(at, locale), today: false };
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  return { text: normalizeSpaces(time.format(new Date(at))), today: true };
}

const clock = (at: number, locale: Locale): string => soon(at, locale).text;

function dateTime(at: number, locale: Locale): string {
  const date = new Date(at);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date);
  return normalizeSpaces(`${day}, ${time}`);
}

/** A row of a details list by its label: its value as read. */
const rowValue = (page: Page, label: string) =>
  spacedText(
    page
      .locator('.details__row')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd'),
  );

/**
 * The remaining time on one line: the timer is one line box, no taller than its line height,
 * and no wider than the banner.
 */
async function countdownOnOneLine(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const timer = document.querySelector('[role="timer"]');
    const banner = document.querySelector('.session-banner');
    if (!timer || !banner) return false;
    const box = timer.getBoundingClientRect();
    const line = Number.parseFloat(getComputedStyle(timer).lineHeight);
    return (
      timer.getClientRects().length === 1 &&
      box.height <= line + 1 &&
      box.right <= banner.getBoundingClientRect().right
    );
  });
}

// 320 px in one language, 360 in the other (decision 080).
describe.each([
  ['en-US', 320],
  ['es-ES', 360],
] as const)('after paying, in %s at %i px', (locale, width) => {
  const t = payTexts[locale];
  const words = texts[locale];

  it('summary, reopened summary, extension and receipt tell what was paid and what comes', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    const plate = uniquePlate('AFT');

    // Pay one hour with a text reminder to +1 212 555 0123.
    await page.goto(`/transient/${place.id}?licencePlate=${plate}`);
    await page.getByRole('button', { name: t.pay }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: t.notify }).isChecked()).toBe(true);
    await page.getByLabel(t.phone).fill('212 555 0123');
    await typeCard(page, locale, cards.succeeds);
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
    const assignedRightId = /\/summary\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

    // The summary: the amount paid, and when the text will come to the masked number.
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
    const paid = await apiResume(assignedRightId);
    expect(paid.reminder?.status).toBe('SCHEDULED');
    // Due as the summary turns 'expire soon': Midtown's 15 minutes before the end.
    expect(endOf(paid) - Date.parse(paid.reminder?.sendAt ?? '')).toBe(15 * 60_000);
    await expect.poll(() => rowValue(page, words.amountPaid)).toBe('$3.35');
    const reminderLine = page.locator('.reminder-note span[aria-hidden="true"]');
    await expect
      .poll(() => spacedText(reminderLine))
      .toBe(
        words.reminder('+1 ••• ••• 0123', soon(Date.parse(paid.reminder?.sendAt ?? ''), locale)),
      );
    // Screen readers hear the last digits rather than a string of bullets.
    await expect
      .poll(() => spacedText(page.locator('.reminder-note .visually-hidden')))
      .toBe(
        words.reminder(words.numberEnding, soon(Date.parse(paid.reminder?.sendAt ?? ''), locale)),
      );
    await expect.poll(() => page.content()).not.toContain('555 0123');
    await expect.poll(() => countdownOnOneLine(page)).toBe(true);
    await expectAccessible(page, 'summary with the amount and the reminder');

    // Reopened later, without receipt=true: still the reminder and the receipt, whose e-mail
    // modal now waits to be asked.
    await page.goto(`/transient/${place.id}/summary/${assignedRightId}`);
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
    await reminderLine.waitFor();
    await page.getByRole('link', { name: t.viewReceipt }).click();
    await page.getByRole('heading', { level: 1, name: t.thanks }).waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: t.emailTitle }).count()).toBe(0);
    await expectAccessible(page, 'receipt reopened, no modal');

    // The extension page: the current end, the new end for each rate, the moved reminder.
    await page.goBack();
    await page.getByRole('link', { name: t.extend }).click();
    await page.waitForURL(/\/extension\/[0-9a-f-]{36}$/);
    const currentEnd = endOf(paid);
    await expect.poll(() => rowValue(page, words.currentEnd)).toBe(clock(currentEnd, locale));
    const rates = page.getByRole('group', { name: t.rate });
    await rates
      .getByRole('radio', { name: new RegExp(`^\\${midtownTexts[locale].plusHour}`) })
      .check();
    await expect
      .poll(() => rowValue(page, words.newEnd))
      .toBe(clock(currentEnd + 60 * 60_000, locale));
    await rates.getByRole('radio', { name: /^\+30 min/ }).check();
    const newEnd = currentEnd + 30 * 60_000;
    await expect.poll(() => rowValue(page, words.newEnd)).toBe(clock(newEnd, locale));
    await expect
      .poll(() => spacedText(reminderLine))
      .toBe(words.reminder('+1 ••• ••• 0123', soon(newEnd - 15 * 60_000, locale)));
    // A reminder exists: no phone asked again, no 'if you asked…'.
    await expect.poll(() => page.getByRole('checkbox', { name: t.notify }).count()).toBe(0);
    await typeCard(page, locale, cards.succeeds);
    await readyPayButton(page, t.pay);
    await expectAccessible(page, 'extension with current and new end');
    await clickWhenSettled(page, page.getByRole('button', { name: t.pay }));

    // Back on the summary: 'Extended to …' as a status, and the reminder moved with the end.
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}\\?receipt=true$`), {
      timeout: 20_000,
    });
    const extended = await apiResume(assignedRightId);
    expect(endOf(extended)).toBe(newEnd);
    await expect
      .poll(() => spacedText(page.getByRole('status').filter({ hasText: /\d/ })))
      .toBe(words.extended(soon(newEnd, locale)));
    await expect
      .poll(() => spacedText(reminderLine))
      .toBe(words.reminder('+1 ••• ••• 0123', soon(newEnd - 15 * 60_000, locale)));
    await expect.poll(() => rowValue(page, words.amountPaid)).toBe('$4.85');
    await expect.poll(() => countdownOnOneLine(page)).toBe(true);
    await expectAccessible(page, 'summary after the extension');

    // The receipt, right after paying: the modal offers the e-mail; each charge by its rate.
    await page.getByRole('link', { name: t.viewReceipt }).click();
    const modal = page.getByRole('dialog', { name: t.emailTitle });
    await modal.getByRole('button', { name: t.notNow }).click();
    await modal.waitFor({ state: 'hidden' });
    const [first, second] = extended.payments;
    const invoice = () => spacedText(page.locator('.card'));
    await expect
      .poll(invoice)
      .toContain(
        `${midtownTexts[locale].oneHour} #${first?.transactionId} ${words.paidOn(dateTime(Date.parse(first?.dateCollected ?? ''), locale))} $3.00`,
      );
    await expect
      .poll(invoice)
      .toContain(
        `+30 min #${second?.transactionId} ${words.paidOn(dateTime(Date.parse(second?.dateCollected ?? ''), locale))} $1.50`,
      );
    await expect.poll(() => spacedText(page.locator('main'))).not.toMatch(words.tenMinutes);
    await expectAccessible(page, 'receipt with charges by rate');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
