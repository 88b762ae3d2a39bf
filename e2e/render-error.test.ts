import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './payment-helpers.ts';
import { openDriverPage, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';

/**
 * Issue 23, point 5 (decision 079): a page whose code fails to load is not a blank page. The
 * extension page's chunk answers 500 with garbage: the place's layout shows the notice with the
 * operator's contact and a retry, the server logs the report by the route's pattern, and the
 * retry loads the page once the chunk is served again.
 */
const browser = useBrowser();
const place = transientPlaces.open;
const EXTENSION_CHUNK = /\/assets\/transient-extension-page-[A-Za-z0-9_-]+\.js$/;

/** The server's log lines that report a page's render error. */
function reportedRenderErrors(): Record<string, unknown>[] {
  return readFileSync(inject('serverLogFile'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"client render error"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a page whose code fails to load', () => {
  it("shows the notice with the operator's contact, is reported, and loads on retry", async () => {
    const { context, page } = await openDriverPage(browser(), { storedLocale: 'en-US' });
    let broken = true;
    const chunkStatuses: number[] = [];
    // Before the first load: the service worker, once it controls the page, answers /assets/.
    await page.route(EXTENSION_CHUNK, async (route) => {
      if (!broken) return route.continue();
      chunkStatuses.push(500);
      return route.fulfill({
        status: 500,
        contentType: 'text/javascript',
        body: '<html>garbage',
      });
    });
    const reportsBefore = reportedRenderErrors().length;

    await page.goto(`/transient/${place.id}/extension/0`);
    await page
      .getByRole('heading', { level: 1, name: 'Something went wrong on this page' })
      .waitFor();
    expect(chunkStatuses.length).toBeGreaterThan(0);
    // The layout stays: the operator's header, and its contact in the notice.
    await page
      .getByRole('link', { name: /Midtown|Demo Parking/ })
      .first()
      .waitFor();
    await page.getByText('If it keeps failing, contact us:').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /\+1 \(212\) 555-0100/ }).getAttribute('href'))
      .toBe('tel:+12125550100');
    await page.getByRole('link', { name: /help@demo-parking\.example/ }).waitFor();
    await expectAccessible(page, 'render error notice');

    await expect.poll(() => reportedRenderErrors().length).toBe(reportsBefore + 1);
    const report = reportedRenderErrors().at(-1);
    expect(report).toMatchObject({
      level: 40,
      errorName: 'TypeError',
      route: '/transient/:id/extension/:id',
      errorMessage: expect.stringMatching(/\/assets\/transient-extension-page-[\w-]+\.js/),
    });
    expect(JSON.stringify(report)).not.toContain(place.id);

    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: "Go to the parking lot's page" }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Something went wrong on this page' }).count())
      .toBe(0);
    await context.close();
  });
});
