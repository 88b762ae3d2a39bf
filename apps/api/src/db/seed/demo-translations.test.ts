import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from './demo-extra-ids.js';
import { demoOperatorFiles } from './demo-operators.js';

/**
 * Issue 24, point 5: a Spanish reader of Demo Parking Co (which offers both languages and
 * writes its defaults in English) read 'Book ahead: free shuttle…', 'Monthly permit' and 'Demo
 * Gated Lot'. Every text its file (operators/demo-parking-co.yaml) writes has its Spanish beside it; a place's brand name may stay as it
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
  const customer = demoOperatorFiles()
    .flatMap((file) => file.customers)
    .find((candidate) => candidate.id === DEMO_IDS.customer.id);
  const places = customer?.places ?? [];

  it('covers every place of the operator that offers both languages', () => {
    expect(places.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every place description, and every name but a brand, in Spanish', () => {
    const missing = places.flatMap((place) => [
      ...(place.description && !spanish(place.texts, 'description')
        ? [`${place.name}: description`]
        : []),
      ...(!BRAND_NAMES.has(place.name) && !spanish(place.texts, 'name')
        ? [`${place.name}: name`]
        : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('gives every rate name in Spanish', () => {
    const missing = places
      .flatMap((place) => place.rates)
      .filter((rate) => !spanish(rate.texts, 'name'))
      .map((rate) => rate.name);
    expect(missing).toEqual([]);
  });
});
