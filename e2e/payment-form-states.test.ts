import { describe, expect, it } from 'vitest';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  openPayDriver,
  payTexts,
  readyPayButton,
  setCheckedWhenSettled,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { serveAppShellAt, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/** The rate and payment form's other states: expiry, refusals, no rates, phone, euros, closed. */
const browser = useBrowser();

const midtown = transientPlaces.open;

describe('the rate and payment form', () => {
  it('renews a pending payment in use, then shows Rate not available once the tab is left alone', async () => {
    const driver = await openPayDriver(browser(), 'en-US');
    const { page } = driver;
    const t = payTexts['en-US'];
    // Answered ones: the fake clock must not move on while a renewal is still on its way.
    const generated: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/generate-payment')) generated.push(response.url());
    });
    await page.clock.install();
    const first = page.waitForResponse((response) => response.url().endsWith('/generate-payment'));
    await page.goto(`/transient/${midtown.id}?licencePlate=${uniquePlate('E2EX')}`);
    expect((await first).status()).toBe(200);
    await page.getByRole('button', { name: t.pay }).waitFor();
    expect(generated).toHaveLength(1);

    // Opened 3 minutes ago: still in use, renewed a minute before its end (decision 046).
    await page.clock.fastForward('03:01');
    await expect.poll(() => generated.length).toBe(2);
    // Nobody has touched the page for 6.5 minutes: no more renewals...
    await page.clock.fastForward('03:30');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(generated).toHaveLength(2);
    // ...and the second one lapses: the spec's error.
    await page.clock.fastForward('01:00');
    const modal = page.getByRole('dialog', { name: 'Rate not available' });
    await modal.waitFor();
    await modal.getByText('The rate is not available. Please try again.').waitFor();
    await expectAccessible(page, 'rate not available modal');
    await modal.getByRole('button', { name: t.tryAgain }).click();
    await expect.poll(() => generated.length).toBe(3);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('shows Rate not available in Spanish when the server refuses the rate', async () => {
    const driver = await openPayDriver(browser(), 'es-ES');
    const { page } = driver;
    await page.route('**/api/card-intent/generate-payment', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          message: 'The rate is not available',
          code: 'RATE_NOT_AVAILABLE',
        }),
      }),
    );
    await page.goto(`/transient/${midtown.id}?licencePlate=${uniquePlate('E2ER')}`);
    const modal = page.getByRole('dialog', { name: 'Tarifa no disponible' });
    await modal.waitFor();
    await expect
      .poll(() => modal.innerText())
      .toContain('La tarifa no está disponible. Inténtalo de nuevo.');
    const pay = page.getByRole('button', { name: payTexts['es-ES'].pay });
    await expect.poll(() => pay.isDisabled()).toBe(true);
    expect(unexpectedConsoleErrors(driver, [400])).toEqual([]);
    await driver.context.close();
  });

  it('shows the danger alert when the place has no rates', async () => {
    const driver = await openPayDriver(browser(), 'en-US');
    const { page } = driver;
    await page.route('**/api/customer/place/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, rate: [] } });
    });
    await serveAppShellAt(page, `/transient/${transientPlaces.manyRates.id}`);
    await page.goto(`/transient/${transientPlaces.manyRates.id}`);
    const alert = page.getByRole('alert');
    await alert.getByText('No rates are available at the moment.').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: payTexts['en-US'].pay }).count())
      .toBe(0);
    await expectAccessible(page, 'no rates');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('shows no plate step and no form at a closed place', async () => {
    const driver = await openPayDriver(browser(), 'en-US');
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.closed.id}`);
    await page.getByRole('alert').waitFor();
    await expect.poll(() => page.getByRole('textbox').count()).toBe(0);
    const payParking = page.getByRole('heading', { name: payTexts['en-US'].payParking });
    await expect.poll(() => payParking.count()).toBe(0);
    await driver.context.close();
  });
});

describe.each(['en-US', 'es-ES'] as const)('the SMS reminder in %s', (locale) => {
  const t = payTexts[locale];
  const messages = {
    'en-US': {
      invalid: 'Invalid phone number',
      unsupported: 'Unsupported country code. US, Canada, or Spain only.',
    },
    'es-ES': {
      invalid: 'Número de teléfono no válido',
      unsupported: 'Prefijo de país no admitido. Solo Estados Unidos, Canadá o España.',
    },
  }[locale];

  it('checks the phone only while notify is ticked, and blocks paying with a bad one', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(`/transient/${midtown.id}?licencePlate=${uniquePlate('E2EP')}`);
    const pay = page.getByRole('button', { name: t.pay });
    await pay.waitFor();
    await typeCard(page, locale, cards.succeeds);
    const phone = page.getByLabel(t.phone);

    await phone.fill('123');
    await page.getByRole('alert').getByText(messages.invalid).waitFor();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => pay.isDisabled()).toBe(true);
    await expectAccessible(page, 'phone error');

    await phone.fill('+44 7911 123456');
    await page.getByRole('alert').getByText(messages.unsupported).waitFor();

    // Unticked, the phone no longer matters.
    const notify = page.getByRole('checkbox', { name: t.notify });
    await setCheckedWhenSettled(page, notify, false);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await readyPayButton(page, t.pay);

    await setCheckedWhenSettled(page, notify, true);
    await page.getByLabel(locale === 'en-US' ? 'Country' : 'País').selectOption('ES');
    await phone.fill('612 345 678');
    await readyPayButton(page, t.pay);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});

describe('the second operator', () => {
  it('prices in euros the Spanish way and pays by card', async () => {
    const driver = await openPayDriver(browser(), 'es-ES');
    const { page } = driver;
    const t = payTexts['es-ES'];
    await page.goto(`/transient/${transientPlaces.secondOperator.id}`);
    await page.getByLabel(t.plate).fill(uniquePlate('E2EE'));
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('button', { name: /^Pagar / }).waitFor();
    await expect
      .poll(() => spacedText(page.locator('dl.breakdown')))
      .toBe(`Aparcamiento 2,50 € ${t.serviceFee} 0,20 € ${t.total} 2,70 €`);
    await typeCard(page, 'es-ES', cards.succeeds);
    const button = await readyPayButton(page, /^Pagar 2,70\s€$/);
    await clickWhenSettled(page, button);
    await page.getByRole('heading', { level: 1, name: t.anySessionState }).waitFor({
      timeout: 20_000,
    });
    await page.getByRole('link', { name: t.viewReceipt }).click();
    await page
      .getByRole('dialog', { name: t.emailTitle })
      .getByRole('button', { name: t.notNow })
      .click();
    const invoice = () => spacedText(page.locator('.card'));
    await expect.poll(invoice).toMatch(/1 hora #pi_\w+ Pagado el [^€]+ 2,50 €/);
    await expect.poll(invoice).toContain(`${t.total} 2,70 €`);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
