import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cards,
  expectAccessible,
  payTexts,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { openDriverPage, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';

/**
 * Issue 24, point 3 (decision 087): the reminder starts ticked with no phone, so Pay waits. The
 * pay bar holds Pay and what is missing at the bottom of the screen, and one tap on what is
 * missing takes the driver to the field, focused and not under the bar.
 */
const browser = useBrowser();

const words = {
  'en-US': {
    phone: 'Enter your phone number for the reminder',
    card: 'Enter your card details',
  },
  'es-ES': {
    phone: 'Escribe tu teléfono para el aviso por SMS',
    card: 'Escribe los datos de la tarjeta',
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
