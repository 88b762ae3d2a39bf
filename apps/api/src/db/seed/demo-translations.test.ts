import { describe, expect, it } from 'vitest';
import { buildDemoRows } from './demo-data.js';
import { DEMO_IDS } from './demo-extra-ids.js';

/**
 * Issue 24, point 5: a Spanish reader of Demo Parking Co (which offers both languages and
 * writes its defaults in English) read 'Book ahead: free shuttle…', 'Monthly permit' and 'Demo
 * Gated Lot'. Every text it wrote has its Spanish beside it; a place's brand name may stay as it
 * is, and is named here.
 */
const BRAND_NAMES = new Set([
  'Midtown Garage',
  'Plaza Mayor Parking',
  'Riverside Lot',
  'Harbor Garage',
  'Union Square Garage',
  'LAX Park & Fly',
  'City Center Permits',
]);

type Texts = Record<string, Record<string, string> | undefined>;
const spanish = (translations: unknown, field: string) =>
  (translations as Texts | null | undefined)?.['es-ES']?.[field]?.trim() ?? '';

describe('the demo operator texts', () => {
  const rows = buildDemoRows(new Date('2026-11-28T12:00:00Z'));
  const places = rows.place.filter((place) => place.customerId === DEMO_IDS.customer.id);

  it('covers every place of the operator that offers both languages', () => {
    expect(places.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every place description, and every name but a brand, in Spanish', () => {
    const missing = places.flatMap((place) => [
      ...(place.description && !spanish(place.translations, 'description')
        ? [`${place.name}: description`]
        : []),
      ...(!BRAND_NAMES.has(place.name) && !spanish(place.translations, 'name')
        ? [`${place.name}: name`]
        : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('gives every rate name in Spanish', () => {
    const placeIds = new Set(places.map((place) => place.id));
    const missing = rows.rate
      .filter((rate) => placeIds.has(rate.placeId))
      .filter((rate) => !spanish(rate.translations, 'name'))
      .map((rate) => rate.name);
    expect(missing).toEqual([]);
  });
});
