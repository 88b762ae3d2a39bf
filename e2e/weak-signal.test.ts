import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, payTexts, unexpectedConsoleErrors } from './payment-helpers.ts';
import { type Locale, openDriverPage, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';
import { paidHourByApi } from './support/paid-session.ts';

/**
 * Issue 13, point 4, 'a weak signal is survivable' (docs/decisions/064): the connection banner
 * says in words that the network is gone and that it is back; the service worker reopens a
 * place's page without a network (the page the server rendered, with the place's header and
 * the banner, not Chromium's error page); a session's summary is never answered from a cache,
 * shows the place from the worker's last copy, and once back comes back by itself with the
 * place fetched again. At 360 px (320 px for the offline page), in both languages.
 */
const browser = useBrowser();
const place = transientPlaces.open;

const texts = {
  'en-US': {
    offline: "No connection. We'll try again when you're back online.",
    back: 'Back online.',
    loadFailed: 'The page could not be loaded',
  },
  'es-ES': {
    offline: 'Sin conexión. Lo intentaremos de nuevo cuando vuelvas a tener conexión.',
    back: 'Vuelves a tener conexión.',
    loadFailed: 'No se ha podido cargar la página',
  },
} as const;

/** The path of every response the service worker keeps, in all its caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
}

/** What the page loaded from /assets/ (its scripts, styles and translations), by path. */
function loadedAssets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  );
}

/**
 * Waits until the service worker controls the page and has kept what it loaded (its warm-up,
 * then what went through it): the shell, every file from /assets/ and the place's document,
 * which a page the server rendered never asks for (its data came in its HTML; the page names
 * it to the worker); the page itself unless `personal` (a link page is `no-store`, decision
 * 082: never kept); with `paymentStep`, the payment step's chunk (the form with its text
 * reminder), which the place's home fetches once idle.
 */
async function keptForOffline(
  page: Page,
  pagePath: string,
  { personal, paymentStep }: { personal: boolean; paymentStep: boolean },
): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  const missing = async () => {
    const assets = await loadedAssets(page);
    const own = personal ? [] : [pagePath];
    const expected = [...own, '/index.html', `/api/customer/place/${place.id}`, ...assets];
    const cached = new Set(await cachedPaths(page));
    const step = ['payment'].filter(
      (name) => !assets.some((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path)),
    );
    const missingStep = paymentStep ? step : [];
    const keptPersonal = personal && cached.has(pagePath) ? [`${pagePath} (kept)`] : [];
    return [...expected.filter((path) => !cached.has(path)), ...missingStep, ...keptPersonal];
  };
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
}

const isPlaceDocument = (url: string) =>
  new URL(url).pathname === `/api/customer/place/${place.id}`;

describe.each(['es-ES', 'en-US'] as Locale[])('a weak signal in %s', (locale) => {
  const t = texts[locale];
  const heading = (page: Page) => page.getByRole('heading', { level: 1, name: place.name });

  it('says the connection is lost, reopens the place offline, and says when it is back', async () => {
    const driver = await openDriverPage(browser(), { storedLocale: locale });
    const { page, context } = driver;
    const path = `/transient/${place.id}`;
    await page.goto(path);
    await heading(page).waitFor();
    await keptForOffline(page, path, { personal: false, paymentStep: true });

    // The signal drops while the page is open: said in words, politely.
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: t.offline });
    await banner.waitFor();

    // Reloaded without a network: the page the server rendered, as the worker kept it, with
    // its place and the banner; not Chromium's error page.
    await page.reload();
    await heading(page).waitFor();
    await page.getByRole('heading', { level: 2, name: payTexts[locale].payParking }).waitFor();
    await banner.waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'place page reopened offline');
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAccessible(page, 'place page reopened offline, 320 px wide');
    await page.setViewportSize({ width: 360, height: 800 });

    // Back: said so, then quiet again.
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: t.back }).waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: t.back }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    // Offline, what no cache holds fails to load (the card form's place info, the photos).
    const offline = /net::ERR_(INTERNET_DISCONNECTED|FAILED)/;
    expect(unexpectedConsoleErrors(driver).filter((text) => !offline.test(text))).toEqual([]);
    await context.close();
  });

  it('never answers a session’s summary from a cache', async () => {
    const rightId = await paidHourByApi(
      place.id,
      `WEAK${Math.random().toString(36).slice(2, 6)}`.toUpperCase(),
    );
    const driver = await openDriverPage(browser(), { storedLocale: locale });
    const { page, context } = driver;
    const path = `/transient/${place.id}/summary/${rightId}`;
    await page.goto(path);
    const active = page.getByRole('heading', { level: 1, name: payTexts[locale].activeSession });
    await active.waitFor();
    await keptForOffline(page, path, { personal: true, paymentStep: false });

    await context.setOffline(true);
    const copy = page.waitForResponse((response) => isPlaceDocument(response.url()));
    await page.reload();
    // The shell (the page itself was never kept), the place from the worker's last copy (203);
    // where the session was, the app's own error in words: no old copy of it.
    expect((await copy).status()).toBe(203);
    await page.getByRole('heading', { level: 1, name: t.loadFailed }).waitFor({ timeout: 20_000 });
    await expect.poll(() => active.count()).toBe(0);
    await page.getByRole('status').filter({ hasText: t.offline }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'summary reopened offline');
    // What the worker keeps of the API: the place's document, nothing else.
    const apiPaths = (await cachedPaths(page)).filter((cached) => cached.startsWith('/api/'));
    expect(apiPaths).toEqual([`/api/customer/place/${place.id}`]);

    // Back: the session comes back by itself and the place's copy is fetched again (refetch
    // on reconnect), no 'Try again' tapped. A worker still answering from its copy is asked
    // again after 2, 4, 8, 16 then 30 s (refetch-on-reconnect.ts): on a busy machine the worker's
    // network can come back later than the page's, so a minute, not the default 30 s.
    const fresh = page.waitForResponse(
      (response) => isPlaceDocument(response.url()) && response.status() === 200,
      { timeout: 60_000 },
    );
    await context.setOffline(false);
    await active.waitFor({ timeout: 20_000 });
    await fresh;
    await page.getByRole('status').filter({ hasText: t.back }).waitFor();
    await context.close();
  }, 120_000);
});
