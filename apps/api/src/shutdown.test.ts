import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCard, postJson, rateBody, rateNamed } from '../test/payment-helpers.js';
import { eventually, midtown } from '../test/reminder-helpers.js';
import { createServerDatabase, httpServer, runServer } from '../test/server-process.js';
import { startSmtpTestServer } from '../test/smtp-test-server.js';
import { receiptDelivery } from './db/schema/index.js';

// Shutdown drains (issue 8, point 11): the real server in a child process gets SIGTERM while a
// request waits and jobs run; the request is answered, the jobs finish, the process exits 0.

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('SIGTERM', () => {
  it('answers the request in flight, lets the running jobs finish, then exits 0', async () => {
    // A slow mail server: it holds every message until the test lets it answer.
    let answerMail = () => {};
    const mailServerAnswers = new Promise<void>((resolve) => {
      answerMail = resolve;
    });
    const smtp = await startSmtpTestServer(0, { holdUntil: mailServerAnswers });
    cleanups.push(() => {
      answerMail();
      return smtp.close();
    });
    const database = await createServerDatabase();
    cleanups.push(database.remove);
    const server = runServer({
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      RECEIPT_WAIT_MS: '4000',
      JOB_POLL_INTERVAL_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '20000',
    });
    cleanups.push(() => server.child.exitCode === null && server.child.kill('SIGKILL'));
    const url = await server.ready();
    const http = httpServer(url);

    const oneHour = await rateNamed(http, midtown, '1 hour');
    const intent = await generateCard(http, 'card-intent', rateBody(midtown, oneHour));
    const paid = await postJson(http, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'DRAIN01',
    });
    expect(paid.response.status).toBe(200);
    const assignedRightId = paid.body.assignedRightId as string;
    const receipt = async (email: string) => {
      const response = await fetch(
        `${url}/api/card-intent/place/${midtown}/email-ticket/${assignedRightId}?email=${email}`,
      );
      return {
        status: response.status,
        connection: response.headers.get('connection'),
        body: await response.json(),
      };
    };

    // The first receipt's request is answered (QUEUED: the mail server holds it), its job runs on.
    expect(await receipt('first@example.com')).toEqual({
      status: 200,
      connection: 'keep-alive',
      body: { status: 'QUEUED', email: 'first@example.com' },
    });
    // The second's request waits for its first attempt, held at the mail server too.
    let answered = false;
    const second = receipt('second@example.com').finally(() => {
      answered = true;
    });
    await smtp.waitFor(2);
    expect(answered).toBe(false);

    server.child.kill('SIGTERM');
    await server.waitForOutput(/"msg":"shutting down"/);
    // Answered while the server drains, and told the connection closes.
    expect(await second).toEqual({
      status: 200,
      connection: 'close',
      body: { status: 'QUEUED', email: 'second@example.com' },
    });
    // No connection is taken any more, yet the process waits for its two jobs.
    await eventually(async () => {
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    });
    expect(server.child.exitCode).toBeNull();

    answerMail();
    expect(await server.exit).toBe(0);
    expect(server.stderr()).toBe('');
    expect(smtp.messages.map((message) => message.to)).toEqual([
      ['first@example.com'],
      ['second@example.com'],
    ]);
    const handle = await database.open();
    try {
      const deliveries = await handle.db
        .select({ email: receiptDelivery.email, status: receiptDelivery.status })
        .from(receiptDelivery)
        .where(eq(receiptDelivery.assignedRightId, assignedRightId));
      expect(deliveries.map((delivery) => delivery.status)).toEqual(['SENT', 'SENT']);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
