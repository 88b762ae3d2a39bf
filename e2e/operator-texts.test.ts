import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatedLot } from '../apps/api/src/db/seed/demo-extra-ids.ts';
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
import { baseUrl, type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds, plazaMayorTexts, texts, transientPlaces } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Issue 10, point 8 (decision 048): at Plaza Mayor the operator's texts (place name and
 * description, rate names) are read in the driver's language and follow the language selector
 * without a new request; an empty rate search names the words typed; the Home link and the
 * covered period's start no longer share a word.
 */
const browser = useBrowser();
const place = transientPlaces.manyRates;
const other = (locale: Locale): Locale => (locale === 'es-ES' ? 'en-US' : 'es-ES');
const languageName: Record<Locale, string> = { 'es-ES': 'Español', 'en-US': 'English' };
const homeLabel: Record<Locale, string> = { 'es-ES': 'Inicio', 'en-US': 'Home' };
/** Searches typed without case or accents, and the rate names they find (by word starts). */
const searches: Record<Locale, { query: string; found: string[] }> = {
  'es-ES': { query: 'MÉDIA', found: ['Media hora', 'Hora y media', 'Hasta medianoche'] },
  'en-US': { query: '30 MIN', found: ['30 minutes'] },
};
const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? '';

/** The place's header and the selected rate read in `locale`. */
async function expectOperatorTexts(page: Page, locale: Locale) {
  const names = plazaMayorTexts[locale];
  await page.getByRole('heading', { level: 1, name: names.name }).waitFor();
  await expect.poll(() => page.title()).toBe(names.name);
  await page.getByText(names.description, { exact: true }).waitFor();
  const rateButton = page.getByRole('button', { name: new RegExp(`^${payTexts[locale].rate}`) });
  await expect.poll(() => spacedText(rateButton)).toBe(`${names.freeRate} $0.00`);
}

// 320 px in one language, 360 in the other (decision 080); each test switches to the other.
describe.each([
  [320, 'es-ES'],
  [360, 'en-US'],
] as const)('operator texts at Plaza Mayor, %i px wide, starting in %s', (width, locale) => {
  const t = payTexts[locale];

  it('shows the place and its rates in the language chosen, and switches with it', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    let placeRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/customer/place/')) placeRequests += 1;
    });
    await page.goto(`/transient/${place.id}`);
    await expectOperatorTexts(page, locale);
    await expectAccessible(page, `home in ${locale}`);

    // The search finds translated names by the start of their words, without case or accents.
    const rateButton = page.getByRole('button', { name: new RegExp(`^${t.rate}`) });
    await rateButton.click();
    const search = page.getByRole('combobox', { name: t.searchRates });
    const { query, found } = searches[locale];
    await search.fill(query);
    await expect
      .poll(async () => (await page.getByRole('option').allInnerTexts()).map(firstLine))
      .toEqual(found);
    // Nothing found: the list says so with the words typed.
    await search.fill('xyz tarif');
    await expect.poll(() => page.getByRole('listbox').innerText()).toBe(t.noRateMatch('xyz tarif'));
    await expectAccessible(page, `empty rate search in ${locale}`);
    await page.keyboard.press('Escape');

    // The language selector: the operator's texts follow, from the answer already loaded.
    const requestsBefore = placeRequests;
    const selector = page.getByRole('group', { name: texts[locale].languageGroup });
    await selector.getByRole('button', { name: languageName[other(locale)] }).click();
    await expectOperatorTexts(page, other(locale));
    await expectAccessible(page, `home switched to ${other(locale)}`);
    expect(placeRequests).toBe(requestsBefore);
    // And back.
    const back = page.getByRole('group', { name: texts[other(locale)].languageGroup });
    await back.getByRole('button', { name: languageName[locale] }).click();
    await expectOperatorTexts(page, locale);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it("keeps the Home link's word apart from the covered period's labels", async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(`/transient/${place.id}?licencePlate=${uniquePlate('E2EL')}`);
    await clickWhenSettled(page, await readyPayButton(page, t.parkFree));
    await page.getByRole('heading', { level: 1, name: t.anySessionState }).waitFor();
    // The operator's logo is the link home, named '<operator> Home' (decision 049).
    const home = page.getByRole('link', { name: new RegExp(`${homeLabel[locale]}$`) });
    await home.waitFor();
    // The summary names the place in the driver's language too.
    await page.getByText(plazaMayorTexts[locale].name, { exact: true }).first().waitFor();
    const labels = page.locator('main dt');
    await expect.poll(() => labels.count()).toBeGreaterThanOrEqual(4);
    await expect
      .poll(async () => (await labels.allInnerTexts()).map((word) => word.trim()))
      .not.toContain(homeLabel[locale]);
    await expect.poll(() => page.getByText(homeLabel[locale], { exact: true }).count()).toBe(1);
    await expectAccessible(page, `summary in ${locale}`);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});

/** Decision 088: the gated lot's name, as the seed translates it, on every page that names it. */
const gatedLotName: Record<Locale, string> = {
  'en-US': 'Demo Gated Lot',
  'es-ES': 'Aparcamiento con barrera (demo)',
};
const gatedWords = {
  'en-US': { welcome: 'Welcome to', plate: 'License plate', lot: 'Car park', pay: /^Pay \$/ },
  'es-ES': {
    welcome: 'Te damos la bienvenida a',
    plate: 'Matrícula',
    lot: 'Aparcamiento',
    pay: /^Pagar /,
  },
} as const;

/** The text beside the details row labelled `label` (a dl's dt and dd). */
const rowValue = (page: Page, label: string) =>
  page
    .locator('.ac-details__row', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

describe.each([
  [320, 'es-ES'],
  [360, 'en-US'],
] as const)('the gated lot named at %i px in %s', (width, locale) => {
  const w = gatedWords[locale];
  const name = gatedLotName[locale];

  it('names the lot in the language chosen on the home, the stay and its paid ticket', async () => {
    const { customerId, gateApiKey } = demoIds.accessControl;
    const plate = uniquePlate('LN');
    const entry = await fetch(`${baseUrl()}/api/gate/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gateApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        placeId: gatedLot,
        licensePlate: plate,
        occurredAt: new Date(Date.now() - 95 * 60_000).toISOString(),
      }),
    });
    expect(entry.status).toBe(201);
    const driver = await openDriverPage(browser(), { storedLocale: locale, width });
    const { page } = driver;
    await page.goto(`/access-control/${customerId}`);
    await page.getByRole('heading', { level: 1, name: `${w.welcome} ${name}` }).waitFor();
    await expect.poll(() => page.title()).toContain(name);
    await expectAccessible(page, `access-control home in ${locale}`);

    const input = page.getByLabel(w.plate, { exact: true });
    await input.fill(plate);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    await expect.poll(() => rowValue(page, w.lot).innerText()).toBe(name);
    await expectAccessible(page, `stay details in ${locale}`);

    await typeCard(page, locale, cards.succeeds);
    await clickWhenSettled(page, await readyPayButton(page, w.pay));
    await page.waitForURL((url) => /\/ticket-paid-v1\/[0-9a-f-]{36}$/.test(url.pathname), {
      timeout: 20_000,
    });
    await expect.poll(() => rowValue(page, w.lot).innerText()).toBe(name);
    await expectAccessible(page, `paid ticket in ${locale}`);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
