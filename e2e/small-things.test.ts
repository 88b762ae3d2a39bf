import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  openPayDriver,
  payTexts,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import {
  baseUrl,
  type Locale,
  openDriverPage,
  serveAppShellAt,
  useBrowser,
} from './support/browser.ts';
import { demoIds, transientPlaces } from './support/demo.ts';
import { paidHourByApi } from './support/paid-session.ts';

/**
 * Issue 24, point 9 (decision 087), at 320 px in Spanish and 360 in English: every target at
 * least 44 x 44, a payment reference on one line with a copy button, a cancel on the gateway's
 * page said as a cancel, the permit's logo leading back to the permit, the accepted card brands
 * beside the card form and US phone numbers grouped 3-3-4.
 */
const browser = useBrowser();

const words = {
  'es-ES': {
    copy: 'Copiar la referencia del pago',
    copied: 'Referencia del pago copiada',
    cancelledTitle: 'Has cancelado el pago',
    cancelledText: /^No se ha cobrado nada\./,
    accepted: 'Tarjetas aceptadas',
    help: 'Ayuda',
    plate: 'Matrícula',
  },
  'en-US': {
    copy: 'Copy the payment reference',
    copied: 'Payment reference copied',
    cancelledTitle: 'You cancelled the payment',
    cancelledText: /^Nothing was charged\./,
    accepted: 'Cards accepted',
    help: 'Help',
    plate: 'License plate',
  },
} as const;

/** Every control on screen smaller than 44 x 44 CSS px (a checkbox counts with its label). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type="hidden"]), summary, [role="button"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const target =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control;
      const box = target.getBoundingClientRect();
      // Not on screen or left for screen readers only (1 x 1 px): no finger reaches it.
      if (box.width <= 1 || box.height <= 1 || target.closest('[hidden], [inert]')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim();
        small.push(
          `${target.tagName} '${name.slice(0, 30)}' ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

const cases = [
  { locale: 'es-ES', width: 320 },
  { locale: 'en-US', width: 360 },
] as const;

describe.each(cases)('small things in $locale at $width px', ({ locale, width }) => {
  const t = payTexts[locale];
  const w = words[locale];
  const open = (storedLocale: Locale) => openDriverPage(browser(), { storedLocale, width });

  it('every target on the form, the contact modal and a paid ticket is 44 x 44 or more', async () => {
    const driver = await open(locale);
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('E2EA')}`);
    await page.getByRole('button', { name: t.pay }).waitFor();
    await expect.poll(() => smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: w.help }).click();
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => smallTargets(page)).toEqual([]);
    await expectAccessible(page, 'contact modal');
    const assignedRightId = await paidHourByApi(transientPlaces.open.id, uniquePlate('E2EA'));
    await page.goto(`/transient/${transientPlaces.open.id}/ticket-paid/${assignedRightId}`);
    await page.getByText(/^#pi_/).waitFor();
    await expect.poll(() => smallTargets(page)).toEqual([]);
    await expectAccessible(page, 'paid ticket');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('shows the accepted card brands beside the card form', async () => {
    const driver = await open(locale);
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('E2EC')}`);
    await page.getByRole('button', { name: t.pay }).waitFor();
    const brands = page.getByRole('list', { name: w.accepted, exact: true });
    await expect.poll(() => brands.count()).toBe(1);
    await expect
      .poll(() =>
        brands
          .getByRole('img')
          .evaluateAll((images) => images.map((i) => i.getAttribute('aria-label'))),
      )
      .toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
    await expectAccessible(page, 'card brands');
    await driver.context.close();
  });

  it('groups a US phone 3-3-4 as it is typed and as the contacts show it', async () => {
    const driver = await open(locale);
    const { page } = driver;
    await page.goto(`/transient/${transientPlaces.open.id}?licencePlate=${uniquePlate('E2EF')}`);
    await page.getByRole('button', { name: t.pay }).waitFor();
    // Typed once the card form is in: the form is whole and no longer moving.
    await page.locator(`iframe[title="${t.cardDetails}"]`).waitFor();
    const phone = page.getByLabel(t.phone);
    await phone.click();
    await phone.pressSequentially('2015550123');
    await expect.poll(() => phone.inputValue()).toBe('(201) 555-0123');
    await expectAccessible(page, 'a grouped phone');
    await page.getByRole('button', { name: w.help }).click();
    await page.getByRole('dialog').getByText('+1 (212) 555-0100').waitFor();
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });

  it('the paid ticket: its reference on one line with a copy button', async () => {
    const driver = await open(locale);
    const { page, context } = driver;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const assignedRightId = await paidHourByApi(transientPlaces.open.id, uniquePlate('E2ET'));
    await page.goto(`/transient/${transientPlaces.open.id}/ticket-paid/${assignedRightId}`);
    const reference = page.getByText(/^#pi_/);
    await reference.waitFor();
    const lines = () =>
      reference.evaluate((element) => {
        const style = getComputedStyle(element);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
        return Math.round(element.getBoundingClientRect().height / line);
      });
    await expect.poll(lines).toBe(1);
    await expectAccessible(page, 'a reference on one line');

    await page.getByRole('button', { name: w.copy }).click();
    await page.getByRole('status').getByText(w.copied).waitFor({ state: 'attached' });
    const text = (await reference.textContent()) ?? '';
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(text.slice(1));
    await expectAccessible(page, 'reference copied');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await context.close();
  });

  it("the permit's logo leads back to the permit, every flow's logo to a page of 44 px targets", async () => {
    const driver = await open(locale);
    const { page } = driver;
    const placeId = demoIds.places.permit.id;
    const permit = demoIds.permits.completed;
    await page.goto(`/permit/${placeId}/ticket-paid/${permit}`);
    const logo = page.locator('.nav-bar__brand');
    await expect.poll(() => logo.getAttribute('href')).toBe(`/permit/${placeId}/summary/${permit}`);
    await logo.click();
    await page.waitForURL((url) => url.pathname === `/permit/${placeId}/summary/${permit}`);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'permit summary from the logo');
    await expect.poll(() => smallTargets(page)).toEqual([]);

    const transient = transientPlaces.open.id;
    await page.goto(
      `/transient/${transient}/ticket-paid/${await paidHourByApi(transient, uniquePlate('E2EL'))}`,
    );
    await expect.poll(() => logo.getAttribute('href')).toBe(`/transient/${transient}`);
    const reservation = demoIds.places.reservation.id;
    await page.goto(`/reservation/${reservation}`);
    await expect.poll(() => logo.getAttribute('href')).toBe(`/reservation/${reservation}`);
    await expect.poll(() => smallTargets(page)).toEqual([]);
    await page.goto(`/access-control/${demoIds.accessControl.customerId}/support`);
    await expect
      .poll(() => logo.getAttribute('href'))
      .toBe(`/access-control/${demoIds.accessControl.customerId}`);
    await expect.poll(() => smallTargets(page)).toEqual([]);
    await driver.context.close();
  });

  it('a cancel on the gateway page says the driver cancelled and nothing was charged', async () => {
    const { id: customerId, gatedLotId, gatedLot } = demoIds.secondCustomer;
    const plate = uniquePlate('CX');
    const entry = await fetch(`${baseUrl()}/api/gate/entries`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gatedLot.gateApiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        placeId: gatedLotId,
        licensePlate: plate,
        occurredAt: new Date(Date.now() - 95 * 60_000).toISOString(),
      }),
    });
    expect(entry.status).toBe(201);
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await page.setViewportSize({ width, height: 800 });
    const home = `/access-control/${customerId}`;
    if (locale === 'en-US') {
      // The second operator offers Spanish only: offered English too, as another operator would.
      // The context's route: once the service worker controls the page, it makes the fetch.
      await driver.context.route(`**/api/customer/${customerId}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, lang: ['es-ES', 'en-US'] } });
      });
      await serveAppShellAt(page, home);
      await serveAppShellAt(page, `${home}/ticket-paid`);
    }
    await page.goto(home);
    const input = page.getByLabel(w.plate, { exact: true });
    await input.fill(plate);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
    await page.getByRole('button', { name: locale === 'en-US' ? /^Pay / : /^Pagar / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox-redirect/'));
    const returned = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/redirect/return',
    );
    await page.locator('button[value="cancel"]').click();
    await page.waitForURL((url) => url.pathname.endsWith('/ticket-paid'), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: w.cancelledTitle }).waitFor();
    await page.getByText(w.cancelledText).waitFor();
    await expectAccessible(page, 'gateway cancel');

    // The order's own page, opened later, says the same: a cancel, not a failed payment.
    const { orderId } = (await (await returned).json()) as { orderId: string };
    const orderPage = `${home}/ticket-paid-v1/${orderId}`;
    if (locale === 'es-ES') await page.goto(orderPage);
    else {
      // The operator offers Spanish only: English exists in this test through the customer's
      // answer it rewrites, which a new document would not ask for again. So the app goes there.
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, orderPage);
    }
    await page.getByRole('heading', { level: 1, name: w.cancelledTitle }).waitFor();
    await page.getByText(w.cancelledText).waitFor();
    await expectAccessible(page, 'cancelled order');
    expect(unexpectedConsoleErrors(driver)).toEqual([]);
    await driver.context.close();
  });
});
