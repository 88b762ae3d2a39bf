import { describe, expect, it } from 'vitest';
import {
  cards,
  expectAccessible,
  payTexts,
  readyPayButton,
  setCheckedWhenSettled,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import { baseUrl, openDriverPage, useBrowser } from './support/browser.ts';
import { transientPlaces } from './support/demo.ts';

/**
 * Issue 10, point 1 on the extension page, which uses the same form (decision 046): Enter in a
 * field, or on a rate, moves on to the button and never pays; the button does.
 */
const browser = useBrowser();

/** A paid one-hour session at Midtown, bought through the API with the sandbox's test token. */
async function sessionAtMidtown(plate: string): Promise<string> {
  const placeId = transientPlaces.open.id;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as Record<string, string>;
  };
  const place = (await (
    await fetch(`${baseUrl()}/api/customer/place/${placeId}?include=rate`)
  ).json()) as { rate: { name: string; rateId: string; rateLineId: string }[] };
  const hour = place.rate.find((rate) => rate.name === '1 hour');
  if (!hour) throw new Error('no 1 hour rate at Midtown');
  const intent = await post('/card-intent/generate-payment', {
    rateId: hour.rateId,
    rateLineId: hour.rateLineId,
    placeId,
  });
  const paid = await post('/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: plate,
  });
  return paid.assignedRightId as string;
}

describe.each(['en-US', 'es-ES'] as const)('the extension page in %s', (locale) => {
  it('never extends on Enter in a field: Enter moves on, the button pays', async () => {
    const t = payTexts[locale];
    const plate = uniquePlate('E2EK');
    const assignedRightId = await sessionAtMidtown(plate);
    const driver = await openDriverPage(browser(), { storedLocale: locale, width: 320 });
    const { page } = driver;
    const processed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('process-payment')) processed.push(request.url());
    });
    const extension = `/transient/${transientPlaces.open.id}/extension/${assignedRightId}`;
    await page.goto(extension);
    const pay = page.getByRole('button', { name: t.pay });
    await pay.waitFor();
    await typeCard(page, locale, cards.succeeds);
    // Unticked on this page: ticking it shows the phone field.
    await setCheckedWhenSettled(page, page.getByRole('checkbox', { name: t.notify }), true);
    await page.getByLabel(t.phone).fill('212 555 0123');
    await readyPayButton(page, t.pay);
    // Enter in the phone field (and in the rate's radio) would have paid before issue 10.
    await page.getByLabel(t.phone).press('Enter');
    await expect.poll(() => pay.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('group', { name: t.rate }).getByRole('radio').first().press('Enter');
    await expect.poll(() => pay.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe(extension);
    expect(processed).toEqual([]);
    await expectAccessible(page, 'extension form after Enter');

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/summary\/[0-9a-f-]{36}\?receipt=true$/, { timeout: 20_000 });
    expect(processed).toHaveLength(1);
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
