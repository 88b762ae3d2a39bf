import type { Rate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { getJson, rateNamed } from '#test/payment-helpers.js';
import { deliveriesOf, emailTicket, paidRight } from '#test/receipt-helpers.js';
import { type SmtpTestServer, startSmtpTestServer } from '#test/smtp-test-server.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { RECEIPT_QUEUE } from './queue.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

// A real SMTP server (smtp-server) in the test, the app speaking to it through nodemailer.
let smtp: SmtpTestServer;
let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Demo receipts <receipts@demo-parking.example>',
      RECEIPT_REQUESTS_PER_MINUTE: '1000',
    },
  });
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('receipts over SMTP', () => {
  it('sends the English receipt: recipient, subject, HTML and text', async () => {
    const paid = await paidRight(server, midtown, oneHour, 'SMTP01');
    const { assignedRightId, transactionId, payerKey } = paid;
    const before = smtp.messages.length;
    const result = await emailTicket(
      server,
      midtown,
      assignedRightId,
      { email: 'ana@example.com', lang: 'en-US' },
      { payerKey },
    );
    expect(result.body).toEqual({ status: 'SENT', email: 'ana@example.com' });
    const mail = smtp.messages[before];
    expect(mail).toMatchObject({
      from: 'receipts@demo-parking.example',
      to: ['ana@example.com'],
      subject: 'Your parking receipt: Midtown Garage',
    });
    const text = plain(mail?.text ?? '');
    expect(text).toContain('License plate: SMTP01');
    // The charge by its rate, its transaction and when it was paid, on the place's clock.
    expect(text).toMatch(
      new RegExp(
        `1 hour: \\$3\\.00\\r?\\n  #${transactionId}\\r?\\n  Paid on \\w+ \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M`,
      ),
    );
    expect(text).toContain('Service fee: $0.35');
    expect(text).toContain('Total: $3.35');
    expect(text).toContain('Charged to VISA •••• 4242');
    expect(text).not.toContain('10 minutes');
    expect(text).toContain('Write to help@demo-parking.example');
    const html = mail?.html ?? '';
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain(`${server.url}/demo/logo-demo-parking.svg`);
    expect(html).toContain('border-top:6px solid #0b57d0');
    expect(html).toContain(`#${transactionId}`);
    const [delivery] = await deliveriesOf(server, assignedRightId);
    expect(delivery).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(delivery?.messageId).toMatch(/^<.+>$/);
  });

  it('sends the Spanish receipt', async () => {
    const paid = await paidRight(server, midtown, oneHour, 'SMTP02');
    const { assignedRightId, transactionId, payerKey } = paid;
    const before = smtp.messages.length;
    const result = await emailTicket(
      server,
      midtown,
      assignedRightId,
      { email: 'lucia@example.es', lang: 'es-ES' },
      { payerKey },
    );
    expect(result.body).toEqual({ status: 'SENT', email: 'lucia@example.es' });
    const mail = smtp.messages[before];
    expect(mail?.to).toEqual(['lucia@example.es']);
    expect(mail?.subject).toBe('Tu recibo de aparcamiento: Midtown Garage');
    const text = plain(mail?.text ?? '');
    expect(text).toContain('Matrícula: SMTP02');
    expect(text).toMatch(
      new RegExp(
        `1 hora: \\$3\\.00\\r?\\n  #${transactionId}\\r?\\n  Pagado el \\d{1,2} de \\p{L}+ de \\d{4}, \\d{1,2}:\\d{2}`,
        'u',
      ),
    );
    expect(text).toContain('Cargado en VISA •••• 4242');
    expect(text).not.toContain('10 minutos');
    expect(mail?.html).toContain('<html lang="es-ES">');
    expect(mail?.html).toContain('¡Gracias por aparcar con nosotros!');
  });

  it('serves no mailbox when mail really goes out', async () => {
    const result = await getJson(server, '/dev/mailbox');
    expect(result.response.status).toBe(404);
  });
});

describe('a mail server that is down, then up', () => {
  it('answers QUEUED, reuses the delivery, and delivers it exactly once when SMTP is back', async () => {
    // A port where nothing listens yet.
    const probe = await startSmtpTestServer();
    const port = probe.port;
    await probe.close();
    const down = await startTestServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SMTP_TIMEOUT_MS: '1000',
        JOB_POLL_INTERVAL_MS: '500',
        RECEIPT_WAIT_MS: '3000',
      },
    });
    let revived: SmtpTestServer | undefined;
    try {
      const rate = await rateNamed(down, midtown, '1 hour');
      const { assignedRightId } = await paidRight(down, midtown, rate, 'DOWN01');
      const query = { email: 'late@example.com', lang: 'en-US' };
      const first = await emailTicket(down, midtown, assignedRightId, query);
      expect(first.body).toEqual({ status: 'QUEUED', email: 'late@example.com' });
      const second = await emailTicket(down, midtown, assignedRightId, query);
      expect(second.body).toEqual({ status: 'QUEUED', email: 'late@example.com' });
      const [pending, ...others] = await deliveriesOf(down, assignedRightId);
      expect(others).toHaveLength(0);
      expect(pending).toMatchObject({ status: 'PENDING' });
      expect(pending?.attempts).toBeGreaterThanOrEqual(1);
      expect(pending?.lastError).toBeTruthy();

      revived = await startSmtpTestServer(port);
      const [mail] = await revived.waitFor(1, 30_000);
      expect(mail).toMatchObject({
        to: ['late@example.com'],
        subject: 'Your parking receipt: Midtown Garage',
      });
      // Retries keep running for a while: still one message afterwards.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(revived.messages).toHaveLength(1);
      const [sent] = await deliveriesOf(down, assignedRightId);
      expect(sent).toMatchObject({ status: 'SENT', lastError: null });
      expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await down.close();
      await revived?.close();
    }
  }, 60_000);

  it('marks a delivery FAILED after the last attempt', async () => {
    const probe = await startSmtpTestServer();
    await probe.close();
    const down = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${probe.port}`, SMTP_TIMEOUT_MS: '1000' },
    });
    try {
      const rate = await rateNamed(down, midtown, '1 hour');
      const { assignedRightId } = await paidRight(down, midtown, rate, 'DOWN02');
      const result = await emailTicket(down, midtown, assignedRightId, {
        email: 'never@example.com',
      });
      expect(result.body).toEqual({ status: 'QUEUED', email: 'never@example.com' });
      const [delivery] = await deliveriesOf(down, assignedRightId);
      // The queue's own retries are seconds apart; the handler is called here directly instead.
      for (let i = 0; i <= RECEIPT_QUEUE.retryLimit; i++) {
        await down.app.services.receipt
          .deliver({ deliveryId: delivery?.id ?? '', placeId: midtown })
          .catch(() => undefined);
      }
      const [failed] = await deliveriesOf(down, assignedRightId);
      expect(failed?.status).toBe('FAILED');
      expect(failed?.attempts).toBeGreaterThan(RECEIPT_QUEUE.retryLimit);
      expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  }, 60_000);
});
