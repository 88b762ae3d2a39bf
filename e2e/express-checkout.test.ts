import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cards,
  expectAccessible,
  openPayDriver,
  payTexts,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { plazaMayorTexts, transientPlaces } from './support/demo.ts';
import {
  expectWalletSheetAccessible,
  pressWalletButton,
  readyWalletButton,
  sheetText,
  walletFrame,
  walletSheet,
  walletTexts,
} from './wallet-helpers.ts';

/**
 * Express checkout with the sandbox's test wallet (issue 10 point 12, docs/decisions/050): the
 * wallet's button above the card form, its sheet inside its own sandboxed frame, and the same
 * server path as a card, for both card kinds, first payments and extensions, at 320 and 360 px.
 */
const browser = useBrowser();
const SUMMARY_URL = /\/summary\/([0-9a-f-]{36})\?receipt=true$/;

/** Every POST the page and its frames send: path (intent ids replaced) and body text. */
function recordPosts(page: Page) {
  const posts: { path: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname.replace(/pi_\w+/, '{id}');
    posts.push({ path, body: request.postData() ?? '' });
  });
  return posts;
}

/** Opens the sheet with the wallet's button, checks it, and confirms it. */
async function payWithWallet(
  page: Page,
  locale: Locale,
  expected: RegExp[],
  absent: string[] = [],
) {
  const w = walletTexts[locale];
  await pressWalletButton(page, locale);
  const sheet = walletSheet(page, locale);
  await sheet.waitFor();
  for (const text of expected) await expect.poll(() => sheetText(page, locale)).toMatch(text);
  for (const text of absent) await expect.poll(() => sheetText(page, locale)).not.toContain(text);
  await expectWalletSheetAccessible(page, 'wallet sheet');
  await sheet.getByRole('button', { name: w.confirm }).click();
}

async function chooseRate(page: Page, locale: Locale, name: string) {
  const t = payTexts[locale];
  await page.getByRole('button', { name: new RegExp(`^${t.rate}`) }).click();
  await page.getByRole('combobox', { name: t.searchRates }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

// 320 px in one language, 360 in the other (decision 080).
describe.each([
  ['en-US', 320],
  ['es-ES', 360],
] as const)('the test wallet in %s at %i px', (locale, width) => {
  const t = payTexts[locale];
  const w = walletTexts[locale];

  it('first kind (Midtown Garage): pays with the wallet and its phone for the reminder, then extends', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    const posts = recordPosts(page);
    const plate = uniquePlate('E2EW');
    const place = transientPlaces.open;
    await page.goto(`/transient/${place.id}`);
    await page.getByLabel(t.plate).fill(plate);
    await page.getByRole('button', { name: t.continue }).click();

    // The reminder is ticked (defaultSms) and no phone typed: the wallet is asked for its own.
    await expect.poll(() => page.getByRole('checkbox', { name: t.notify }).isChecked()).toBe(true);
    await page.getByText(w.orCard, { exact: true }).waitFor();
    await readyWalletButton(page, locale);
    await expectAccessible(page, 'payment form with express checkout');
    const processed = page.waitForRequest((request) =>
      request.url().endsWith('/api/card-intent/process-payment'),
    );
    await payWithWallet(page, locale, [
      /Demo Parking Co/,
      /Visa •••• 4242/,
      /\+1 212 555 0123/,
      /\$3\.35/,
    ]);
    expect((await processed).postDataJSON()).toMatchObject({
      paymentMethodId: expect.stringMatching(/^pm_sbx_/),
      licensePlate: plate,
      phoneNumber: '+12125550123',
      locale,
    });
    await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
    const assignedRightId = SUMMARY_URL.exec(page.url())?.[1] ?? '';
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();

    // The extension page: the same wallet, the extension's own call, no phone asked (unticked).
    await page.getByRole('link', { name: t.extend }).click();
    await page.waitForURL(/\/extension\/[0-9a-f-]{36}$/);
    const rates = page.getByRole('group', { name: t.rate });
    await rates.getByRole('radio', { name: /^\+30 min/ }).check();
    // The session has the wallet's reminder already: it moves with the end, no phone is asked.
    await page.getByText(/0123/).first().waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: t.notify }).count()).toBe(0);
    const extended = page.waitForRequest((request) =>
      request.url().endsWith('/api/card-intent/process-payment-on-demand-extension'),
    );
    await payWithWallet(page, locale, [/\$1\.50/], ['212 555']);
    expect((await extended).postDataJSON()).toMatchObject({ licensePlate: plate });
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}\\?receipt=true$`), {
      timeout: 20_000,
    });
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^1 h (30|29) min$/);

    // The receipt names the wallet's card; no card number ever left the wallet.
    await page.getByRole('link', { name: t.viewReceipt }).click();
    await page.keyboard.press('Escape');
    await page.getByText(t.chargedTo).waitFor();
    expect(posts.map((post) => post.path)).toContain('/api/sandbox/v1/wallet_payment_methods');
    expect(posts.filter((post) => post.path.endsWith('/v1/payment_methods'))).toEqual([]);
    expect(posts.filter((post) => post.body.includes(cards.succeeds))).toEqual([]);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('second kind (Plaza Mayor): waits for a plate, then describes, confirms and processes, then extends', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    const plate = uniquePlate('E2EV');
    const place = transientPlaces.manyRates;
    await page.goto(`/transient/${place.id}`);

    // A free rate first: nothing to pay, no wallet.
    await page.getByRole('button', { name: t.parkFree }).waitFor();
    await expect.poll(() => page.locator(`iframe[title="${w.frame}"]`).count()).toBe(0);
    await chooseRate(page, locale, plazaMayorTexts[locale].oneHour);
    // No plate yet: the wallet's button waits, and says why.
    await page.getByText(w.plateNeeded, { exact: true }).waitFor();
    const button = walletFrame(page, locale).getByRole('button', { name: w.payWithWallet });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await expectAccessible(page, 'express checkout without a plate');
    await page.getByLabel(t.plate).fill(plate);
    await expect.poll(() => page.getByText(w.plateNeeded, { exact: true }).count()).toBe(0);

    // Cancel closes the sheet and gives the button its focus back; nothing is sent.
    const posts = recordPosts(page);
    await pressWalletButton(page, locale);
    await walletSheet(page, locale).getByRole('button', { name: w.cancel }).click();
    await walletSheet(page, locale).waitFor({ state: 'hidden' });
    await expect
      .poll(() => button.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(posts).toEqual([]);

    await payWithWallet(page, locale, [/Demo Parking Co/, /\$2\.75/]);
    await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
    const assignedRightId = SUMMARY_URL.exec(page.url())?.[1] ?? '';
    expect(posts.map((post) => post.path)).toEqual([
      '/api/card-client-secret/update-payment-intent/{id}',
      '/api/sandbox/v1/wallet_payment_methods',
      '/api/sandbox/v1/payment_intents/{id}/confirm',
      '/api/card-client-secret/process-payment',
    ]);

    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
    await page.getByRole('link', { name: t.extend }).click();
    await page.waitForURL(/\/extension\/[0-9a-f-]{36}$/);
    await page
      .getByRole('group', { name: t.rate })
      .getByRole('radio', { name: /^\+30 min/ })
      .check();
    posts.length = 0;
    await payWithWallet(page, locale, [/Visa •••• 4242/]);
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}\\?receipt=true$`), {
      timeout: 20_000,
    });
    expect(posts.map((post) => post.path)).toContain(
      '/api/card-client-secret/process-payment-on-demand-extension',
    );
    expect(posts.find((post) => post.path.includes('/update-payment-intent/'))?.body).toContain(
      '"isOnDemandExtension":"true"',
    );
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});

describe('the wallet and a typed phone', () => {
  it('a valid typed number is the reminder, and the wallet is not asked for one', async () => {
    const locale = 'en-US';
    const t = payTexts[locale];
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const plate = uniquePlate('E2EU');
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${plate}`);
    await page.getByLabel(t.phone).fill('(212) 555-0199');
    const processed = page.waitForRequest((request) =>
      request.url().endsWith('/api/card-intent/process-payment'),
    );
    await pressWalletButton(page, locale);
    // Once the typed number is checked (500 ms), the sheet stops asking for the wallet's.
    await expect.poll(() => sheetText(page, locale)).not.toContain('212 555 0123');
    await walletSheet(page, locale)
      .getByRole('button', { name: walletTexts[locale].confirm })
      .click();
    expect((await processed).postDataJSON()).toMatchObject({ phoneNumber: '+12125550199' });
    await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
