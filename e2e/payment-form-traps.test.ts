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
import { type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { plazaMayorTexts, transientPlaces } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Issue 10, points 1 to 4 (decision 046), at 320 px in English and 360 in Spanish: Enter never
 * pays, the pending payment is renewed while the driver types, what is missing is said beside
 * its field, and a declined card says why, is cleared and takes the focus.
 */
const browser = useBrowser();

const words = {
  'en-US': {
    plateHint: 'Enter your license plate to pay.',
    phoneHint: 'To pay, enter a valid mobile phone number or untick the text reminder.',
    cardHint: 'Enter your card details to pay.',
    summaryPhoneCard: 'To pay, fill in: mobile phone and card details.',
    summaryCard: 'To pay, fill in: card details.',
    insufficient: 'Your card has insufficient funds. Try another card.',
    expired: 'Your card has expired. Try another card.',
  },
  'es-ES': {
    plateHint: 'Introduce la matrícula para pagar.',
    phoneHint: 'Para pagar, introduce un teléfono móvil válido o desmarca el aviso por SMS.',
    cardHint: 'Introduce los datos de la tarjeta para pagar.',
    summaryPhoneCard: 'Para pagar, completa: teléfono móvil y datos de la tarjeta.',
    summaryCard: 'Para pagar, completa: datos de la tarjeta.',
    insufficient: 'Tu tarjeta no tiene saldo suficiente. Prueba con otra tarjeta.',
    expired: 'Tu tarjeta ha caducado. Prueba con otra tarjeta.',
  },
} as const;

const declinedCards = { insufficientFunds: '4000000000009995', expired: '4000000000000069' };

/** The id-referenced description of a field, as a screen reader reads it with the field. */
async function descriptionOf(page: Page, fieldLabel: string): Promise<string> {
  const ids = (await page.getByLabel(fieldLabel).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

/** How far below the field its message starts, in CSS pixels. */
async function gapBelow(page: Page, fieldLabel: string, message: string): Promise<number> {
  const field = await page.getByLabel(fieldLabel).boundingBox();
  const text = await page.getByText(message, { exact: true }).boundingBox();
  if (!field || !text) return Number.POSITIVE_INFINITY;
  return text.y - (field.y + field.height);
}

// 320 px in one language, 360 in the other (decision 080).
const cases = [
  { locale: 'en-US', width: 320 },
  { locale: 'es-ES', width: 360 },
] as const;

describe.each(cases)('the payment form in $locale at $width px', ({ locale, width }) => {
  const t = payTexts[locale];
  const w = words[locale];
  const open = (storedLocale: Locale) => openDriverPage(browser(), { storedLocale, width });

  it('never parks for free on Enter: Enter moves to the button, which does', async () => {
    const driver = await open(locale);
    const { page } = driver;
    const processed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('process-payment')) processed.push(request.url());
    });
    const home = `/transient/${transientPlaces.manyRates.id}`;
    await page.goto(home);
    const park = page.getByRole('button', { name: t.parkFree });
    await park.waitFor();
    // The plate is asked for beside its field.
    await expect.poll(() => descriptionOf(page, t.plate)).toBe(w.plateHint);
    await expectAccessible(page, 'free rate, no plate yet');

    const plate = page.getByLabel(t.plate);
    await plate.fill(uniquePlate('E2EN'));
    await readyPayButton(page, t.parkFree);
    await plate.press('Enter');
    // Go on a phone keyboard: the focus moves on to the button, and nothing is paid.
    await expect
      .poll(() => park.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe(home);
    expect(processed).toEqual([]);
    await expectAccessible(page, 'focus on park for free');

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
    expect(processed).toHaveLength(1);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('renews the payment while the driver types, and pays after 4 minutes with no modal', async () => {
    const driver = await open(locale);
    const { page } = driver;
    const intents: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/card-intent/generate-payment') && response.ok()) {
        intents.push(((await response.json()) as { id: string }).id);
      }
    });
    await page.clock.install();
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('E2EW')}`);
    await page.getByRole('button', { name: t.pay }).waitFor();
    await page.getByRole('checkbox', { name: t.notify }).uncheck();
    await typeCard(page, locale, cards.succeeds);
    await expect.poll(() => intents.length).toBe(1);

    // 3 minutes on: renewed in the background, the typed card untouched.
    await page.clock.fastForward('03:01');
    await expect.poll(() => intents.length).toBe(2);
    // Past the first one's 4 minutes: no 'Rate not available'.
    await page.clock.fastForward('01:30');
    await page.clock.runFor(2000);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page, 'form after a renewal');

    const processed = page.waitForRequest((request) =>
      request.url().endsWith('/card-intent/process-payment'),
    );
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    // The renewed intent is the one paid.
    expect((await processed).postDataJSON()).toMatchObject({ paymentIntentId: intents[1] });
    await page
      .getByRole('heading', { level: 1, name: t.activeSession })
      .waitFor({ timeout: 20_000 });
    expect(intents).toHaveLength(2);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('names what is missing beside the phone and the card; unticking hides the phone', async () => {
    const driver = await open(locale);
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('E2EH')}`);
    await page.getByRole('button', { name: t.pay }).waitFor();
    const notify = page.getByRole('checkbox', { name: t.notify });
    // settings.defaultSms: pre-ticked, so the phone is missing, and so is the card.
    await expect.poll(() => notify.isChecked()).toBe(true);
    await expect.poll(() => descriptionOf(page, t.phone)).toBe(w.phoneHint);
    await expect.poll(() => gapBelow(page, t.phone, w.phoneHint)).toBeLessThan(40);
    await expect.poll(() => gapBelow(page, t.phone, w.phoneHint)).toBeGreaterThanOrEqual(0);
    await page.locator('.card-fieldset').getByText(w.cardHint).waitFor();
    await page.getByRole('status').getByText(w.summaryPhoneCard).waitFor();
    await expectAccessible(page, 'phone and card hints');

    await notify.uncheck();
    await expect.poll(() => page.getByLabel(t.phone).count()).toBe(0);
    await expect.poll(() => page.getByText(w.phoneHint).count()).toBe(0);
    await page.getByRole('status').getByText(w.summaryCard).waitFor();

    await typeCard(page, locale, cards.succeeds);
    await expect.poll(() => page.getByText(w.cardHint).count()).toBe(0);
    await readyPayButton(page, t.pay);
    await expect.poll(() => page.getByText(w.summaryCard).count()).toBe(0);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('says why a card was declined, then clears it, focuses it and keeps the reason beside it', async () => {
    const driver = await open(locale);
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('E2EY')}`);
    await page.getByRole('button', { name: t.pay }).waitFor();
    await page.getByRole('checkbox', { name: t.notify }).uncheck();
    await typeCard(page, locale, declinedCards.insufficientFunds);
    await clickWhenSettled(page, await readyPayButton(page, t.pay));

    const failed = page.getByRole('dialog', { name: t.paymentFailed });
    await failed.getByText(t.paymentFailedText).waitFor();
    await failed.getByText(w.insufficient).waitFor();
    await expectAccessible(page, 'payment failed with its reason');
    await failed.getByRole('button', { name: t.tryAgain }).click();
    await failed.waitFor({ state: 'hidden' });

    const frame = page.frameLocator(`iframe[title="${t.cardDetails}"]`);
    const number = frame.getByLabel(t.cardNumber);
    await expect.poll(() => number.inputValue()).toBe('');
    await expect
      .poll(() => number.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    const reason = page.locator('.card-fieldset .field__error');
    await expect.poll(() => spacedText(reason)).toBe(w.insufficient);
    await expectAccessible(page, 'declined reason beside the card');

    // Typing another card: the old card's reason goes; the new card pays.
    await page.keyboard.type('4242');
    await expect.poll(() => reason.count()).toBe(0);
    await typeCard(page, locale, cards.succeeds);
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    await page
      .getByRole('heading', { level: 1, name: t.activeSession })
      .waitFor({ timeout: 20_000 });
    expect(unexpectedConsoleErrors(driver, [402])).toEqual([]);
    await driver.context.close();
  });
});

describe.each(['en-US', 'es-ES'] as const)('a card declined in the browser (%s)', (locale) => {
  it("says the processor's reason for the second kind too", async () => {
    const t = payTexts[locale];
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 320 });
    const { page } = driver;
    await page.goto(
      `/transient/${transientPlaces.manyRates.id}?licencePlate=${uniquePlate('E2EZ')}`,
    );
    await page.getByRole('button', { name: new RegExp(`^${t.rate}`) }).click();
    await page.getByRole('combobox', { name: t.searchRates }).fill(plazaMayorTexts[locale].oneHour);
    await page.keyboard.press('Enter');
    await typeCard(page, locale, declinedCards.expired);
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    const failed = page.getByRole('dialog', { name: t.paymentFailed });
    await failed.getByText(words[locale].expired).waitFor();
    await failed.getByRole('button', { name: t.tryAgain }).click();
    await expect
      .poll(() => spacedText(page.locator('.card-fieldset .field__error')))
      .toBe(words[locale].expired);
    const number = page.frameLocator(`iframe[title="${t.cardDetails}"]`).getByLabel(t.cardNumber);
    await expect.poll(() => number.inputValue()).toBe('');
    expect(unexpectedConsoleErrors(driver, [402])).toEqual([]);
    await driver.context.close();
  });
});
