import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPayDriver } from './payment-helpers.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';

/**
 * Paying a stay through the signed-redirect kind (decisions 056, 059) at 360 px: the second
 * operator (Spanish only, EUR) finds 1234BCD, pays on the sandbox gateway's hosted page, comes
 * back to ticket-paid, whose signed answer the server verifies, and lands on the order's paid
 * ticket (ticket-paid-v1) with the time to leave; the stay's details then say paid and link back
 * to it. A forged answer is refused.
 */
const browser = useBrowser();
const customerId = demoIds.secondCustomer.id;
const { plateWithStay, openStayId } = demoIds.secondCustomer.gatedLot;
const home = `/access-control/${customerId}`;

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).first();

describe('access control, paying a stay through the redirect gateway (es-ES)', () => {
  it('finds 1234BCD, pays it on the hosted page and shows it paid', async () => {
    const { page } = await openPayDriver(browser(), 'es-ES');
    await page.goto(home);
    const input = page.getByLabel('Matrícula', { exact: true });
    await input.fill(plateWithStay);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    await expect.poll(() => new URL(page.url()).searchParams.get('sessionId')).toBe(openStayId);
    await heading(page, 'Tu estancia').waitFor();
    // The plate just typed is shown in full (decision 071); by its id alone it is masked.
    await expect.poll(() => page.locator('.ac-plate').innerText()).toBe(plateWithStay);
    await expectAccessible(page, 'stay-details');

    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox-redirect/'));
    await page.locator('#card').fill('4242 4242 4242 4242');
    await page.locator('button[value="pay"]').click();

    // The verified return goes on to the order's ticket (decision 059: the return never marks
    // paid, the ticket waits for the gateway's notification).
    await page.waitForURL((url) => url.pathname.includes('/ticket-paid-v1/'), { timeout: 20_000 });
    await heading(page, 'Tu estancia está pagada').waitFor();
    await expect
      .poll(() => page.locator('p[role="status"]').first().innerText())
      .toMatch(/^Sal antes de las /);
    await expectAccessible(page, 'ticket-paid-v1');
    // The address of the gateway's answer was replaced: back does not replay it.
    await expect.poll(() => page.url()).not.toContain('Ds_Signature');

    await page.getByRole('link', { name: 'Ver tu estancia' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    await expect
      .poll(() => page.locator('p[role="status"]').first().innerText())
      .toMatch(/^Pagado\. Sal antes de las /);
    await expectAccessible(page, 'stay-details, paid');

    const response = await fetch(
      `${baseUrl()}/api/gate/places/${demoIds.secondCustomer.gatedLotId}/exit-permission?licensePlate=${plateWithStay}`,
      { headers: { authorization: `Bearer ${demoIds.accessControl.gateApiKey}` } },
    );
    // The demo key is customer 1's: the second operator's lot is not its to ask about.
    expect(response.status).toBe(404);
  });

  it('refuses a forged answer and marks nothing', async () => {
    const { page } = await openPayDriver(browser(), 'es-ES');
    const forged = new URLSearchParams({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: Buffer.from(
        JSON.stringify({ Ds_Order: '1234ABCDEFGH', Ds_Response: '0000' }),
      ).toString('base64'),
      Ds_Signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    });
    await page.goto(`${home}/ticket-paid?${forged}`);
    await heading(page, 'No hemos podido confirmar este pago').waitFor();
    await expectAccessible(page, 'ticket-paid, refused');
  });
});
