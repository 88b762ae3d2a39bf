import { describe, expect, it } from 'vitest';
import {
  decodeParameters,
  encodeParameters,
  isValidSignature,
  orderKey,
  signParameters,
} from './signature.js';

/**
 * The examples the gateway publishes in its integration guide (the HMAC_SHA256_V1 request of
 * order 1234567890 and the notification of order 0069, both under the guide's example key), and
 * its published test key with order 012345678.
 */
const GUIDE_KEY = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';
const REQUEST_PARAMETERS =
  'eyJEU19NRVJDSEFOVF9PUkRFUiI6IjEyMzQ1Njc4OTAiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfVEVSTUlOQUwiOiIxIiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI5OTkiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';
const REQUEST_SIGNATURE = '0bqWhAFUE0KDF9z1NpXV33xDDAHiyMDeEsRJENxs3E0=';
const NOTIFICATION_PARAMETERS =
  'eyJEc19EYXRlIjoiMDklMkYxMSUyRjIwMTUiLCJEc19Ib3VyIjoiMTglM0EwMyIsIkRzX1NlY3VyZVBheW1lbnQiOiIwIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTQ1IiwiRHNfQ3VycmVuY3kiOiI5NzgiLCJEc19PcmRlciI6IjAwNjkiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6Ijg3MSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDgyMTUwIn0=';
const NOTIFICATION_SIGNATURE = '6DVpRPAPoChZh2cgaWnLqlfFsKeXdRfAO_tz-UrxJcU=';

describe('the per-order key (3DES-CBC, zero IV, zero padding)', () => {
  it('matches the published examples', () => {
    expect(orderKey('sq7HjrUOBfKmC576ILgskD5srU870gJ7', '012345678').toString('base64')).toBe(
      'ub0/L8+E9+9ITQJwk3SvHA==',
    );
    expect(orderKey(GUIDE_KEY, '1234567890').toString('base64')).toBe('skzDZ5ChKP5QLergu1TcXA==');
    expect(orderKey(GUIDE_KEY, '0069').toString('base64')).toBe('0mL++6eIic8=');
  });

  it('refuses a secret that is not 24 bytes', () => {
    expect(() => orderKey('oHcS8P9M2P+g', '0069')).toThrow(/24 bytes/);
  });
});

describe('the signature', () => {
  it("signs the guide's request as published", () => {
    expect(signParameters(GUIDE_KEY, '1234567890', REQUEST_PARAMETERS)).toBe(REQUEST_SIGNATURE);
  });

  it("verifies the guide's notification, signed in base64url", () => {
    const decoded = decodeParameters(NOTIFICATION_PARAMETERS);
    expect(decoded).toMatchObject({ Ds_Order: '0069', Ds_Amount: '145', Ds_Date: '09/11/2015' });
    expect(
      isValidSignature(GUIDE_KEY, '0069', NOTIFICATION_PARAMETERS, NOTIFICATION_SIGNATURE),
    ).toBe(true);
  });

  it('refuses a changed signature, order, key or parameters', () => {
    const forged = `7${NOTIFICATION_SIGNATURE.slice(1)}`;
    expect(isValidSignature(GUIDE_KEY, '0069', NOTIFICATION_PARAMETERS, forged)).toBe(false);
    expect(
      isValidSignature(GUIDE_KEY, '0070', NOTIFICATION_PARAMETERS, NOTIFICATION_SIGNATURE),
    ).toBe(false);
    expect(
      isValidSignature(
        'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
        '0069',
        NOTIFICATION_PARAMETERS,
        NOTIFICATION_SIGNATURE,
      ),
    ).toBe(false);
    const changed = encodeParameters({
      ...decodeParameters(NOTIFICATION_PARAMETERS),
      Ds_Amount: '1',
    });
    expect(isValidSignature(GUIDE_KEY, '0069', changed, NOTIFICATION_SIGNATURE)).toBe(false);
    expect(isValidSignature(GUIDE_KEY, '0069', NOTIFICATION_PARAMETERS, 'not base64!')).toBe(false);
    expect(isValidSignature(GUIDE_KEY, '0069', NOTIFICATION_PARAMETERS, 'AAAA')).toBe(false);
  });
});

describe('the merchant parameters', () => {
  it('round-trip, and anything but a JSON object of strings is refused', () => {
    const parameters = { DS_MERCHANT_ORDER: '1234abcdEFGH', DS_MERCHANT_AMOUNT: '250' };
    expect(decodeParameters(encodeParameters(parameters))).toEqual(parameters);
    expect(decodeParameters(Buffer.from('[1]').toString('base64'))).toBeNull();
    expect(decodeParameters(Buffer.from('{"a":{}}').toString('base64'))).toBeNull();
    expect(decodeParameters(Buffer.from('not json').toString('base64'))).toBeNull();
    expect(decodeParameters('%%%')).toBeNull();
  });
});
