// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import enMessages from '#web/locales/en-US.json';
import { ReceiptBreakdown } from './receipt-breakdown.tsx';

afterEach(cleanup);

const paidOn = new Date('2026-11-28T10:00:00Z');
const money = (amountMinor: number) => `$${(amountMinor / 100).toFixed(2)}`;

function renderBreakdown(serviceFeeMinor: number, withPaidOn: boolean) {
  render(
    <I18nProvider initialLocale="en-US" initialMessages={enMessages}>
      <ReceiptBreakdown
        ticket={{
          lines: [
            { transactionId: 'pi_1', rateName: '1 hour', amountMinor: 300, paidOn },
            { transactionId: null, rateName: null, amountMinor: 150, paidOn },
          ],
          serviceFeeMinor,
          totalMinor: 450 + serviceFeeMinor,
        }}
        chargeOf={(line) => line.rateName ?? 'Parking'}
        paidOnOf={withPaidOn ? () => 'Nov 28, 10:00' : null}
        money={money}
      />
    </I18nProvider>,
  );
  return [...document.querySelectorAll('.breakdown__row')].map((row) => row.textContent);
}

describe('ReceiptBreakdown', () => {
  it('writes a row per charge with its transaction and paid-on time, the fee and the total', () => {
    expect(renderBreakdown(35, true)).toEqual([
      '1 hour#pi_1Paid on Nov 28, 10:00$3.00',
      'ParkingPaid on Nov 28, 10:00$1.50',
      'Service fee$0.35',
      'Total$4.85',
    ]);
  });

  it('leaves out a service fee of 0, and the paid-on time where the page says it elsewhere', () => {
    expect(renderBreakdown(0, false)).toEqual(['1 hour#pi_1$3.00', 'Parking$1.50', 'Total$4.50']);
    expect(screen.queryByText(/Paid on/)).toBeNull();
  });
});
