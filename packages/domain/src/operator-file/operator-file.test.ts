import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operatorFileArbitrary } from '../testing/index.js';
import { canonicalFile, diffOperatorFiles, parseOperatorFile, problemsText } from './index.js';

const base = () => ({
  organization: { key: 'acme', name: 'Acme Parking', currency: 'EUR', country: 'ES' },
  customers: [
    {
      key: 'acme',
      name: 'Acme',
      places: [
        {
          key: 'centre',
          name: 'Centre',
          timezone: 'Europe/Madrid',
          rates: [
            {
              key: 'hour',
              name: '1 hour',
              lines: [{ key: 'main', value: '2.50', durationMinutes: 60 }],
            },
          ],
        },
      ],
    },
  ],
});

function problemsOf(input: unknown): string {
  const parsed = parseOperatorFile(input);
  return parsed.ok ? '' : problemsText(parsed.problems);
}

describe('an operator file', () => {
  it('takes a small hand-written file with its defaults', () => {
    const parsed = parseOperatorFile(base());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const place = parsed.file.customers[0]?.places[0];
    expect(place?.payment).toEqual({ provider: 'CARD_INTENT', gateway: 'SANDBOX' });
    expect(place?.settings.bookingCancelBeforeMinutes).toBe(1440);
    expect(parsed.file.customers[0]?.settings.expireMinutes).toBe(15);
  });

  it('reports every problem at its path, in one run', () => {
    const file = base();
    const place = file.customers[0]?.places[0] as Record<string, unknown>;
    Object.assign(place, {
      name: 'Centre\u0000',
      timezone: 'Europe/Atlantis',
      periods: [
        { type: 'EXCEPTION', from: '2026-12-24T00:00:00Z', until: '2026-12-23T00:00:00Z' },
        {
          type: 'PRIMARY',
          from: '2024-01-01T00:00:00Z',
          hours: [
            { days: ['MONDAY'], from: '07:00', to: '12:00' },
            { days: ['MONDAY'], from: '11:00', to: '20:00' },
          ],
        },
        { type: 'PRIMARY', from: '2025-01-01T00:00:00Z' },
      ],
      rates: [
        {
          key: 'hour',
          name: '1 hour',
          lines: [{ key: 'main', value: '2.505', durationMinutes: 60 }],
        },
      ],
    });
    (file.customers[0] as Record<string, unknown>).logoUrl = 'https://192.168.1.10/logo.png';
    const text = problemsOf(file);
    expect(text).toContain('customers[0].places[0].name: must not hold control characters');
    expect(text).toContain('customers[0].places[0].timezone: is not a time zone');
    expect(text).toContain('customers[0].places[0].periods[0].until: must be after from');
    expect(text).toContain(
      'customers[0].places[0].periods[1].hours[1]: overlaps hours[0] on MONDAY',
    );
    expect(text).toContain('customers[0].places[0].periods[2]: overlaps periods[1], also PRIMARY');
    expect(text).toContain(
      'customers[0].places[0].rates[0].lines[0].value: must have at most 2 decimals',
    );
    expect(text).toContain('customers[0].logoUrl: must not point to a private or local address');
  });

  it('refuses what is past its limits with a clear message', () => {
    const huge = base();
    const rate = huge.customers[0]?.places[0]?.rates[0] as { lines: unknown[] };
    rate.lines = Array.from({ length: 10_000 }, (_, n) => ({
      key: `l${n}`,
      value: '1.00',
      durationMinutes: 60,
    }));
    expect(problemsOf(huge)).toMatch(
      /customers\[0\]\.places\[0\]\.rates\[0\]\.lines: Too big: expected array to have <=500 items/,
    );
    const long = base();
    (long.customers[0]?.places[0] as { name: string }).name = 'x'.repeat(100_000);
    expect(problemsOf(long)).toMatch(
      /customers\[0\]\.places\[0\]\.name: Too big: expected string to have <=200 characters/,
    );
    const many = base();
    const template = many.customers[0]?.places[0];
    many.customers = Array.from({ length: 2 }, (_, c) => ({
      key: `c${c}`,
      name: `C${c}`,
      places: Array.from({ length: 501 }, (_, p) => ({
        ...template,
        key: `p${p}`,
        name: `P${p}`,
      })) as (typeof many.customers)[0]['places'],
    }));
    expect(problemsOf(many)).toContain('customers: holds 1002 places; a file holds at most 1000');
  });

  it('takes 500 places', () => {
    const file = base();
    const template = file.customers[0]?.places[0];
    (file.customers[0] as { places: unknown[] }).places = Array.from({ length: 500 }, (_, p) => ({
      ...template,
      key: `p${p}`,
      name: `P${p}`,
    }));
    expect(problemsOf(file)).toBe('');
  });

  it('refuses unknown fields, repeated keys and unknown references', () => {
    const file = base() as Record<string, unknown> & ReturnType<typeof base>;
    (file.customers[0]?.places[0] as Record<string, unknown>).spacesTotal = 3;
    (file.customers[0]?.places[0] as Record<string, unknown>).vehicleTypes = ['van'];
    file.customers.push({ ...(file.customers[0] as (typeof file.customers)[0]) });
    const text = problemsOf(file);
    expect(text).toContain('customers[0].places[0]: Unrecognized key: "spacesTotal"');
    expect(text).toContain("customers[1].key: 'acme' is already the key of customers[0]");
  });

  it('has one canonical form: canonical files are fixed points and mean what they meant', () => {
    fc.assert(
      fc.property(operatorFileArbitrary('prop'), (input) => {
        const parsed = parseOperatorFile(input);
        if (!parsed.ok) throw new Error(problemsText(parsed.problems));
        const canonical = canonicalFile(parsed.file);
        const again = parseOperatorFile(canonical);
        if (!again.ok) throw new Error(problemsText(again.problems));
        expect(canonicalFile(again.file)).toEqual(canonical);
      }),
      { numRuns: 200 },
    );
  });

  it('diffs field by field, and removes children before parents', () => {
    const withIds = (price: string, extraRate: boolean) => ({
      organization: { key: 'acme', id: 'o', name: 'Acme', currency: 'EUR', country: 'ES' },
      customers: [
        {
          key: 'acme',
          id: 'c',
          name: 'Acme',
          places: [
            {
              key: 'centre',
              id: 'p',
              name: 'Centre',
              rates: [
                {
                  key: 'hour',
                  id: 'r1',
                  name: '1 hour',
                  lines: [{ key: 'main', id: 'l1', value: price, durationMinutes: 60 }],
                },
                ...(extraRate
                  ? [
                      {
                        key: 'day',
                        id: 'r2',
                        name: 'Day',
                        lines: [{ key: 'main', id: 'l2', value: '9.00', durationMinutes: 1440 }],
                      },
                    ]
                  : []),
              ],
            },
          ],
        },
      ],
    });
    const changes = diffOperatorFiles(withIds('2.50', true), withIds('3.00', false));
    expect(changes.map((c) => `${c.action} ${c.path}`)).toEqual([
      'change customers.acme.places.centre.rates.hour.lines.main',
      'remove customers.acme.places.centre.rates.day.lines.main',
      'remove customers.acme.places.centre.rates.day',
    ]);
    expect(changes[0]?.fields).toEqual([{ field: 'value', before: '2.50', after: '3.00' }]);
    expect(diffOperatorFiles(withIds('2.50', true), withIds('2.50', true))).toEqual([]);
  });
});
