import type { ResumePayment } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { chargedCard, getTicketLines } from './ticket-lines.ts';

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

describe('getTicketLines', () => {
  it('lists each base payment and totals with the service fee', () => {
    const ticket = getTicketLines({
      payments: [
        payment({}),
        payment({
          transactionId: 'pi_2',
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
    expect(ticket.paidOn).toEqual(new Date('2026-11-25T10:50:00.000Z'));
    expect(ticket.currencyCode).toBe('USD');
  });

  it('leaves coded lines and refunds out of the total', () => {
    const ticket = getTicketLines({
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

describe('chargedCard', () => {
  it('writes the brand in upper case with the last four digits', () => {
    expect(chargedCard({ cardBrand: 'visa', lastFourDigits: '4242' })).toBe('VISA •••• 4242');
    expect(chargedCard(null)).toBeNull();
  });
});
