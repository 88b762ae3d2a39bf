import { describe, expect, it } from 'vitest';
import { gatherPayments, type PaymentRowWithLine } from './gather-payments.js';

const row = (paymentId: string, line: [PaymentRowWithLine['lineType'], number | null]) => ({
  paymentId,
  type: 'BASE' as const,
  startPeriodCovered: new Date('2026-03-01T10:00:00Z'),
  endPeriodCovered: new Date('2026-03-01T12:00:00Z'),
  transactionId: `pi_${paymentId}`,
  dateCollected: new Date('2026-03-01T10:00:05Z'),
  currencyCode: 'EUR',
  lineType: line[0],
  lineCode: null,
  lineAmountMinor: line[1],
  rateName: `rate of ${paymentId}`,
});

describe('gatherPayments', () => {
  it('gives one entry per payment in the rows’ order, its lines gathered and its own fields from its first row', () => {
    const payments = gatherPayments(
      [row('a', ['BASE', 300]), row('a', ['SURCHARGE', 35]), row('b', [null, null])],
      (first) => ({ rateName: first.rateName }),
    );
    expect(payments).toEqual([
      {
        type: 'BASE',
        startPeriodCovered: '2026-03-01T10:00:00.000Z',
        endPeriodCovered: '2026-03-01T12:00:00.000Z',
        transactionId: 'pi_a',
        dateCollected: '2026-03-01T10:00:05.000Z',
        currencyCode: 'EUR',
        rateName: 'rate of a',
        paymentLine: [
          { type: 'BASE', code: null, amount: 3, amountMinor: 300 },
          { type: 'SURCHARGE', code: null, amount: 0.35, amountMinor: 35 },
        ],
      },
      expect.objectContaining({ transactionId: 'pi_b', rateName: 'rate of b', paymentLine: [] }),
    ]);
  });
});
