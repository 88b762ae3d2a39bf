import fc from 'fast-check';
import type { OperatorFileInput } from '../operator-file/schema.js';
import { type Locale, PERIOD_TYPES, RATE_TYPES, WEEKDAYS } from '../vocabulary/index.js';

/**
 * Valid operator files (decision 089) for property tests: one organisation in USD or EUR with
 * one or two customers, a few places each with rates, lines, periods, closing days and
 * settings. Keys are unique among siblings; `prefix` keeps files of one run apart.
 */
export function operatorFileArbitrary(prefix: string): fc.Arbitrary<OperatorFileInput> {
  const key = (name: string) => fc.integer({ min: 0, max: 9999 }).map((n) => `${name}-${n}`);
  const text = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}[A-Za-z0-9]$/);
  const clock = (maxHour: number) =>
    fc
      .tuple(fc.integer({ min: 0, max: maxHour }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const amount = fc
    .integer({ min: 0, max: 99999 })
    .map((minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);
  const line = fc.record({
    key: key('line'),
    value: amount,
    serviceFee: amount,
    durationMinutes: fc.integer({ min: 1, max: 2880 }),
    startBefore: fc.option(clock(23), { nil: undefined }),
  });
  const rate = fc.record({
    key: key('rate'),
    name: text,
    type: fc.constantFrom(...RATE_TYPES.filter((type) => type !== 'PERMIT')),
    lines: fc.uniqueArray(line, { minLength: 1, maxLength: 3, selector: (l) => l.key }),
  });
  const day = fc
    .integer({ min: 0, max: 3650 })
    .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000));
  const period = fc.record({
    type: fc.constantFrom(...PERIOD_TYPES),
    from: day,
    hours: fc.option(
      fc.record({
        days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
        from: fc.constant('07:00'),
        to: clock(47).filter((to) => to > '07:00'),
      }),
      { nil: undefined },
    ),
  });
  const envName = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,20}$/);
  // Sometimes the server's Stripe account, sometimes the operator's own named by variables.
  const payment = fc.option(
    fc.record(
      {
        gateway: fc.constant('STRIPE' as const),
        account: fc.record({ secretKey: envName, publishableKey: envName, webhookSecret: envName }),
      },
      { requiredKeys: ['gateway'] },
    ),
    { nil: undefined },
  );
  const place = fc.record({
    key: key('place'),
    payment,
    name: text,
    timezone: fc.constantFrom('UTC', 'Europe/Madrid', 'America/New_York'),
    spaces: fc.integer({ min: 0, max: 5000 }),
    settings: fc.record({
      allowSms: fc.boolean(),
      bookingCancelBeforeMinutes: fc.integer({ min: 0, max: 10_000 }),
    }),
    closingDays: fc
      .uniqueArray(
        day.map((d) => d.toISOString().slice(0, 10)),
        { maxLength: 3 },
      )
      .map((dates) => dates.map((date) => ({ date }))),
    // At most one period of each type: two of one type must not overlap.
    periods: fc.uniqueArray(period, { maxLength: 3, selector: (p) => p.type }),
    rates: fc.uniqueArray(rate, { maxLength: 3, selector: (r) => r.key }),
  });
  const customer = fc.record({
    key: key('customer'),
    name: text,
    languages: fc.constantFrom<Locale[]>(['es-ES'], ['en-US', 'es-ES']),
    settings: fc.record({
      expireMinutes: fc.integer({ min: 0, max: 60 }),
      allowExtensions: fc.boolean(),
    }),
    places: fc.uniqueArray(place, { minLength: 1, maxLength: 3, selector: (p) => p.key }),
  });
  return fc
    .record({
      currency: fc.constantFrom('USD', 'EUR'),
      customers: fc.uniqueArray(customer, { minLength: 1, maxLength: 2, selector: (c) => c.key }),
      org: fc.integer({ min: 0, max: 1e9 }),
    })
    .map(({ currency, customers, org }) => ({
      organization: { key: `${prefix}-${org}`, name: `Operator ${org}`, currency, country: 'US' },
      customers: customers.map((c) => ({
        ...c,
        places: c.places.map(({ payment, ...p }) => ({
          ...p,
          ...(payment ? { payment } : {}),
          periods: p.periods.map((pe) => ({
            type: pe.type,
            from: pe.from.toISOString(),
            hours: pe.hours ? [pe.hours] : [],
          })),
        })),
      })),
    }));
}
