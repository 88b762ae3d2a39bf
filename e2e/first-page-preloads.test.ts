import { describe, expect, it } from 'vitest';
import { openDriverPage, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';

/**
 * The first response announces what the first page needs (issue 13, point 2): an entry page's
 * HTML comes with a Link header, so the route's chunks, the translations of the driver's
 * language and the place's data are fetched at once, not one round trip after another; the app
 * then uses those very responses (each fetched once, no preload left unused).
 */
const browser = useBrowser();

const entryPages = [
  `/transient/${transientPlaces.open.id}`,
  `/reservation/${demoIds.places.reservation.id}`,
  `/permit/${demoIds.places.permit.id}`,
  `/access-control/${demoIds.accessControl.customerId}`,
  `/${demoIds.accessControl.customerId}`,
];

describe('the first page’s files and data, announced with its HTML', () => {
  for (const path of entryPages) {
    it(`${path}: preloads used once, none wasted`, async () => {
      const { page, context } = await openDriverPage(browser(), { storedLocale: 'en-US' });
      const fetched: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      // A first visit stores the language: the cookie the server reads comes with it.
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const response = await page.goto(path);
      const links = response?.headers().link ?? '';
      expect(links).toContain('rel=modulepreload');
      expect(links).toMatch(/\/assets\/en-US-[\w-]+\.json>; rel=preload; as=fetch; crossorigin/);
      expect(links).toMatch(/<\/api\/customer\/[^>]+>; rel=preload; as=fetch; crossorigin/);
      // The place flows' pages show a photo of the place first: fetched with the HTML.
      if (/^\/(transient|reservation)\//.test(path)) {
        expect(links).toMatch(/>; rel=preload; as=image; fetchpriority=high$/);
      }
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(3_500);
      const data = links.match(/<(\/api\/customer\/[^>?]+)/)?.[1] ?? '';
      const second = fetched.slice(fetched.lastIndexOf(path) + 1);
      expect(second.filter((url) => url === data)).toHaveLength(1);
      expect(second.filter((url) => /\/assets\/en-US-/.test(url))).toHaveLength(1);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      await context.close();
    });
  }
});
