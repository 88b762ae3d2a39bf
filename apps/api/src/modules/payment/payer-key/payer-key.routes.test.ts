import { type Rate, ResumeSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, liveSessions } from '#api/db/seed/demo-extra-ids.js';
import { generateExtension } from '#test/extension-helpers.js';
import {
  generateCard,
  generateFree,
  getJson,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { emailTicket, outboxTo } from '#test/receipt-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22, point 1: a transient session's id comes from the plate lookup, so the id alone
 * must not show the card it was paid with nor mail it anywhere (decision 068).
 */
const midtown = DEMO_IDS.places.transientOpen.id;
const plaza = DEMO_IDS.places.transientManyRates.id;
const VISA = { cardBrand: 'VISA', lastFourDigits: '4242' };

let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  server = await startTestServer();
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

const withKey = (payerKey: string | undefined) =>
  payerKey ? { headers: { 'x-payer-key': payerKey } } : {};

async function ticket(assignedRightId: string, payerKey?: string, placeId = midtown) {
  const response = await server.request(
    `/api/payment/place/${placeId}/resume/${assignedRightId}`,
    withKey(payerKey),
  );
  expect(response.status).toBe(200);
  return ResumeSchema.strict().parse(await response.json());
}

/** A session paid by card at Midtown: its right and the payer key its device was given. */
async function paidByCard(plate: string, paymentMethodId = 'pm_card_visa') {
  const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
  expect(intent.payerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const paid = await postJson(server, '/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId,
    licensePlate: plate,
  });
  expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
  const { assignedRightId } = paid.body as { assignedRightId: string };
  return { assignedRightId, payerKey: intent.payerKey as string };
}

describe('the paid ticket of a session found by its plate', () => {
  it('DEMO123: the id the lookup gives shows no card', async () => {
    const lookup = await getJson(
      server,
      `/api/assigned-right/?localIdentifier=DEMO123&placeId=${midtown}`,
    );
    const [found] = (lookup.body as { data: { assignedRightId: string }[] }).data;
    expect(found?.assignedRightId).toBe(liveSessions.demo123);
    const resume = await ticket(liveSessions.demo123);
    expect(resume.payments.length).toBeGreaterThan(0);
    expect(resume.cardDetail).toBeNull();
    for (const path of [
      `/api/card-intent/place/${midtown}/resume/${liveSessions.demo123}`,
      `/api/payment/place/${midtown}/summary?assignedRightId=${liveSessions.demo123}`,
    ]) {
      expect((await getJson(server, path)).body).toMatchObject({ cardDetail: null });
    }
  });

  it('shows the card to the device that paid (its payer key), to no one else', async () => {
    const { assignedRightId, payerKey } = await paidByCard('KEY001');
    expect((await ticket(assignedRightId, payerKey)).cardDetail).toEqual(VISA);
    expect((await ticket(assignedRightId)).cardDetail).toBeNull();
    const stranger = (await generateCard(server, 'card-intent', rateBody(midtown, oneHour)))
      .payerKey;
    expect((await ticket(assignedRightId, stranger)).cardDetail).toBeNull();
    expect((await ticket(assignedRightId, 'not-a-key')).cardDetail).toBeNull();
    // A device sends every key it holds: one of them paid.
    expect((await ticket(assignedRightId, `${stranger}, ${payerKey}`)).cardDetail).toEqual(VISA);
    const secondKind = await server.request(
      `/api/card-intent/place/${midtown}/resume/${assignedRightId}`,
      withKey(payerKey),
    );
    expect(((await secondKind.json()) as { cardDetail: unknown }).cardDetail).toEqual(VISA);
  });

  it('a stranger who extends the session sees their own card, never the first payer’s', async () => {
    const { assignedRightId, payerKey } = await paidByCard('KEY002');
    const rates = await server.request(`/api/rate/${midtown}/extension/${assignedRightId}`);
    const [plus] = (await rates.json()) as Rate[];
    const generated = await generateExtension(
      server,
      'card-intent',
      assignedRightId,
      rateBody(midtown, plus as Rate),
    );
    expect(generated.response.status).toBe(200);
    const extension = generated.body as { id: string; payerKey: string };
    const extended = await postJson(
      server,
      '/api/card-intent/process-payment-on-demand-extension',
      {
        paymentIntentId: extension.id,
        paymentMethodId: 'pm_card_mastercard',
        licensePlate: 'KEY002',
      },
    );
    expect(extended.response.status).toBe(200);
    expect((await ticket(assignedRightId, extension.payerKey)).cardDetail).toEqual({
      cardBrand: 'MASTERCARD',
      lastFourDigits: '4444',
    });
    expect((await ticket(assignedRightId, payerKey)).cardDetail).toEqual(VISA);
    expect((await ticket(assignedRightId)).cardDetail).toBeNull();
  });

  it('free parking gives its device a payer key too', async () => {
    const free = await rateNamed(server, plaza, '15 min free');
    const pending = await generateFree(server, rateBody(plaza, free));
    expect(pending.payerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('the e-mailed receipt', () => {
  it('DEMO123 mailed to a stranger’s address: no card digits, nothing personal', async () => {
    const sent = await emailTicket(server, midtown, liveSessions.demo123, {
      email: 'attacker@example.com',
    });
    expect(sent.response.status).toBe(200);
    const [message] = await outboxTo(server, 'attacker@example.com');
    expect(message?.text).toContain('DEMO123');
    expect(`${message?.text}${message?.html}`).not.toMatch(/4242|VISA|Charged to|free/i);
  });

  it('carries the card only when the request carries the payer key', async () => {
    const { assignedRightId, payerKey } = await paidByCard('KEY003');
    const plain = await emailTicket(server, midtown, assignedRightId, {
      email: 'other@example.com',
    });
    expect(plain.response.status).toBe(200);
    const [other] = await outboxTo(server, 'other@example.com');
    expect(`${other?.text}${other?.html}`).not.toMatch(/4242|VISA/);

    const keyed = await server.request(
      `/api/payment/place/${midtown}/email-ticket/${assignedRightId}?email=payer%40example.com`,
      withKey(payerKey),
    );
    expect(keyed.status).toBe(200);
    const [own] = await outboxTo(server, 'payer@example.com');
    expect(own?.text).toContain('Charged to VISA •••• 4242');
  });
});
