import type { CustomerPlace } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { localizedPlace } from './localized-place.ts';

const id = '00000000-0000-4000-8000-000000000001';
const rate = {
  rateId: id,
  rateLineId: id,
  name: '15 min free',
  translations: { 'es-ES': { name: '15 min gratis' } },
  type: 'FLAT_RATE' as const,
  currencyCode: 'USD',
  value: 0,
  serviceFee: 0,
  valueMinor: 0,
  serviceFeeMinor: 0,
  durationEnd: 'PT15M',
  timePeriodOfDay: null,
};
const customerPlace = {
  name: 'Demo Parking Co',
  place: {
    placeId: id,
    name: 'Plaza Mayor Parking',
    description: null,
    spacesTotal: 1,
    timezone: 'Europe/Madrid',
    addresses: [
      {
        addressLine1: 'Calle Mayor 1',
        addressLine2: null,
        city: null,
        postalCode: null,
        countryCode: null,
        translations: { 'en-US': { addressLine1: '1 Main Street' } },
      },
    ],
    translations: {
      'es-ES': { name: 'Aparcamiento Plaza Mayor', description: 'Bajo la plaza' },
    },
  },
  rate: [rate],
} as unknown as CustomerPlace;

describe('localizedPlace', () => {
  it("shows the place, its addresses and its rates in the reader's language", () => {
    const spanish = localizedPlace(customerPlace, 'es-ES');
    expect(spanish.place?.name).toBe('Aparcamiento Plaza Mayor');
    expect(spanish.place?.description).toBe('Bajo la plaza');
    expect(spanish.place?.addresses[0]?.addressLine1).toBe('Calle Mayor 1');
    expect(spanish.rate?.[0]?.name).toBe('15 min gratis');
    const english = localizedPlace(customerPlace, 'en-US');
    expect(english.place?.name).toBe('Plaza Mayor Parking');
    expect(english.place?.description).toBeNull();
    expect(english.place?.addresses[0]?.addressLine1).toBe('1 Main Street');
    expect(english.rate?.[0]?.name).toBe('15 min free');
  });

  it('keeps a document without place or rates as it is', () => {
    const bare = { name: 'x' } as unknown as CustomerPlace;
    expect(localizedPlace(bare, 'es-ES')).toEqual(bare);
  });
});
