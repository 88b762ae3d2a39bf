import { stayStatusAt } from '@parking/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoRows } from './demo-data.js';
import { DEMO_IDS } from './demo-extra-ids.js';
import { demoGatedTariff, demoOperatorFiles } from './demo-operators.js';

const { secondCustomer } = DEMO_IDS;
const now = new Date('2026-03-29T01:30:00.000Z');

describe('the second operator’s redirect-paid gated lot', () => {
  const rows = buildDemoRows(now);
  const [, sol] = demoOperatorFiles();
  const lot = sol?.customers[0]?.places.find((place) => place.id === secondCustomer.gatedLotId);
  const tariff = demoGatedTariff('sol-barrera');
  const stays = rows.stay.filter((stay) => stay.placeId === secondCustomer.gatedLotId);

  it('is paid through the signed-redirect kind, in EUR', () => {
    expect(sol?.customers[0]?.id).toBe(secondCustomer.id);
    expect(lot?.payment.provider).toBe('REGIONAL_REDIRECT');
    expect(sol?.organization.currency).toBe('EUR');
  });

  it('has 1234BCD and 5678FGH owing and 9012JKL within its free minutes, whenever it starts', () => {
    const statusOf = (plate: string) => {
      const stay = stays.find((row) => row.plate === plate);
      if (!stay) throw new Error(`no stay ${plate}`);
      return stayStatusAt({
        tariff,
        actualStart: stay.actualStart,
        actualEnd: stay.actualEnd ?? null,
        payments: [],
        at: now,
      }).status;
    };
    expect(stays.find((row) => row.id === secondCustomer.gatedLot.openStayId)?.plate).toBe(
      '1234BCD',
    );
    expect(statusOf('1234BCD')).toBe('OWING');
    expect(statusOf('5678FGH')).toBe('OWING');
    expect(statusOf('9012JKL')).toBe('FREE');
  });

  it('has 2468LMN paid through the sandbox gateway, within its grace for 12 minutes', () => {
    const paid = secondCustomer.gatedLot.paidByRedirect;
    const payment = rows.stayPayment.find((row) => row.id === paid.orderId);
    expect(payment).toMatchObject({ stayId: paid.sessionId, provider: 'REGIONAL_REDIRECT' });
    const stay = stays.find((row) => row.id === paid.sessionId);
    if (!stay || !payment) throw new Error('no paid stay');
    const status = stayStatusAt({
      tariff,
      actualStart: stay.actualStart,
      actualEnd: null,
      payments: [
        { amountMinor: payment.amountMinor, pricedUntil: now, paidAt: payment.paidAt as Date },
      ],
      at: new Date(now.getTime() + 11 * 60_000),
    });
    expect(status).toMatchObject({ status: 'PAID', amountDueMinor: 0 });
    // 130 minutes in when paid: 3.20 for two hours, then 1.20 for the started third.
    expect(payment.amountMinor).toBe(440);
  });
});
