import type { Resume } from '@parking/domain';
import { describe, expect, it } from 'vitest';
import { toReceiptContent } from './content.js';

const id = '00000000-0000-4000-8000-000000000001';
const resume: Resume = {
  assignedRightId: id,
  placeId: id,
  cardDetail: null,
  reminder: null,
  payments: [
    {
      type: 'BASE',
      startPeriodCovered: '2026-11-23T10:00:00.000Z',
      endPeriodCovered: '2026-11-23T10:15:00.000Z',
      assignedRightId: id,
      transactionId: null,
      dateCollected: '2026-11-23T10:00:00.000Z',
      currencyCode: 'USD',
      rateName: '15 min free',
      rateTranslations: { 'es-ES': { name: '15 min gratis' } },
      credential: [{ type: 'LICENSE_PLATE', localIdentifier: 'ABC123' }],
      paymentLine: [],
    },
  ],
};
const brand = {
  placeName: 'Plaza Mayor Parking',
  placeTranslations: { 'es-ES': { name: 'Aparcamiento Plaza Mayor' } },
  timeZone: 'Europe/Madrid',
  logoUrl: null,
  primaryColor: '#0b57d0',
  secondaryColor: '#e8f0fe',
  contactEmail: null,
  organizationName: 'Demo Parking Co',
  address: {
    id,
    placeId: id,
    addressLine1: 'Main Square 1',
    addressLine2: null,
    city: 'Madrid',
    postalCode: '28013',
    countryCode: 'ES',
    position: 0,
    translations: { 'es-ES': { addressLine1: 'Plaza Mayor 1' } },
  },
};

describe('toReceiptContent', () => {
  it("names the place and its address in the payment's language, else the default texts", () => {
    const spanish = toReceiptContent({ resume, brand, locale: 'es-ES', publicUrl: 'http://x' });
    expect(spanish.placeName).toBe('Aparcamiento Plaza Mayor');
    expect(spanish.address).toBe('Plaza Mayor 1, 28013, Madrid');
    const english = toReceiptContent({ resume, brand, locale: 'en-US', publicUrl: 'http://x' });
    expect(english.placeName).toBe('Plaza Mayor Parking');
    expect(english.address).toBe('Main Square 1, 28013, Madrid');
  });
});
