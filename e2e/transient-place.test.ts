import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type DriverPage,
  type Locale,
  openDriverPage,
  seriousAxeViolations,
  useBrowser,
} from './support/browser.ts';
import { texts, transientPlaces } from './support/demo.ts';

const browser = useBrowser();

async function openPlace(placeId: string, storedLocale: Locale): Promise<DriverPage> {
  const driver = await openDriverPage(browser(), { storedLocale });
  await driver.page.goto(`/transient/${placeId}`);
  return driver;
}

async function expectHeader(page: Page, place: { name: string; address: string }) {
  await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
  expect(await page.title()).toBe(place.name);
  expect(await page.getByText(place.address, { exact: true }).isVisible()).toBe(true);
}

async function expectCleanPage(driver: DriverPage) {
  expect(await seriousAxeViolations(driver.page)).toEqual([]);
  expect(driver.consoleErrors).toEqual([]);
  const overflows = await driver.page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflows, 'no horizontal scroll at phone width').toBe(false);
  await driver.context.close();
}

describe.each(['es-ES', 'en-US'] as const)('transient place pages in %s', (locale) => {
  const t = texts[locale];

  it('shows the open place: images, organisation, name, address, no closing alert', async () => {
    const driver = await openPlace(transientPlaces.open.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.open);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect(await page.getByText('Demo Parking Co').first().isVisible()).toBe(true);
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThanOrEqual(3);
    expect(await images.first().evaluate((img) => img.getBoundingClientRect().height)).toBe(120);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectCleanPage(driver);
  });

  it('shows the many-rates place of the same operator', async () => {
    const driver = await openPlace(transientPlaces.manyRates.id, locale);
    await expectHeader(driver.page, transientPlaces.manyRates);
    await expectCleanPage(driver);
  });

  it('shows an exceptional closure with the next opening date and no access hours', async () => {
    const driver = await openPlace(transientPlaces.closed.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.closed);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: t.closedTitle }).waitFor();
    expect(normalizeSpaces(await alert.innerText())).toMatch(t.exceptional);
    expect(await page.getByRole('region', { name: t.accessHours }).count()).toBe(0);
    await expectCleanPage(driver);
  });

  it('shows the closing-soon alert with the closure from and to dates', async () => {
    const driver = await openPlace(transientPlaces.closingSoon.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.closingSoon);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: t.closingSoonTitle }).waitFor();
    expect(normalizeSpaces(await alert.innerText())).toMatch(t.closingSoon);
    await expectCleanPage(driver);
  });

  it('shows a regular closure with the access hours merged by days', async () => {
    const driver = await openPlace(transientPlaces.opensLater.id, locale);
    const { page } = driver;
    await expectHeader(page, transientPlaces.opensLater);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: t.closedTitle }).waitFor();
    expect(normalizeSpaces(await alert.innerText())).toContain(t.regular);
    const hours = page.getByRole('region', { name: t.accessHours });
    const rows = await hours
      .locator('tbody tr')
      .evaluateAll((elements) => elements.map((row) => (row as HTMLElement).innerText.trim()));
    expect(rows.map(normalizeSpaces)).toEqual([
      `${t.weekdays} 07:00 - 21:00`,
      `${t.saturday} 09:00 - 14:00`,
    ]);
    await expectCleanPage(driver);
  });
});

describe('the second operator', () => {
  it('has its own logo and colours, speaks Spanish only and offers no language selector', async () => {
    const driver = await openPlace(transientPlaces.secondOperator.id, 'en-US');
    const { page } = driver;
    await expectHeader(page, transientPlaces.secondOperator);
    // The stored en-US is not offered by this operator, so its only language is used.
    expect(await page.locator('html').getAttribute('lang')).toBe('es-ES');
    expect(await page.getByRole('button', { name: 'Ayuda', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Idioma' }).count()).toBe(0);
    const logo = page.getByRole('img', { name: 'Aparcamientos Sol' });
    expect(await logo.getAttribute('src')).toBe('/demo/logo-aparcamientos-sol.svg');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#b3261e');
    await expectCleanPage(driver);
  });

  it('differs from the first operator in logo and colours', async () => {
    const driver = await openPlace(transientPlaces.open.id, 'es-ES');
    const { page } = driver;
    await expectHeader(page, transientPlaces.open);
    const logo = page.getByRole('img', { name: 'Demo Parking Co' });
    expect(await logo.getAttribute('src')).toBe('/demo/logo-demo-parking.svg');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#0b57d0');
    await driver.context.close();
  });
});

function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
