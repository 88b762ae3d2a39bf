import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cards,
  clickWhenSettled,
  expectAccessible,
  openPayDriver,
  readyPayButton,
  typeCard,
  unexpectedConsoleErrors,
  uniquePlate,
} from './payment-helpers.ts';
import {
  baseUrl,
  type Locale,
  openDriverPage,
  scrollsSideways,
  seriousAxeViolations,
  useBrowser,
} from './support/browser.ts';
import { demoIds } from './support/demo.ts';
import { reportEntry } from './support/gate-api.ts';

/**
 * A paid stay's ticket and invoice (spec section 2: ticket-paid-v1, invoice-details; decision
 * 060) at 360 px, axe on every page. en-US pays by card a stay the gate reported at the demo
 * operator's gated lot; es-ES pays 5678FGH of the second operator on the sandbox gateway and
 * lands on its ticket, which waits for the gateway's late confirmation. Each then e-mails the
 * ticket, asks for the invoice with nothing filled (the spec's four messages), fills it, sees it
 * issued, downloads its PDF and finds the e-mail with the PDF attached in the local mailbox.
 */
const browser = useBrowser();

const texts = {
  'en-US': {
    ticketTitle: 'Your stay is paid',
    leave: /^Leave before /,
    email: 'E-mail',
    send: 'Send',
    emailRequired: 'Enter your e-mail.',
    sent: (address: string) => `Sent to ${address}.`,
    requestInvoice: 'Request invoice',
    viewInvoice: /^View invoice INV-\d{4}-\d{6}$/,
    invoiceTitle: 'Invoice details',
    name: 'Name or company name',
    taxId: 'Tax identification number',
    address: 'Billing address',
    submit: 'Request invoice',
    required: [
      'Name is mandatory',
      'Tax Identification Number is mandatory',
      'Address is mandatory',
      'Email is mandatory',
    ],
    invalidEmail: 'Invalid email',
    issuedTitle: /^Invoice INV-\d{4}-\d{6}$/,
    emailed: (address: string) => `We have e-mailed it to ${address} with the PDF attached.`,
    download: 'Download the PDF',
    back: 'Back to your ticket',
    ticketSubject: 'Your parking ticket: ',
    invoiceSubject: /^Invoice INV-\d{4}-\d{6} – /,
    buyer: 'Acme Logistics LLC',
  },
  'es-ES': {
    ticketTitle: 'Tu estancia está pagada',
    leave: /^Sal antes de las /,
    email: 'Correo electrónico',
    send: 'Enviar',
    emailRequired: 'Introduce tu correo electrónico.',
    sent: (address: string) => `Enviado a ${address}.`,
    requestInvoice: 'Solicitar factura',
    viewInvoice: /^Ver la factura INV-\d{4}-\d{6}$/,
    invoiceTitle: 'Datos de facturación',
    name: 'Nombre o razón social',
    taxId: 'Número de identificación fiscal (NIF)',
    address: 'Dirección fiscal',
    submit: 'Solicitar factura',
    required: [
      'El nombre es obligatorio',
      'El número de identificación fiscal es obligatorio',
      'La dirección es obligatoria',
      'El correo electrónico es obligatorio',
    ],
    invalidEmail: 'Correo electrónico no válido',
    issuedTitle: /^Factura INV-\d{4}-\d{6}$/,
    emailed: (address: string) => `Te la hemos enviado a ${address} con el PDF adjunto.`,
    download: 'Descargar el PDF',
    back: 'Volver a tu ticket',
    ticketSubject: 'Tu ticket de aparcamiento: ',
    invoiceSubject: /^Factura INV-\d{4}-\d{6} – /,
    buyer: 'Ñandú Logística S.L.',
  },
} as const;

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).first();

async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const found = heading(page, name);
  await found.waitFor();
  await expect
    .poll(() => found.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

/**
 * en-US: a car the gate reported 95 minutes ago at the demo operator's gated lot, found by its
 * plate and paid by card, so its grace time starts now. The demo's own stay paid within its
 * grace was paid a minute before the server started: 9 minutes later its ticket says the grace
 * is over, and a slow run's test came after that (or, at that very minute, between the server's
 * render and the browser's).
 */
async function payGatedStayByCard(page: Page): Promise<{ home: string; orderId: string }> {
  const home = `/access-control/${demoIds.accessControl.customerId}`;
  const plate = uniquePlate('IV');
  await reportEntry(plate, 95);
  await page.goto(home);
  const input = page.getByLabel('License plate', { exact: true });
  await input.fill(plate);
  await input.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
  await typeCard(page, 'en-US', cards.succeeds);
  await clickWhenSettled(page, await readyPayButton(page, /^Pay \$/));
  await page.waitForURL((url) => TICKET_PATH.test(url.pathname), { timeout: 20_000 });
  return { home, orderId: TICKET_PATH.exec(new URL(page.url()).pathname)?.[1] ?? '' };
}

const TICKET_PATH = /\/ticket-paid-v1\/([0-9a-f-]{36})$/;

/**
 * es-ES: 5678FGH of the second operator, found by plate and paid on the sandbox gateway with the
 * card whose confirmation comes late.
 */
async function payStayOnSandbox(page: Page): Promise<{ home: string; orderId: string }> {
  const home = `/access-control/${demoIds.secondCustomer.id}`;
  await page.goto(home);
  const input = page.getByLabel('Matrícula', { exact: true });
  await input.fill('5678FGH');
  await input.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith('/stay-details'));
  await page.getByRole('button', { name: /^Pagar / }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox-redirect/'));
  // The card whose notification the sandbox holds back (SANDBOX_SLOW_CONFIRM_MS, 5 s): the
  // ticket waits for it, PENDING, and asks again until it is PAID.
  await page.locator('#card').fill(demoIds.testCards.slowConfirmation);
  await page.locator('button[value="pay"]').click();
  await page.waitForURL((url) => url.pathname.includes('/ticket-paid-v1/'), { timeout: 20_000 });
  await heading(page, 'Esperando la confirmación del pago').waitFor();
  await expectAccessible(page, 'ticket-paid-v1, pending');
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  return { home, orderId };
}

const arrive = { 'en-US': payGatedStayByCard, 'es-ES': payStayOnSandbox } as const;

/** The kept e-mail to `address` whose subject matches, opened; polled while its job runs. */
async function openMail(mailbox: Page, address: string, subject: string | RegExp) {
  const link = mailbox
    .getByRole('row')
    .filter({ hasText: address })
    .getByRole('link', { name: subject });
  await expect
    .poll(
      async () => {
        await mailbox.goto('/dev/mailbox');
        return link.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await link.click();
  await mailbox.getByRole('heading', { level: 1, name: subject }).waitFor();
}

describe.each(['en-US', 'es-ES'] as const)(
  "a paid stay's ticket and invoice in %s",
  (locale: Locale) => {
    const t = texts[locale];

    it('e-mails the ticket, refuses an empty invoice form, issues the invoice, its PDF and its e-mail', async () => {
      const driver = await openPayDriver(browser(), locale);
      const { page } = driver;
      const { home, orderId } = await arrive[locale](page);
      const tag = `${locale.slice(0, 2)}${Math.random().toString(36).slice(2, 7)}`;
      const ticketAddress = `ticket-${tag}@example.com`;
      const invoiceAddress = `invoice-${tag}@example.com`;

      // The paid ticket: the time to leave, the invoice to request, the ticket by e-mail.
      await heading(page, t.ticketTitle).waitFor();
      await expect
        .poll(() => page.locator('p[role="status"]').first().innerText())
        .toMatch(t.leave);
      await expectAccessible(page, 'ticket-paid-v1');
      await page.getByRole('button', { name: t.send }).click();
      await page.getByText(t.emailRequired).waitFor();
      await page.getByLabel(t.email, { exact: true }).fill(ticketAddress);
      await page.getByRole('button', { name: t.send }).click();
      await page.getByText(t.sent(ticketAddress)).waitFor();
      await expectAccessible(page, 'ticket-paid-v1, e-mailed');
      // 320 px, the narrowest phone: nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 720 });
      await expect.poll(() => scrollsSideways(page)).toBe(false);
      await page.setViewportSize({ width: 360, height: 800 });

      // The invoice form: nothing filled gives the spec's four messages, each beside its field.
      await page.getByRole('link', { name: t.requestInvoice }).click();
      await page.waitForURL((url) => url.pathname === `${home}/invoice-details/${orderId}`);
      await expectHeadingFocused(page, t.invoiceTitle);
      await expectAccessible(page, 'invoice-details');
      await page.getByRole('button', { name: t.submit }).click();
      for (const message of t.required) await page.getByText(message, { exact: true }).waitFor();
      await expect
        .poll(() =>
          page.getByLabel(t.name).evaluate((element) => element === document.activeElement),
        )
        .toBe(true);
      await expectAccessible(page, 'invoice-details, four messages');

      await page.getByLabel(t.name).fill(t.buyer);
      await page.getByLabel(t.taxId).fill('B12345678');
      await page.getByLabel(t.address).fill('Calle de Alcalá 1, 28014 Madrid');
      await page.getByLabel(t.email, { exact: true }).fill('not-an-address');
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByText(t.invalidEmail, { exact: true }).waitFor();
      await expect.poll(() => page.getByText(t.required[0], { exact: true }).count()).toBe(0);
      await page.getByLabel(t.email, { exact: true }).fill(invoiceAddress);
      await page.getByRole('button', { name: t.submit }).click();

      // Issued: number, buyer, e-mailed, and the PDF.
      await expectHeadingFocused(page, t.issuedTitle);
      const number = ((await heading(page, t.issuedTitle).innerText()).match(/INV-\d{4}-\d{6}/) ?? [
        '',
      ])[0];
      await page.getByText(t.emailed(invoiceAddress)).waitFor();
      await page.getByText(t.buyer).waitFor();
      await expectAccessible(page, 'invoice-details, issued');
      await page.setViewportSize({ width: 320, height: 720 });
      await expect.poll(() => scrollsSideways(page)).toBe(false);
      await page.setViewportSize({ width: 360, height: 800 });
      const href = await page.getByRole('link', { name: t.download }).getAttribute('href');
      expect(href).toBe(`/api/customer/${home.split('/').at(-1)}/invoice/${orderId}/pdf`);
      const pdf = await fetch(`${baseUrl()}${href}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // The ticket now links to the invoice by its number; the invoice page shows it issued.
      await page.getByRole('link', { name: t.back }).click();
      await page.getByRole('link', { name: t.viewInvoice }).click();
      await expectHeadingFocused(page, t.issuedTitle);
      // 404: the invoice asked for before it was issued (the form's cue).
      expect(unexpectedConsoleErrors(driver, [404])).toEqual([]);
      await driver.context.close();

      // The local mailbox: the ticket, and the invoice with its PDF attached.
      const mailbox = await openDriverPage(browser(), { width: 1024 });
      const box = mailbox.page;
      await openMail(box, ticketAddress, new RegExp(`^${t.ticketSubject}`));
      expect(await seriousAxeViolations(box)).toEqual([]);
      await openMail(box, invoiceAddress, t.invoiceSubject);
      const attachment = box.getByRole('link', { name: `invoice-${number}.pdf` });
      await attachment.waitFor();
      await box.getByText('application/pdf').waitFor();
      expect(await seriousAxeViolations(box)).toEqual([]);
      const file = await fetch(`${baseUrl()}${await attachment.getAttribute('href')}`);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await mailbox.context.close();
    });
  },
);
