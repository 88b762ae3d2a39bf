import type { PermitInfo } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { getJson } from '#test/payment-helpers.js';
import { emailTicket, outboxTo } from '#test/receipt-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const permitPlace = DEMO_IDS.places.permit.id;
const completed = DEMO_IDS.permits.completed;

// Outbox mode (no SMTP_URL): the receipt is a row of outbox_message once the job ran.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RECEIPT_REQUESTS_PER_MINUTE: '1000' } });
});
afterAll(() => server?.close());

describe("a permit's receipt e-mail (docs/decisions/055)", () => {
  it('is its latest cycle only, with the 10 minutes to leave the lot, in both languages', async () => {
    const info = await getJson(server, `/api/permit/place/${permitPlace}/info/${completed}`);
    const permit = info.body as unknown as PermitInfo;
    const base = permit.payments
      .filter((paid) => paid.type === 'BASE')
      .sort((a, b) => Date.parse(b.endPeriodCovered) - Date.parse(a.endPeriodCovered));
    expect(base.length).toBeGreaterThan(1);
    const [latest, ...older] = base;

    const english = await emailTicket(server, permitPlace, completed, {
      email: 'holder@example.com',
      lang: 'en-US',
    });
    expect(english.body).toEqual({ status: 'SENT', email: 'holder@example.com' });
    const [message] = await outboxTo(server, 'holder@example.com');
    const text = message?.text ?? '';
    expect(text).toContain('Here is the receipt of your permit renewal at City Center Permits.');
    expect(text).toContain(`Monthly permit: $120.00\n  #${latest?.transactionId}\n  Paid on `);
    for (const paid of older) expect(text).not.toContain(`#${paid.transactionId}`);
    expect(text).toContain('Total: $120.00');
    expect(text).toContain('You have 10 minutes to leave the parking lot after payment.');
    expect(text).toContain('Park only in the spaces your permit allows.');
    expect(text).not.toContain('this payment does not reserve a space');
    expect(message?.html).toContain('You have 10 minutes to leave the parking lot after payment.');

    await emailTicket(server, permitPlace, completed, {
      email: 'titular@example.es',
      lang: 'es-ES',
    });
    const [spanish] = await outboxTo(server, 'titular@example.es');
    expect(spanish?.text).toContain(
      'Tienes 10 minutos para salir del aparcamiento después del pago.',
    );
    expect(spanish?.text).toContain('Total: $120.00');
  });
});
