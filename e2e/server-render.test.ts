import { describe, expect, it } from 'vitest';
import { baseUrl, type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds, plazaMayorTexts, texts, transientPlaces } from './support/demo.ts';
import { recordLayoutShifts } from './support/layout-shifts.ts';

/**
 * The first response carries the first paint (issue 13, point 1; decision 065): each flow's
 * entry page comes from the server with the operator's branding and the place header already in
 * the HTML, in the driver's language, and the app hydrates it without a mismatch and without
 * asking for the data or the translations again.
 */
const browser = useBrowser();

const welcome = (name: string) => ({
  'es-ES': `Te damos la bienvenida a ${name}`,
  'en-US': `Welcome to ${name}`,
});
const customerId = demoIds.accessControl.customerId;
// The lot's name in each language (decision 088's seed), the welcome's words around it.
const gatedWelcome = {
  'es-ES': welcome('Aparcamiento con barrera (demo)')['es-ES'],
  'en-US': welcome('Demo Gated Lot')['en-US'],
};
const entryPages: Array<{ path: string; heading: string | Record<Locale, string> }> = [
  { path: `/transient/${transientPlaces.open.id}`, heading: transientPlaces.open.name },
  {
    path: `/transient/${transientPlaces.manyRates.id}`,
    heading: { 'es-ES': plazaMayorTexts['es-ES'].name, 'en-US': plazaMayorTexts['en-US'].name },
  },
  {
    path: `/transient/${transientPlaces.closingSoon.id}`,
    heading: transientPlaces.closingSoon.name,
  },
  { path: `/reservation/${demoIds.places.reservation.id}`, heading: 'LAX Park & Fly' },
  { path: `/permit/${demoIds.places.permit.id}`, heading: 'City Center Permits' },
  { path: `/access-control/${customerId}`, heading: gatedWelcome },
  { path: `/${customerId}`, heading: gatedWelcome },
];
const headingOf = (page: (typeof entryPages)[number], locale: Locale) =>
  typeof page.heading === 'string' ? page.heading : page.heading[locale];
const other = (locale: Locale): Locale => (locale === 'es-ES' ? 'en-US' : 'es-ES');
const languageName = { 'es-ES': 'Español', 'en-US': 'English' } as const;

/** How the driver's side tells the server the language: the cookie, or the browser's own. */
const ways = [
  { locale: 'es-ES', how: 'Accept-Language', options: { browserLocale: 'es-ES' } },
  { locale: 'en-US', how: 'Accept-Language', options: { browserLocale: 'en-US' } },
  // The stored choice (its cookie) wins over the browser's language.
  {
    locale: 'en-US',
    how: 'the cookie',
    options: { storedLocale: 'en-US', browserLocale: 'es-ES' },
  },
] as const;

describe('the entry pages without JavaScript', () => {
  for (const way of ways) {
    it(`show the header in ${way.locale}, chosen by ${way.how}`, async () => {
      const { page, context } = await openDriverPage(browser(), {
        ...way.options,
        javaScriptEnabled: false,
      });
      for (const entry of entryPages) {
        const response = await page.goto(entry.path);
        expect(response?.status(), entry.path).toBe(200);
        // JavaScript is off: the document is the response, as it came.
        const html = (await response?.text()) ?? '';
        expect(html, entry.path).toContain(`<html lang="${way.locale}">`);
        expect(html, entry.path).toMatch(
          /<style id="server-theme">:root\{--color-primary:#[0-9a-f]{6};/,
        );
        await page
          .getByRole('heading', { level: 1, name: headingOf(entry, way.locale) })
          .waitFor({ timeout: 2_000 });
        // The operator's logo and languages, before any script.
        await page.locator('header img[alt]').first().waitFor({ timeout: 2_000 });
        await page
          .getByRole('group', { name: texts[way.locale].languageGroup })
          .waitFor({ timeout: 2_000 });
      }
      await context.close();
    });
  }

  it('names the place and its address in the HTML itself', async () => {
    const response = await fetch(`${baseUrl()}/transient/${transientPlaces.open.id}`, {
      headers: { 'accept-language': 'en-US' },
    });
    const html = await response.text();
    expect(html).toContain(`<title>${transientPlaces.open.name}</title>`);
    expect(html).toContain(transientPlaces.open.address);
    expect(html).toMatch(/<script type="application\/json" id="bootstrap">\{"locale":"en-US"/);
  });
});

describe('the entry pages hydrated', () => {
  for (const locale of ['es-ES', 'en-US'] as const) {
    it(`hydrate in ${locale} without a mismatch, a CSP report or a second request`, async () => {
      const { page, context, consoleErrors } = await openDriverPage(browser(), {
        browserLocale: locale,
      });
      // Layout shifts that no input caused (what CLS adds up): none while the page hydrates.
      const shifts = await recordLayoutShifts(context, page);
      // The server's heading, taken once the HTML is parsed and before any script runs: a page
      // that React threw away and rendered again (an update before it hydrated) has another.
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('h1');
        });
        addEventListener('app-hydrated', () => {
          (window as unknown as { fetchedToHydrate: string[] }).fetchedToHydrate = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname);
        });
      });
      const keptServerHeading = () =>
        page.evaluate(() => {
          const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
          return heading !== null && heading === document.querySelector('h1');
        });
      const layoutShifts = shifts.read;
      for (const entry of entryPages) {
        const requested: string[] = [];
        const onRequest = (request: { url(): string }) =>
          requested.push(new URL(request.url()).pathname);
        page.on('request', onRequest);
        await page.goto(entry.path);
        await page.waitForLoadState('networkidle');
        const readFetchedToHydrate = () =>
          page.evaluate(
            () => (window as unknown as { fetchedToHydrate?: string[] }).fetchedToHydrate,
          );
        // Hydrated (on a loaded machine that can come after the network is idle).
        await expect.poll(readFetchedToHydrate, { message: entry.path }).toBeDefined();
        const fetchedToHydrate = await readFetchedToHydrate();
        // The data and the translations the page needed came with it.
        expect(
          fetchedToHydrate?.filter(
            (path) =>
              path.startsWith('/api/customer/') || /\/assets\/[a-z]{2}-[A-Z]{2}-/.test(path),
          ),
          entry.path,
        ).toEqual([]);
        expect(await keptServerHeading(), entry.path).toBe(true);
        expect(await layoutShifts(), entry.path).toEqual([]);
        // Hydrated: the language buttons work, and the server's language was the app's.
        const group = page.getByRole('group', { name: texts[locale].languageGroup });
        await group.getByRole('button', { name: languageName[other(locale)] }).click();
        await expect
          .poll(() => page.locator('html').getAttribute('lang'), { message: entry.path })
          .toBe(other(locale));
        await page
          .getByRole('heading', { level: 1, name: headingOf(entry, other(locale)) })
          .waitFor();
        page.off('request', onRequest);
        // The data came with the page; the first language's whole file once at most, after it.
        expect(
          requested.filter((path) => path.startsWith('/api/customer/')),
          entry.path,
        ).toEqual([]);
        expect(
          requested.filter((path) => path.includes(`/assets/${locale}-`)).length,
        ).toBeLessThanOrEqual(1);
        // Back to the language under test for the next page (stored and mirrored in the cookie).
        await page
          .getByRole('group', { name: texts[other(locale)].languageGroup })
          .getByRole('button', { name: languageName[locale] })
          .click();
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('the entry pages on a slow phone', () => {
  it('paint the header whole: nothing shifts as the rest of the HTML is parsed', async () => {
    // At 6x CPU the parser yields in the middle of the page, and a frame painted then showed
    // Help without the languages beside it (decision 066): the header moved when they came.
    const { page, context } = await openDriverPage(browser(), { browserLocale: 'es-ES' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Nothing typed or tapped on these visits: every shift counts.
    const { read: layoutShifts } = await recordLayoutShifts(context, page);
    for (let visit = 1; visit <= 3; visit += 1) {
      await page.goto(`/reservation/${demoIds.places.reservation.id}?visit=${visit}`);
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(), `visit ${visit}`).toEqual([]);
    }
    await context.close();
  });
});

describe('caching of the entry pages', () => {
  it('lets a shared cache keep a place page a minute and revalidate it by ETag', async () => {
    const url = `${baseUrl()}/transient/${transientPlaces.open.id}`;
    const first = await fetch(url, { headers: { 'accept-language': 'es-ES' } });
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    expect(first.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url, {
      headers: { 'accept-language': 'es-ES', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    // Another language is another page.
    const english = await fetch(url, { headers: { 'accept-language': 'en-US' } });
    expect(english.headers.get('etag')).not.toBe(etag);
  });

  it('never lets a shared cache keep a page with a plate in its address, nor a summary', async () => {
    const withPlate = await fetch(
      `${baseUrl()}/transient/${transientPlaces.open.id}?licencePlate=1234ABC`,
    );
    expect(withPlate.headers.get('cache-control')).toBe('no-store');
    // A summary's page is the app's shell, revalidated each time; its data is no-store (API).
    const summary = await fetch(
      `${baseUrl()}/transient/${transientPlaces.open.id}/summary/00000000-0000-4000-8000-000000000000`,
    );
    expect(summary.headers.get('cache-control')).toBe('no-cache');
    expect(await summary.text()).toContain('<div id="root"></div>');
  });
});
