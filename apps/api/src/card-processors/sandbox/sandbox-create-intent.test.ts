import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import type { SandboxCardProcessor } from './processor.js';

let server: TestServer;
let sandbox: SandboxCardProcessor;
beforeAll(async () => {
  server = await startTestServer();
  sandbox = server.app.services.cardProcessors.sandbox;
});
afterAll(() => server?.close());

const newIntent = (amountMinor = 1250, key = randomUUID()) =>
  sandbox.createIntent({
    amountMinor,
    currencyCode: 'usd',
    idempotencyKey: key,
    metadata: { pendingPaymentId: key },
    description: 'Parking',
  });

describe('sandbox createIntent', () => {
  it('returns unguessable ids and the same intent for the same idempotency key', async () => {
    const key = randomUUID();
    const first = await newIntent(1250, key);
    expect(first).toMatchObject({
      intentId: expect.stringMatching(/^pi_sbx_[0-9a-f]{24}$/),
      status: 'requires_payment_method',
      amountMinor: 1250,
      currencyCode: 'USD',
      card: null,
      lastError: null,
      metadata: { pendingPaymentId: key },
    });
    expect(first.clientSecret).toMatch(new RegExp(`^${first.intentId}_secret_[0-9a-f]{32}$`));
    const again = await Promise.all(Array.from({ length: 10 }, () => newIntent(1250, key)));
    for (const intent of again) expect(intent).toEqual(first);
  });

  it('refuses a key reused with another amount, like Stripe', async () => {
    const key = randomUUID();
    await newIntent(1250, key);
    await expect(newIntent(999, key)).rejects.toMatchObject({
      statusCode: 400,
      code: 'idempotency_error',
    });
  });

  it('updates metadata by merging, an empty value removing its key', async () => {
    const intent = await newIntent();
    const updated = await sandbox.updateIntentMetadata({
      intentId: intent.intentId,
      metadata: { licensePlate: 'ABC123', pendingPaymentId: '' },
    });
    expect(updated.metadata).toEqual({ licensePlate: 'ABC123' });
    await expect(
      sandbox.updateIntentMetadata({ intentId: 'pi_sbx_missing', metadata: {} }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('gives the sandbox public configuration', () => {
    expect(sandbox.publicConfig()).toEqual({
      publicApiKey: 'pk_sandbox_parking',
      publicKey: 'pk_sandbox_parking',
      googlePayMerchantId: null,
      cardFormUrl: '/api/sandbox/card-form',
      walletUrl: '/api/sandbox/wallet',
    });
  });
});
