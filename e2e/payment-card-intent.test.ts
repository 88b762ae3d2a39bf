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
import { midtownTexts, transientPlaces } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Midtown Garage: plate lookup first, 3 paid rates as cards, SMS reminder, card processor of
 * the first kind (intent and method) served by the built-in sandbox.
 */
const browser = useBrowser();

const place = transientPlaces.open;

describe.each(['en-US', 'es-ES'] as const)(
  'paying at Midtown Garage (first card kind) in %s',
  (locale) => {
    const t = payTexts[locale];

    it('pays with the test Visa, lands on a counting-down summary, then on the paid ticket', async () => {
      const driver = await openPayDriver(browser(), locale);
      const { page } = driver;
      const plate = uniquePlate('E2EA');
      await page.goto(`/transient/${place.id}`);

      // The plate step: Continue waits for a plate.
      await page.getByRole('heading', { level: 2, name: t.payParking }).waitFor();
      const continueButton = page.getByRole('button', { name: t.continue });
      await expect.poll(() => continueButton.isDisabled()).toBe(true);
      await expectAccessible(page, 'plate step');
      await page.getByLabel(t.plate).fill(`${plate}!*`);
      await expect.poll(() => page.getByLabel(t.plate).inputValue()).toBe(plate);
      await continueButton.click();

      // No live session for a new plate: the rate and payment form, with the plate as typed.
      const pay = page.getByRole('button', { name: t.pay });
      await pay.waitFor();
      await expect.poll(() => page.getByLabel(t.plate).inputValue()).toBe(plate);
      const rates = page.getByRole('group', { name: t.rate });
      await expect.poll(() => rates.getByRole('radio').count()).toBe(3);
      await expect.poll(() => rates.getByRole('radio').first().isChecked()).toBe(true);
      const breakdown = () => spacedText(page.locator('dl.breakdown'));
      await expect.poll(breakdown).toContain('$3.00');
      await expect.poll(breakdown).toContain(`${t.serviceFee} $0.35`);
      await expect.poll(breakdown).toContain(`${t.total} $3.35`);
      await expect.poll(() => pay.innerText()).toMatch(/\$3\.35$/);

      // The reminder is ticked by default (defaultSms): a valid phone is needed to pay.
      await expect
        .poll(() => page.getByRole('checkbox', { name: t.notify }).isChecked())
        .toBe(true);
      await typeCard(page, locale, cards.succeeds);
      await page.getByLabel(t.phone).fill('212 555 0123');
      await readyPayButton(page, t.pay);
      await expectAccessible(page, 'payment form');

      const processed = page.waitForRequest((request) =>
        request.url().endsWith('/api/card-intent/process-payment'),
      );
      await clickWhenSettled(page, pay);
      const body = (await processed).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ licensePlate: plate, phoneNumber: '+12125550123', locale });

      // The summary: active, counting down from an hour, no back button.
      await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
      const timer = page.getByRole('timer');
      await expect.poll(() => timer.innerText()).toMatch(/^(1 h|59 min)$/);
      await page.getByText(plate, { exact: true }).waitFor();
      await page.getByText(place.address, { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: t.back }).count()).toBe(0);
      await page.getByRole('link', { name: t.extend }).waitFor();
      await expectAccessible(page, 'summary');

      // Ten minutes later (the page's clock moved on): fifty minutes left.
      await page.clock.install();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
      await page.clock.fastForward('10:00');
      await expect.poll(() => timer.innerText()).toMatch(/^(50|49) min$/);

      // The paid ticket: the e-mail modal opens by itself.
      await page.getByRole('link', { name: t.viewReceipt }).click();
      const modal = page.getByRole('dialog', { name: t.emailTitle });
      await modal.waitFor();
      await expectAccessible(page, 'ticket with the e-mail modal');
      await modal.getByLabel(t.email).fill('not-an-address');
      await modal.getByRole('button', { name: t.submit }).click();
      await modal.getByText(t.emailError).waitFor();
      await modal.getByLabel(t.email).fill('driver@example.com');
      await modal.getByRole('button', { name: t.submit }).click();
      await modal.getByText(t.emailSent).waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });

      await page.getByRole('heading', { level: 1, name: t.thanks }).waitFor();
      const invoice = () => spacedText(page.locator('.card'));
      await expect
        .poll(invoice)
        .toMatch(
          new RegExp(
            `${midtownTexts[locale].oneHour} #pi_\\w+ (Paid on|Pagado el) [^$]+ \\$3\\.00`,
          ),
        );
      await expect.poll(invoice).toContain(`${t.serviceFee} $0.35`);
      await expect.poll(invoice).toContain(`${t.total} $3.35`);
      await expect.poll(invoice).toContain(t.chargedTo);
      await page.getByText(t.spaceWarning).waitFor();
      await expectAccessible(page, 'paid ticket');
      expect(unexpectedConsoleErrors(driver)).toEqual([]);
      await driver.context.close();
    });

    it('shows Payment failed for a declined card, and pays after trying again', async () => {
      const driver = await openPayDriver(browser(), locale);
      const { page } = driver;
      const plate = uniquePlate('E2ED');
      await page.goto(`/transient/${place.id}?licencePlate=${plate}`);

      // A plate in the query skips the lookup.
      const pay = page.getByRole('button', { name: t.pay });
      await pay.waitFor();
      await expect.poll(() => page.getByLabel(t.plate).inputValue()).toBe(plate);
      await page.getByRole('checkbox', { name: t.notify }).uncheck();
      await typeCard(page, locale, cards.declined);
      await clickWhenSettled(page, await readyPayButton(page, t.pay));

      const failed = page.getByRole('dialog', { name: t.paymentFailed });
      await failed.waitFor();
      await failed.getByText(t.paymentFailedText).waitFor();
      await expectAccessible(page, 'payment failed modal');
      await failed.getByRole('button', { name: t.tryAgain }).click();
      await failed.waitFor({ state: 'hidden' });

      // The declined card was cleared (decision 046): a whole new card.
      await typeCard(page, locale, cards.succeeds);
      await clickWhenSettled(page, await readyPayButton(page, t.pay));
      await page
        .getByRole('heading', { level: 1, name: t.activeSession })
        .waitFor({ timeout: 20_000 });
      // The declined attempt is the only error answer the browser saw.
      expect(unexpectedConsoleErrors(driver, [402])).toEqual([]);
      await driver.context.close();
    });
  },
);
