// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import { QueryClient, QueryClientProvider } from '#web/lib/query.ts';
import enMessages from '#web/locales/en-US.json';
import type { PaymentActions } from '../lib/payment-actions.ts';
import { freeRate, freePending as pending } from './free-option.test-fixture.ts';
import { OptionPaymentForm } from './option-payment-form.tsx';

/** Decision 046: only the button pays; what is missing is said beside its field. */

let actions: PaymentActions;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      /en-US.*\.json$/.test(String(input))
        ? Response.json(enMessages)
        : Response.json({ message: 'Not Found' }, { status: 404 }),
    ),
  );
  const refuse = async () => {
    throw new Error('not in these tests');
  };
  actions = {
    generate: vi.fn(async () => pending),
    processFree: vi.fn(async () => ({ paidRef: '00386b06-ac38-4389-86d6-a6f443efc927' })),
    processIntent: vi.fn(refuse),
    updateIntent: vi.fn(refuse),
    processClientSecret: vi.fn(refuse),
    findByExternalId: vi.fn(refuse),
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(sms: boolean) {
  const onPaid = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider initialLocale="en-US">
        <OptionPaymentForm
          placeId="b6129176-2e41-4221-ae76-f22afba2321c"
          options={[freeRate]}
          onRestart={async () => undefined}
          cardKind="CARD_INTENT"
          allowSms={sms}
          defaultSms={sms}
          actions={actions}
          onPaid={onPaid}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onPaid, user: userEvent.setup() };
}

describe('OptionPaymentForm, Enter and the Pay button', () => {
  it('never parks for free on Enter in the plate: it moves to the button, which does', async () => {
    const { user, onPaid } = renderForm(false);
    const park = await screen.findByRole('button', { name: 'Park for free' });
    const plate = screen.getByRole('textbox', { name: 'License plate' });
    expect(park.getAttribute('type')).toBe('button');
    await user.type(plate, 'ABC123{Enter}');
    await waitFor(() => expect(park).toHaveProperty('disabled', false));
    await user.type(plate, '{Enter}');
    expect(document.activeElement).toBe(park);
    expect(actions.processFree).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(actions.processFree).toHaveBeenCalledTimes(1);
  });
});

describe('OptionPaymentForm, what is missing', () => {
  const reminderHint = 'To pay, enter a valid mobile phone number or untick the text reminder.';

  it('says it beside each field, sums it up near Pay, and hides the phone when unticked', async () => {
    const { user } = renderForm(true);
    const plate = await screen.findByRole('textbox', { name: 'License plate' });
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone' });
    await screen.findByText('To pay, fill in: license plate and mobile phone.');
    const plateHint = screen.getByText('Enter your license plate to pay.');
    expect(plate.getAttribute('aria-describedby')).toBe(plateHint.id);
    // A hint, not an error, before the driver has been in the field.
    expect(plate.getAttribute('aria-invalid')).toBeNull();
    expect(plateHint.className).toBe('field__hint');
    const phoneHint = screen.getByText(reminderHint);
    expect(phone.getAttribute('aria-describedby')).toContain(phoneHint.id);
    // Near Pay, a polite live region that Pay points to.
    const summary = screen.getByText('To pay, fill in: license plate and mobile phone.');
    expect(summary.getAttribute('role')).toBe('status');
    expect(
      screen.getByRole('button', { name: 'Park for free' }).getAttribute('aria-describedby'),
    ).toBe(summary.id);

    await user.type(plate, '---');
    await user.tab();
    const invalid = await screen.findByText('A license plate has 1 to 15 letters or digits.');
    expect(invalid.className).toBe('field__error');
    expect(plate.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Text me before my session expires' }));
    expect(screen.queryByRole('textbox', { name: 'Mobile phone' })).toBeNull();
    expect(screen.queryByText(reminderHint)).toBeNull();
    await screen.findByText('To pay, fill in: license plate.');
  });
});
