import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { helmetHeaders } from '../plugins/security-headers.js';
import { createRedirectGateways, gatewayFormOrigins } from './registry.js';

const REDSYS_ENV = {
  REDSYS_MERCHANT_CODE: '999008881',
  REDSYS_TERMINAL: '1',
  REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
};

const formAction = async (formActions: string[]) =>
  /form-action ([^;]*)/.exec(
    (await helmetHeaders({ formActions }))['content-security-policy'] ?? '',
  )?.[1];

describe('the redirect gateway by environment', () => {
  it('is the embedded sandbox by default, posting only to our own origin', async () => {
    const config = loadConfig({});
    const gateways = createRedirectGateways(config.redirect, () => 'http://127.0.0.1:1');
    expect(gateways.current.kind).toBe('SANDBOX');
    expect(gatewayFormOrigins(config.redirect)).toEqual([]);
    expect(await formAction(gatewayFormOrigins(config.redirect))).toBe("'self'");
  });

  it("is Redsys's test environment when configured, and the CSP lets the form go there", async () => {
    const config = loadConfig(REDSYS_ENV);
    const gateways = createRedirectGateways(config.redirect, () => 'http://127.0.0.1:1');
    expect(gateways.current.kind).toBe('REDSYS');
    expect(gateways.current.paymentPageUrl('https://ours.example')).toBe(
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
