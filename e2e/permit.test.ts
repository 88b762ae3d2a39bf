import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { renewablePermitId } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  openPayDriver,
  payTexts,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
} from './payment-helpers.ts';
import { baseUrl, type Locale, useBrowser } from './support/browser.ts';
import { demoIds } from './support/demo.ts';

/**
 * Permit renewal (spec section 2, 'Permit summary' and 'Permit paid ticket') on the demo's
 * permits at City Center Permits (first card kind, the place's only one), at 360 px: each status
 * shows its page (and at 320 px in Spanish), and an ACTIVE permit is renewed by card, lands on
 * its paid ticket with the receipt offered, and then reads COMPLETED. The one renewed is the
 * demo's second ACTIVE permit (PERM004): other files, running beside this one against the same
 * server, read the shared one (PERM001) and must find it ACTIVE.
 */
const browser = useBrowser();

const placeId = demoIds.places.permit.id;
const placeName = 'City Center Permits';
const permits = demoIds.permits;

const texts = {
  'en-US': {
    activeTitle: 'Renew your permit',
    formTitle: 'Pay the renewal',
    completedTitle: 'Renewal Already Completed',
    completedMessage: /already renewed for this period/,
    lastReceipt: 'Check Last Receipt',
    expiredTitle: 'Renewal Period Ended',
    contactUs: 'Contact Us',
    contactTitle: 'Help center',
    thanks: 'Thanks!',
    leave: 'You have 10 minutes to leave the parking lot after payment.',
    spaceWarning: /Park only in the spaces your permit allows/,
    chargedTo: (name: string) => `Charged to ${name}`,
    paidWith: 'Paid with VISA •••• 4242',
    emailRow: 'Email receipt',
    notFound: 'Page not found',
  },
  'es-ES': {
    activeTitle: 'Renueva tu abono',
    formTitle: 'Paga la renovación',
    completedTitle: 'Renovación ya completada',
    completedMessage: /ya se ha renovado para este periodo/,
    lastReceipt: 'Ver el último recibo',
    expiredTitle: 'Periodo de renovación finalizado',
    contactUs: 'Contacta con nosotros',
    contactTitle: 'Centro de ayuda',
    thanks: '¡Gracias!',
    leave: 'Tienes 10 minutos para salir del aparcamiento después del pago.',
    spaceWarning: /Aparca solo en las plazas que permite tu abono/,
    chargedTo: (name: string) => `Cobrado a ${name}`,
    paidWith: 'Pagado con VISA •••• 4242',
    emailRow: 'Recibir el recibo por correo',
    notFound: 'Página no encontrada',
  },
} as const;

interface Info {
  status: string;
  assignedRight: { customer: { name: string }[] };
  payments: { type: string; transactionId: string | null; endPeriodCovered: string }[];
  nextPeriod: { start: string; end: string } | null;
}

async function permitInfo(assignedRightId: string): Promise<Info> {
  const response = await fetch(`${baseUrl()}/api/permit/place/${placeId}/info/${assignedRightId}`);
  return (await response.json()) as Info;
}

const latestBase = (info: Info) =>
  info.payments
    .filter((payment) => payment.type === 'BASE')
    .sort((a, b) => Date.parse(b.endPeriodCovered) - Date.parse(a.endPeriodCovered))[0];

/** The COMPLETED and EXPIRED pages, the receipt behind 'Check Last Receipt', and a bad link. */
async function checkClosedPages(page: Page, locale: Locale) {
  const t = texts[locale];
  // EXPIRED: the image header, the title, and 'Contact Us' opening the shell's contact modal.
  await page.goto(`/permit/${placeId}/summary/${permits.expired}`);
  await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
  await page.getByRole('heading', { level: 2, name: t.expiredTitle }).waitFor();
  await expect.poll(() => page.locator('.place-images img').count()).toBeGreaterThan(0);
  await expectAccessible(page, `${locale} expired permit`);
  await page.getByRole('button', { name: t.contactUs }).click();
  const contact = page.getByRole('dialog', { name: t.contactTitle });
  await contact.waitFor();
  await expectAccessible(page, `${locale} contact modal`);
  await page.keyboard.press('Escape');
  await contact.waitFor({ state: 'hidden' });

  // COMPLETED: no payment form; the last receipt is its latest cycle.
  const completed = await permitInfo(permits.completed);
  expect(completed.status).toBe('COMPLETED');
  await page.goto(`/permit/${placeId}/summary/${permits.completed}`);
  await page.getByRole('heading', { level: 2, name: t.completedTitle }).waitFor();
  await page.getByText(t.completedMessage).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /\$/ }).count()).toBe(0);
  await expectAccessible(page, `${locale} completed permit`);
  await page.getByRole('link', { name: t.lastReceipt }).click();
  await page.waitForURL(new RegExp(`/permit/${placeId}/ticket-paid/${permits.completed}$`));
  await page.getByRole('heading', { level: 1, name: t.thanks }).waitFor();
  await page.getByText(t.leave).waitFor();
  await page.getByText(t.spaceWarning).waitFor();
  const holder = completed.assignedRight.customer[0]?.name ?? '';
  await page.getByText(t.chargedTo(holder)).waitFor();
  const latest = latestBase(completed);
  await page.getByText(`#${latest?.transactionId}`).waitFor();
  // One cycle on the receipt, not every month the permit has been paid.
  await expect.poll(() => page.locator('.breakdown__row').count()).toBe(2);
  // Reopened later, the receipt waits to be asked for by e-mail (decision 047).
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await page.getByRole('button', { name: t.emailRow }).waitFor();
  await expectAccessible(page, `${locale} permit receipt`);

  // A permit this place does not have, and the blank home.
  await page.goto(`/permit/${placeId}/summary/00000000-0000-4000-8000-000000000000`);
  await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
  await page.goto(`/permit/${placeId}`);
  await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
  await expectAccessible(page, `${locale} permit home`);
}

/** The shared ACTIVE permit, and the one this file renews (the others read the shared one). */
const shared = { id: permits.active, plate: 'PERM001', holder: 'Alex Morgan' };
const renewed = { id: renewablePermitId, plate: 'PERM004', holder: 'Casey Kim' };
type DemoPermit = typeof shared;

/** An ACTIVE permit's page: no image header, its details, and the renewal's card form. */
async function openActive(page: Page, locale: Locale, permit: DemoPermit) {
  const t = texts[locale];
  await page.goto(`/permit/${placeId}/summary/${permit.id}`);
  await page.getByRole('heading', { level: 1, name: t.activeTitle }).waitFor();
  await page.getByRole('heading', { level: 2, name: t.formTitle }).waitFor();
  await expect.poll(() => page.locator('.place-images').count()).toBe(0);
  await page.getByText(permit.holder).waitFor();
  await page.getByText('100 Church St').first().waitFor();
  const plate = page.getByLabel(payTexts[locale].plate);
  await expect.poll(() => plate.inputValue()).toBe(permit.plate);
  const pay = page.getByRole('button', { name: payTexts[locale].pay });
  await expect.poll(() => pay.innerText()).toMatch(/\$120\.00$/);
  // The breakdown: no service fee line (the permit's fee is 0), the total.
  await expect.poll(() => page.getByText(payTexts[locale].serviceFee).count()).toBe(0);
}

describe('permit pages', () => {
  it('es-ES: each status shows its page, and the active one offers the renewal', async () => {
    const locale = 'es-ES';
    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await checkClosedPages(page, locale);
    await openActive(page, locale, shared);
    await typeCard(page, locale, cards.succeeds);
    await readyPayButton(page, payTexts[locale].pay);
    await expectAccessible(page, 'es-ES active permit');
    // The narrowest phone the product serves, in the longer language.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectAccessible(page, 'es-ES active permit at 320 px');
    await page.goto(`/permit/${placeId}/ticket-paid/${permits.completed}`);
    await page.getByRole('heading', { level: 1, name: texts[locale].thanks }).waitFor();
    await expectAccessible(page, 'es-ES permit receipt at 320 px');
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });

  it('en-US: renews the active permit by card, once, and lands on its receipt', async () => {
    const locale = 'en-US';
    const t = texts[locale];
    const before = await permitInfo(renewed.id);
    expect(before.status).toBe('ACTIVE');
    const next = before.nextPeriod;
    if (!next) throw new Error('An ACTIVE permit has a next period');

    const driver = await openPayDriver(browser(), locale);
    const { page } = driver;
    await checkClosedPages(page, locale);
    const posts: { path: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/')) {
        posts.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
      }
    });
    await openActive(page, locale, renewed);
    // Enter in the plate never pays (decision 046).
    await page.getByLabel(payTexts[locale].plate).press('Enter');
    await typeCard(page, locale, cards.succeeds);
    const pay = await readyPayButton(page, payTexts[locale].pay);
    await expectAccessible(page, 'en-US active permit, card complete');
    expect(posts.map((post) => post.path)).toEqual([
      `/api/card-intent/${renewed.id}/generate-permit-payment`,
    ]);
    await clickWhenSettled(page, pay);

    await page.waitForURL(new RegExp(`/permit/${placeId}/ticket-paid/${renewed.id}$`), {
      timeout: 20_000,
    });
    expect(posts.map((post) => post.path)).toContain(
      '/api/card-intent/process-payment-on-demand-extension',
    );
    expect(posts.at(-1)?.body).toMatchObject({ licensePlate: renewed.plate, locale });
    // The receipt of the cycle just paid, with who was charged and the card.
    await page.getByRole('heading', { level: 1, name: t.thanks }).waitFor();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    await expectAccessible(page, 'permit receipt, e-mail offered');
    await modal.getByRole('button', { name: payTexts[locale].notNow }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText(t.leave).waitFor();
    await page.getByText(t.chargedTo(renewed.holder)).waitFor();
    await page.getByText(t.paidWith).waitFor();
    await expectAccessible(page, 'permit receipt after renewal');

    // Exactly one new BASE payment, for exactly the next period; the permit is COMPLETED now.
    const after = await permitInfo(renewed.id);
    expect(after.status).toBe('COMPLETED');
    const base = (info: Info) => info.payments.filter((payment) => payment.type === 'BASE');
    expect(base(after)).toHaveLength(base(before).length + 1);
    expect(latestBase(after)?.endPeriodCovered).toBe(next.end);
    await page.goto(`/permit/${placeId}/summary/${renewed.id}`);
    await page.getByRole('heading', { level: 2, name: t.completedTitle }).waitFor();
    expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
    await driver.context.close();
  });
});
