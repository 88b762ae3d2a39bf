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
import {
  openDriverPage,
  scrollsSideways,
  seriousAxeViolations,
  useBrowser,
} from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';

/**
 * The receipt e-mail from the paid ticket to the mailbox page: the e2e server runs without
 * SMTP_URL (support/server.global-setup.ts), so mail is kept in the outbox and /dev/mailbox
 * shows it.
 */
const browser = useBrowser();
const place = transientPlaces.open;

const subjects = {
  'en-US': 'Your parking receipt: Midtown Garage',
  'es-ES': 'Tu recibo de aparcamiento: Midtown Garage',
} as const;

/** Pays one hour at Midtown with the test Visa and opens the paid ticket's e-mail modal. */
async function payAndOpenTicket(page: Page, locale: 'en-US' | 'es-ES', plate: string) {
  const t = payTexts[locale];
  await page.goto(`/transient/${place.id}?licencePlate=${plate}`);
  const pay = page.getByRole('button', { name: t.pay });
  await pay.waitFor();
  await page.getByRole('checkbox', { name: t.notify }).uncheck();
  await typeCard(page, locale, cards.succeeds);
  await readyPayButton(page, t.pay);
  await clickWhenSettled(page, pay);
  await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
  await page.getByRole('link', { name: t.viewReceipt }).click();
  const modal = page.getByRole('dialog', { name: t.emailTitle });
  await modal.waitFor();
  return modal;
}

describe.each(['en-US', 'es-ES'] as const)('the receipt by e-mail in %s', (locale) => {
  const t = payTexts[locale];

  it('sends the receipt from the ticket and it arrives in the mailbox', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const plate = uniquePlate('RCPT');
    const address = `${plate.toLowerCase()}@example.com`;
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/email-ticket/')) sends.push(request.url());
    });
    const modal = await payAndOpenTicket(page, locale, plate);

    // A bad address: the field's message, and no request at all.
    await modal.getByLabel(t.email).fill(`${plate.toLowerCase()}@nowhere`);
    await modal.getByRole('button', { name: t.submit }).click();
    await modal.getByText(t.emailError).waitFor();
    expect(sends).toEqual([]);

    await modal.getByLabel(t.email).fill(address);
    await modal.getByRole('button', { name: t.submit }).click();
    const sent = modal.getByText(t.emailSent);
    await sent.waitFor();
    await expect.poll(() => sent.innerText()).toContain(address);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toContain(`lang=${locale}`);
    // Focus moved to the result, and the dialog passes axe.
    await expect
      .poll(() => sent.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expectAccessible(page, 'sent receipt modal');
    await modal.getByRole('button', { name: locale === 'en-US' ? 'Close' : 'Cerrar' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();

    // The mailbox (a developer page, read at desktop width).
    const mailbox = await openDriverPage(browser(), { width: 1024 });
    const box = mailbox.page;
    await box.goto('/dev/mailbox');
    await box.getByRole('heading', { level: 1, name: 'Mailbox' }).waitFor();
    expect(await seriousAxeViolations(box)).toEqual([]);
    const row = box.getByRole('row').filter({ hasText: address });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => box.getByText(`${plate.toLowerCase()}@nowhere`).count()).toBe(0);
    await row.getByRole('link', { name: subjects[locale] }).click();

    await box.getByRole('heading', { level: 1, name: subjects[locale] }).waitFor();
    const text = () => box.locator('pre').innerText();
    await expect.poll(text).toContain(plate);
    await expect.poll(text).toContain('Total: $3.35');
    await expect
      .poll(text)
      .toContain(`${locale === 'en-US' ? 'Charged to' : 'Cargado en'} VISA •••• 4242`);
    const frame = box.frameLocator(`iframe[title="HTML part of the e-mail"]`);
    await frame.getByText(plate, { exact: true }).waitFor();
    expect(await seriousAxeViolations(box)).toEqual([]);

    // On a phone both pages fit the width: messages become cards, nothing scrolls sideways.
    await box.setViewportSize({ width: 320, height: 720 });
    await expect.poll(() => scrollsSideways(box)).toBe(false);
    await box.goto('/dev/mailbox');
    await box.getByRole('link', { name: subjects[locale] }).first().waitFor();
    await expect.poll(() => scrollsSideways(box)).toBe(false);
    expect(await seriousAxeViolations(box)).toEqual([]);
    expect(mailbox.consoleErrors).toEqual([]);
    await mailbox.context.close();
  });
});
