import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBooking } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';

/**
 * The first response carries what the first paint needs and nothing else (issue 13, point 2):
 * an entry page's HTML is rendered on the server with its CSS, data and translations in it
 * (decision 065); its Link header fetches the place's first photo at once; its scripts start
 * only after the page has loaded and painted (decision 066), all of them in parallel, from the
 * list the page carries. Each is fetched once, no preload goes unused, and the app asks for
 * neither the data nor the translations.
 */
const browser = useBrowser();

/** The modules the page starts after its paint, as its `page-modules` block lists them. */
function pageModules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    JSON.parse(document.getElementById('page-modules')?.textContent ?? '[]'),
  );
}

/** When the page's load event ended, and when each of the app's scripts was requested. */
function scriptTiming(page: Page): Promise<{
  loadedAt: number;
  shownAt: number;
  scriptsStartedAt: number[];
}> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .filter((entry) => !new URL(entry.name).pathname.includes('/start-after-paint-'));
    const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
    const photo = (window as unknown as { photoShownAt?: number }).photoShownAt ?? 0;
    return {
      loadedAt: navigation?.loadEventEnd ?? Number.POSITIVE_INFINITY,
      shownAt: Math.max(firstPaint?.startTime ?? Number.POSITIVE_INFINITY, photo),
      scriptsStartedAt: scripts.map((entry) => entry.startTime),
    };
  });
}

/** Records when the place's photo reached the screen (element timing), for scriptTiming. */
const recordPhotoShown = () => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { renderTime: number }>) {
      (window as unknown as { photoShownAt?: number }).photoShownAt = entry.renderTime;
    }
  }).observe({ type: 'element', buffered: true });
};

const entryPages = [
  `/transient/${transientPlaces.open.id}`,
  `/reservation/${demoIds.places.reservation.id}`,
  `/permit/${demoIds.places.permit.id}`,
  `/access-control/${demoIds.accessControl.customerId}`,
  `/${demoIds.accessControl.customerId}`,
];

/** The stylesheets a rendered page links disabled: the ones it carries inline. */
const inlinedStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

describe('the first page’s files, announced with its HTML', () => {
  for (const path of entryPages) {
    it(`${path}: preloads used once, none wasted`, async () => {
      const { page, context } = await openDriverPage(browser(), { storedLocale: 'en-US' });
      const fetched: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await context.addInitScript(recordPhotoShown);
      const response = await page.goto(path);
      const links = response?.headers().link ?? '';
      // In the HTML already: neither the translations, the data nor the scripts are announced.
      expect(links).not.toMatch(/\.json>|\/api\/|modulepreload/);
      // The place flows' pages show a photo of the place first: fetched with the HTML.
      if (/^\/(transient|reservation)\//.test(path)) {
        expect(links).toMatch(/^<[^>]+>; rel=preload; as=image; fetchpriority=high$/);
      }
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(3_500);
      const modules = await pageModules(page);
      expect(modules[0]).toMatch(/^\/assets\/index-/);
      for (const module of modules) {
        expect(
          fetched.filter((url) => url === module),
          module,
        ).toHaveLength(1);
      }
      // Not one of the app's scripts before the page had loaded and its paint (the photo's,
      // where it has one) was on screen: the paint had the CPU and the network to itself.
      const timing = await scriptTiming(page);
      expect(timing.scriptsStartedAt.length).toBeGreaterThan(modules.length - 1);
      expect(Math.min(...timing.scriptsStartedAt)).toBeGreaterThanOrEqual(timing.loadedAt);
      expect(Math.min(...timing.scriptsStartedAt)).toBeGreaterThanOrEqual(timing.shownAt);
      expect(fetched.filter((url) => url.startsWith('/api/customer/'))).toEqual([]);
      // Its CSS is in its HTML, each file linked disabled: not fetched again once the app runs.
      const inlined = await inlinedStylesheets(page);
      expect(inlined.length).toBeGreaterThan(0);
      expect(fetched.filter((url) => inlined.includes(url))).toEqual([]);
      // The page came with its flow's texts; the rest of its language's file comes once, when
      // the page is idle (decision 067).
      expect(
        fetched.filter((url) => /\/assets\/(en-US|es-ES)-/.test(url)).length,
      ).toBeLessThanOrEqual(1);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      await context.close();
    });
  }
});

describe('the scripts of a page whose photo is slow', () => {
  it('start when the driver reaches for the page, not when the photo is in', async () => {
    const { page, context } = await openDriverPage(browser(), { storedLocale: 'en-US' });
    // The photo holds the page's load event for 30 s: a weak signal, a large photo.
    await page.route('**/demo/*.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/transient/${transientPlaces.open.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.mouse.click(5, 5);
    const plate = page.getByRole('textbox').first();
    await plate.fill('1234ABC', { timeout: 15_000 });
    await expect.poll(() => plate.inputValue()).toBe('1234ABC');
    await expect.poll(() => pageLoaded(page)).toBe(false);
    await context.close();
  });
});

describe('a tap before React owns its button', () => {
  it('is made again once the page has hydrated: Help opens its dialog', async () => {
    const { page, context } = await openDriverPage(browser(), { storedLocale: 'en-US' });
    // The app's entry held back 3 s: the header is on screen, its buttons not yet React's.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/transient/${transientPlaces.open.id}`);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('dialog', { name: 'Help center' }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("is made again once the page's own chunk has hydrated, after its layout did", async () => {
    const { page, context } = await openDriverPage(browser(), { storedLocale: 'en-US' });
    await context.addInitScript(() => {
      addEventListener('app-hydrated', () => {
        (window as unknown as { layoutHydrated?: boolean }).layoutHydrated = true;
      });
    });
    // The ticket page's chunk held back: the layout hydrates, the page stays server HTML.
    let releasePage = () => {};
    const pageHeld = new Promise<void>((resolve) => {
      releasePage = resolve;
    });
    await page.route('**/assets/reservation-ticket-paid-page-*.js', async (route) => {
      await pageHeld;
      await route.continue().catch(() => undefined);
    });
    const placeId = demoIds.places.reservation.id;
    await page.goto(`/reservation/${placeId}/ticket-paid/${demoBooking.assignedRightId}`);
    await expect
      .poll(() => page.evaluate(() => (window as { layoutHydrated?: boolean }).layoutHydrated), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Email ticket', exact: true }).click();
    releasePage();
    await page
      .getByRole('dialog', { name: 'Get your receipt by e-mail' })
      .waitFor({ timeout: 20_000 });
    await context.close();
  });
});

/** Whether the page's load event has come (it waits for the page's images). */
function pageLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => document.readyState === 'complete');
}
