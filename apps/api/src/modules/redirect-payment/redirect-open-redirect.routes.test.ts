import { RedirectPaymentStartSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeParameters } from '#api/redirect-gateways/signature.js';
import { rawRequest } from '#test/raw-http.js';
import {
  generateRedirect,
  newOwingStay,
  postForm,
  resignedRequest,
  sol,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22 point 7: the gateway's return and notification addresses come from PUBLIC_URL, or on
 * a local server from its loopback Host, never from the caller's Origin; the sandbox's page
 * sends the browser back only to that origin (decision 069).
 */
let local: TestServer;
let deployed: TestServer;
const PUBLIC_URL = 'https://parking.example';
beforeAll(async () => {
  local = await startTestServer();
  deployed = await startTestServer({ database: local.database, env: { PUBLIC_URL } });
});
afterAll(async () => {
  await deployed?.close();
  await local?.close();
});

const EVIL = 'https://evil.example';
const evilAddresses = {
  DS_MERCHANT_URLOK: `${EVIL}/ok`,
  DS_MERCHANT_URLKO: `${EVIL}/ko`,
  DS_MERCHANT_MERCHANTURL: `${EVIL}/api/redirect/notification`,
};

/** generate-payment-by-session as a page on another site would call it, over raw HTTP. */
async function generateFrom(server: TestServer, headers: Record<string, string>, stayId: string) {
  const response = await rawRequest(server.url, {
    method: 'POST',
    path: '/api/redirect/generate-payment-by-session',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ customerId: sol.id, sessionId: stayId, locale: 'en-US' }),
  });
  return { status: response.status, body: JSON.parse(response.text) as unknown };
}

/** A form post to the sandbox page from the attacker's page (Origin evil.example). */
const postFromEvil = (server: TestServer, path: string, fields: Record<string, string>) =>
  rawRequest(server.url, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL },
    body: new URLSearchParams(fields).toString(),
  });

describe('the return and notification addresses', () => {
  it('ignore the caller’s Origin: a loopback server uses its own host', async () => {
    const stayId = await newOwingStay(local, '0701ORG');
    const result = await generateFrom(local, { origin: EVIL }, stayId);
    expect(result.status).toBe(200);
    const start = RedirectPaymentStartSchema.parse(result.body);
    const fields = decodeParameters(start.params.Ds_MerchantParameters) ?? {};
    const host = new URL(local.url).host;
    for (const name of ['DS_MERCHANT_URLOK', 'DS_MERCHANT_URLKO', 'DS_MERCHANT_MERCHANTURL']) {
      expect(new URL(fields[name] ?? '').host, name).toBe(host);
    }
    expect(new URL(start.gatewayUrl).host).toBe(host);
    // Cancelling on the sandbox page goes back to this server, not to the caller's site.
    const cancel = await postFromEvil(local, '/api/sandbox-redirect/pay/confirm', {
      ...start.params,
      action: 'cancel',
    });
    expect(cancel.status).toBe(303);
    expect(new URL(String(cancel.headers.location)).host).toBe(host);
  });

  it('come from PUBLIC_URL when it is set, whatever the Origin and Host say', async () => {
    const stayId = await newOwingStay(deployed, '0702PUB');
    const result = await generateFrom(deployed, { origin: EVIL, host: 'evil.example' }, stayId);
    expect(result.status).toBe(200);
    const start = RedirectPaymentStartSchema.parse(result.body);
    const fields = decodeParameters(start.params.Ds_MerchantParameters) ?? {};
    expect(fields.DS_MERCHANT_URLOK).toBe(`${PUBLIC_URL}/access-control/${sol.id}/ticket-paid`);
    expect(fields.DS_MERCHANT_MERCHANTURL).toBe(`${PUBLIC_URL}/api/redirect/notification`);
  });

  it('are not made up from a Host that is not this machine when PUBLIC_URL is unset', async () => {
    const stayId = await newOwingStay(local, '0703HST');
    // Names that look local to a careless check.
    const hosts = [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'evil.example@127.0.0.1',
      '127.0.0.1:80@evil.example',
    ];
    for (const host of hosts) {
      const result = await generateFrom(local, { origin: EVIL, host }, stayId);
      expect(result, host).toEqual({
        status: 503,
        body: { message: 'Service Unavailable', statusCode: 503, code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });
});

describe('the sandbox page and a form signed with the public key that names another site', () => {
  it('refuses to pay, cancel or show it: a 400 page in the visitor’s language, no redirect', async () => {
    const start = await generateRedirect(local, await newOwingStay(local, '0704EVL'), 'en-US');
    const forged = resignedRequest(start, evilAddresses);
    for (const action of ['pay', 'cancel']) {
      const confirm = await postFromEvil(local, '/api/sandbox-redirect/pay/confirm', {
        ...forged,
        card: '4242424242424242',
        action,
      });
      expect(confirm.status, action).toBe(400);
      expect(confirm.headers.location).toBeUndefined();
      expect(confirm.text).toContain('Payment not accepted');
      expect(confirm.headers['content-type']).toContain('text/html');
    }
    const page = await postFromEvil(local, '/api/sandbox-redirect/pay', forged);
    expect(page.status).toBe(400);
    // Only the notification address on another site is enough to refuse.
    const halfForged = resignedRequest(start, {
      DS_MERCHANT_MERCHANTURL: evilAddresses.DS_MERCHANT_MERCHANTURL,
    });
    expect((await postForm(local, '/api/sandbox-redirect/pay', halfForged)).status).toBe(400);
  });

  it('a server with PUBLIC_URL sends browsers back only to that origin', async () => {
    const start = await generateRedirect(deployed, await newOwingStay(deployed, '0705PUB'));
    const local127 = resignedRequest(start, {
      DS_MERCHANT_URLOK: `${local.url}/ok`,
      DS_MERCHANT_URLKO: `${local.url}/ko`,
    });
    const refused = await postForm(deployed, '/api/sandbox-redirect/pay', local127);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Pago no admitido');
    const genuine = await postForm(deployed, '/api/sandbox-redirect/pay', start.params);
    expect(genuine.status).toBe(200);
  });
});
