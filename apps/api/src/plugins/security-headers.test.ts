import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeadersPlugin } from './security-headers.js';

describe('content security policy', () => {
  it('names no third party while no card processor needs one', async () => {
    const csp = (await helmetHeaders({ stripe: false }))['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('stripe');
  });

  it('adds exactly what Stripe.js and its Express Checkout Element need when Stripe is configured', async () => {
    const csp = (await helmetHeaders({ stripe: true }))['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;",
    );
    // Nothing more for the wallets: no pay.google.com, no inline code, no wildcard of stripe.com.
    expect(csp).not.toMatch(/google|apple|unsafe|https:\/\/\*\.stripe\.com/);
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(csp).toContain("style-src 'self';");
  });
});

describe('the policy of each request', () => {
  it("follows what serves the places now: a place's own Stripe account or Redsys merchant", async () => {
    const now = { stripe: false, forms: false };
    const app = Fastify({ logger: false });
    await app.register(securityHeadersPlugin, {
      stripe: () => now.stripe,
      formActions: ['https://sis.redsys.es'],
      forms: () => now.forms,
    });
    app.get('/', async () => '');
    const csp = async () =>
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(await csp()).toMatch(/form-action 'self'$/);
    expect(await csp()).not.toContain('stripe');
    now.stripe = true;
    expect(await csp()).toContain('https://js.stripe.com');
    now.forms = true;
    expect(await csp()).toMatch(/form-action 'self' https:\/\/sis\.redsys\.es$/);
    await app.close();
  });
});
