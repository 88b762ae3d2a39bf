import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  openPayDriver,
  payTexts,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { baseUrl, type Locale, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';
import { paidHourByApi } from './support/paid-session.ts';

/**
 * The extension page (spec section 2, 'Extension page'): from the summary, '+30 min' paid by card
 * with each card kind moves the session's end by 30 minutes; a place without extensions and an
 * unknown session get 'extension not available'.
 */
const browser = useBrowser();

const texts = {
  'en-US': {
    extendTitle: 'Extend session',
    end: 'End',
    notAvailable: 'Extension not available',
    goBack: 'Go back',
  },
  'es-ES': {
    extendTitle: 'Ampliar sesión',
    end: 'Hasta',
    notAvailable: 'Ampliación no disponible',
    goBack: 'Volver atrás',
  },
} as const;

const SUMMARY_URL = /\/summary\/([0-9a-f-]{36})\?receipt=true$/;

/** The session's end as the API has it (the latest end of its payments). */
async function apiEnd(placeId: string, assignedRightId: string): Promise<number> {
  const response = await fetch(
    `${baseUrl()}/api/payment/place/${placeId}/resume/${assignedRightId}`,
  );
  const resume = (await response.json()) as { payments: { endPeriodCovered: string }[] };
  return Math.max(...resume.payments.map((paid) => Date.parse(paid.endPeriodCovered)));
}

/** The summary's End row must read `end` as the browser formats it in the place's time zone. */
async function expectSummaryEnd(page: Page, locale: Locale, end: number, timeZone: string) {
  const expected = await page.evaluate(
    ({ at, locale, timeZone }) => {
      const date = new Date(at);
      const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
      const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date);
      return `${day}, ${time}`;
    },
    { at: end, locale, timeZone },
  );
  const row = page.locator('.details__row').filter({
    has: page.getByText(texts[locale].end, { exact: true }),
  });
  await expect.poll(() => row.locator('dd').innerText()).toBe(expected);
}

/** The extension page reached from the summary: the form titled 'extend session'. */
async function openExtensionFromSummary(page: Page, locale: Locale, plate: string) {
  await page.getByRole('link', { name: payTexts[locale].extend }).click();
  await page.waitForURL(/\/extension\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 2, name: texts[locale].extendTitle }).waitFor();
  const plateInput = page.getByLabel(payTexts[locale].plate);
  await expect.poll(() => plateInput.inputValue()).toBe(plate);
  await expect.poll(() => plateInput.isDisabled()).toBe(true);
  const rates = page.getByRole('group', { name: payTexts[locale].rate });
  await expect.poll(() => rates.getByRole('radio').count()).toBe(2);
  // The operator's rate names in the driver's language (decision 048): '+30 min' has no
  // translation and keeps its default text.
  const oneHour = locale === 'es-ES' ? /^\+1 hora/ : /^\+1 hour/;
  await rates.getByRole('radio', { name: oneHour }).waitFor();
  await rates.getByRole('radio', { name: /^\+30 min/ }).check();
}

describe('extending a session from its summary', () => {
  it('first card kind (Midtown Garage, en-US): +30 min moves the end and the countdown', async () => {
    const locale = 'en-US';
    const t = payTexts[locale];
    const place = transientPlaces.open;
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const plate = uniquePlate('E2EX');

    await page.goto(`/transient/${place.id}?licencePlate=${plate}`);
    await page.getByRole('checkbox', { name: t.notify }).uncheck();
    await typeCard(page, locale, cards.succeeds);
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
    const assignedRightId = SUMMARY_URL.exec(page.url())?.[1] ?? '';
    const before = await apiEnd(place.id, assignedRightId);
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();

    await openExtensionFromSummary(page, locale, plate);
    // The place header, and the reminder as on the home page (Midtown allows SMS).
    await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
    const pay = page.getByRole('button', { name: t.pay });
    await expect.poll(() => pay.innerText()).toBe('Pay $1.50');
    // Unticked: the session's reminder moves with the extension without asking the phone again.
    await expect.poll(() => page.getByRole('checkbox', { name: t.notify }).isChecked()).toBe(false);
    await typeCard(page, locale, cards.succeeds);
    await readyPayButton(page, t.pay);
    await expectAccessible(page, 'extension form');

    const processed = page.waitForRequest((request) =>
      request.url().endsWith('/api/card-intent/process-payment-on-demand-extension'),
    );
    await clickWhenSettled(page, pay);
    expect((await processed).postDataJSON()).toMatchObject({ licensePlate: plate, locale });

    // Back on the same session's summary: 30 minutes later end, 1 h 30 min left.
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}\\?receipt=true$`), {
      timeout: 20_000,
    });
    const after = await apiEnd(place.id, assignedRightId);
    expect(after - before).toBe(30 * 60_000);
    await expectSummaryEnd(page, locale, after, 'America/New_York');
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^1 h (30|29) min$/);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('second card kind (Plaza Mayor, es-ES): the intent says it is an extension', async () => {
    const locale = 'es-ES';
    const t = payTexts[locale];
    const place = transientPlaces.manyRates;
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const plate = uniquePlate('E2EY');

    // The first session for free ('15 min gratis' is the first rate).
    await page.goto(`/transient/${place.id}?licencePlate=${plate}`);
    await clickWhenSettled(page, await readyPayButton(page, t.parkFree));
    await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
    const assignedRightId = SUMMARY_URL.exec(page.url())?.[1] ?? '';
    await page.getByRole('heading', { level: 1, name: t.expireSoon }).waitFor();
    const before = await apiEnd(place.id, assignedRightId);

    await openExtensionFromSummary(page, locale, plate);
    await typeCard(page, locale, cards.succeeds);
    const posts: { path: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      const path = new URL(request.url()).pathname.replace(/pi_\w+/, '{id}');
      posts.push({ path, body: request.postDataJSON() });
    });
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}\\?receipt=true$`), {
      timeout: 20_000,
    });
    const update = posts.find((post) => post.path.includes('/update-payment-intent/'));
    expect(update?.body).toMatchObject({ licensePlate: plate, isOnDemandExtension: 'true' });
    expect(posts.map((post) => post.path)).toContain(
      '/api/card-client-secret/process-payment-on-demand-extension',
    );

    // 15 free minutes plus 30: more than the place's 15 expire minutes, so active again.
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
    const after = await apiEnd(place.id, assignedRightId);
    expect(after - before).toBe(30 * 60_000);
    await expectSummaryEnd(page, locale, after, 'Europe/Madrid');
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^(45|44) min$/);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});

describe('extension not available', () => {
  it('at a place without extensions (Harbor Garage, es-ES): buy another session or go back', async () => {
    const locale = 'es-ES';
    const place = transientPlaces.closingSoon;
    const plate = uniquePlate('E2EN');
    const assignedRightId = await paidHourByApi(place.id, plate);
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;

    // The summary offers no extension here; a kept link still answers plainly.
    await page.goto(`/transient/${place.id}/summary/${assignedRightId}`);
    await page.getByRole('heading', { level: 1, name: payTexts[locale].activeSession }).waitFor();
    const extend = page.getByRole('link', { name: payTexts[locale].extend });
    await expect.poll(() => extend.count()).toBe(0);
    await page.goto(`/transient/${place.id}/extension/${assignedRightId}`);
    await page.getByRole('heading', { level: 2, name: texts[locale].notAvailable }).waitFor();
    await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
    const pay = page.getByRole('button', { name: payTexts[locale].pay });
    await expect.poll(() => pay.count()).toBe(0);
    await expectAccessible(page, 'extension not available');

    // Go back: where the driver came from (the summary).
    await page.getByRole('button', { name: texts[locale].goBack }).click();
    await page.waitForURL(new RegExp(`/summary/${assignedRightId}$`));
    await page.goBack();
    await page.getByRole('link', { name: payTexts[locale].purchaseAnother }).click();
    await page.waitForURL(new RegExp(`/transient/${place.id}\\?licencePlate=${plate}$`));
    await expect.poll(() => page.getByLabel(payTexts[locale].plate).inputValue()).toBe(plate);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('for a session the place does not know (Midtown Garage, en-US)', async () => {
    const locale = 'en-US';
    const place = transientPlaces.open;
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(`/transient/${place.id}/extension/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 2, name: texts[locale].notAvailable }).waitFor();
    await expectAccessible(page, 'extension not available (unknown session)');
    // Opened from a link: 'go back' goes to the place's home, with no plate to offer.
    await page.getByRole('button', { name: texts[locale].goBack }).click();
    await page.waitForURL(new RegExp(`/transient/${place.id}$`));

    // A malformed id is not a session at all: the not-found page.
    await page.goto(`/transient/${place.id}/extension/not-a-session`);
    await page.getByRole('heading', { level: 1, name: payTexts[locale].notFound }).waitFor();
    // The unknown session's resume and rate list answered 404.
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });
});
