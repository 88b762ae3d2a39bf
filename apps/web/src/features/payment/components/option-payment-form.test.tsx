// @vitest-environment happy-dom
import type {
  CardPaymentIntent,
  CardProviderInfo,
  PendingPayment,
} from '@parking/domain/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { QueryClient, QueryClientProvider } from '#web/lib/query.ts';
import enMessages from '#web/locales/en-US.json';
import type { PaymentActions } from '../lib/payment-actions.ts';
import { isNothingDue, type PricedOption } from '../lib/priced-item.ts';
import { OptionPaymentForm, type OptionPaymentFormProps } from './option-payment-form.tsx';

const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
const paidRef = '00386b06-ac38-4389-86d6-a6f443efc927';
const sandbox: CardProviderInfo = {
  gateway: 'SANDBOX',
  publicApiKey: null,
  googlePayMerchantId: null,
  publicKey: null,
  cardFormUrl: 'http://localhost:3000/api/sandbox/card-form',
  walletUrl: null,
  merchantName: 'Demo Parking Co',
};

let ids = 0;
/** A rate as the transient flow gives it to the form: named, priced, the fee apart. */
function rate(name: string, amountMinor: number, serviceFeeMinor = 0): PricedOption {
  ids += 1;
  return {
    key: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    name,
    currencyCode: 'USD',
    amountMinor,
    serviceFeeMinor,
    totalMinor: amountMinor + serviceFeeMinor,
  };
}
const hours = (count: number) =>
  Array.from({ length: count }, (_, index) => rate(`${index + 1} hours`, 100 * (index + 1)));

/**
 * The network as the form meets it: translations and the card provider's info over fetch, and
 * the payment calls through PaymentActions, answered as the server would (free when the rate's
 * total is 0, else a card intent).
 */
function fakeNetwork(provider: CardProviderInfo = sandbox) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (/en-US.*\.json$/.test(url)) return Response.json(enMessages);
      if (url === `/api/card-intent/place/${placeId}`) return Response.json(provider);
      return Response.json({ message: 'Not Found' }, { status: 404 });
    }),
  );
  const pending = (chosen: PricedOption): PendingPayment => ({
    pendingPaymentId: '6a1f8d1e-2b1c-4c3d-9e8f-7a6b5c4d3e2f',
    currencyCode: chosen.currencyCode,
    amount: chosen.amountMinor / 100,
    serviceFee: chosen.serviceFeeMinor / 100,
    total: chosen.totalMinor / 100,
    amountMinor: chosen.amountMinor,
    serviceFeeMinor: chosen.serviceFeeMinor,
    totalMinor: chosen.totalMinor,
    expiresAt: new Date(Date.now() + 240_000).toISOString(),
    isFree: isNothingDue(chosen),
  });
  const refuse = async () => {
    throw new Error('no card payment in these tests');
  };
  const actions: PaymentActions<PricedOption> = {
    generate: vi.fn(
      async (chosen: PricedOption): Promise<PendingPayment | CardPaymentIntent> =>
        isNothingDue(chosen)
          ? pending(chosen)
          : { ...pending(chosen), id: 'pi_test', clientSecret: 'pi_test_secret' },
    ),
    processFree: vi.fn(async () => ({ paidRef })),
    processIntent: vi.fn(refuse),
    updateIntent: vi.fn(refuse),
    processClientSecret: vi.fn(refuse),
    findByExternalId: vi.fn(refuse),
  };
  return { actions, requests };
}

// happy-dom loads no iframe page and says so on the console: the sandbox card page is the
// server's, outside these tests. Every other console error still shows.
beforeAll(() => {
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) consoleError(...args);
  });
});

let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(
  props: Partial<OptionPaymentFormProps<PricedOption>> & { options: PricedOption[] },
) {
  const onPaid = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider initialLocale="en-US">
        <OptionPaymentForm
          placeId={placeId}
          onRestart={async () => undefined}
          cardKind="CARD_INTENT"
          allowSms={false}
          defaultSms={false}
          actions={network.actions}
          onPaid={onPaid}
          {...props}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onPaid, user: userEvent.setup() };
}

const rateButton = () => screen.findByRole('button', { name: /^Rate / });
const breakdownTerms = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);

describe('OptionPaymentForm, the rate selector', () => {
  it('shows up to 3 rates as cards, each priced with its fee', async () => {
    renderForm({
      options: [rate('1 hour', 300, 35), rate('2 hours', 550, 35), rate('All day', 1800)],
    });
    const group = await screen.findByRole('group', { name: 'Rate' });
    const cards = within(group).getAllByRole('radio');
    expect(cards.map((card) => card.closest('label')?.textContent)).toEqual([
      '1 hour$3.35',
      '2 hours$5.85',
      'All day$18.00',
    ]);
    expect(cards[0]).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: /^Rate / })).toBeNull();
  });

  it('shows 4 to 9 rates as a dropdown without a search box', async () => {
    const { user } = renderForm({ options: hours(9) });
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(await rateButton());
    expect(screen.getAllByRole('option')).toHaveLength(9);
    expect(screen.queryByRole('combobox', { name: 'Search rates' })).toBeNull();
  });

  it('adds a search box from 10 rates on, which filters the list', async () => {
    const { user } = renderForm({ options: [...hours(9), rate('Día entero', 2000)] });
    await user.click(await rateButton());
    expect(screen.getAllByRole('option')).toHaveLength(10);
    const search = screen.getByRole('combobox', { name: 'Search rates' });
    await user.type(search, 'dia');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Día entero$20.00',
    ]);
    await user.clear(search);
    await user.type(search, 'week');
    const [empty, ...others] = screen.getAllByRole('option');
    expect(others).toEqual([]);
    expect(empty?.textContent).toBe('No rates match “week”');
    expect(empty?.getAttribute('aria-disabled')).toBe('true');
  });

  it('chooses a rate from the dropdown and prices it', async () => {
    const { user } = renderForm({ options: hours(4) });
    await user.click(await rateButton());
    await user.click(screen.getByRole('option', { name: /3 hours/ }));
    expect((await rateButton()).textContent).toBe('3 hours$3.00');
    expect(breakdownTerms()).toContain('Total $3.00');
  });
});

describe('OptionPaymentForm, the price breakdown', () => {
  it('shows the service fee line only when the fee is above 0', async () => {
    const { user } = renderForm({ options: [rate('1 hour', 300, 35), rate('2 hours', 550)] });
    await screen.findByRole('group', { name: 'Rate' });
    expect(breakdownTerms()).toEqual(['Parking $3.00', 'Service fee $0.35', 'Total $3.35']);
    await user.click(screen.getByRole('radio', { name: /2 hours/ }));
    expect(breakdownTerms()).toEqual(['Parking $5.50', 'Total $5.50']);
  });
});

describe('OptionPaymentForm, free rates', () => {
  it('parks for free, without a card form, when value and fee are 0', async () => {
    const { user, onPaid } = renderForm({ options: [rate('15 min free', 0), rate('1 hour', 300)] });
    const park = await screen.findByRole('button', { name: 'Park for free' });
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'License plate' }), 'ABC123');
    await waitFor(() => expect(park).toHaveProperty('disabled', false));
    await user.click(park);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paidRef));
    expect(network.actions.processFree).toHaveBeenCalledWith(
      expect.objectContaining({ licensePlate: 'ABC123', locale: 'en-US' }),
    );
  });

  it('asks the card provider nothing when every rate is free', async () => {
    renderForm({ options: [rate('15 min free', 0)], initialPlate: 'ABC123' });
    await screen.findByRole('button', { name: 'Park for free' });
    expect(screen.queryByText('Card details')).toBeNull();
    expect(network.requests.filter((url) => url.startsWith('/api/'))).toEqual([]);
  });

  it('takes a card for a rate of value 0 whose fee is above 0', async () => {
    renderForm({ options: [rate('15 min', 0, 35)], initialPlate: 'ABC123' });
    const pay = await screen.findByRole('button', { name: 'Pay $0.35' });
    expect(screen.queryByRole('button', { name: 'Park for free' })).toBeNull();
    expect(await screen.findByRole('group', { name: 'Card details' })).toBeTruthy();
    expect(breakdownTerms()).toEqual(['Parking $0.00', 'Service fee $0.35', 'Total $0.35']);
    // Ready but for the card (aria-busy goes once the pending payment is there): the sandbox
    // form has not reported a complete card.
    await waitFor(() => expect(pay.getAttribute('aria-busy')).toBeNull());
    expect(network.actions.generate).toHaveBeenCalledTimes(1);
    expect(pay).toHaveProperty('disabled', true);
    expect(network.actions.processFree).not.toHaveBeenCalled();
  });
});

describe('OptionPaymentForm, the wallet above the card form', () => {
  const cardHeld = () => document.querySelector('.card-fieldset__held[inert]') !== null;

  it('holds the card form behind its spinner until the wallet has its height', async () => {
    network = fakeNetwork({ ...sandbox, walletUrl: 'http://localhost:3000/api/sandbox/wallet' });
    renderForm({ options: [rate('1 hour', 300)], initialPlate: 'ABC123' });
    const wallet = await screen.findByTitle<HTMLIFrameElement>('Express checkout');
    await screen.findByTitle('Card details');
    expect(cardHeld()).toBe(true);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'parking-sandbox', type: 'ready' },
        source: wallet.contentWindow,
      }),
    );
    await waitFor(() => expect(cardHeld()).toBe(false));
  });

  it('holds nothing where the processor offers no wallet', async () => {
    renderForm({ options: [rate('1 hour', 300)], initialPlate: 'ABC123' });
    await screen.findByTitle('Card details');
    expect(cardHeld()).toBe(false);
  });
});

describe('OptionPaymentForm, the text reminder', () => {
  const reminderHint = 'To pay, enter a valid mobile phone number or untick the text reminder.';

  it('keeps Pay disabled while the reminder is ticked and no phone is given', async () => {
    const { user } = renderForm({
      options: [rate('15 min free', 0)],
      initialPlate: 'ABC123',
      allowSms: true,
      defaultSms: true,
    });
    const reminder = await screen.findByRole('checkbox', {
      name: 'Text me before my session expires',
    });
    const park = screen.getByRole('button', { name: 'Park for free' });
    expect(reminder).toHaveProperty('checked', true);
    expect(await screen.findByText(reminderHint)).toBeTruthy();
    expect(park).toHaveProperty('disabled', true);

    await user.click(reminder);
    await waitFor(() => expect(park).toHaveProperty('disabled', false));
    expect(screen.queryByText(reminderHint)).toBeNull();

    await user.click(reminder);
    expect(park).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '2125550123');
    await waitFor(() => expect(park).toHaveProperty('disabled', false), { timeout: 3000 });
  });
});
