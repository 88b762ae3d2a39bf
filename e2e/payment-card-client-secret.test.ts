import type { Page } from 'playwright-core';
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
import { type Locale, useBrowser } from './support/browser.ts';
import { plazaMayorTexts, transientPlaces } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Plaza Mayor Parking: no plate lookup, 12 rates in a searchable dropdown ('15 min free' first),
 * card processor of the second kind (client secret) served by the built-in sandbox.
 */
const browser = useBrowser();

const place = transientPlaces.manyRates;

async function chooseRate(page: Page, locale: Locale, name: string) {
  const t = payTexts[locale];
  await page.getByRole('button', { name: new RegExp(`^${t.rate}`) }).click();
  const search = page.getByRole('combobox', { name: t.searchRates });
  await search.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

describe.each(['es-ES', 'en-US'] as const)(
  'paying at Plaza Mayor (second card kind) in %s',
  (locale) => {
    const t = payTexts[locale];

    it('searches the rates, pays by card with the client secret and lands on the ticket', async () => {
      const driver = await openPayDriver(browser(), locale);
      const { page } = driver;
      const plate = uniquePlate('E2EC');
      await page.goto(`/transient/${place.id}`);

      // More than 10 rates: a dropdown with a search box; the first (free) rate is selected.
      const rateButton = page.getByRole('button', { name: new RegExp(`^${t.rate}`) });
      await rateButton.waitFor();
      const names = plazaMayorTexts[locale];
      await expect.poll(() => spacedText(rateButton)).toBe(`${names.freeRate} $0.00`);
      await expectAccessible(page, 'payment form with the dropdown');
      await rateButton.click();
      const search = page.getByRole('combobox', { name: t.searchRates });
      await search.fill('monthly');
      await expect.poll(() => page.getByRole('listbox').innerText()).toBe(t.noRateMatch('monthly'));
      await expectAccessible(page, 'dropdown with an empty search');
      await search.fill(names.oneHour);
      await page.keyboard.press('Enter');
      await expect.poll(() => spacedText(rateButton)).toBe(`${names.oneHour} $2.75`);

      await page.getByLabel(t.plate).fill(plate);
      await typeCard(page, locale, cards.succeeds);
      const order: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.method() === 'POST') order.push(path.replace(/pi_\w+/, '{id}'));
      });
      await clickWhenSettled(page, await readyPayButton(page, t.pay));
      await page
        .getByRole('heading', { level: 1, name: t.activeSession })
        .waitFor({ timeout: 20_000 });
      // The server learns what the payment is for before the browser confirms it.
      expect(order).toEqual([
        '/api/card-client-secret/update-payment-intent/{id}',
        '/api/sandbox/v1/payment_methods',
        '/api/sandbox/v1/payment_intents/{id}/confirm',
        '/api/card-client-secret/process-payment',
      ]);

      await page.getByRole('link', { name: t.viewReceipt }).click();
      await page
        .getByRole('dialog', { name: t.emailTitle })
        .getByRole('button', { name: t.notNow })
        .click();
      const invoice = () => spacedText(page.locator('.card'));
      await expect
        .poll(invoice)
        .toMatch(
          new RegExp(
            `${plazaMayorTexts[locale].oneHour} #pi_\\w+ (Paid on|Pagado el) [^$]+ \\$2\\.50`,
          ),
        );
      await expect.poll(invoice).toContain(`${t.serviceFee} $0.25`);
      await expect.poll(invoice).toContain(`${t.total} $2.75`);
      await expect.poll(invoice).toContain(t.chargedTo);
      await expectAccessible(page, 'paid ticket');
      expect(unexpectedConsoleErrors(driver)).toEqual([]);
      await driver.context.close();
    });

    it('parks for free with the free rate', async () => {
      const driver = await openPayDriver(browser(), locale);
      const { page } = driver;
      const plate = uniquePlate('E2EF');
      await page.goto(`/transient/${place.id}?licensePlate=${plate}`);

      const free = await readyPayButton(page, t.parkFree);
      await expect.poll(() => page.locator('dl.breakdown').getByText(t.serviceFee).count()).toBe(0);
      await clickWhenSettled(page, free);
      await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
      // 15 minutes is not more than the place's expireMinutes (15): 'expire soon' at once.
      await page.getByRole('heading', { level: 1, name: t.expireSoon }).waitFor();
      await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^(15|14) min$/);

      await page.getByRole('link', { name: t.viewReceipt }).click();
      await page
        .getByRole('dialog', { name: t.emailTitle })
        .getByRole('button', { name: t.notNow })
        .click();
      const invoice = () => spacedText(page.locator('.card'));
      await expect.poll(invoice).toContain(`${t.total} $0.00`);
      await expect.poll(invoice).toContain(t.free);
      await expect.poll(invoice).not.toContain('••••');
      expect(unexpectedConsoleErrors(driver)).toEqual([]);
      await driver.context.close();
    });

    it('waits for a slow confirmation with a countdown, then completes', async () => {
      const driver = await openPayDriver(browser(), locale);
      const { page } = driver;
      await page.goto(`/transient/${place.id}?licencePlate=${uniquePlate('E2ES')}`);
      await chooseRate(page, locale, plazaMayorTexts[locale].halfHour);
      await typeCard(page, locale, cards.slowConfirmation);
      await clickWhenSettled(page, await readyPayButton(page, t.pay));

      // 202 from process-payment: the waiting texts, then the summary once the webhook settled it.
      await page.getByText(t.processing).waitFor();
      await page.getByText(t.checkingAgain).waitFor();
      await expectAccessible(page, 'waiting for the confirmation');
      await page
        .getByRole('heading', { level: 1, name: t.activeSession })
        .waitFor({ timeout: 30_000 });
      await expect.poll(() => page.url()).toMatch(/\/summary\/[0-9a-f-]{36}\?receipt=true$/);
      // 404 is the answer while the payment is not final yet.
      expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
      await driver.context.close();
    });
  },
);
