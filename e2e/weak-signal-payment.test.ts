import type { Page, Request } from 'playwright-core';
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
import { plazaMayorTexts, transientPlaces } from './support/demo.ts';

/**
 * Issue 13, point 4, during a payment (docs/decisions/064): the network fails on the call that
 * settles the payment, the form says 'Connection lost' in words, and its retry repeats that very
 * call (same pending payment, intent and payment method). The place is paid exactly once: one
 * intent generated, one card confirmed, one payment on the server. Both card kinds, both
 * languages, at 360 px.
 */
const browser = useBrowser();

const texts = {
  'en-US': {
    connectionLost: 'Connection lost',
    notTwice: 'you will not be charged twice',
    tryAgain: 'Try again',
    offline: "No connection. We'll try again when you're back online.",
  },
  'es-ES': {
    connectionLost: 'Conexión perdida',
    notTwice: 'no se te cobrará dos veces',
    tryAgain: 'Intentar de nuevo',
    offline: 'Sin conexión. Lo intentaremos de nuevo cuando vuelvas a tener conexión.',
  },
} as const;

/** Every POST the page and its frames send, by path (an intent's id read as {id}). */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request);
  });
  return posts;
}

const pathOf = (request: Request) => new URL(request.url()).pathname.replace(/pi_\w+/, '{id}');
const countOf = (posts: Request[], path: string) =>
  posts.filter((request) => pathOf(request) === path).length;

/** The assigned right of the summary the page lands on. */
async function landedRight(page: Page): Promise<string> {
  let rightId = '';
  await page.waitForURL(
    (url) => {
      rightId = /\/summary\/([0-9a-f-]{36})/.exec(url.pathname)?.[1] ?? '';
      return rightId !== '';
    },
    { timeout: 20_000 },
  );
  return rightId;
}

/** The session's payments as the server keeps them. */
async function paymentsOf(placeId: string, rightId: string): Promise<{ transactionId: string }[]> {
  const response = await fetch(`${baseUrl()}/api/payment/place/${placeId}/resume/${rightId}`);
  return ((await response.json()) as { payments: { transactionId: string }[] }).payments;
}

/** Sees 'Connection lost' in words, checks the page, and tries again. */
async function retryAfterConnectionLost(page: Page, locale: Locale): Promise<void> {
  const t = texts[locale];
  const alert = page.getByRole('alert').filter({ hasText: t.connectionLost });
  await alert.waitFor();
  await alert.getByText(t.notTwice, { exact: false }).waitFor();
  await expectAccessible(page, 'connection lost during the payment');
  await clickWhenSettled(page, alert.getByRole('button', { name: t.tryAgain }));
}

describe.each(['en-US', 'es-ES'] as Locale[])('a payment through a weak signal in %s', (locale) => {
  const t = payTexts[locale];

  it('first kind: the server charged but its answer was lost; the retry is the same payment', async () => {
    const place = transientPlaces.open;
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const posts = recordPosts(page);
    await page.goto(`/transient/${place.id}?licencePlate=${uniquePlate('E2EW')}`);
    await page.getByRole('checkbox', { name: t.notify }).uncheck();
    await typeCard(page, locale, cards.succeeds);

    // The request reaches the server, which charges the card; the answer never comes back.
    let lostAnswer: { assignedRightId?: string } = {};
    await page.route(
      '**/api/card-intent/process-payment',
      async (route) => {
        lostAnswer = (await (await route.fetch()).json()) as { assignedRightId?: string };
        await route.abort('internetdisconnected');
      },
      { times: 1 },
    );
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    await retryAfterConnectionLost(page, locale);
    const rightId = await landedRight(page);
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();

    // The first call had paid: the retry was told of that payment, not given another.
    expect(lostAnswer.assignedRightId).toBe(rightId);
    // One intent, one card, the same call twice: one payment on the server.
    const processed = posts.filter(
      (request) => pathOf(request) === '/api/card-intent/process-payment',
    );
    expect(processed.map((request) => request.postData())).toEqual([
      processed[0]?.postData(),
      processed[0]?.postData(),
    ]);
    expect(countOf(posts, '/api/card-intent/generate-payment')).toBe(1);
    expect(countOf(posts, '/api/sandbox/v1/payment_methods')).toBe(1);
    const { paymentIntentId } = (processed[0]?.postDataJSON() ?? {}) as { paymentIntentId: string };
    expect(await paymentsOf(place.id, rightId)).toEqual([
      expect.objectContaining({ transactionId: paymentIntentId }),
    ]);
    // The one failure Chromium reports is the answer the test cut.
    const cut = /net::ERR_INTERNET_DISCONNECTED/;
    expect(unexpectedConsoleErrors(driver).filter((text) => !cut.test(text))).toEqual([]);
    await driver.context.close();
  });

  it('second kind: the request never left; the retry asks our server only, the card is confirmed once', async () => {
    const place = transientPlaces.manyRates;
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    const posts = recordPosts(page);
    await page.goto(`/transient/${place.id}?licencePlate=${uniquePlate('E2EV')}`);
    const rateButton = page.getByRole('button', { name: new RegExp(`^${t.rate}`) });
    await clickWhenSettled(page, rateButton);
    await page.getByRole('combobox', { name: t.searchRates }).fill(plazaMayorTexts[locale].oneHour);
    await page.keyboard.press('Enter');
    await typeCard(page, locale, cards.succeeds);

    await page.route(
      '**/api/card-client-secret/process-payment',
      (route) => route.abort('internetdisconnected'),
      { times: 1 },
    );
    await clickWhenSettled(page, await readyPayButton(page, t.pay));
    // The connection banner hears it too.
    await page.getByRole('status').filter({ hasText: texts[locale].offline }).waitFor();
    await retryAfterConnectionLost(page, locale);
    const rightId = await landedRight(page);
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();

    // The free rate shown first had a pending payment of its own (no intent): left aside.
    const paths = posts.map(pathOf).filter((path) => path !== '/api/payment/generate-payment');
    expect(paths).toEqual([
      '/api/card-client-secret/generate-payment',
      '/api/card-client-secret/update-payment-intent/{id}',
      '/api/sandbox/v1/payment_methods',
      '/api/sandbox/v1/payment_intents/{id}/confirm',
      '/api/card-client-secret/process-payment',
      '/api/card-client-secret/process-payment',
    ]);
    const { externalId } = (posts.at(-1)?.postDataJSON() ?? {}) as { externalId: string };
    expect(await paymentsOf(place.id, rightId)).toEqual([
      expect.objectContaining({ transactionId: externalId }),
    ]);
    const cut = /net::ERR_INTERNET_DISCONNECTED/;
    expect(unexpectedConsoleErrors(driver).filter((text) => !cut.test(text))).toEqual([]);
    await driver.context.close();
  });
});
