import { describe, expect, it } from 'vitest';
import {
  cards,
  expectAccessible,
  payTexts,
  readyPayButton,
  setCheckedWhenSettled,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { openDriverPage, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';
import { paidHourByApi } from './support/paid-session.ts';

/**
 * Issue 10, point 1 on the extension page, which uses the same form (decision 046): Enter in a
 * field, or on a rate, moves on to the button and never pays; the button does.
 */
const browser = useBrowser();

describe.each(['en-US', 'es-ES'] as const)('the extension page in %s', (locale) => {
  it('never extends on Enter in a field: Enter moves on, the button pays', async () => {
    const t = payTexts[locale];
    const plate = uniquePlate('E2EK');
    const assignedRightId = await paidHourByApi(transientPlaces.open.id, plate);
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 320 });
    const { page } = driver;
    const processed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('process-payment')) processed.push(request.url());
    });
    const extension = `/transient/${transientPlaces.open.id}/extension/${assignedRightId}`;
    await page.goto(extension);
    const pay = page.getByRole('button', { name: t.pay });
    await pay.waitFor();
    await typeCard(page, locale, cards.succeeds);
    // Unticked on this page: ticking it shows the phone field.
    await setCheckedWhenSettled(page, page.getByRole('checkbox', { name: t.notify }), true);
    await page.getByLabel(t.phone).fill('212 555 0123');
    await readyPayButton(page, t.pay);
    // Enter in the phone field (and in the rate's radio) would have paid before issue 10.
    await page.getByLabel(t.phone).press('Enter');
    await expect.poll(() => pay.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('group', { name: t.rate }).getByRole('radio').first().press('Enter');
    await expect.poll(() => pay.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe(extension);
    expect(processed).toEqual([]);
    await expectAccessible(page, 'extension form after Enter');

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
    expect(processed).toHaveLength(1);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
