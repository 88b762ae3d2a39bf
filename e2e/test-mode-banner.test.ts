import { describe, expect, it } from 'vitest';
import { expectAccessible } from './payment-helpers.ts';
import { baseUrl, openDriverPage, serveAppShellAt, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';

/**
 * 'Test mode: no real money' (docs/decisions/073): every page of a place paid through an
 * embedded sandbox says so in the driver's language, in the server's first response too; a
 * place served by a real processor (its answer without testMode) does not. Every demo place is
 * a sandbox's, so the real one is the same place with testMode taken out of its answer.
 */
const browser = useBrowser();

const BANNER = { 'en-US': 'Test mode: no real money', 'es-ES': 'Modo de prueba: sin dinero real' };
const midtown = `/transient/${transientPlaces.open.id}`;
const solArea = `/access-control/${demoIds.secondCustomer.id}`;

describe('the test-mode banner', () => {
  it('is in the first response of a sandbox place, in the driver language', async () => {
    const response = await fetch(`${baseUrl()}${midtown}`, {
      headers: { cookie: 'locale=en-US', 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(200);
    // The element itself, not only its words among the page's translations.
    expect(await response.text()).toMatch(
      /<p class="test-mode-banner" role="note">Test mode: no real money<\/p>/,
    );
  });

  it('shows on a card-sandbox place at 320 px in English, accessible', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: 'en-US', width: 320 });
    const { page } = driver;
    await page.goto(midtown);
    await page.getByRole('note').getByText(BANNER['en-US'], { exact: true }).waitFor();
    await expectAccessible(page, 'test mode, Midtown, 320 px');
    await driver.context.close();
  });

  it('shows in the customer area of a redirect-sandbox lot at 360 px in Spanish, accessible', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: 'es-ES', width: 360 });
    const { page } = driver;
    await page.goto(solArea);
    await page.getByRole('note').getByText(BANNER['es-ES'], { exact: true }).waitFor();
    await expectAccessible(page, 'modo de prueba, Sol, 360 px');
    await driver.context.close();
  });

  it('is absent on a place served by a real processor', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: 'en-US', width: 360 });
    const { page } = driver;
    await page.route('**/api/customer/place/**', async (route) => {
      const response = await route.fetch();
      const { testMode: _sandbox, ...body } = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: body });
    });
    await serveAppShellAt(page, midtown);
    await page.goto(midtown);
    await page.getByRole('heading', { name: transientPlaces.open.name }).first().waitFor();
    await expect.poll(() => page.getByText(BANNER['en-US']).count()).toBe(0);
    await driver.context.close();
  });
});
