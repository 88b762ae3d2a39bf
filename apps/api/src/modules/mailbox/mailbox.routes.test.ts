import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateNamed } from '../../../test/payment-helpers.js';
import { emailTicket, outboxTo, paidRight } from '../../../test/receipt-helpers.js';
import { startTestServer, type TestServer } from '../../../test/start-test-server.js';
import { outboxMessage } from '../../db/schema/index.js';
import { DEMO_IDS } from '../../db/seed/demo-extra-ids.js';

const midtown = DEMO_IDS.places.transientOpen.id;

let server: TestServer;
let messageId: string;
beforeAll(async () => {
  server = await startTestServer();
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
afterAll(() => server?.close());

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
