import { describe, expect, it } from 'vitest';
import { openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';

/**
 * The first response announces what the first page needs (issue 13, point 2): an entry page's
 * HTML is rendered on the server with its data and translations in it (decision 065) and comes
 * with a Link header, so the route's chunks and the place's first photo are fetched at once, not
 * one round trip after another; the app then uses those very responses (each fetched once, no
 * preload left unused) and asks for neither the data nor the translations.
 */
const browser = useBrowser();

const entryPages = [
  `/transient/${transientPlaces.open.id}`,
  `/reservation/${demoIds.places.reservation.id}`,
  `/permit/${demoIds.places.permit.id}`,
  `/access-control/${demoIds.accessControl.customerId}`,
  `/${demoIds.accessControl.customerId}`,
];

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
      const response = await page.goto(path);
      const links = response?.headers().link ?? '';
      expect(links).toContain('rel=modulepreload');
      // In the HTML already: neither the translations nor the data are announced.
      expect(links).not.toMatch(/\.json>|\/api\//);
      // The place flows' pages show a photo of the place first: fetched with the HTML.
      if (/^\/(transient|reservation)\//.test(path)) {
        expect(links).toMatch(/^<[^>]+>; rel=preload; as=image; fetchpriority=high, /);
      }
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(3_500);
      for (const chunk of links.matchAll(/<(\/assets\/[^>]+)>/g)) {
        expect(
          fetched.filter((url) => url === chunk[1]),
          chunk[1],
        ).toHaveLength(1);
      }
      expect(fetched.filter((url) => url.startsWith('/api/customer/'))).toEqual([]);
      expect(fetched.filter((url) => /\/assets\/(en-US|es-ES)-/.test(url))).toEqual([]);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      await context.close();
    });
  }
});
