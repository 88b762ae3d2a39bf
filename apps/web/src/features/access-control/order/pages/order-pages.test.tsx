// @vitest-environment happy-dom
import type { StayOrder } from '@parking/domain/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerId,
  home,
  renderInArea,
} from '#web/features/access-control/testing/render-in-area.tsx';
import ExternalSummaryPage from './external-summary-page.tsx';
import TicketPaidV1Page from './ticket-paid-v1-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderId = '2c7e9b14-5a3d-4f86-b1e0-8d4c6f2a7e93';
const sessionId = '9d3f6a52-41c8-4b0e-8f27-6c1e5a9b3d70';

const paid: StayOrder = {
  orderId,
  sessionId,
  customerId,
  status: 'PAID',
  licensePlate: '77•••AG',
  place: {
    placeId: customerId,
    name: 'Demo Gated Lot',
    timezone: 'Europe/Madrid',
    addressLine1: null,
  },
  actualStart: '2026-11-23T08:00:00.000Z',
  pricedUntil: '2026-11-23T09:35:00.000Z',
  amount: 4.5,
  amountMinor: 450,
  currencyCode: 'EUR',
  paidAt: '2026-11-23T09:35:00.000Z',
  exitBefore: '2999-01-01T09:45:00.000Z',
  transactionId: null,
  cardDetail: { cardBrand: 'visa', lastFourDigits: '4242' },
  paymentProvider: 'REGIONAL_REDIRECT',
  invoice: null,
};
const pending: StayOrder = {
  ...paid,
  status: 'PENDING',
  paidAt: null,
  exitBefore: null,
  cardDetail: null,
};

const ticketRoutes = { 'ticket-paid-v1/:orderId': <TicketPaidV1Page /> };

describe('ticket-paid-v1', () => {
  it('shows a paid order: time to leave, amount on the lot, card, and the invoice to request', async () => {
    renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, () => ({ body: paid }));
    await screen.findByRole('heading', { level: 1, name: 'Your stay is paid' });
    // Another day than today: the day is written too (decision 088).
    expect(screen.getByText(/^Leave before January 1, 2999, \d{1,2}:\d{2}/)).toBeTruthy();
    expect(screen.getByText('€4.50')).toBeTruthy();
    expect(screen.getByText('VISA •••• 4242')).toBeTruthy();
    expect(screen.getByText('77•••AG')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request invoice' }).getAttribute('href')).toBe(
      `${home}/invoice-details/${orderId}`,
    );
  });

  it('names the invoice once issued', async () => {
    const invoice = { invoiceId: orderId, number: 'INV-2026-000007', issuedAt: paid.paidAt ?? '' };
    renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, () => ({
      body: { ...paid, invoice },
    }));
    await screen.findByRole('link', { name: 'View invoice INV-2026-000007' });
  });

  it('e-mails the ticket: a missing address is said beside the field, then Sent', async () => {
    const requests = renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, (url) =>
      url.pathname.includes('/email-ticket/')
        ? { status: 202, body: { queued: true, email: 'a@example.com', orderId } }
        : { body: paid },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter your e-mail.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' a@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent to a@example.com.');
    const sent = requests.find(({ url }) => url.pathname.includes('/email-ticket/'));
    expect(sent?.url.pathname).toBe(`/api/customer/${customerId}/email-ticket/${sessionId}`);
    expect(sent?.url.searchParams.toString()).toBe('lang=en-US&email=a%40example.com');
  });

  it('asks again while the payment is PENDING, and shows it once PAID', async () => {
    let calls = 0;
    renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, () => {
      calls += 1;
      return { body: calls < 2 ? pending : paid };
    });
    await screen.findByRole('heading', {
      level: 1,
      name: "Waiting for the payment's confirmation",
    });
    await screen.findByRole('heading', { level: 1, name: 'Your stay is paid' }, { timeout: 4000 });
    expect(calls).toBe(2);
  });

  it('sends a FAILED payment back to its stay', async () => {
    renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, () => ({
      body: { ...paid, status: 'FAILED' },
    }));
    const again = await screen.findByRole('link', { name: 'Try again' });
    expect(again.getAttribute('href')).toBe(`${home}/stay-details?sessionId=${sessionId}`);
  });

  it('says a payment made when the stay was already paid is being refunded', async () => {
    renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, () => ({
      body: { ...pending, status: 'REFUNDED' },
    }));
    await screen.findByRole('heading', { level: 1, name: 'Your stay was already paid' });
    screen.getByText(/this one is being refunded to your card/);
    const stay = screen.getByRole('link', { name: 'See your stay' });
    expect(stay.getAttribute('href')).toBe(`${home}/stay-details?sessionId=${sessionId}`);
  });

  it('says a payment that came after its price expired is refunded, and offers the current price', async () => {
    renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, () => ({
      body: { ...pending, status: 'EXPIRED_REFUNDED' },
    }));
    await screen.findByRole('heading', { level: 1, name: "Your payment's price had expired" });
    screen.getByText(/came after its price expired, so it is being refunded/);
    const pay = screen.getByRole('link', { name: 'Pay at the current price' });
    expect(pay.getAttribute('href')).toBe(`${home}/stay-details?sessionId=${sessionId}`);
  });

  it('says so when the order is unknown', async () => {
    renderInArea(`${home}/ticket-paid-v1/${orderId}`, ticketRoutes, () => ({
      status: 404,
      body: { message: 'Order not found', statusCode: 404 },
    }));
    await screen.findByRole('heading', { level: 1, name: 'We could not find this ticket' });
  });
});

describe('external-summary', () => {
  it('waits through a 404 while the payment settles, then replaces itself with the ticket', async () => {
    let calls = 0;
    const requests = renderInArea(
      `${home}/external-summary/pi_123`,
      { 'external-summary/:externalId': <ExternalSummaryPage /> },
      () => {
        calls += 1;
        return calls < 2
          ? { status: 404, body: { message: 'Order not found', statusCode: 404 } }
          : { body: paid };
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' });
    expect((await screen.findByTestId('landed', {}, { timeout: 4000 })).textContent).toBe(
      `${home}/ticket-paid-v1/${orderId}`,
    );
    expect(requests[0]?.url.pathname).toBe(`/api/customer/${customerId}/order/external/pi_123`);
  });

  it("keeps a redirect order's slash encoded (decision 063: `<merchant code>/<order number>`)", async () => {
    const requests = renderInArea(
      `${home}/external-summary/999008881%2F1234ABCDEFGH`,
      { 'external-summary/:externalId': <ExternalSummaryPage /> },
      () => ({ body: paid }),
    );
    await screen.findByTestId('landed');
    expect(requests[0]?.url.pathname).toBe(
      `/api/customer/${customerId}/order/external/999008881%2F1234ABCDEFGH`,
    );
  });
});
