import type { Frame, FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { clickWhenSettled } from './payment-helpers.ts';
import { type Locale, seriousAxeViolationsIn } from './support/browser.ts';

/**
 * Steps of the express checkout browser tests: the sandbox's test wallet (an iframe sandboxed
 * without allow-same-origin, docs/decisions/050), its button and its sheet, as a driver uses them.
 */
export const walletTexts = {
  'en-US': {
    frame: 'Express checkout',
    payWithWallet: 'Pay with test wallet',
    sheet: 'Test wallet',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    plateNeeded: 'Enter your license plate to pay with a wallet.',
    orCard: 'Or pay by card',
  },
  'es-ES': {
    frame: 'Pago exprés',
    payWithWallet: 'Pagar con cartera de prueba',
    sheet: 'Cartera de prueba',
    confirm: 'Confirmar el pago',
    cancel: 'Cancelar',
    plateNeeded: 'Escribe la matrícula para pagar con una cartera digital.',
    orCard: 'O paga con tarjeta',
  },
} as const;

export const walletFrame = (page: Page, locale: Locale): FrameLocator =>
  page.frameLocator(`iframe[title="${walletTexts[locale].frame}"]`);

/** The wallet's document, for axe: the page's own audit cannot reach into an opaque origin. */
async function walletDocument(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => {
      found = page.frames().find((frame) => frame.url().includes('/api/sandbox/wallet'));
      return found !== undefined;
    })
    .toBe(true);
  return found as Frame;
}

/** The wallet's pay button, once the form lets it be used (plate usable, payment ready). */
export async function readyWalletButton(page: Page, locale: Locale) {
  const button = walletFrame(page, locale).getByRole('button', {
    name: walletTexts[locale].payWithWallet,
  });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  return button;
}

/** Presses the wallet's button as a driver would: its frame in view and settled first. */
export async function pressWalletButton(page: Page, locale: Locale): Promise<void> {
  const button = await readyWalletButton(page, locale);
  const frameElement = page.locator(`iframe[title="${walletTexts[locale].frame}"]`);
  await clickWhenSettled(page, button, frameElement);
  await walletSheetSettled(page, locale);
}

/**
 * Waits until the open sheet has its full height on the page. The frame grows to the sheet by a
 * message to the parent a few frames after it opens; a click aimed at the sheet's buttons before
 * then is computed on the small frame and lands elsewhere once it grows.
 */
async function walletSheetSettled(page: Page, locale: Locale): Promise<void> {
  await walletSheet(page, locale).waitFor();
  const wallet = await walletDocument(page);
  const frameElement = page.locator(`iframe[title="${walletTexts[locale].frame}"]`);
  await expect
    .poll(async () => {
      const content = await wallet.evaluate(() =>
        Math.ceil(document.documentElement.getBoundingClientRect().height),
      );
      const shown = await frameElement.evaluate((element) => element.clientHeight);
      return shown >= content;
    })
    .toBe(true);
  await frameElement.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The sheet the wallet's button opens inside its frame. */
export const walletSheet = (page: Page, locale: Locale) =>
  walletFrame(page, locale).getByRole('dialog', { name: walletTexts[locale].sheet });

/** Reads the sheet as one line of text: merchant, card, phone (when asked) and total. */
export const sheetText = async (page: Page, locale: Locale) =>
  (await walletSheet(page, locale).innerText()).replace(/\s+/g, ' ').trim();

export async function expectWalletSheetAccessible(page: Page, where: string) {
  expect(await seriousAxeViolationsIn(await walletDocument(page)), where).toEqual([]);
}
