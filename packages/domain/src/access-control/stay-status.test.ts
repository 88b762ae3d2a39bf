import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_TARIFF, elapsedArb, MINUTE, tariffArb } from './gated-tariff.fixtures.js';
import { type GatedTariff, gatedTariffAmountMinor } from './gated-tariff.js';
import { type StayPaymentMade, type StayStatus, stayStatusAt } from './stay-status.js';

const ENTRY = Date.parse('2026-05-04T08:00:00Z');
const after = (ms: number) => new Date(ENTRY + ms);
const minutes = (count: number) => after(count * MINUTE);

/** A payment of `amountMinor` priced at `pricedUntil` and confirmed `delayMs` later. */
const paid = (amountMinor: number, pricedUntil: Date, delayMs = 0): StayPaymentMade => ({
  amountMinor,
  pricedUntil,
  paidAt: new Date(pricedUntil.getTime() + delayMs),
});

function statusOf(
  at: Date,
  payments: StayPaymentMade[] = [],
  actualEnd: Date | null = null,
  tariff: GatedTariff = DEMO_TARIFF,
): StayStatus {
  return stayStatusAt({ tariff, actualStart: new Date(ENTRY), actualEnd, payments, at });
}

describe('stayStatusAt, the demo tariff', () => {
  it('is FREE within the free minutes', () => {
    expect(statusOf(minutes(15))).toEqual({
      status: 'FREE',
      durationMinutes: 15,
      pricedAt: minutes(15),
      amountPaidMinor: 0,
      amountDueMinor: 0,
      exitBefore: null,
    });
  });

  it('owes the first hour from 15 min 1 s (16 started minutes)', () => {
    const at = after(15 * MINUTE + 1000);
    expect(statusOf(at)).toMatchObject({
      status: 'OWING',
      durationMinutes: 16,
      amountDueMinor: 250,
    });
  });

  it('is PAID for 10 minutes after a payment, up to the end of the grace inclusive', () => {
    const payments = [paid(400, minutes(61))];
    for (const at of [minutes(61), minutes(65), minutes(71)]) {
      expect(statusOf(at, payments)).toMatchObject({
        status: 'PAID',
        amountPaidMinor: 400,
        amountDueMinor: 0,
        exitBefore: minutes(71),
      });
    }
  });

  it('counts the grace from when the payment went through, not from its price', () => {
    const payments = [paid(400, minutes(61), 3 * MINUTE)];
    expect(statusOf(minutes(74), payments)).toMatchObject({
      status: 'PAID',
      exitBefore: minutes(74),
    });
  });

  // Past the grace a paid stay owes the tariff for the whole stay minus what was paid: 4.00 paid
  // at 61 minutes covers up to 2 h. Nothing is owed yet: PAID, leave before the 2 hours are up.
  it('is PAID past the grace while the paid step still covers the stay, until it does not', () => {
    const payments = [paid(400, minutes(61))];
    expect(statusOf(after(71 * MINUTE + 1), payments)).toMatchObject({
      status: 'PAID',
      amountPaidMinor: 400,
      amountDueMinor: 0,
      exitBefore: minutes(120),
    });
    expect(statusOf(after(120 * MINUTE + 1), payments)).toMatchObject({
      status: 'OWING',
      amountDueMinor: 200,
      exitBefore: null,
    });
  });

  it('owes the difference once the tariff went up past the grace', () => {
    const payments = [paid(400, minutes(61))];
    expect(statusOf(minutes(121), payments)).toMatchObject({
      status: 'OWING',
      amountPaidMinor: 400,
      amountDueMinor: 200,
      exitBefore: null,
    });
  });

  it('is PAID within the grace even when the step changed in it', () => {
    const payments = [paid(250, minutes(55))];
    expect(statusOf(minutes(64), payments)).toMatchObject({ status: 'PAID', amountDueMinor: 0 });
    expect(statusOf(minutes(66), payments)).toMatchObject({ status: 'OWING', amountDueMinor: 150 });
  });

  it('is LEFT once the exit camera saw it, priced at the exit', () => {
    const exit = minutes(50);
    for (const at of [exit, minutes(300)]) {
      expect(statusOf(at, [], exit)).toEqual({
        status: 'LEFT',
        durationMinutes: 50,
        pricedAt: exit,
        amountPaidMinor: 0,
        amountDueMinor: 250,
        exitBefore: null,
      });
    }
  });

  it('is LEFT owing nothing after leaving within the grace, and owing the rest after it', () => {
    const payments = [paid(400, minutes(61))];
    expect(statusOf(minutes(600), payments, minutes(70))).toMatchObject({
      status: 'LEFT',
      amountDueMinor: 0,
    });
    expect(statusOf(minutes(600), payments, minutes(130))).toMatchObject({
      status: 'LEFT',
      durationMinutes: 130,
      amountDueMinor: 200,
    });
  });

  it('is not LEFT before the exit it will have', () => {
    expect(statusOf(minutes(30), [], minutes(50))).toMatchObject({
      status: 'OWING',
      pricedAt: minutes(30),
      durationMinutes: 30,
    });
  });
});

/**
 * A stay with payments made one after another, each paying what was owed when it was priced
 * (nothing when nothing was owed) and going through up to 5 minutes later.
 */
const paidStayArb = fc
  .record({
    tariff: tariffArb,
    steps: fc.array(
      fc.record({
        waitMs: elapsedArb(1),
        delayMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 * MINUTE })),
      }),
      { maxLength: 6 },
    ),
  })
  .map(({ tariff, steps }) => {
    const payments: StayPaymentMade[] = [];
    let now = ENTRY;
    for (const { waitMs, delayMs } of steps) {
      now += waitMs;
      const { amountDueMinor, pricedAt } = statusOf(new Date(now), payments, null, tariff);
      if (amountDueMinor === 0) continue;
      payments.push(paid(amountDueMinor, pricedAt, delayMs));
      now += delayMs;
    }
    return { tariff, payments, lastMs: now };
  });

const graceEndOf = (tariff: GatedTariff, payments: StayPaymentMade[]) => {
  const latest = Math.max(...payments.map((payment) => payment.paidAt.getTime()));
  return latest + tariff.graceMinutes * MINUTE;
};

const tariffFor = (tariff: GatedTariff, at: Date) =>
  gatedTariffAmountMinor(tariff, at.getTime() - ENTRY);

/** Owing when something is due; else paid when something was paid; else free. */
const expectedStatus = (status: StayStatus) =>
  status.amountDueMinor > 0 ? 'OWING' : status.amountPaidMinor > 0 ? 'PAID' : 'FREE';

describe('stayStatusAt, properties', () => {
  it('outside the grace, paid plus owed is the tariff for the whole stay', () => {
    fc.assert(
      fc.property(paidStayArb, elapsedArb(2), ({ tariff, payments, lastMs }, laterMs) => {
        const graceEnd = payments.length > 0 ? graceEndOf(tariff, payments) : ENTRY - 1;
        const at = new Date(Math.max(lastMs, graceEnd + 1) + laterMs);
        const status = statusOf(at, payments, null, tariff);
        expect(status.amountPaidMinor + status.amountDueMinor).toBe(tariffFor(tariff, at));
        expect(status.status).toBe(expectedStatus(status));
        if (status.status !== 'PAID') expect(status.exitBefore).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('is PAID within the grace after the latest payment', () => {
    fc.assert(
      fc.property(paidStayArb, fc.double({ min: 0, max: 1, noNaN: true }), (stay, share) => {
        const { tariff, payments } = stay;
        fc.pre(payments.length > 0);
        const graceEnd = graceEndOf(tariff, payments);
        const graceMs = tariff.graceMinutes * MINUTE;
        const at = new Date(graceEnd - Math.floor(share * graceMs));
        const status = statusOf(at, payments, null, tariff);
        expect(status).toMatchObject({ status: 'PAID', amountDueMinor: 0, pricedAt: at });
        expect(status.exitBefore).toEqual(new Date(graceEnd));
        expect(status.amountPaidMinor).toBe(
          payments.reduce((sum, payment) => sum + payment.amountMinor, 0),
        );
        expect(status.durationMinutes).toBe(Math.ceil((at.getTime() - ENTRY) / MINUTE));
      }),
      { numRuns: 300 },
    );
  });

  it('is OWING after the grace exactly when the tariff went up past what was paid', () => {
    fc.assert(
      fc.property(paidStayArb, elapsedArb(2), ({ tariff, payments }, laterMs) => {
        fc.pre(payments.length > 0);
        const at = new Date(graceEndOf(tariff, payments) + 1 + laterMs);
        const status = statusOf(at, payments, null, tariff);
        const owed = tariffFor(tariff, at) - status.amountPaidMinor;
        expect(status.status).toBe(owed > 0 ? 'OWING' : 'PAID');
        expect(status.amountDueMinor).toBe(Math.max(0, owed));
        if (owed > 0) return;
        // Paid and covered: leave before the first minute the tariff asks more than was paid.
        const exitBefore = status.exitBefore as Date;
        expect(exitBefore.getTime()).toBeGreaterThanOrEqual(at.getTime() - MINUTE);
        expect(tariffFor(tariff, exitBefore)).toBeLessThanOrEqual(status.amountPaidMinor);
        expect(tariffFor(tariff, new Date(exitBefore.getTime() + 1))).toBeGreaterThan(
          status.amountPaidMinor,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('is FREE within the free minutes, OWING past them when the tariff costs', () => {
    fc.assert(
      fc.property(tariffArb, elapsedArb(2), (tariff, elapsedMs) => {
        const at = after(elapsedMs);
        const status = statusOf(at, [], null, tariff);
        const tariffNow = tariffFor(tariff, at);
        if (elapsedMs <= tariff.freeMinutes * MINUTE) expect(tariffNow).toBe(0);
        expect(status).toMatchObject({
          status: tariffNow > 0 ? 'OWING' : 'FREE',
          amountDueMinor: tariffNow,
          amountPaidMinor: 0,
          exitBefore: null,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('is LEFT once the exit is at or before `at`, priced as at the exit', () => {
    fc.assert(
      fc.property(paidStayArb, elapsedArb(1), elapsedArb(1), (stay, exitAfterMs, lookMs) => {
        const { tariff, payments, lastMs } = stay;
        const exit = new Date(lastMs + exitAfterMs);
        const atExit = statusOf(exit, payments, null, tariff);
        const status = statusOf(new Date(exit.getTime() + lookMs), payments, exit, tariff);
        expect(status).toEqual({ ...atExit, status: 'LEFT', exitBefore: null });
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order the payments are listed in', () => {
    fc.assert(
      fc.property(paidStayArb, elapsedArb(1), ({ tariff, payments, lastMs }, laterMs) => {
        const at = new Date(lastMs + laterMs);
        expect(statusOf(at, [...payments].reverse(), null, tariff)).toEqual(
          statusOf(at, payments, null, tariff),
        );
      }),
    );
  });
});
