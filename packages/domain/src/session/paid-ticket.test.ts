import { describe, expect, it } from 'vitest';
import type { ResumePayment } from '../contracts/payment.js';
import { getPaidTicket, licensePlatesOf } from './paid-ticket.js';

const payment = (patch: Partial<ResumePayment>): ResumePayment => ({
  type: 'BASE',
  startPeriodCovered: '2026-11-25T10:00:00.000Z',
  endPeriodCovered: '2026-11-25T11:00:00.000Z',
  assignedRightId: '7d3f0f56-7c55-4d1c-9f0e-3c7f2b1d9a10',
  transactionId: 'pi_1',
  dateCollected: '2026-11-25T10:00:05.000Z',
  currencyCode: 'USD',
  rateName: '1 hour',
  credential: [{ type: 'LICENSE_PLATE', localIdentifier: 'NEW0001' }],
  paymentLine: [
    { type: 'BASE', code: null, amount: 3, amountMinor: 300 },
    { type: 'SURCHARGE', code: null, amount: 0.35, amountMinor: 35 },
  ],
  ...patch,
});

describe('getPaidTicket', () => {
  it('lists each base payment and totals with the service fee', () => {
    const ticket = getPaidTicket({
      cardDetail: null,
      payments: [
        payment({}),
        payment({
          transactionId: 'pi_2',
          rateName: '+30 min',
          dateCollected: '2026-11-25T10:50:00.000Z',
          paymentLine: [{ type: 'BASE', code: null, amount: 1.5, amountMinor: 150 }],
        }),
      ],
    });
    expect(
      ticket.lines.map(({ transactionId, amountMinor }) => [transactionId, amountMinor]),
    ).toEqual([
      ['pi_1', 300],
      ['pi_2', 150],
    ]);
    expect(ticket.serviceFeeMinor).toBe(35);
    expect(ticket.totalMinor).toBe(485);
    // Each charge by its rate (the extension's own name) and when it was collected.
    expect(ticket.lines.map(({ rateName, paidOn }) => [rateName, paidOn])).toEqual([
      ['1 hour', new Date('2026-11-25T10:00:05.000Z')],
      ['+30 min', new Date('2026-11-25T10:50:00.000Z')],
    ]);
    expect(ticket.currencyCode).toBe('USD');
  });

  it('leaves coded lines and refunds out of the total', () => {
    const ticket = getPaidTicket({
      cardDetail: null,
      payments: [
        payment({
          paymentLine: [
            { type: 'BASE', code: null, amount: 3, amountMinor: 300 },
            { type: 'TAX', code: 'VAT', amount: 0.6, amountMinor: 60 },
            { type: 'VALIDATION', code: null, amount: 1, amountMinor: 100 },
          ],
        }),
        payment({ type: 'REFUND', transactionId: 're_1' }),
      ],
    });
    expect(ticket.lines).toHaveLength(1);
    expect(ticket.serviceFeeMinor).toBe(0);
    expect(ticket.totalMinor).toBe(200);
  });
});

describe("getPaidTicket in the reader's language", () => {
  it("names each charge by the rate's translation, else by the operator's default", () => {
    const payments = [
      payment({ rateTranslations: { 'es-ES': { name: '1 hora' } } }),
      payment({ rateName: '+30 min', rateTranslations: {} }),
    ];
    const names = (locale?: string) =>
      getPaidTicket({ payments, cardDetail: null }, locale).lines.map((line) => line.rateName);
    expect(names('es-ES')).toEqual(['1 hora', '+30 min']);
    expect(names('en-US')).toEqual(['1 hour', '+30 min']);
    expect(names()).toEqual(['1 hour', '+30 min']);
  });
});

describe('getPaidTicket: the rest of the ticket', () => {
  it('writes the card as the brand in upper case with the last four digits', () => {
    const paid = (cardDetail: Parameters<typeof getPaidTicket>[0]['cardDetail']) =>
      getPaidTicket({ payments: [payment({})], cardDetail }).card;
    expect(paid({ cardBrand: 'visa', lastFourDigits: '4242' })).toBe('VISA •••• 4242');
    expect(paid(null)).toBeNull();
  });

  it('covers the base payments only, from the earliest start to the latest end', () => {
    const ticket = getPaidTicket({
      cardDetail: null,
      payments: [
        payment({}),
        payment({
          startPeriodCovered: '2026-11-25T11:00:00.000Z',
          endPeriodCovered: '2026-11-25T11:30:00.000Z',
        }),
        payment({ type: 'REFUND', endPeriodCovered: '2026-11-25T13:00:00.000Z' }),
      ],
    });
    expect(ticket.period).toEqual({
      start: new Date('2026-11-25T10:00:00.000Z'),
      end: new Date('2026-11-25T11:30:00.000Z'),
    });
  });

  it('shows licence plates only, each once, in the order paid', () => {
    const ticket = getPaidTicket({
      cardDetail: null,
      payments: [
        payment({}),
        payment({
          credential: [
            { type: 'BARCODE', localIdentifier: '0042' },
            { type: 'LICENSE_PLATE', localIdentifier: 'NEW0002' },
            { type: 'LICENSE_PLATE', localIdentifier: 'NEW0001' },
          ],
        }),
      ],
    });
    expect(ticket.plates).toEqual(['NEW0001', 'NEW0002']);
  });

  it('falls back to USD and no date for a session without a base payment', () => {
    const ticket = getPaidTicket({ cardDetail: null, payments: [payment({ type: 'REFUND' })] });
    expect(ticket).toMatchObject({ currencyCode: 'USD', period: null, lines: [] });
  });
});

describe('licensePlatesOf', () => {
  it('is empty without a licence-plate credential', () => {
    expect(licensePlatesOf([{ type: 'ETICKET', localIdentifier: 'E1' }])).toEqual([]);
  });
});
