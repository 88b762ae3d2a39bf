import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { helmetHeaders } from '../plugins/security-headers.js';
import { createRedirectGateways, gatewayFormOrigins, serverRedsysTakesMoney } from './registry.js';

const REDSYS_ENV = {
  REDSYS_MERCHANT_CODE: '999008881',
  REDSYS_TERMINAL: '1',
  REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
};

const noEnv = () => undefined;

const formAction = async (formActions: string[]) =>
  /form-action ([^;]*)/.exec(
    (await helmetHeaders({ formActions }))['content-security-policy'] ?? '',
  )?.[1];

describe('the redirect gateway by environment', () => {
  it('is the embedded sandbox by default, the form going to the real site only for a merchant', () => {
    const config = loadConfig({});
    const gateways = createRedirectGateways(config.redirect, () => 'http://127.0.0.1:1', noEnv);
    expect(gateways.forPlace(null)?.kind).toBe('SANDBOX');
    expect(gateways.hasOwnMerchants()).toBe(false);
    // Offered to the CSP when a place is given its own merchant (decision 093).
    expect(gatewayFormOrigins(config.redirect)).toEqual(['https://sis-t.redsys.es:25443']);
  });

  it("is Redsys's test environment when configured, and the CSP lets the form go there", async () => {
    const config = loadConfig(REDSYS_ENV);
    const gateways = createRedirectGateways(config.redirect, () => 'http://127.0.0.1:1', noEnv);
    expect(gateways.forPlace(null)?.kind).toBe('REDSYS');
    expect(gateways.forPlace(null)?.paymentPageUrl('https://ours.example')).toBe(
      'https://sis-t.redsys.es:25443/sis/realizarPago',
    );
    expect(await formAction(gatewayFormOrigins(config.redirect))).toBe(
      "'self' https://sis-t.redsys.es:25443",
    );
    const live = loadConfig({ ...REDSYS_ENV, REDSYS_ENVIRONMENT: 'live' });
    expect(gatewayFormOrigins(live.redirect)).toEqual(['https://sis.redsys.es']);
  });

  it('wants all three Redsys values or none, and never echoes the secret', () => {
    expect(() => loadConfig({ REDSYS_MERCHANT_CODE: '999008881' })).toThrow(
      /REDSYS_TERMINAL, REDSYS_SECRET_KEY must be set too/,
    );
    expect(() => loadConfig({ ...REDSYS_ENV, REDSYS_SECRET_KEY: 'short-secret' })).toThrow(
      /^Invalid configuration: REDSYS_SECRET_KEY must be 32 base64 characters \(24 bytes\)$/,
    );
  });
});

describe("a place's own merchant (decision 093)", () => {
  const env: Record<string, string> = {
    SOL_CODE: '999008882',
    SOL_TERMINAL: '3',
    SOL_KEY: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
    DATABASE_URL: 'postgres://app:secret@db/parking',
  };
  const config = loadConfig({});
  const gateways = createRedirectGateways(
    config.redirect,
    () => 'http://127.0.0.1:1',
    (name) => env[name],
  );
  const sol = { merchantCode: 'SOL_CODE', terminal: 'SOL_TERMINAL', secretKey: 'SOL_KEY' };

  it('signs for that merchant, the same gateway for its orders, none when unset or misshapen', () => {
    const own = gateways.forPlace(sol);
    expect(own).toMatchObject({ kind: 'REDSYS', merchantCode: '999008882', terminal: '3' });
    expect(gateways.forPlace({ ...sol })).toBe(own);
    expect(gateways.ofOrder({ gateway: 'REDSYS', paymentAccount: sol })).toBe(own);
    expect(gateways.ofOrder({ gateway: 'SANDBOX', paymentAccount: null })).toBe(gateways.sandbox);
    expect(gateways.ofOrder({ gateway: 'REDSYS', paymentAccount: null })).toBeUndefined();
    expect(gateways.forPlace({ ...sol, secretKey: 'UNSET_KEY' })).toBeUndefined();
    // A server secret named as the merchant code would be written into every driver's form.
    expect(gateways.forPlace({ ...sol, merchantCode: 'DATABASE_URL' })).toBeUndefined();
  });

  it('offers an answer only to the gateways of the merchant and terminal it names', () => {
    const envelope = (fields: Record<string, string>) => ({
      Ds_MerchantParameters: Buffer.from(JSON.stringify(fields)).toString('base64'),
    });
    const own = gateways.forPlace(sol);
    expect(
      gateways.candidatesFor(envelope({ Ds_MerchantCode: '999008882', Ds_Terminal: '003' })),
    ).toEqual([own]);
    expect(
      gateways.candidatesFor(envelope({ Ds_MerchantCode: '999008881', Ds_Terminal: '1' })),
    ).toEqual([gateways.sandbox]);
    expect(
      gateways.candidatesFor(envelope({ Ds_MerchantCode: '999008882', Ds_Terminal: '1' })),
    ).toEqual([gateways.sandbox]);
    expect(gateways.candidatesFor({ Ds_MerchantParameters: '%%%' })).toEqual([gateways.sandbox]);
  });
});

describe('a key anyone has (decision 073)', () => {
  const published = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
  const env: Record<string, string> = { CODE: '999008882', TERMINAL: '1', KEY: published };
  const account = { merchantCode: 'CODE', terminal: 'TERMINAL', secretKey: 'KEY' };
  const publicServer = { PUBLIC_URL: 'https://park.example' };

  it("keys no place's own merchant outside sandbox mode, and any inside it", () => {
    const gatewaysOf = (extra: Record<string, string>) =>
      createRedirectGateways(
        loadConfig({ ...publicServer, ...extra }).redirect,
        () => 'http://127.0.0.1:1',
        (name) => env[name],
      );
    expect(gatewaysOf({}).forPlace(account)).toBeUndefined();
    expect(gatewaysOf({ SANDBOX_PAYMENTS: 'on' }).forPlace(account)?.kind).toBe('REDSYS');
  });

  it("makes the server's own merchant a sandbox on a public server", () => {
    const withKey = (key: string, extra: Record<string, string> = {}) =>
      serverRedsysTakesMoney(
        loadConfig({ ...publicServer, ...REDSYS_ENV, REDSYS_SECRET_KEY: key, ...extra }).redirect,
      );
    expect(withKey(published)).toBe(false);
    expect(withKey('Mk9m98IfEblmPfrpsawt7BmxObt98Jev')).toBe(true);
    expect(
      withKey('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', {
        REDIRECT_SANDBOX_SECRET: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
      }),
    ).toBe(false);
    expect(withKey(published, { SANDBOX_PAYMENTS: 'on' })).toBe(true);
  });
});
