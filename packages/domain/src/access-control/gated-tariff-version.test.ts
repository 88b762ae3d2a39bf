import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_TARIFF, MINUTE, tariffArb } from './gated-tariff.fixtures.js';
import {
  type GatedTariffVersion,
  gatedTariffVersionAt,
  gatedTariffVersionForEntry,
  isSameGatedTariff,
} from './gated-tariff-version.js';

type Version = GatedTariffVersion & { id: string };

const T0 = Date.parse('2026-03-29T00:30:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
const version = (id: string, from: number, retired: number | null = null): Version => ({
  id,
  validFrom: at(from),
  retiredAt: retired === null ? null : at(retired),
});

/** Versions of one place: distinct starts (unique place_id, valid_from), any order. */
const versionsArb = fc
  .uniqueArray(fc.integer({ min: -10_000, max: 10_000 }), { maxLength: 6 })
  .chain((starts) =>
    fc.tuple(
      fc.constant(starts),
      fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: null }),
      fc.shuffledSubarray(starts, { minLength: starts.length, maxLength: starts.length }),
    ),
  )
  .map(([starts, retiredAfterLast, order]) => {
    const last = Math.max(...starts);
    // A removal retires every version of the place at once, after the latest one started.
    const retired = retiredAfterLast === null ? null : last + retiredAfterLast;
    return order.map((from) => version(`v${from}`, from, retired));
  });

describe('gatedTariffVersionAt: the version in force at an instant', () => {
  const versions = [version('first', 0), version('second', 60), version('third', 120)];

  it('is the latest version that started at or before the instant', () => {
    expect(gatedTariffVersionAt({ versions, at: at(-1) })).toBeNull();
    expect(gatedTariffVersionAt({ versions, at: at(0) })?.id).toBe('first');
    expect(gatedTariffVersionAt({ versions, at: at(59) })?.id).toBe('first');
    expect(gatedTariffVersionAt({ versions, at: at(60) })?.id).toBe('second');
    expect(gatedTariffVersionAt({ versions: [...versions].reverse(), at: at(500) })?.id).toBe(
      'third',
    );
  });

  it('is none from the instant the place stopped being gated', () => {
    const retired = [version('first', 0, 90), version('second', 60, 90)];
    expect(gatedTariffVersionAt({ versions: retired, at: at(89) })?.id).toBe('second');
    expect(gatedTariffVersionAt({ versions: retired, at: at(90) })).toBeNull();
  });

  it('a version added later never changes the version of an earlier instant', () => {
    fc.assert(
      fc.property(versionsArb, fc.integer({ min: -12_000, max: 12_000 }), (versions, minute) => {
        const before = gatedTariffVersionAt({ versions, at: at(minute) });
        const starts = versions.map((v) => v.validFrom.getTime());
        const next = Math.max(T0 + minute * MINUTE, ...starts) + MINUTE;
        const added = { id: 'added', validFrom: new Date(next), retiredAt: null };
        expect(gatedTariffVersionAt({ versions: [...versions, added], at: at(minute) })).toBe(
          before,
        );
      }),
    );
  });

  it('started at or before the instant, and no other version started between', () => {
    fc.assert(
      fc.property(versionsArb, fc.integer({ min: -12_000, max: 12_000 }), (versions, minute) => {
        const instant = at(minute).getTime();
        const found = gatedTariffVersionAt({ versions, at: at(minute) });
        const started = versions.filter((v) => v.validFrom.getTime() <= instant);
        const latest = started.sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime())[0];
        const retired = latest?.retiredAt && latest.retiredAt.getTime() <= instant;
        expect(found).toBe(latest && !retired ? latest : null);
      }),
    );
  });
});

describe('gatedTariffVersionForEntry: the version a stay is priced by', () => {
  it('the version in force when the car entered, not the one in force now', () => {
    const versions = [version('old', 0), version('new', 60)];
    expect(gatedTariffVersionForEntry({ versions, enteredAt: at(30), now: at(90) })?.id).toBe(
      'old',
    );
  });

  it('an entry reported from before the first version: the version in force now', () => {
    const versions = [version('first', 0)];
    expect(gatedTariffVersionForEntry({ versions, enteredAt: at(-5), now: at(1) })?.id).toBe(
      'first',
    );
  });

  it('none when the place has no tariff in force now either', () => {
    const versions = [version('first', 0, 30)];
    expect(gatedTariffVersionForEntry({ versions, enteredAt: at(40), now: at(41) })).toBeNull();
    expect(gatedTariffVersionForEntry({ versions: [], enteredAt: at(0), now: at(0) })).toBeNull();
  });
});

describe('isSameGatedTariff: whether a change makes a new version', () => {
  it('a tariff is the same as its copy', () => {
    fc.assert(
      fc.property(tariffArb, (tariff) => {
        const copy = { ...tariff, steps: tariff.steps.map((step) => ({ ...step })) };
        expect(isSameGatedTariff(tariff, copy)).toBe(true);
      }),
    );
  });

  it('any field changed, a step more or a step changed is a different tariff', () => {
    const changes = [
      { ...DEMO_TARIFF, freeMinutes: 16 },
      { ...DEMO_TARIFF, thenEveryMinutes: 30 },
      { ...DEMO_TARIFF, thenAmountMinor: 151 },
      { ...DEMO_TARIFF, dailyCapMinor: 2400 },
      { ...DEMO_TARIFF, graceMinutes: 5 },
      { ...DEMO_TARIFF, steps: DEMO_TARIFF.steps.slice(0, 2) },
      { ...DEMO_TARIFF, steps: [...DEMO_TARIFF.steps, { upToMinutes: 240, amountMinor: 700 }] },
      {
        ...DEMO_TARIFF,
        steps: [{ upToMinutes: 60, amountMinor: 300 }, ...DEMO_TARIFF.steps.slice(1)],
      },
    ];
    for (const changed of changes) {
      expect(isSameGatedTariff(DEMO_TARIFF, changed)).toBe(false);
      expect(isSameGatedTariff(changed, DEMO_TARIFF)).toBe(false);
    }
  });
});
