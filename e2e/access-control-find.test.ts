import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPayDriver, unexpectedConsoleErrors } from './payment-helpers.ts';
import { baseUrl, type Locale, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';

/**
 * Finding a stay in the access-control customer area (spec section 2; decision 061) of the demo
 * customer, whose gated lot is in Madrid, at 360 px in both languages, axe on every page: a
 * plate found goes to its stay's details; a misread plate to its look-alikes, three then pages
 * of six; a plate like no other to 'License plate not found. Enter again.'; a car found by its
 * entry time; Help to the support page and back. The lists expected are the API's own answers.
 */
const browser = useBrowser();

const { customerId, plateWithStay, plateWithSimilar } = demoIds.accessControl;
const home = `/access-control/${customerId}`;
/** The lot's name in each language (decision 088's seed). */
const LOT = { 'en-US': 'Demo Gated Lot', 'es-ES': 'Aparcamiento con barrera (demo)' };
/** One missing character from 4321XYZ, and one keystroke from several other stays. */
const MISREAD = '4321XY';
/** Like no plate of the lot. */
const STRANGER = 'QQ00QQ';

const texts = {
  'en-US': {
    welcome: `Welcome to ${LOT['en-US']}`,
    plate: 'License plate',
    search: 'Search',
    similarTitle: 'Is one of these your car?',
    more: 'Show more similar plates',
    moreTitle: (plate: string) => `Plates similar to ${plate}`,
    next: 'Next',
    previous: 'Previous',
    confirmTitle: 'Is this your car?',
    confirmYes: 'Yes, this is my car',
    notFound: 'License plate not found. Enter again.',
    byTimeLink: "I don't know the plate: search by entry time",
    byTimeTitle: 'Search by entry time',
    date: 'Entry date',
    time: 'Entry time',
    timeRequired: 'Enter the time you drove in.',
    help: 'Help',
    supportTitle: 'Need help?',
    back: 'Back',
    pedestrianTitle: 'Pay for your car on foot',
    pageNotFound: 'Page not found',
  },
  'es-ES': {
    welcome: `Te damos la bienvenida a ${LOT['es-ES']}`,
    plate: 'Matrícula',
    search: 'Buscar',
    similarTitle: '¿Es alguno de estos tu coche?',
    more: 'Ver más matrículas parecidas',
    moreTitle: (plate: string) => `Matrículas parecidas a ${plate}`,
    next: 'Siguiente',
    previous: 'Anterior',
    confirmTitle: '¿Es este tu coche?',
    confirmYes: 'Sí, es mi coche',
    notFound: 'Matrícula no encontrada. Introdúcela de nuevo.',
    byTimeLink: 'No sé la matrícula: buscar por hora de entrada',
    byTimeTitle: 'Buscar por hora de entrada',
    date: 'Fecha de entrada',
    time: 'Hora de entrada',
    timeRequired: 'Indica la hora a la que entraste.',
    help: 'Ayuda',
    supportTitle: '¿Necesitas ayuda?',
    back: 'Volver',
    pedestrianTitle: 'Paga tu coche a pie',
    pageNotFound: 'Página no encontrada',
  },
} as const;

interface Listed {
  data: { sessionId: string; licensePlateMasked: string | null; actualStart: string }[];
  totalPages: number;
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${baseUrl()}/api/customer/${customerId}${path}`,
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The open stay of a plate, as the plate search asks for it (decision 072). */
const stayOf = <T>(licensePlate: string) => api<T>('/session/lookup', { licensePlate });

const similar = (plateId: string, take: number, skip: number) =>
  api<Listed>(`/session/similar?plateId=${plateId}&take=${take}&skip=${skip}`);

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The masked plates a list shows, in order. */
const listedPlates = (page: Page) => page.locator('.ac-stay-list .ac-plate').allInnerTexts();

async function search(page: Page, locale: Locale, plate: string) {
  const t = texts[locale];
  const input = page.getByLabel(t.plate, { exact: true });
  await input.fill(plate);
  // Enter submits the search (and nothing else does).
  await input.press('Enter');
}

/** Wall clock in Madrid, 'YYYY-MM-DD' and 'HH:MM', of an instant. */
function madrid(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

describe.each(['en-US', 'es-ES'] as const)('access control, finding a stay (%s)', (locale) => {
  const t = texts[locale];

  it('welcomes to the lot and finds a plate, at both addresses of the area', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(`/${customerId}`);
    await heading(page, t.welcome).waitFor();
    const input = page.getByLabel(t.plate, { exact: true });
    await expect.poll(() => input.getAttribute('autocomplete')).toBe('off');
    await expect.poll(() => input.getAttribute('autocapitalize')).toBe('characters');
    await expect.poll(() => input.getAttribute('placeholder')).toBe('1234ABC');
    await expectAccessible(page, 'home');

    await page.goto(home);
    await heading(page, t.welcome).waitFor();
    await search(page, locale, plateWithStay.toLowerCase());
    const { sessionId } = await stayOf<{ sessionId: string }>(plateWithStay);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`${home}/stay-details?sessionId=${sessionId}`);
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });

  it('sends a misread plate to its look-alikes, three and then pages of six', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(home);
    await heading(page, t.welcome).waitFor();
    await search(page, locale, MISREAD);
    await heading(page, t.similarTitle).waitFor();
    const first = await similar(MISREAD, 3, 0);
    await expect
      .poll(() => listedPlates(page))
      .toEqual(first.data.map((stay) => stay.licensePlateMasked));
    await expectAccessible(page, 'similar plates');

    if (first.totalPages > 1) {
      await page.getByRole('link', { name: t.more }).click();
      await heading(page, t.moreTitle(MISREAD)).waitFor();
      const six = await similar(MISREAD, 6, 0);
      await expect
        .poll(() => listedPlates(page))
        .toEqual(six.data.map((stay) => stay.licensePlateMasked));
    }

    // The demo's dozen look-alikes of 4321XZY fill more than one page of six.
    await page.goto(`${home}/more-similar-license-plates?plateId=${plateWithSimilar}`);
    await heading(page, t.moreTitle(plateWithSimilar)).waitFor();
    const pageOne = await similar(plateWithSimilar, 6, 0);
    const pageTwo = await similar(plateWithSimilar, 6, 6);
    expect(pageOne.totalPages).toBeGreaterThan(1);
    await expect
      .poll(() => listedPlates(page))
      .toEqual(pageOne.data.map((stay) => stay.licensePlateMasked));
    await expect.poll(() => page.getByRole('link', { name: t.previous }).count()).toBe(0);
    await expectAccessible(page, 'more similar plates');
    await page.getByRole('link', { name: t.next }).click();
    await expect
      .poll(() => listedPlates(page))
      .toEqual(pageTwo.data.map((stay) => stay.licensePlateMasked));
    await page.getByRole('link', { name: t.previous }).click();
    await expect
      .poll(() => listedPlates(page))
      .toEqual(pageOne.data.map((stay) => stay.licensePlateMasked));

    // Picking one asks to confirm it, then goes to its details.
    const picked = pageOne.data[0];
    await page.locator('.ac-stay-list a').first().click();
    await heading(page, t.confirmTitle).waitFor();
    await expectAccessible(page, 'confirm plate');
    await page.getByRole('link', { name: t.confirmYes }).click();
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe(`?sessionId=${picked?.sessionId ?? ''}`);
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });

  it("says 'License plate not found. Enter again.' for a plate like no other", async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(home);
    await heading(page, t.welcome).waitFor();
    await search(page, locale, STRANGER);
    await heading(page, t.notFound).waitFor();
    await expect.poll(() => page.getByLabel(t.plate, { exact: true }).inputValue()).toBe(STRANGER);
    await expectAccessible(page, 'plate not found');
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });

  it('finds a car by its entry time on the lot clock', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(home);
    await heading(page, t.welcome).waitFor();
    await page.getByRole('link', { name: t.byTimeLink }).click();
    await heading(page, t.byTimeTitle).waitFor();
    // The open stay of 4321XYZ entered three hours before the seed ran.
    const stay = await stayOf<{ sessionId: string; actualStart: string }>(plateWithStay);
    const entry = madrid(new Date(stay.actualStart));
    await page.getByLabel(t.date, { exact: true }).fill(entry.date);
    await page.getByRole('button', { name: t.search }).click();
    await page.getByText(t.timeRequired).waitFor();
    await page.getByLabel(t.time, { exact: true }).fill(entry.time);
    await page.getByLabel(t.time, { exact: true }).press('Enter');
    await page.locator(`.ac-stay-list a[href$="sessionId=${stay.sessionId}"]`).waitFor();
    await expectAccessible(page, 'search by time');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('goes from Help to support and back, and shows the pedestrian page', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(`${home}/pedestrian-access`);
    await heading(page, t.pedestrianTitle).waitFor();
    await expectAccessible(page, 'pedestrian access');
    await page.getByRole('link', { name: t.help, exact: true }).click();
    await heading(page, t.supportTitle).waitFor();
    await expect.poll(() => page.getByRole('link', { name: t.help, exact: true }).count()).toBe(0);
    await expectAccessible(page, 'support');
    await page.getByRole('link', { name: t.back }).click();
    await heading(page, t.pedestrianTitle).waitFor();
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('does not know a customer id that is no UUID, nor one the API does not know', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto('/access-control/not-a-customer');
    await heading(page, t.pageNotFound).waitFor();
    await page.goto('/00000000-0000-4000-8000-000000000000/support');
    await heading(page, t.pageNotFound).waitFor();
    // No 'Need help?' where there is no operator to ask.
    await expect.poll(() => page.getByRole('link', { name: t.help, exact: true }).count()).toBe(0);
    await driver.context.close();
  });
});
