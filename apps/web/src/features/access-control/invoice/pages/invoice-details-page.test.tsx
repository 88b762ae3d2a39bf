// @vitest-environment happy-dom
import type { Invoice } from '@parking/domain/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerId,
  home,
  renderInArea,
} from '#web/features/access-control/testing/render-in-area.tsx';
import InvoiceDetailsPage from './invoice-details-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderId = '2c7e9b14-5a3d-4f86-b1e0-8d4c6f2a7e93';
const path = `${home}/invoice-details/${orderId}`;
const routes = { 'invoice-details/:orderId': <InvoiceDetailsPage /> };
const notFound = (message: string) => ({ status: 404, body: { message, statusCode: 404 } });

const invoice: Invoice = {
  invoiceId: '11111111-2222-4333-8444-555555555555',
  orderId,
  number: 'INV-2026-000001',
  issuedAt: '2026-11-23T09:40:00.000Z',
  name: 'Acme Logistics LLC',
  taxId: 'B12345678',
  address: 'Calle de Alcalá 1, Madrid',
  email: 'billing@example.com',
  amount: 4.5,
  amountMinor: 450,
  currencyCode: 'EUR',
  pdfUrl: `/api/customer/${customerId}/invoice/${orderId}/pdf`,
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillAll() {
  fill('Name or company name', 'Acme Logistics LLC');
  fill('Tax identification number', 'B12345678');
  fill('Billing address', 'Calle de Alcalá 1, Madrid');
  fill('E-mail', 'billing@example.com');
}

describe('invoice-details', () => {
  it("shows the spec's four messages, each beside its field, and sends nothing", async () => {
    const requests = renderInArea(path, routes, () => notFound('Invoice not found'));
    fireEvent.click(await screen.findByRole('button', { name: 'Request invoice' }));
    for (const [label, message] of [
      ['Name or company name', 'Name is mandatory'],
      ['Tax identification number', 'Tax Identification Number is mandatory'],
      ['Billing address', 'Address is mandatory'],
      ['E-mail', 'Email is mandatory'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Name or company name'));
    expect(requests.some(({ init }) => init?.method === 'POST')).toBe(false);
  });

  it('issues the invoice and shows it: number, buyer, PDF, where it was e-mailed', async () => {
    const requests = renderInArea(path, routes, (url, init) => {
      if (init?.method === 'POST') return { status: 201, body: invoice };
      return notFound(url.pathname.includes('/invoice/') ? 'Invoice not found' : 'Order not found');
    });
    await screen.findByRole('button', { name: 'Request invoice' });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Invoice INV-2026-000001',
    });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText('We have e-mailed it to billing@example.com with the PDF attached.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      invoice.pdfUrl,
    );
    const post = requests.find(({ init }) => init?.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/customer/${customerId}/invoice`);
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      orderId,
      name: 'Acme Logistics LLC',
      taxId: 'B12345678',
      address: 'Calle de Alcalá 1, Madrid',
      email: 'billing@example.com',
      lang: 'en-US',
    });
  });

  it("puts the API's refusal beside its field, translated", async () => {
    renderInArea(path, routes, (_url, init) =>
      init?.method === 'POST'
        ? {
            status: 400,
            body: {
              message: 'body/email Invalid email',
              statusCode: 400,
              code: 'VALIDATION',
              field: 'email',
            },
          }
        : notFound('Invoice not found'),
    );
    await screen.findByRole('button', { name: 'Request invoice' });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
    await screen.findByText('Invalid email');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('names the characters an invoice cannot print, under their field (issue 22)', async () => {
    const message = 'These characters of the name cannot be printed on an invoice: 山, 田';
    renderInArea(path, routes, (_url, init) =>
      init?.method === 'POST'
        ? {
            status: 400,
            body: {
              message,
              statusCode: 400,
              code: 'UNPRINTABLE_CHARACTERS',
              field: 'name',
              characters: ['山', '田'],
            },
          }
        : notFound('Invoice not found'),
    );
    await screen.findByRole('button', { name: 'Request invoice' });
    fillAll();
    fill('Name or company name', '山田');
    fireEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
    await screen.findByText(
      'These characters cannot be printed on an invoice: 山, 田. Please write them in Latin, Greek or Cyrillic letters.',
    );
    const name = screen.getByLabelText('Name or company name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('山, 田');
  });

  it('shows an invoice already issued without the form', async () => {
    renderInArea(path, routes, (url) =>
      url.pathname.includes('/invoice/') ? { body: invoice } : notFound('Order not found'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-000001' });
    expect(screen.queryByRole('button', { name: 'Request invoice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your ticket' }).getAttribute('href')).toBe(
      `${home}/ticket-paid-v1/${orderId}`,
    );
  });
});
