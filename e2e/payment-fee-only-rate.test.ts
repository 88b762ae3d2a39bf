import { describe, expect, it } from 'vitest';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  openPayDriver,
  payTexts,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Harbor Garage's '20 min drop-off': parking itself costs 0 but a service fee of $0.50 is due.
 * A fee is money (decision 045): the rate is paid by card, never parked for free, and the card
 * is charged the fee.
 */
const browser = useBrowser();
const place = transientPlaces.closingSoon;

describe('a rate of value 0 with a service fee', () => {
  it('is paid by card for the fee, not parked for free', async () => {
    const locale = 'en-US';
    const t = payTexts[locale];
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const plate = uniquePlate('E2EF');
    const generated: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('generate-payment'))
        generated.push(new URL(request.url()).pathname);
    });
    await page.goto(`/transient/${place.id}?licencePlate=${plate}`);

    const rates = page.getByRole('group', { name: t.rate });
    await rates.getByRole('radio', { name: /20 min drop-off/ }).check();
    const breakdown = page.locator('dl.breakdown');
    await expect
      .poll(() => spacedText(breakdown))
      .toMatch(/\$0\.00.*Service fee \$0\.50.*Total \$0\.50/);
    await expect.poll(() => page.getByRole('button', { name: t.parkFree }).count()).toBe(0);
    await page.getByRole('checkbox', { name: t.notify }).uncheck();
    await typeCard(page, locale, cards.succeeds);
    const pay = await readyPayButton(page, /^Pay \$0\.50$/);
    await expectAccessible(page, 'fee-only rate');
    await clickWhenSettled(page, pay);

    await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
    expect(generated.at(-1)).toBe('/api/card-intent/generate-payment');
    expect(generated).not.toContain('/api/payment/generate-payment');

    await page.getByRole('link', { name: t.viewReceipt }).click();
    await page.getByRole('dialog', { name: t.emailTitle }).waitFor();
    await page.keyboard.press('Escape');
    const invoice = page.locator('.card');
    await expect
      .poll(() => spacedText(invoice))
      .toMatch(/20 min drop-off #pi_\w+ Paid on [^$]+ \$0\.00 Service fee \$0\.50 Total \$0\.50/);
    await expect.poll(() => spacedText(invoice)).toContain(t.chargedTo);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
