import { ProcessPaymentResultSchema } from '@parking/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  confirmInBrowser,
  generateCard,
  postJson,
  rateBody,
  rateNamed,
  resumeOf,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { CARD_FORM_CSP } from './card-form-page.js';
import { SANDBOX_WALLET_PHONE, WALLET_CSP } from './wallet-page.js';

const { places } = DEMO_IDS;
const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
  server = await startTestServer({ logger });
});
afterAll(() => server?.close());

/** As the wallet frame sends it: opaque origin, JSON. */
async function fromWalletFrame(body: unknown) {
  const response = await server.request('/api/sandbox/v1/wallet_payment_methods', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'null' },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/sandbox/wallet', () => {
  it.each([
    [
      'en-US',
      ['Pay with test wallet', 'Confirm payment', 'Visa •••• 4242', SANDBOX_WALLET_PHONE.shown],
    ],
    ['es-ES', ['Pagar con cartera de prueba', 'Confirmar el pago', 'Visa •••• 4242']],
  ] as const)('serves the %s wallet under the card form policy', async (locale, words) => {
    const response = await server.request(`/api/sandbox/wallet?locale=${locale}&kind=intent`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(WALLET_CSP);
    expect(WALLET_CSP).toBe(CARD_FORM_CSP);
    // Only our own pages may frame it, by both headers browsers read.
    expect(WALLET_CSP).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}">`);
    for (const word of words) expect(html).toContain(word);
    expect(html).toContain('data-kind="intent"');
    expect(html).toContain(`data-phone="${SANDBOX_WALLET_PHONE.e164}"`);
    // A wallet holds no card form: no field a number could be typed in, nothing inline.
    expect(html).not.toMatch(/<input|<form|autocomplete="cc-/);
    expect(html).not.toMatch(/<script>|<style|style="|\son[a-z]+="/);
    expect(html).toMatch(/<script src="\/api\/sandbox\/wallet\.js\?v=[0-9a-f]+" defer><\/script>/);
  });

  it('falls back to Spanish and the first kind, and names the second kind', async () => {
    const html = await (await server.request('/api/sandbox/wallet?locale=fr&kind=x')).text();
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('data-kind="intent"');
    const secret = await (await server.request('/api/sandbox/wallet?kind=client-secret')).text();
    expect(secret).toContain('data-kind="client-secret"');
  });

  it.each([
    ['/api/sandbox/wallet.js', 'text/javascript; charset=utf-8', 'parkingSandboxFrame'],
    ['/api/sandbox/wallet.css', 'text/css; charset=utf-8', '.sheet'],
  ])('serves %s to the opaque-origin page', async (path, type, content) => {
    const response = await server.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const text = await response.text();
    expect(text).toContain(content);
    // The script posts a wallet card's id, never a number, and to our sandbox only.
    if (path.endsWith('.js')) {
      expect(text).not.toMatch(/'\/payment_methods'|number:/);
      expect(text).toContain("'/wallet_payment_methods'");
    }
  });
});

describe('POST /api/sandbox/v1/wallet_payment_methods', () => {
  it("creates a Visa 4242 payment method from the wallet's saved card", async () => {
    const { response, body } = await fromWalletFrame({ walletCard: 'wallet_card_visa' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('null');
    expect(body).toEqual({
      id: expect.stringMatching(/^pm_sbx_[0-9a-f]{24}$/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
    });
  });

  it('refuses anything but a saved card id: an unknown card, or a card number', async () => {
    for (const body of [
      { walletCard: 'wallet_card_other' },
      { walletCard: 'wallet_card_visa', number: '4242424242424242' },
      { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    ]) {
      const result = await fromWalletFrame(body);
      expect(result.response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(result.body)).not.toContain('4242424242424242');
    }
    expect(logLines.join('\n')).not.toContain('4242424242424242');
  });

  it('pays through the same process calls as a card, both kinds', async () => {
    // First kind: the wallet's method, then our server confirms the intent.
    const midtown = places.transientOpen.id;
    const oneHour = await rateNamed(server, midtown, '1 hour');
    const first = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    const method = await fromWalletFrame({ walletCard: 'wallet_card_visa' });
    const paid = await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: first.id,
      paymentMethodId: method.body.id,
      licensePlate: 'WALLET1',
      phoneNumber: '+12125550123',
    });
    expect(paid.response.status).toBe(200);
    const right = ProcessPaymentResultSchema.parse(paid.body);
    const ticket = await resumeOf(server, midtown, right.assignedRightId, first.payerKey);
    expect(ticket.cardDetail).toEqual({ cardBrand: 'VISA', lastFourDigits: '4242' });

    // Second kind: update-payment-intent, the wallet frame confirms with the secret, then process.
    const plaza = places.transientManyRates.id;
    const plazaHour = await rateNamed(server, plaza, '1 hour');
    const second = await generateCard(server, 'card-client-secret', rateBody(plaza, plazaHour));
    const described = await postJson(
      server,
      `/api/card-client-secret/update-payment-intent/${second.id}`,
      { placeId: plaza, externalId: second.id, licensePlate: 'WALLET2' },
    );
    expect(described.response.status).toBe(200);
    const secondMethod = await fromWalletFrame({ walletCard: 'wallet_card_visa' });
    const confirmed = await confirmInBrowser(server, second, String(secondMethod.body.id));
    expect(confirmed.body.status).toBe('succeeded');
    const processed = await postJson(server, '/api/card-client-secret/process-payment', {
      externalId: second.id,
      licensePlate: 'WALLET2',
    });
    expect(processed.response.status).toBe(200);
    const rows = (await server.database.db.execute(
      sql`select count(*)::int as n from sandbox_payment_method where last4 = '4242'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBeGreaterThanOrEqual(2);
  });
});
