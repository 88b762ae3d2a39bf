import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmInBrowser, expectError } from '#test/payment-helpers.js';
import { eventually } from '#test/reminder-helpers.js';
import { newSandboxIntent, sandboxIntentRow, setSandboxIntent } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import type { IntentStatus } from '../card-processor.js';
import type { SandboxCardProcessor } from './processor.js';

let server: TestServer;
let sandbox: SandboxCardProcessor;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_SLOW_CONFIRM_MS: '300' } });
  sandbox = server.app.services.cardProcessors.sandbox;
});
afterAll(() => server?.close());

const row = (id: string) => sandboxIntentRow(server.database, id);

const newIntent = () => newSandboxIntent(sandbox);

const confirm = (intentId: string, paymentMethodId = 'pm_card_visa') =>
  sandbox.confirmIntent({ intentId, paymentMethodId, idempotencyKey: intentId });

async function paidIntent() {
  const intent = await newIntent();
  expect((await confirm(intent.intentId)).status).toBe('succeeded');
  return intent;
}

const refund = (intentId: string, idempotencyKey = `refund-${intentId}`) =>
  sandbox.refundIntent({ intentId, idempotencyKey, reason: 'expired' });
const cancel = (intentId: string) => sandbox.cancelIntent({ intentId, idempotencyKey: intentId });

const settled = async <T>(promise: Promise<T>) => (await Promise.allSettled([promise]))[0];

const unexpectedState = { statusCode: 400, code: 'payment_intent_unexpected_state' };

describe('sandbox refundIntent', () => {
  it('refunds a charge whole, once; the same key answers the first refund, another key is refused', async () => {
    const intent = await paidIntent();
    const first = await refund(intent.intentId, 'key-1');
    expect(first).toEqual({
      refundId: expect.stringMatching(/^re_sbx_[0-9a-f]{24}$/),
      status: 'succeeded',
      amountMinor: 1250,
      voided: false,
    });
    // Stripe's intent stays 'succeeded' after a refund: the charge happened, then was returned.
    expect(await row(intent.intentId)).toMatchObject({
      status: 'succeeded',
      chargeCount: 1,
      amountRefundedMinor: 1250,
      refundId: first.refundId,
      refundIdempotencyKey: 'key-1',
    });
    expect((await sandbox.retrieveIntent({ intentId: intent.intentId })).status).toBe('succeeded');
    expect(await refund(intent.intentId, 'key-1')).toEqual(first);
    await expect(refund(intent.intentId, 'key-2')).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    expect((await row(intent.intentId)).refundId).toBe(first.refundId);
  });

  it('gives exactly one refund for 50 concurrent calls, with one key or with 50 keys', async () => {
    const sameKey = await paidIntent();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => refund(sameKey.intentId, 'one-key')),
    );
    expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
    expect(answers[0]).toMatchObject({ amountMinor: 1250, voided: false });
    expect((await row(sameKey.intentId)).refundId).toBe(answers[0]?.refundId);

    const manyKeys = await paidIntent();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => refund(manyKeys.intentId, `key-${index}`)),
    );
    const refunded = results.filter((result) => result.status === 'fulfilled');
    expect(refunded).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
      }
    }
    expect(await row(manyKeys.intentId)).toMatchObject({
      status: 'succeeded',
      amountRefundedMinor: 1250,
      refundId: refunded[0]?.status === 'fulfilled' ? refunded[0].value.refundId : 'none',
    });
  });

  it('voids an uncaptured authorisation: canceled, the intent id as the refund', async () => {
    const intent = await newIntent();
    await setSandboxIntent(server.database, intent.intentId, {
      status: 'requires_capture',
      paymentMethodId: 'pm_card_visa',
    });
    const voided = await refund(intent.intentId);
    expect(voided).toEqual({
      refundId: intent.intentId,
      status: 'succeeded',
      amountMinor: 1250,
      voided: true,
    });
    expect(await row(intent.intentId)).toMatchObject({
      status: 'canceled',
      amountRefundedMinor: 1250,
    });
    expect(await refund(intent.intentId)).toEqual(voided);
    // Released for good: neither confirmed nor canceled into anything else.
    expect((await confirm(intent.intentId)).status).toBe('canceled');
    expect((await cancel(intent.intentId)).status).toBe('canceled');
  });

  it('refuses an intent that holds no money, and does not know an unknown one', async () => {
    const unpaid = await newIntent();
    await expect(refund(unpaid.intentId)).rejects.toMatchObject(unexpectedState);

    const slow = await newIntent();
    expect((await confirm(slow.intentId, 'pm_card_slow')).status).toBe('processing');
    await expect(refund(slow.intentId)).rejects.toMatchObject(unexpectedState);

    const canceled = await newIntent();
    await cancel(canceled.intentId);
    await expect(refund(canceled.intentId)).rejects.toMatchObject(unexpectedState);

    for (const id of [unpaid.intentId, canceled.intentId]) {
      expect(await row(id)).toMatchObject({ amountRefundedMinor: 0, refundId: null });
    }
    await expect(refund('pi_sbx_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('sandbox cancelIntent', () => {
  it.each<IntentStatus>(['requires_payment_method', 'requires_confirmation', 'requires_action'])(
    'cancels an unpaid intent from %s, and answers a canceled one as it is',
    async (status) => {
      const intent = await newIntent();
      await setSandboxIntent(server.database, intent.intentId, { status });
      const canceled = await cancel(intent.intentId);
      expect(canceled).toMatchObject({ intentId: intent.intentId, status: 'canceled' });
      expect(await cancel(intent.intentId)).toEqual(canceled);
      expect(await row(intent.intentId)).toMatchObject({ status: 'canceled', chargeCount: 0 });
    },
  );

  it('cancels after a decline, keeping the reason', async () => {
    const intent = await newIntent();
    await confirm(intent.intentId, 'pm_card_chargeDeclined');
    expect(await cancel(intent.intentId)).toMatchObject({
      status: 'canceled',
      lastError: 'Your card was declined.',
    });
  });

  it('refuses a paid, authorised or processing intent, and does not know an unknown one', async () => {
    const paid = await paidIntent();
    await expect(cancel(paid.intentId)).rejects.toMatchObject(unexpectedState);
    const authorised = await newIntent();
    await setSandboxIntent(server.database, authorised.intentId, { status: 'requires_capture' });
    await expect(cancel(authorised.intentId)).rejects.toMatchObject(unexpectedState);
    const slow = await newIntent();
    await confirm(slow.intentId, 'pm_card_slow');
    await expect(cancel(slow.intentId)).rejects.toMatchObject(unexpectedState);
    expect((await row(paid.intentId)).status).toBe('succeeded');
    expect((await row(authorised.intentId)).status).toBe('requires_capture');
    await expect(cancel('pi_sbx_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('makes an intent unconfirmable: the server gets it canceled, the browser a 400', async () => {
    const intent = await newIntent();
    await cancel(intent.intentId);
    expect(await confirm(intent.intentId)).toMatchObject({ status: 'canceled', card: null });
    const browser = await confirmInBrowser(
      server,
      { id: intent.intentId, clientSecret: intent.clientSecret },
      'pm_card_visa',
    );
    expectError(browser, 400, /because it has a status of canceled/);
    expect(await row(intent.intentId)).toMatchObject({
      status: 'canceled',
      chargeCount: 0,
      paymentMethodId: null,
    });
  });

  it('ends a cancel racing with confirmations as exactly one of canceled and charged', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const intent = await newIntent();
        let serverAnswered: Promise<unknown> = Promise.resolve();
        const confirmations = () => {
          const byServer = confirm(intent.intentId);
          serverAnswered = byServer.catch(() => undefined);
          return Promise.allSettled([
            byServer,
            confirmInBrowser(
              server,
              { id: intent.intentId, clientSecret: intent.clientSecret },
              'pm_card_visa',
            ),
          ]);
        };
        // The cancel sets off before the confirmations or, in turn, once the server's has been
        // answered while the browser's may still run, so that both outcomes come up whatever
        // the statements' timing (the sandbox's confirmations are batched: decision 097).
        const cancelFirst = index % 2 === 0;
        const cancelling = cancelFirst ? settled(cancel(intent.intentId)) : undefined;
        const confirming = confirmations();
        const [canceled, [byServer, byBrowser]] = await Promise.all([
          cancelling ?? serverAnswered.then(() => settled(cancel(intent.intentId))),
          confirming,
        ]);
        const final = await row(intent.intentId);
        if (final.status === 'canceled') {
          expect(final.chargeCount).toBe(0);
          expect(canceled.status).toBe('fulfilled');
          expect(byServer).toMatchObject({ status: 'fulfilled', value: { status: 'canceled' } });
          expect(byBrowser).toMatchObject({ value: { response: { status: 400 } } });
        } else {
          expect(final).toMatchObject({ status: 'succeeded', chargeCount: 1 });
          expect(canceled).toMatchObject({ status: 'rejected', reason: unexpectedState });
          expect(byServer).toMatchObject({ value: { status: 'succeeded' } });
          expect(byBrowser).toMatchObject({ value: { response: { status: 200 } } });
        }
        return final.status;
      }),
    );
    expect(new Set(outcomes)).toEqual(new Set(['canceled', 'succeeded']));
  });

  it('leaves a slow card processing, so it is charged once and can then be refunded', async () => {
    const intent = await newIntent();
    await confirm(intent.intentId, 'pm_card_slow');
    await expect(cancel(intent.intentId)).rejects.toMatchObject(unexpectedState);
    const charged = await eventually(async () => {
      const current = await row(intent.intentId);
      if (current.status !== 'succeeded') throw new Error(`still ${current.status}`);
      return current;
    }, 10_000);
    expect(charged.chargeCount).toBe(1);
    expect(await refund(intent.intentId)).toMatchObject({ amountMinor: 1250, voided: false });
  });

  it('is never charged by the scheduler, even with work due', async () => {
    const intent = await newIntent();
    await cancel(intent.intentId);
    // As a lease left by a crashed instance would look.
    await setSandboxIntent(server.database, intent.intentId, {
      confirmAt: new Date(Date.now() - 1000),
    });
    const done = await eventually(async () => {
      const current = await row(intent.intentId);
      if (current.confirmAt !== null) throw new Error('not taken yet');
      return current;
    }, 10_000);
    expect(done).toMatchObject({ status: 'canceled', chargeCount: 0 });
  });
});
