import { describe, expect, it } from 'vitest';
import { openDriverPage, seriousAxeViolations, useBrowser } from './support/browser.ts';
import { texts, transientPlaces } from './support/demo.ts';

const browser = useBrowser();

describe('the app shell', () => {
  it('speaks Spanish by default and keeps the chosen language across a reload', async () => {
    const { context, page } = await openDriverPage(browser());
    await page.goto(`/transient/${transientPlaces.open.id}`);
    await page.getByRole('heading', { level: 1, name: transientPlaces.open.name }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es-ES');

    const selector = page.getByRole('group', { name: texts['es-ES'].languageGroup });
    await selector.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: texts['en-US'].help, exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('LOCALE'))).toBe('en-US');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: transientPlaces.open.name }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-US');
    const english = page.getByRole('group', { name: texts['en-US'].languageGroup });
    await expect
      .poll(() => english.getByRole('button', { name: 'English' }).getAttribute('aria-pressed'))
      .toBe('true');
    await context.close();
  });

  it('opens the contact modal with call and mail links, and closes it with Escape', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: 'en-US' });
    const { context, page } = driver;
    await page.goto(`/transient/${transientPlaces.open.id}`);
    const help = page.getByRole('button', { name: 'Help', exact: true });
    await help.click();
    const dialog = page.getByRole('dialog', { name: texts['en-US'].contactTitle });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('link', { name: /Phone/ }).getAttribute('href'))
      .toBe('tel:+12125550100');
    await expect
      .poll(() => dialog.getByRole('link', { name: /E-mail/ }).getAttribute('href'))
      .toBe('mailto:help@demo-parking.example');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => help.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(driver.consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['a path that is not a UUID', '/transient/not-a-uuid'],
    ['an unknown place', '/transient/00000000-0000-4000-8000-000000000000'],
    ['an unknown route', '/no/such/page'],
  ])('shows the not-found page for %s', async (_, path) => {
    const driver = await openDriverPage(browser(), { storedLocale: 'en-US' });
    const { context, page } = driver;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: texts['en-US'].notFound }).waitFor();
    await expect.poll(() => page.locator('img[src$="404.svg"]').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(['es-ES', 'en-US'] as const)(
    'shows the landing page and the terms in %s',
    async (locale) => {
      const driver = await openDriverPage(browser(), { storedLocale: locale, width: 320 });
      const { context, page } = driver;
      await page.goto('/');
      const termsName = locale === 'en-US' ? 'Terms and conditions' : 'Términos y condiciones';
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: termsName }).first().click();
      await page.getByRole('heading', { level: 1, name: termsName }).waitFor();
      const terms = () => page.locator('main').innerText();
      await expect
        .poll(terms)
        .toContain(locale === 'en-US' ? 'October 14, 2025' : '14 de octubre de 2025');
      await expect.poll(terms).toMatch(/45/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(driver.consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
