import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  openPayDriver,
  payTexts,
  unexpectedConsoleErrors,
} from './payment-helpers.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';

/** The plate lookup of Midtown Garage (settings.vehicleLookup) and the summary's own routes. */
const browser = useBrowser();

const place = transientPlaces.open;
const { oneActiveSession, twoActiveSessions } = demoIds.plates;

describe.each(['en-US', 'es-ES'] as const)('the plate lookup in %s', (locale) => {
  const t = payTexts[locale];

  it('goes straight to the summary of the only live session', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(`/transient/${place.id}`);
    await page.getByLabel(t.plate).fill(oneActiveSession.toLowerCase());
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL(/\/summary\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: t.anySessionState }).waitFor();
    await page.getByText(oneActiveSession, { exact: true }).waitFor();
    // The receipt is offered without receipt=true too (decision 047); purchase another
    // session keeps the plate.
    await page.getByRole('link', { name: t.viewReceipt }).waitFor();
    await expectAccessible(page, 'summary from the lookup');
    await page.getByRole('link', { name: t.purchaseAnother }).click();
    await page.getByRole('button', { name: t.pay }).waitFor();
    await expect.poll(() => page.url()).toContain(`?licencePlate=${oneActiveSession}`);
    await expect.poll(() => page.getByLabel(t.plate).inputValue()).toBe(oneActiveSession);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('lists two live sessions in a modal, with Select and purchase another session', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.goto(`/transient/${place.id}`);
    await page.getByLabel(t.plate).fill(twoActiveSessions);
    await page.getByRole('button', { name: t.continue }).click();
    const modal = page.getByRole('dialog', { name: t.sessionsTitle });
    await modal.waitFor();
    const selects = modal.getByRole('button', { name: new RegExp(`^${t.select}`) });
    await expect.poll(() => selects.count()).toBe(2);
    await expect.poll(() => modal.innerText()).toMatch(/\d+ (h|min)/);
    await expectAccessible(page, 'sessions modal');

    await modal.getByRole('button', { name: t.purchaseAnother }).click();
    await page.getByRole('button', { name: t.pay }).waitFor();
    await expect.poll(() => page.getByLabel(t.plate).inputValue()).toBe(twoActiveSessions);

    await page.goto(`/transient/${place.id}`);
    await page.getByLabel(t.plate).fill(twoActiveSessions);
    await page.getByRole('button', { name: t.continue }).click();
    await page
      .getByRole('dialog', { name: t.sessionsTitle })
      .getByRole('button', { name: new RegExp(`^${t.select}`) })
      .first()
      .click();
    await page.waitForURL(/\/summary\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: t.anySessionState }).waitFor();
    await page.getByText(twoActiveSessions, { exact: true }).waitFor();
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('says so under the input when lookups are rate-limited or the network fails', async () => {
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.route('**/api/assigned-right/**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 429,
          message: 'Too Many Requests',
          code: 'TOO_MANY_REQUESTS',
        }),
      }),
    );
    await page.goto(`/transient/${place.id}`);
    await page.getByLabel(t.plate).fill('NEW0001');
    await page.getByRole('button', { name: t.continue }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(t.lookupRateLimited);
    await page.unroute('**/api/assigned-right/**');
    await page.route('**/api/assigned-right/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('alert').getByText(t.lookupNetwork).waitFor();
    expect(
      driver.consoleErrors.filter((message) => !/429|ERR_INTERNET_DISCONNECTED/.test(message)),
    ).toEqual([]);
    await driver.context.close();
  });
});

describe('the summary routes', () => {
  it('finds a session by the card processor id (summary/external)', async () => {
    // A payment made without a browser, with the sandbox's server-side test card.
    const api = (path: string, body: unknown) =>
      fetch(`${baseUrl()}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<Record<string, unknown>>);
    const customer = (await fetch(`${baseUrl()}/api/customer/place/${place.id}?include=rate`).then(
      (response) => response.json(),
    )) as { rate: { rateId: string; rateLineId: string }[] };
    const [rate] = customer.rate;
    if (!rate) throw new Error('Midtown Garage has no rate');
    const intent = await api('/card-intent/generate-payment', {
      rateId: rate.rateId,
      rateLineId: rate.rateLineId,
      placeId: place.id,
    });
    const paid = await api('/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'EXT0001',
    });
    expect(paid.assignedRightId).toBeTypeOf('string');

    const driver = await openPayDriver(browser(), 'en-US');
    const { page } = driver;
    const t = payTexts['en-US'];
    await page.goto(`/transient/${place.id}/summary/external/${intent.id}?receipt=true`);
    await page.getByRole('heading', { level: 1, name: t.activeSession }).waitFor();
    await page.getByText('EXT0001', { exact: true }).waitFor();
    await page.getByRole('link', { name: t.viewReceipt }).click();
    await page.waitForURL(new RegExp(`/ticket-paid/${String(paid.assignedRightId)}$`));
    await page.getByRole('heading', { level: 1, name: t.thanks }).waitFor();
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('shows the not-found page for an unknown or malformed session id', async () => {
    const driver = await openPayDriver(browser(), 'en-US');
    const { page } = driver;
    const t = payTexts['en-US'];
    await page.goto(`/transient/${place.id}/summary/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
    await expectAccessible(page, 'unknown session');
    await page.goto(`/transient/${place.id}/ticket-paid/not-a-uuid`);
    await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
    await page.goto(`/transient/${place.id}/summary/external/${'x'.repeat(300)}`);
    await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });
});
