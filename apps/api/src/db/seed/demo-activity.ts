import { permitCycle, permitCycleStart } from '@parking/domain';
import {
  DEMO_IDS,
  demoRowId,
  liveSessions,
  rateLineIdOf,
  renewablePermitId,
} from './demo-extra-ids.js';
import { addGatedLotActivity } from './demo-gated-lot.js';
import type { DemoRows } from './demo-rows.js';

const MINUTE = 60 * 1000;
const customerId = DEMO_IDS.customer.id;

type LineAmounts = { base: number; surcharge?: number };
type PaymentSpec = {
  key: string;
  start: Date;
  end: Date;
  collected: Date;
  rateLineId: string | null;
  transactionId: string;
  card: [brand: string, lastFour: string];
  amounts: LineAmounts;
};

function addRight(
  rows: DemoRows,
  right: {
    id: string;
    placeId: string;
    kind: 'TRANSIENT' | 'PERMIT';
    plate: string;
    created: Date;
  },
  payments: PaymentSpec[],
) {
  rows.assignedRight.push({
    id: right.id,
    placeId: right.placeId,
    customerId,
    kind: right.kind,
    phoneNumber: null,
    notifyBeforeExpiry: false,
    locale: 'en-US',
    createdAt: right.created,
  });
  rows.credential.push({
    id: demoRowId(`credential:${right.id}`),
    assignedRightId: right.id,
    type: 'LICENSE_PLATE',
    localIdentifier: right.plate,
  });
  for (const spec of payments) {
    const paymentId = demoRowId(`payment:${spec.key}`);
    rows.payment.push({
      id: paymentId,
      assignedRightId: right.id,
      type: 'BASE',
      startPeriodCovered: spec.start,
      endPeriodCovered: spec.end,
      transactionId: spec.transactionId,
      dateCollected: spec.collected,
      rateLineId: spec.rateLineId,
      currencyCode: 'USD',
      cardBrand: spec.card[0],
      lastFourDigits: spec.card[1],
      provider: 'CARD_INTENT',
    });
    rows.paymentLine.push({
      id: demoRowId(`payment:${spec.key}:base`),
      paymentId,
      type: 'BASE',
      code: null,
      amountMinor: spec.amounts.base,
    });
    if (spec.amounts.surcharge !== undefined) {
      rows.paymentLine.push({
        id: demoRowId(`payment:${spec.key}:surcharge`),
        paymentId,
        type: 'SURCHARGE',
        code: null,
        amountMinor: spec.amounts.surcharge,
      });
    }
  }
}

/** Live sessions at Midtown Garage: DEMO123 has one, TWIN777 two, NEW0001 none. */
function addLiveSessions(rows: DemoRows, now: Date) {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const placeId = DEMO_IDS.places.transientOpen.id;
  addRight(
    rows,
    { id: liveSessions.demo123, placeId, kind: 'TRANSIENT', plate: 'DEMO123', created: at(-20) },
    [
      {
        key: 'demo123',
        start: at(-20),
        end: at(100),
        collected: at(-20),
        rateLineId: null,
        transactionId: 'TXN-DEMO123',
        card: ['VISA', '4242'],
        amounts: { base: 300, surcharge: 35 },
      },
    ],
  );
  addRight(
    rows,
    {
      id: liveSessions.twin777Short,
      placeId,
      kind: 'TRANSIENT',
      plate: 'TWIN777',
      created: at(-80),
    },
    [
      {
        key: 'twin777-short',
        start: at(-80),
        end: at(40),
        collected: at(-80),
        rateLineId: rateLineIdOf('midtown', 1),
        transactionId: 'TXN-TWIN777-A',
        card: ['MASTERCARD', '4444'],
        amounts: { base: 550, surcharge: 35 },
      },
    ],
  );
  addRight(
    rows,
    {
      id: liveSessions.twin777Long,
      placeId,
      kind: 'TRANSIENT',
      plate: 'TWIN777',
      created: at(-60),
    },
    [
      {
        key: 'twin777-long',
        start: at(-60),
        end: at(180),
        collected: at(-60),
        rateLineId: rateLineIdOf('midtown', 2),
        transactionId: 'TXN-TWIN777-B',
        card: ['AMEX', '0005'],
        amounts: { base: 1800, surcharge: 0 },
      },
    ],
  );
}

const DAY = 24 * 60 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * Four permits at City Center (the second ACTIVE one is the renewal test's, demo-extra-ids.ts),
 * each in the state its name says whatever day the seed runs
 * (docs/decisions/052): its paid cycles end so that now falls inside the renewal window
 * (ACTIVE: paid until about 3 days from now), before it (COMPLETED: paid until about 20 days
 * from now) or after it (EXPIRED: paid until about 10 days ago). Cycles are the domain's,
 * counted from the first paid one.
 */
function addPermits(rows: DemoRows, now: Date) {
  const placeId = DEMO_IDS.places.permit.id;
  const timeZone = 'America/New_York';
  const monthlyLine = rateLineIdOf('city-center', 0);
  const permits = [
    {
      id: DEMO_IDS.permits.active,
      plate: 'PERM001',
      holder: 'Alex Morgan',
      status: 'ACTIVE',
      paidUntilDays: 3,
    },
    {
      id: DEMO_IDS.permits.completed,
      plate: 'PERM002',
      holder: 'Sam Rivera',
      status: 'COMPLETED',
      paidUntilDays: 20,
    },
    {
      id: DEMO_IDS.permits.expired,
      plate: 'PERM003',
      holder: 'Jordan Lee',
      status: 'EXPIRED',
      paidUntilDays: -10,
    },
    {
      id: renewablePermitId,
      plate: 'PERM004',
      holder: 'Casey Kim',
      status: 'ACTIVE',
      paidUntilDays: 3,
    },
  ] as const;
  const cyclesPaid = 2;
  for (const permit of permits) {
    const paidUntil = new Date(
      Math.floor((now.getTime() + permit.paidUntilDays * DAY) / HOUR) * HOUR,
    );
    const anchor = permitCycleStart({ anchor: paidUntil, index: -cyclesPaid, timeZone });
    const payments = Array.from({ length: cyclesPaid }, (_, index): PaymentSpec => {
      const cycle = permitCycle({ anchor, index, timeZone });
      return {
        key: `${permit.plate}:${index}`,
        start: cycle.start,
        end: cycle.end,
        collected: new Date(cycle.start.getTime() - 2 * DAY),
        rateLineId: monthlyLine,
        transactionId: `TXN-${permit.plate}-${cycle.start.toISOString().slice(0, 7)}`,
        card: ['VISA', '4242'],
        amounts: { base: 12000 },
      };
    });
    addRight(
      rows,
      {
        id: permit.id,
        placeId,
        kind: 'PERMIT',
        plate: permit.plate,
        created: new Date(anchor.getTime() - 2 * DAY),
      },
      payments,
    );
    rows.permit.push({
      assignedRightId: permit.id,
      rateLineId: monthlyLine,
      status: permit.status,
      holderName: permit.holder,
    });
  }
}

export function addDemoActivity(rows: DemoRows, now: Date): void {
  addGatedLotActivity(rows, now);
  addLiveSessions(rows, now);
  addPermits(rows, now);
}
