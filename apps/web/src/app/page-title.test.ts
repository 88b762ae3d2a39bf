import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('prefers the place name', () => {
    expect(pageTitle({ placeName: 'Garage Centro', organizationName: 'Demo Parking Co' })).toBe(
      'Garage Centro',
    );
  });

  it('falls back to the organisation name, then the product name', () => {
    expect(pageTitle({ placeName: '  ', organizationName: 'Demo Parking Co' })).toBe(
      'Demo Parking Co',
    );
    expect(pageTitle({ placeName: null, organizationName: undefined })).toBe(PRODUCT_NAME);
    expect(pageTitle({})).toBe('Parking payments');
  });
});
