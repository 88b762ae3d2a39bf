import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  openPayDriver,
  payTexts,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { payFirstKeepingCard, savedCardTexts } from './saved-card-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';
import { walletTexts } from './wallet-helpers.ts';

/**
 * Issue 24, point 4 (decision 086): the card typed at the first payment is kept for the device;
 * the extension page offers the wallet first, then 'Pay with the same card •••• 4242' (one tap,
 * no field), then the card form; the driver can remove it, and a stranger with the link sees it
 * nowhere.
 */
const browser = useBrowser();
const place = transientPlaces.open;

/** The API's end of the session (its latest payment's end). */
async function apiEnd(assignedRightId: string): Promise<number> {
  const response = await fetch(
    `${baseUrl()}/api/payment/place/${place.id}/resume/${assignedRightId}`,
  );
  const resume = (await response.json()) as { payments: { endPeriodCovered: string }[] };
  return Math.max(...resume.payments.map((paid) => Date.parse(paid.endPeriodCovered)));
}

describe('extending with the card kept on this device', () => {
  it('en-US at 320 px: wallet first, then the kept card pays in one tap', async () => {
    const locale = 'en-US';
    const t = payTexts[locale];
    const s = savedCardTexts[locale];
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 320 });
    const { page } = driver;
    const plate = uniquePlate('SAVE');
    await page.goto(`/transient/${place.id}?licencePlate=${plate}`);
    const keep = page.getByRole('checkbox', { name: s.keep });
    await expect.poll(() => keep.isChecked(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page, 'first payment with the keep box');
    const assignedRightId = await payFirstKeepingCard(page, locale, place.id, plate);
    const before = await apiEnd(assignedRightId);

    await page.getByRole('link', { name: t.extend }).click();
    await page.waitForURL(/\/extension\/[0-9a-f-]{36}$/);
    const saved = page.getByRole('button', { name: s.pay });
    await expect.poll(() => saved.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The order a driver meets them in: the wallet, the kept card, the card form.
    const wallet = page.locator(`iframe[title="${walletTexts[locale].frame}"]`);
    const cardForm = page.locator(`iframe[title="${t.cardDetails}"]`);
    const tops = async () =>
      Promise.all([wallet, saved, cardForm].map(async (item) => (await item.boundingBox())?.y));
    await expect
      .poll(async () => {
        const [w, k, c] = await tops();
        return w !== undefined && k !== undefined && c !== undefined && w < k && k < c;
      })
      .toBe(true);
    await expectAccessible(page, 'extension with the kept card');

    const processed = page.waitForRequest((request) =>
      request.url().endsWith('/api/card-intent/process-payment-on-demand-extension'),
    );
    await saved.click();
    const request = await processed;
    expect(request.postDataJSON()).toMatchObject({
      paymentMethodId: expect.stringMatching(/^saved_card_[0-9a-f-]{36}$/),
      licensePlate: plate,
    });
    expect(request.headers()['x-device-secret']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}\\?receipt=true$`), {
      timeout: 20_000,
    });
    await expect.poll(() => apiEnd(assignedRightId)).toBeGreaterThan(before);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('es-ES at 360 px: the driver removes it; a stranger with the link never sees it', async () => {
    const locale = 'es-ES';
    const t = payTexts[locale];
    const s = savedCardTexts[locale];
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const plate = uniquePlate('SAVR');
    const assignedRightId = await payFirstKeepingCard(page, locale, place.id, plate);
    const extensionPath = `/transient/${place.id}/extension/${assignedRightId}`;

    // A stranger: the same link on another phone, without this device's secret.
    const stranger = await openPayDriver(browser(), locale);
    await stranger.page.goto(extensionPath);
    await stranger.page.getByRole('button', { name: t.pay }).waitFor();
    await stranger.page.getByRole('heading', { level: 2, name: 'Ampliar sesión' }).waitFor();
    await expect
      .poll(() => stranger.page.locator(`iframe[title="${t.cardDetails}"]`).count())
      .toBe(1);
    await expect.poll(() => stranger.page.getByText('4242').count()).toBe(0);
    const strangerAsks = await stranger.page.evaluate(
      (path) => fetch(path).then((response) => response.json()),
      `/api/payment/place/${place.id}/saved-cards`,
    );
    expect(strangerAsks).toEqual({ cards: [] });
    await stranger.context.close();

    await page.goto(extensionPath);
    const saved = page.getByRole('button', { name: s.pay });
    await saved.waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: s.remove }).click();
    await page.getByRole('status').filter({ hasText: s.removed }).waitFor();
    await expect.poll(() => saved.count()).toBe(0);
    await expectAccessible(page, 'kept card removed');
    const left = await page.evaluate(
      ({ path }) =>
        fetch(path, {
          headers: { 'x-device-secret': localStorage.getItem('DEVICE_SECRET') ?? '' },
        }).then((response) => response.json()),
      { path: `/api/payment/place/${place.id}/saved-cards` },
    );
    expect(left).toEqual({ cards: [] });
    // Opened again, the page offers only the wallet and the card form.
    await page.reload();
    await page.getByRole('button', { name: t.pay }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: s.pay }).count()).toBe(0);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
