import { ErrorResponseSchema } from '@parking/domain';
import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { CARD_FORM_CSP } from './card-form-page.js';

const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  slow: '4000000000003220',
} as const;

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  // Every log line at the most verbose level, to prove no card number reaches the log.
  const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
  server = await startTestServer({ logger });
});
afterAll(() => server?.close());

/** As the iframe sends them: opaque origin, JSON. */
async function fromIframe(path: string, body: unknown) {
  const response = await server.request(`/api/sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'null' },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

const createMethod = (number: string, extra: Record<string, unknown> = {}) =>
  fromIframe('/v1/payment_methods', { number, expMonth: 12, expYear: 2034, cvc: '123', ...extra });

/** Rows of a raw query: both drivers answer `{ rows }`. */
async function query<Row = Record<string, unknown>>(statement: SQL): Promise<Row[]> {
  return ((await server.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Every row of every table of the database, as text. */
async function everyRowAsText(): Promise<string> {
  const tables = await query<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { name } of tables) {
    const rows = await query(sql`select t::text as row from ${sql.identifier(name)} t`);
    dumps.push(JSON.stringify(rows));
  }
  return dumps.join('\n');
}

describe('POST /api/sandbox/v1/payment_methods', () => {
  it.each([
    ['succeeds', 'visa', '4242', 'succeed'],
    ['declined', 'visa', '0002', 'decline'],
    ['slow', 'visa', '3220', 'slow'],
  ] as const)('creates a method from the %s test card', async (name, brand, last4, behaviour) => {
    const { response, body } = await createMethod(CARDS[name]);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^pm_sbx_[0-9a-f]{24}$/),
      brand,
      last4,
      expMonth: 12,
      expYear: 2034,
    });
    const [row] = await query(
      sql`select brand, last4, behaviour from sandbox_payment_method where id = ${body.id}`,
    );
    expect(row).toEqual({ brand, last4, behaviour });
  });

  it('detects the other accepted brands, with spaces in the number', async () => {
    for (const [number, brand, cvc] of [
      ['5555 5555 5555 4444', 'mastercard', '123'],
      ['3782 822463 10005', 'amex', '1234'],
      ['6011 1111 1111 1117', 'discover', '123'],
    ]) {
      const { response, body } = await createMethod(number as string, { cvc });
      expect(response.status).toBe(200);
      expect(body.brand).toBe(brand);
    }
  });

  it('never stores nor logs a card number or security code', async () => {
    const { response } = await createMethod('4242 4242 4242 4242', { cvc: '987' });
    expect(response.status).toBe(200);
    const rows = await everyRowAsText();
    expect(rows).toContain('pm_sbx_');
    for (const number of Object.values(CARDS)) expect(rows).not.toContain(number);
    const log = logLines.join('\n');
    expect(log).toContain('/api/sandbox/v1/payment_methods');
    for (const number of Object.values(CARDS)) expect(log).not.toContain(number);
    expect(log).not.toContain('4242 4242 4242 4242');
    expect(log).not.toContain('"cvc"');
    expect(log).not.toContain('"987"');
  });

  it.each([
    ['a number failing Luhn', { number: '4242424242424241' }, 'Your card number is invalid.'],
    ['an unsupported brand', { number: '3530111333300000' }, 'Your card brand is not supported.'],
    ['an expired card', { expYear: 2020 }, "Your card's expiration date is in the past."],
    ['a short security code', { cvc: '12' }, "Your card's security code is invalid."],
  ])('refuses %s with a 400 the iframe can read', async (_, change, message) => {
    const { response, body } = await createMethod(CARDS.succeeds, change);
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('null');
    expect(ErrorResponseSchema.strict().parse(body)).toEqual({
      message,
      statusCode: 400,
      code: 'CARD_REQUEST_REFUSED',
    });
  });

  it('refuses a malformed body without echoing it', async () => {
    const { response, body } = await fromIframe('/v1/payment_methods', {
      number: 4242424242424242,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(response.status).toBe(400);
    expect(String(body.message)).toMatch(/^body\/number /);
    expect(String(body.message)).not.toContain('4242');
  });
});

describe('CORS for the opaque iframe origin', () => {
  it.each(['/api/sandbox/v1/payment_methods', '/api/sandbox/v1/payment_intents/pi_sbx_x/confirm'])(
    'answers the preflight of %s for origin null only',
    async (path) => {
      const preflight = (origin: string) =>
        server.request(path, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight('null');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('null');
      expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
      expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
      expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

      const other = await preflight('https://evil.example');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('access-control-allow-methods')).toBeNull();
    },
  );

  it('is given to the two iframe endpoints and nothing else', async () => {
    const methods = await createMethod(CARDS.succeeds);
    expect(methods.response.headers.get('access-control-allow-origin')).toBe('null');
    expect(methods.response.headers.get('vary')).toMatch(/origin/i);
    for (const path of ['/api/sandbox/card-form', '/api/health', '/api/webhooks/sandbox']) {
      const response = await server.request(path, { headers: { origin: 'null' } });
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});

describe('GET /api/sandbox/card-form', () => {
  it.each([
    ['en-US', ['Card number', 'Expiration date', 'Security code', 'MM / YY']],
    ['es-ES', ['Número de tarjeta', 'Fecha de caducidad', 'Código de seguridad', 'MM / AA']],
  ] as const)('serves the %s form with its own policy', async (locale, labels) => {
    const response = await server.request(`/api/sandbox/card-form?locale=${locale}&kind=intent`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CARD_FORM_CSP);
    expect(CARD_FORM_CSP).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors 'self'; form-action 'none'; base-uri 'none'",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}">`);
    for (const label of labels) expect(html).toContain(label);
    for (const [id, autocomplete] of [
      ['card-number', 'cc-number'],
      ['card-expiry', 'cc-exp'],
      ['card-cvc', 'cc-csc'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}">`));
      expect(html).toMatch(
        new RegExp(`<input id="${id}"[^>]*autocomplete="${autocomplete}" inputmode="numeric"`),
      );
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*aria-describedby="[^"]*${id}-error"`));
    }
    // Nothing inline: the policy would refuse it.
    expect(html).not.toMatch(/<script>|<style|style="|\son[a-z]+="/);
    // The checks first: deferred scripts run in document order, and the form uses them.
    expect(html).toMatch(
      /<script src="\/api\/sandbox\/card-checks\.js\?v=[0-9a-f]+" defer><\/script>\n<script src="\/api\/sandbox\/card-form\.js\?v=[0-9a-f]+" defer><\/script>/,
    );
    // The frames' shared style first, then the form's own over it.
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/api\/sandbox\/frame\.css\?v=[0-9a-f]+">\n<link rel="stylesheet" href="\/api\/sandbox\/card-form\.css\?v=[0-9a-f]+">/,
    );
  });

  it('falls back to Spanish and the first kind for unknown values', async () => {
    const html = await (await server.request('/api/sandbox/card-form?locale=fr&kind=x')).text();
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('data-kind="intent"');
    const secret = await (await server.request('/api/sandbox/card-form?kind=client-secret')).text();
    expect(secret).toContain('data-kind="client-secret"');
  });

  it.each([
    ['/api/sandbox/card-checks.js', 'text/javascript; charset=utf-8', 'parkingCardChecks'],
    ['/api/sandbox/frame-messages.js', 'text/javascript; charset=utf-8', "'parking-sandbox'"],
    ['/api/sandbox/card-form.js', 'text/javascript; charset=utf-8', 'parkingSandboxFrame'],
    ['/api/sandbox/frame.css', 'text/css; charset=utf-8', '.visually-hidden'],
    ['/api/sandbox/card-form.css', 'text/css; charset=utf-8', '.field-number'],
  ])('serves %s to the opaque-origin page', async (path, type, content) => {
    const response = await server.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    // 'same-origin' (the app's default) would stop a document of opaque origin loading it.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toContain(content);
  });
});
