import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { outboxMessage } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { rateNamed } from '#test/payment-helpers.js';
import { emailTicket, outboxTo, paidRight } from '#test/receipt-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';

const midtown = DEMO_IDS.places.transientOpen.id;

let database: DatabaseHandle;
let server: TestServer;
let messageId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ database });
  const rate = await rateNamed(server, midtown, '1 hour');
  const { assignedRightId } = await paidRight(server, midtown, rate, 'MBX001');
  await emailTicket(server, midtown, assignedRightId, { email: 'box@example.com', lang: 'en-US' });
  messageId = (await outboxTo(server, 'box@example.com'))[0]?.id ?? '';
  await server.database.db.insert(outboxMessage).values({
    channel: 'SMS',
    sender: 'Parking',
    recipient: '+34600111222',
    text: 'Your parking <ends> at 15:00',
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('/dev/mailbox (outbox mode)', () => {
  it('lists e-mail and SMS newest first, under the app’s strict policy', async () => {
    const response = await server.request('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).toContain('<link rel="stylesheet" href="/dev/mailbox/mailbox.css">');
    expect(page).not.toMatch(/<script|<style| style=/);
    const sms = page.indexOf('Your parking &lt;ends&gt; at 15:00');
    const mail = page.indexOf('Your parking receipt: Midtown Garage');
    expect(sms).toBeGreaterThan(0);
    expect(mail).toBeGreaterThan(sms);
    expect(page).toContain('box@example.com');
    expect(page).toContain(`href="/dev/mailbox/${messageId}"`);
    const css = await server.request('/dev/mailbox/mailbox.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('shows one e-mail: the text part, and the HTML part framed with its own policy', async () => {
    const page = await (await server.request(`/dev/mailbox/${messageId}`)).text();
    expect(page).toContain('<h1>Your parking receipt: Midtown Garage</h1>');
    expect(page).toContain(`src="/dev/mailbox/${messageId}/html" sandbox="allow-same-origin"`);
    expect(page).toContain('License plate: MBX001');
    const html = await server.request(`/dev/mailbox/${messageId}/html`);
    expect(html.status).toBe(200);
    const policy = html.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(await html.text()).toContain('<html lang="en-US">');
  });

  it('is a 404 for an unknown message and a 400 for a malformed id', async () => {
    const unknown = await server.request('/dev/mailbox/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await server.request('/dev/mailbox/nope')).status).toBe(400);
  });
});

/** A GET over a plain socket: fetch will not send a Host header of the test's choosing. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** What a refused client gets must be what any unknown path gets: nothing gives it away. */
function expectUnknownRoute(
  answer: { status: number; type: string; body: string },
  unknown: { status: number; type: string; body: string },
) {
  expect(answer.status).toBe(404);
  expect(answer.type).toBe(unknown.type);
  expect(JSON.parse(answer.body)).toEqual({
    message: 'Route GET /dev/mailbox not found',
    statusCode: 404,
    code: 'ROUTE_NOT_FOUND',
  });
  expect(answer.body.replace('/dev/mailbox', '/dev/nowhere')).toBe(unknown.body);
}

/** An IPv4 address of this machine that is not loopback (none on some CI runners). */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe('/dev/mailbox with DEV_MAILBOX=auto (the default): this machine only', () => {
  it('is an unknown route to a request a proxy forwarded, even from loopback', async () => {
    const unknown = await get(`${server.url}/dev/nowhere`);
    expect(unknown.status).toBe(404);
    const proxyHeaders: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const header of proxyHeaders) {
      expectUnknownRoute(await get(`${server.url}/dev/mailbox`, header), unknown);
    }
    const message = await get(`${server.url}/dev/mailbox/${messageId}`, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(message.status).toBe(404);
    expect(message.body).not.toContain('box@example.com');
  });

  it('is an unknown route under a Host name that is not this machine (DNS rebinding)', async () => {
    const unknown = await get(`${server.url}/dev/nowhere`, { host: 'evil.example' });
    expectUnknownRoute(await get(`${server.url}/dev/mailbox`, { host: 'evil.example' }), unknown);
    expect((await get(`${server.url}/dev/mailbox`, { host: 'localhost' })).status).toBe(200);
  });

  it('is an unknown route to a client at another address (Fastify inject)', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const answer = await server.app.inject({ url: '/dev/mailbox', ...from });
    const unknown = await server.app.inject({ url: '/dev/nowhere', ...from });
    expectUnknownRoute(
      {
        status: answer.statusCode,
        type: String(answer.headers['content-type']),
        body: answer.body,
      },
      {
        status: unknown.statusCode,
        type: String(unknown.headers['content-type']),
        body: unknown.body,
      },
    );
    expect((await server.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
  });

  it.skipIf(!externalAddress)(
    'is an unknown route over a real socket from a non-loopback address',
    async () => {
      const external = await startTestServer({ database, host: externalAddress });
      try {
        const unknown = await get(`${external.url}/dev/nowhere`);
        expectUnknownRoute(await get(`${external.url}/dev/mailbox`), unknown);
      } finally {
        await external.close();
      }
    },
  );

  it('is not served when PUBLIC_URL names a public host, even to this machine', async () => {
    const deployed = await startTestServer({
      database,
      env: { PUBLIC_URL: 'https://park.example' },
    });
    try {
      expectUnknownRoute(
        await get(`${deployed.url}/dev/mailbox`),
        await get(`${deployed.url}/dev/nowhere`),
      );
    } finally {
      await deployed.close();
    }
  });
});

describe('/dev/mailbox with DEV_MAILBOX=on or off', () => {
  it('on: serves anyone, forwarded or from another address', async () => {
    const open = await startTestServer({
      database,
      env: { DEV_MAILBOX: 'on' },
      ...(externalAddress ? { host: externalAddress } : {}),
    });
    try {
      const forwarded = await get(`${open.url}/dev/mailbox`, { 'x-forwarded-for': '203.0.113.9' });
      expect(forwarded.status).toBe(200);
      expect(forwarded.body).toContain('box@example.com');
      const remote = await open.app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('off: serves nobody, this machine included', async () => {
    const closed = await startTestServer({ database, env: { DEV_MAILBOX: 'off' } });
    try {
      expectUnknownRoute(
        await get(`${closed.url}/dev/mailbox`),
        await get(`${closed.url}/dev/nowhere`),
      );
    } finally {
      await closed.close();
    }
  });
});
