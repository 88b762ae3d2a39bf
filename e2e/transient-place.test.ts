import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type DriverPage,
  type Locale,
  openDriverPage,
  scrollsSideways,
  seriousAxeViolations,
  useBrowser,
} from './support/browser.ts';
import { plazaMayorTexts, texts, transientPlaces } from './support/demo.ts';
import { normalizeSpaces, spacedText } from './support/text.ts';

const browser = useBrowser();

async function openPlace(placeId: string, storedLocale: Locale): Promise<DriverPage> {
  const driver = await openDriverPage(browser(), { storedLocale });
  await driver.page.goto(`/transient/${placeId}`);
  return driver;
}

async function expectHeader(page: Page, place: { name: string; address: string }) {
  await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
  await expect.poll(() => page.title()).toBe(place.name);
  await page.getByText(place.address, { exact: true }).waitFor();
}

/** The operator's primary colour, as the theme set it on the document. */
async function primaryColour(page: Page): Promise<string> {
  const value = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
  );
  return value.trim().toLowerCase();
}

async function expectCleanPage(driver: DriverPage) {
  expect(await seriousAxeViolations(driver.page)).toEqual([]);
  expect(driver.consoleErrors).toEqual([]);
  await expect
    .poll(() => scrollsSideways(driver.page), { message: 'no horizontal scroll at phone width' })
    .toBe(false);
  await driver.context.close();
}

describe.each(['es-ES', 'en-US'] as const)('transient place pages in %s', (locale) => {
  const t = texts[locale];

  it('shows the open place: images, organisation, name, address, no closing alert', async () => {
    const driver = await openPlace(transientPlaces.open.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.open);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
    await page.getByText('Demo Parking Co').first().waitFor();
    const images = page.locator('main img');
    await expect.poll(() => images.count()).toBeGreaterThanOrEqual(3);
    const firstImageHeight = () =>
      images.first().evaluate((img) => img.getBoundingClientRect().height);
    await expect.poll(firstImageHeight).toBe(120);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expectCleanPage(driver);
  });

  it('shows the many-rates place of the same operator', async () => {
    const driver = await openPlace(transientPlaces.manyRates.id, locale);
    await expectHeader(driver.page, {
      name: plazaMayorTexts[locale].name,
      address: transientPlaces.manyRates.address,
    });
    await expectCleanPage(driver);
  });

  it('shows an exceptional closure with the next opening date and no access hours', async () => {
    const driver = await openPlace(transientPlaces.closed.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.closed);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: t.closedTitle }).waitFor();
    await expect.poll(() => spacedText(alert)).toMatch(t.exceptional);
    await expect.poll(() => page.getByRole('region', { name: t.accessHours }).count()).toBe(0);
    await expectCleanPage(driver);
  });

  it('shows the closing-soon alert with the closure from and to dates', async () => {
    const driver = await openPlace(transientPlaces.closingSoon.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.closingSoon);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: t.closingSoonTitle }).waitFor();
    await expect.poll(() => spacedText(alert)).toMatch(t.closingSoon);
    await expectCleanPage(driver);
  });

  it('shows a regular closure with the access hours merged by days', async () => {
    const driver = await openPlace(transientPlaces.opensLater.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.opensLater);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: t.closedTitle }).waitFor();
    await expect.poll(() => spacedText(alert)).toContain(t.regular);
    const rows = page.getByRole('region', { name: t.accessHours }).locator('tbody tr');
    await expect
      .poll(async () => (await rows.allInnerTexts()).map(normalizeSpaces))
      .toEqual([`${t.weekdays} ${t.weekdayHours}`, `${t.saturday} ${t.saturdayHours}`]);
    await expectCleanPage(driver);
  });
});

describe('the second operator', () => {
  it('has its own logo and colours, speaks Spanish only and offers no language selector', async () => {
    const driver = await openPlace(transientPlaces.secondOperator.id, 'en-US');
    const { page } = driver;
    await expectHeader(page, transientPlaces.secondOperator);
    // The stored en-US is not offered by this operator, so its only language is used.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es-ES');
    await page.getByRole('button', { name: 'Ayuda', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('group', { name: 'Idioma' }).count()).toBe(0);
    const logo = page.getByRole('img', { name: 'Aparcamientos Sol' });
    await expect.poll(() => logo.getAttribute('src')).toBe('/demo/logo-aparcamientos-sol.svg');
    await expect.poll(() => primaryColour(page)).toBe('#b3261e');
    await expectCleanPage(driver);
  });

  it('differs from the first operator in logo and colours', async () => {
    const driver = await openPlace(transientPlaces.open.id, 'es-ES');
    const { page } = driver;
    await expectHeader(page, transientPlaces.open);
    const logo = page.getByRole('img', { name: 'Demo Parking Co' });
    await expect.poll(() => logo.getAttribute('src')).toBe('/demo/logo-demo-parking.svg');
    await expect.poll(() => primaryColour(page)).toBe('#0b57d0');
    await driver.context.close();
  });
});
