// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import enMessages from '#web/locales/en-US.json';
import { PaymentWaiting } from './payment-waiting.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The panel 25 s into a slow payment, the translations served as the app fetches them. */
async function renderSlow(reminderAsked: boolean) {
  vi.stubGlobal('fetch', async () => Response.json(enMessages));
  const now = 1_000_000;
  render(
    <I18nProvider initialLocale="en-US">
      <PaymentWaiting
        waiting={{ startedAt: now - 25_000, nextAt: null, now }}
        reminderAsked={reminderAsked}
      />
    </I18nProvider>,
  );
  const title = await screen.findByText('Processing your payment is taking longer than expected');
  return title.parentElement?.textContent ?? '';
}

describe('the slow-card note says only what the product does after the driver leaves', () => {
  it('promises the reminder text when one was asked', async () => {
    const note = await renderSlow(true);
    expect(note).toContain('we will text you before your parking ends, as you asked');
    expect(note).not.toContain('No message is sent');
  });

  it('says that no message confirms the payment when no reminder was asked', async () => {
    const note = await renderSlow(false);
    expect(note).toContain('No message is sent when it is confirmed');
    expect(note).not.toContain('text you');
  });
});
