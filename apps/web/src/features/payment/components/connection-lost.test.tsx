// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError } from '#web/lib/api-client.ts';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { QueryClient, QueryClientProvider } from '#web/lib/query.ts';
import enMessages from '#web/locales/en-US.json';
import type { PaymentActions } from '../lib/payment-actions.ts';
import { freeRate, freePending as pending } from './free-option.test-fixture.ts';
import { OptionPaymentForm } from './option-payment-form.tsx';

const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
const paidRef = '00386b06-ac38-4389-86d6-a6f443efc927';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OptionPaymentForm when the connection drops during the payment', () => {
  it('says so in words and retries the same payment, never a new one', async () => {
    vi.stubGlobal('fetch', async () => Response.json(enMessages));
    const processFree = vi
      .fn()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue({ paidRef });
    const refuse = async () => {
      throw new Error('not in this test');
    };
    const actions: PaymentActions = {
      generate: vi.fn(async () => pending),
      processFree,
      processIntent: vi.fn(refuse),
      updateIntent: vi.fn(refuse),
      processClientSecret: vi.fn(refuse),
      findByExternalId: vi.fn(refuse),
    };
    const onPaid = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider initialLocale="en-US">
          <OptionPaymentForm
            placeId={placeId}
            options={[freeRate]}
            onRestart={async () => undefined}
            cardKind="CARD_INTENT"
            allowSms={false}
            defaultSms={false}
            initialPlate="NEW0001"
            actions={actions}
            onPaid={onPaid}
          />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const park = await screen.findByRole('button', { name: 'Park for free' });
    await vi.waitFor(() => expect(park).toHaveProperty('disabled', false));
    await user.click(park);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connection lost');
    expect(alert.textContent).toContain('you will not be charged twice');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    expect(screen.getByLabelText('License plate')).toHaveProperty('disabled', true);

    // Still no network: still lost, and asked the same way.
    await user.click(retry);
    await screen.findByRole('button', { name: 'Try again' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(paidRef));
    expect(processFree).toHaveBeenCalledTimes(3);
    const bodies = processFree.mock.calls.map(([body]) => JSON.stringify(body));
    expect(new Set(bodies).size).toBe(1);
    expect(actions.generate).toHaveBeenCalledTimes(1);
  });
});
