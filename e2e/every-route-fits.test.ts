import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DriverPage,
  type Locale,
  openDriverPage,
  seriousAxeViolations,
  useBrowser,
} from './support/browser.ts';
import { unfitElements } from './support/fit-checks.ts';
import { type RouteData, type RouteVisit, routeData, routeTable } from './support/route-table.ts';

/**
 * Issue 24, point 6 (decision 088): every route of the spec's routes table, with demo data, at
 * 320 px (the narrowest phone a driver holds) in both languages: nothing makes the page wider
 * than the window, no text is cut by its box, nothing sticks out of its card, and axe finds no
 * serious violation. One browser, one context per language reused from route to route, the two
 * languages measured at once; the run's time is printed.
 */
const browser = useBrowser();
let data: RouteData;

beforeAll(async () => {
  data = await routeData();
});

/** The page as a driver sees it once it has settled: requests answered, fonts laid out. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const locales: readonly Locale[] = ['es-ES', 'en-US'];

/** What does not fit, and what axe finds, on one route in one language. */
async function measure(driver: DriverPage, route: RouteVisit) {
  const { page } = driver;
  await page.goto(route.path(data));
  await route.reach?.(page);
  await settle(page);
  const unfit = await unfitElements(page);
  const axe = (await seriousAxeViolations(page)).map(
    (violation) => `${violation.id}: ${violation.targets.join(', ')}`,
  );
  return { unfit, axe };
}

describe('every route at 320 px, in both languages side by side', () => {
  let drivers: DriverPage[] = [];
  let started = 0;
  beforeAll(async () => {
    started = performance.now();
    drivers = await Promise.all(
      locales.map((locale) => openDriverPage(browser(), { storedLocale: locale, width: 320 })),
    );
  });
  afterAll(async () => {
    await Promise.all(drivers.map((driver) => driver.context.close()));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`${routeTable.length} routes at 320 px in ${locales.join(' and ')}: ${seconds} s`);
  });

  it.each(routeTable)('$name fits the screen', async (route) => {
    const found = await Promise.all(drivers.map((driver) => measure(driver, route)));
    const clean = { unfit: [], axe: [] };
    // Read once each page has settled; a failure names each element and its widths.
    expect(
      Object.fromEntries(locales.map((locale, index) => [locale, found[index]])),
      route.path(data),
    ).toEqual(Object.fromEntries(locales.map((locale) => [locale, clean])));
  });
});
