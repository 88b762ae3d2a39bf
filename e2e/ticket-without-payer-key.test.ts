import { describe, expect, it } from 'vitest';
import { liveSessions } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { withoutRandomIds } from '../apps/api/test/random-ids.ts';
import { payTexts } from './payment-helpers.ts';
import { openDriverPage, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';
import { spacedText } from './support/text.ts';

/**
 * Issue 22, point 1 (decision 068): DEMO123's id is what the plate lookup gives anyone who
 * types the plate. Its paid ticket, opened on a device that did not pay it, shows the charges
 * but neither the card nor 'free'.
 */
const browser = useBrowser();
const place = transientPlaces.open;

describe.each(['en-US', 'es-ES'] as const)(
  'a paid ticket opened by a stranger, in %s',
  (locale) => {
    const t = payTexts[locale];

    it('shows no card line and no free line', async () => {
      const { page, context } = await openDriverPage(browser(), { storedLocale: locale });
      try {
        await page.goto(`/transient/${place.id}/ticket-paid/${liveSessions.demo123}`);
        await page.getByText(t.thanks).waitFor();
        const ticket = page.locator('main');
        await expect.poll(() => spacedText(ticket)).toContain('DEMO123');
        const text = await spacedText(ticket);
        expect(text).not.toContain(t.chargedTo.split(' VISA')[0]);
        expect(withoutRandomIds(text)).not.toContain('4242');
        expect(text).not.toContain(t.free);
      } finally {
        await context.close();
      }
    });
  },
);
