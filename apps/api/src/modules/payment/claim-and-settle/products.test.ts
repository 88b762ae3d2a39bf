import { describe, expect, it } from 'vitest';
import { createProductRegistry, type Product } from './products.js';

const productOf = (kinds: Product['kinds'], reference: string): Product => ({
  kinds,
  settle: async () => ({ status: 'settled', reference }),
});

describe('createProductRegistry', () => {
  it('finds a product by every kind it registered', () => {
    const products = createProductRegistry();
    const session = productOf(['INITIAL', 'EXTENSION'], 'session');
    const booking = productOf(['BOOKING'], 'booking');
    products.register(session);
    products.register(booking);
    expect(products.get('INITIAL')).toBe(session);
    expect(products.get('EXTENSION')).toBe(session);
    expect(products.get('BOOKING')).toBe(booking);
  });

  it('refuses a second product of one kind while the app is built', () => {
    const products = createProductRegistry();
    products.register(productOf(['STAY'], 'first'));
    expect(() => products.register(productOf(['STAY'], 'second'))).toThrow(
      'A product of kind STAY is registered already',
    );
  });

  it('says which kind has no product, rather than settling it as another', () => {
    const products = createProductRegistry();
    products.register(productOf(['INITIAL'], 'session'));
    expect(() => products.get('PERMIT')).toThrow(
      'No product is registered for pending payments of kind PERMIT',
    );
  });

  it("answers a refunded payment in its product's words, and an unknown reason as refunded", () => {
    const products = createProductRegistry();
    const windowSold = { message: 'The window was sold', code: 'REFUNDED_WINDOW_SOLD' } as const;
    products.register({ ...productOf(['BOOKING'], 'b'), refundReasons: { sold: windowSold } });
    expect(products.refusalOf('sold')).toEqual(windowSold);
    expect(products.refusalOf('something else').code).toBe('REFUNDED_EXPIRED');
    expect(products.refusalOf(null).code).toBe('REFUNDED_EXPIRED');
  });

  it('refuses one refund reason registered by two products (a caller would hear either)', () => {
    const products = createProductRegistry();
    const refusal = { message: 'Paid already', code: 'REFUNDED_STAY_PAID' } as const;
    products.register({ ...productOf(['STAY'], 's'), refundReasons: { paid: refusal } });
    expect(() =>
      products.register({ ...productOf(['PERMIT'], 'p'), refundReasons: { paid: refusal } }),
    ).toThrow("The refund reason 'paid' is registered already");
  });
});
